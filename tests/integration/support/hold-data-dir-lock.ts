/** A separate process that takes the data-directory lock of argv[2], says so, and then waits. */
import { acquireDataDirLock } from '~/db/data-dir-lock.server'

try {
  acquireDataDirLock(process.argv[2]!)
  process.stdout.write('locked\n')
  setInterval(() => {}, 60_000)
} catch (error) {
  process.stdout.write(`${(error as Error).message}\n`)
  process.exit(3)
}
