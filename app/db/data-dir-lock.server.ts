/**
 * PGlite is not safe for two processes on one data directory. The first process to open DATA_DIR
 * writes its PID into a lock file; another server or command-line task refuses with a clear
 * message while that process lives. A lock left behind by a killed process (kill -9) is taken over.
 */
import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (PID ${pid}). ` +
        'Stop that server first, or use DATABASE_URL to share a PostgreSQL server between processes.',
    )
  }
}

export interface DataDirLock {
  release(): void
}

const LOCK_FILE = 'server.lock'

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      let released = false
      const release = () => {
        if (released) return
        released = true
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file)
        } catch {
          // Already gone.
        }
      }
      process.once('exit', release)
      return { release }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10)
      if (Number.isInteger(pid) && pid > 0 && (pid === process.pid || isAlive(pid))) {
        throw new DataDirLockedError(dataDir, pid)
      }
      // Stale lock from a process that is gone: remove it and try once more.
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}
