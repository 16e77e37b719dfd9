/**
 * PGlite is not safe for two processes on one data directory, so a process holds an exclusive
 * operating-system lock on DATA_DIR/data-dir.lock while it has the embedded database open.
 *
 * The lock is SQLite's (node:sqlite, built into Node): an exclusive transaction on a tiny SQLite
 * file takes a POSIX advisory lock (fcntl) on it. The kernel drops that lock the moment the
 * process ends, however it ends (kill -9, a crash, a container stop), so a lock can never outlive
 * its owner and nothing guesses from process ids: a PID that has been reused (PID 1 in every
 * container) cannot lock the owner out. Node has no file-locking API of its own; a lock file
 * with a PID inside (the previous design) is exactly what failed.
 *
 * The holder's PID is also written to a plain text file beside it, only so that the refusal can
 * name the process; it is never used to decide anything.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another running process${pid ? ` (PID ${pid})` : ''}. ` +
        'Stop that server first, or use DATABASE_URL to share a PostgreSQL server between processes.',
    )
  }
}

export interface DataDirLock {
  release(): void
}

export const LOCK_FILE = 'data-dir.lock'
export const PID_FILE = 'data-dir.pid'
/** The PID lock file of earlier versions; left behind by them, it means nothing now. */
const LEGACY_LOCK_FILE = 'server.lock'

function isBusy(error: unknown) {
  const { errcode, errstr } = error as { errcode?: number; errstr?: string }
  // SQLITE_BUSY (5) and SQLITE_LOCKED (6), with or without extended codes.
  return errcode !== undefined
    ? [5, 6].includes(errcode & 0xff)
    : /locked|busy/i.test(String(errstr))
}

function readPid(file: string) {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE)
  const pidFile = path.join(dataDir, PID_FILE)
  // timeout 0: refuse at once instead of waiting for the other process.
  const lockDb = new DatabaseSync(file, { timeout: 0 })
  try {
    // Exclusive locking mode keeps the lock after the transaction's first write until close.
    lockDb.exec('PRAGMA locking_mode = EXCLUSIVE')
    lockDb.exec('BEGIN EXCLUSIVE')
  } catch (error) {
    lockDb.close()
    if (isBusy(error)) throw new DataDirLockedError(dataDir, readPid(pidFile))
    throw error
  }

  fs.writeFileSync(pidFile, `${process.pid}\n`)
  fs.rmSync(path.join(dataDir, LEGACY_LOCK_FILE), { force: true })

  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    try {
      if (readPid(pidFile) === process.pid) fs.rmSync(pidFile, { force: true })
    } finally {
      lockDb.close()
    }
  }
  process.once('exit', release)
  return { release }
}
