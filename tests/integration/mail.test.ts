/**
 * Sending mail: with SMTP_URL, through a real SMTP conversation (a minimal SMTP server on
 * 127.0.0.1 that keeps what it receives); without it, into the outbox.
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { listOutbox } from '~/domain/mail-outbox.server'
import { mailIsSent, sendMail } from '~/domain/mail.server'
import { createLogger } from '~/logger.server'
import { createTestDatabase, type TestDatabase } from './support/test-database'

interface Received {
  from: string
  to: string[]
  data: string
}

/** Speaks just enough SMTP for one client: greeting, EHLO, MAIL, RCPT, DATA, QUIT. */
async function startSmtpServer() {
  const received: Received[] = []
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let current: Received = { from: '', to: [], data: '' }
    socket.write('220 test.local ESMTP\r\n')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            received.push(current)
            current = { from: '', to: [], data: '' }
            socket.write('250 2.0.0 queued\r\n')
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test.local\r\n')
        else if (verb === 'MAIL') {
          current.from = line
          socket.write('250 2.1.0 ok\r\n')
        } else if (verb === 'RCPT') {
          current.to.push(line)
          socket.write('250 2.1.5 ok\r\n')
        } else if (verb === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n')
        else socket.write('502 5.5.2 not implemented\r\n')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  database = await createTestDatabase()
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp.close()
  await database.destroy()
})

function servicesWith(env: Record<string, string>): Services {
  return {
    config: parseConfig({ NODE_ENV: 'test', ...env }),
    database,
    logger: createLogger('silent'),
  }
}

const mail = {
  to: 'reader@example.org',
  subject: 'Verify your e-mail – Επιβεβαίωση',
  text: 'Open this link to verify: https://site.example/verify?token=abc',
  html: '<p>Open <a href="https://site.example/verify?token=abc">this link</a> to verify.</p>',
}

describe('sendMail', () => {
  it('sends through the SMTP server of SMTP_URL and keeps nothing in the outbox', async () => {
    const services = servicesWith({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      BASE_URL: 'https://site.example',
      MAIL_FROM: 'Foundation <noreply@site.example>',
    })
    expect(mailIsSent(services)).toBe(true)
    await sendMail(services, mail)
    await sendMail(services, { ...mail, to: 'second@example.org' })
    expect(smtp.received).toHaveLength(2)
    const [first, second] = smtp.received
    expect(first!.from).toContain('<noreply@site.example>')
    expect(first!.to).toEqual(['RCPT TO:<reader@example.org>'])
    expect(second!.to).toEqual(['RCPT TO:<second@example.org>'])
    expect(first!.data).toMatch(/^To: reader@example\.org\r$/m)
    expect(first!.data).toContain('verify?token=abc')
    expect(first!.data).toMatch(/^Subject: =\?UTF-8\?/m)
    expect(await listOutbox(database.db)).toEqual([])
  })

  it('keeps the mail in the outbox without SMTP_URL', async () => {
    const services = servicesWith({})
    expect(mailIsSent(services)).toBe(false)
    await sendMail(services, mail)
    const [kept] = await listOutbox(database.db)
    expect(kept).toMatchObject({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
  })
})
