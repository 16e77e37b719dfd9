/**
 * A local-only control channel of the running server with the embedded database: a Unix socket
 * at DATA_DIR/control.sock that only the server's own operating-system user may open (mode 0600).
 * `npm run backup` uses it while the server runs, because the embedded database belongs to the
 * server process (the directory lock) and a backup must come from the process that has it open.
 * One request line of JSON, one answer line of JSON; no HTTP, nothing on the network.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import type { BackupSummary } from './backup.server'

export const CONTROL_SOCKET = 'control.sock'
/** Unix socket paths are limited to about 107 bytes; leave room. */
const MAX_SOCKET_PATH = 100

export function controlSocketPath(dataDir: string) {
  const socketPath = path.join(path.resolve(dataDir), CONTROL_SOCKET)
  return process.platform !== 'win32' && Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH
    ? socketPath
    : undefined
}

interface BackupRequest {
  command: 'backup'
  file: string
  /** Replace a file already at `file` (npm run backup -- FILE --force). */
  overwrite?: boolean
}

type Answer = { ok: true; summary: BackupSummary } | { ok: false; error: string }

export interface ControlHandlers {
  backup(file: string, options: { overwrite: boolean }): Promise<BackupSummary>
}

/**
 * Listens on the control socket; call only while holding the data-directory lock, which makes
 * any socket file already there a leftover of a process that is gone.
 */
export async function startControlSocket(dataDir: string, handlers: ControlHandlers) {
  const socketPath = controlSocketPath(dataDir)
  if (!socketPath) return undefined
  fs.rmSync(socketPath, { force: true })
  const server = net.createServer((connection) => {
    connection.setEncoding('utf8')
    let input = ''
    connection.on('error', () => {})
    connection.on('data', (chunk: string) => {
      input += chunk
      if (input.length > 10_000) connection.destroy()
      if (!input.includes('\n')) return
      connection.pause()
      void answer(input.slice(0, input.indexOf('\n'))).then((reply) =>
        connection.end(`${JSON.stringify(reply)}\n`),
      )
    })
  })
  const answer = async (line: string): Promise<Answer> => {
    try {
      const request = JSON.parse(line) as BackupRequest
      if (
        request.command !== 'backup' ||
        typeof request.file !== 'string' ||
        !path.isAbsolute(request.file)
      ) {
        return { ok: false, error: 'unknown request' }
      }
      return {
        ok: true,
        summary: await handlers.backup(request.file, { overwrite: request.overwrite === true }),
      }
    } catch (error) {
      return { ok: false, error: (error as Error).message }
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => resolve())
  })
  fs.chmodSync(socketPath, 0o600)
  return {
    socketPath,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Asks the server running on `dataDir` to write a backup to `file` (an absolute path). */
export async function requestBackup(
  dataDir: string,
  file: string,
  options: { overwrite?: boolean } = {},
): Promise<BackupSummary> {
  const socketPath = controlSocketPath(dataDir)
  if (!socketPath)
    throw new Error(
      'This data directory has no control socket (its path is too long, or this is Windows).',
    )
  const reply = await new Promise<string>((resolve, reject) => {
    const connection = net.connect(socketPath)
    let output = ''
    connection.setEncoding('utf8')
    connection.on('connect', () =>
      connection.write(
        `${JSON.stringify({ command: 'backup', file, overwrite: options.overwrite === true } satisfies BackupRequest)}\n`,
      ),
    )
    connection.on('data', (chunk: string) => (output += chunk))
    connection.on('end', () => resolve(output))
    connection.on('error', reject)
  })
  const answer = JSON.parse(reply) as Answer
  if (!answer.ok) throw new Error(answer.error)
  return answer.summary
}
