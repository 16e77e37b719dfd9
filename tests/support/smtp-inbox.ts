/**
 * A real SMTP server for the tests (the smtp-server package) that keeps what it receives, read
 * back as headers and decoded text and HTML parts; `refuse` answers chosen recipients with an
 * SMTP error (a 4xx is temporary, a 5xx a hard bounce).
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  headers: Map<string, string>
  subject: string
  text: string
  html: string
}

function decodeWords(value: string) {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  )
}

function decodeQuotedPrintable(value: string) {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
  // Percent-decode only what came from =XX; other % signs are escaped first.
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
}

function parseHeaders(block: string) {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function splitEntity(raw: string) {
  const end = raw.search(/\r?\n\r?\n/)
  return {
    headers: parseHeaders(raw.slice(0, end)),
    body: raw.slice(end).replace(/^\r?\n\r?\n/, ''),
  }
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** Text and HTML parts of a message (single part or multipart, nested once or more). */
function parts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!type.toLowerCase().startsWith('multipart/') || !boundary)
    return [{ type: type.split(';')[0]!.toLowerCase(), content: decodeBody(headers, body) }]
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      const entity = splitEntity(chunk.replace(/^\r?\n/, ''))
      return parts(entity.headers, entity.body.replace(/\r?\n$/, ''))
    })
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const { headers, body } = splitEntity(raw)
  const all = parts(headers, body)
  return {
    to,
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: all.find((part) => part.type === 'text/plain')?.content ?? '',
    html: all.find((part) => part.type === 'text/html')?.content ?? '',
  }
}

export interface SmtpInbox {
  url: string
  received: ReceivedMail[]
  /** Recipients answered with an SMTP error: address → [code, message]. */
  refuse: Map<string, [number, string]>
  /** Runs before a recipient is answered (accepted or refused): something that happens meanwhile. */
  beforeAnswer?: (address: string) => Promise<void>
  close(): Promise<void>
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = []
  const refuse = new Map<string, [number, string]>()
  const inbox: SmtpInbox = {
    url: '',
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      void Promise.resolve(inbox.beforeAnswer?.(address.address)).then(() => {
        const refusal = refuse.get(address.address)
        if (!refusal) return callback()
        const error = Object.assign(new Error(refusal[1]), { responseCode: refusal[0] })
        callback(error)
      }, callback)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  inbox.url = `smtp://127.0.0.1:${port}`
  return inbox
}
