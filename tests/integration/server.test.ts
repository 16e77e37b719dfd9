/**
 * The HTTP server as a whole, in-process: health check, data-directory lock and reopening the
 * embedded database.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { openDatabase } from '~/db/client.server'
import { acquireDataDirLock, DataDirLockedError } from '~/db/data-dir-lock.server'

const dirs: string[] = []
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-it-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
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

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir()
    // PID 2^22 + 1 is above Linux's pid_max default and cannot be running.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(4194305))
    const lock = acquireDataDirLock(dir)
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    lock.release()
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false)
  })

  it('refuses with a message naming the directory and the process', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid))
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another process \(PID \d+\)/)
  })
})
