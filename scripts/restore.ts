/**
 * `npm run restore -- FILE`: brings a backup back into an empty database: the embedded one in
 * DATA_DIR (with the server stopped) or DATABASE_URL. Refuses a database that holds any rows.
 * Ends the backup's sessions (everybody signs in again) unless --keep-sessions is given.
 */
import { ConfigError, parseConfig } from '~/config.server'
import { BackupError, restoreBackup } from '~/db/backup.server'
import { openDatabase } from '~/db/client.server'
import { DataDirLockedError } from '~/db/data-dir-lock.server'

const args = process.argv.slice(2)
/** Keep the backup's sessions; without it everybody signs in again after the restore. */
const keepSessions = args.includes('--keep-sessions')
const [file, ...rest] = args.filter((arg) => arg !== '--keep-sessions')
if (!file || rest.length > 0 || file.startsWith('-')) {
  console.error('Usage: npm run restore -- FILE [--keep-sessions]')
  process.exit(2)
}

try {
  const config = parseConfig(process.env)
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  })
  try {
    const summary = await restoreBackup(database, file, { keepSessions })
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0)
    console.log(
      `Restored ${summary.file}: ${rows} rows in ${Object.keys(summary.rows).length} tables.`,
    )
    if (!keepSessions)
      console.log(
        `Ended the backup's ${summary.sessionsEnded ?? 0} sessions: everybody signs in again.`,
      )
  } finally {
    await database.close()
  }
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof BackupError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message)
    process.exit(1)
  }
  console.error(`The restore failed: ${(error as Error).message}`)
  process.exit(1)
}
