/**
 * The HTTP server as a whole, in-process: health check, data-directory lock and reopening the
 * embedded database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { openDatabase } from '~/db/client.server'
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE,
  PID_FILE,
} from '~/db/data-dir-lock.server'

const dirs: string[] = []
const children: ChildProcess[] = []
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-it-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('embedded database directory', () => {
  it('belongs to one process at a time', async () => {
    const dir = tempDir()
    const first = await openDatabase({ dataDir: dir })
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError)
    await first.close()
    const again = await openDatabase({ dataDir: dir })
    await again.ping()
    await again.close()
  })

  it('is released by the operating system when its process is killed, whatever PID files say', async () => {
    const dir = tempDir()
    const holder = await holdLock(dir)
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
    holder.child.kill('SIGKILL')
    await holder.exited
    // The killed process left its files behind; earlier versions also left a PID lock file.
    // PID 1 (a container's main process) and our own parent are alive, and must not matter.
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true)
    for (const pid of [1, process.ppid]) {
      fs.writeFileSync(path.join(dir, PID_FILE), String(pid))
      fs.writeFileSync(path.join(dir, 'server.lock'), String(pid))
      const lock = acquireDataDirLock(dir)
      lock.release()
    }
    const database = await openDatabase({ dataDir: dir })
    await database.ping()
    await database.close()
  })

  it('refuses a second live process with one line naming the directory and the process', async () => {
    const dir = tempDir()
    const holder = await holdLock(dir)
    const second = await holdLock(dir)
    expect(await second.exited).toBe(3)
    const message = second.output().trim()
    expect(message.split('\n')).toHaveLength(1)
    expect(message).toBe(
      `The embedded database in ${dir} is in use by another running process (PID ${holder.child.pid}). ` +
        'Stop that server first, or use DATABASE_URL to share a PostgreSQL server between processes.',
    )
    holder.child.kill('SIGTERM')
    await holder.exited
    acquireDataDirLock(dir).release()
  })
})

/** Starts a real process that takes the data-directory lock (or reports why it cannot). */
async function holdLock(dir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/integration/support/hold-data-dir-lock.ts', dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  children.push(child)
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  await new Promise<void>((resolve) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk
      if (output.includes('\n')) resolve()
    })
    void exited.then(() => resolve())
  })
  return { child, exited, output: () => output }
}
