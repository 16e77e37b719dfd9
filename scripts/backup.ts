/**
 * `npm run backup [-- FILE [--force]]`: writes one backup file (schema, content, media, accounts)
 * of DATABASE_URL or of the embedded database in DATA_DIR; by default into BACKUP_DIR. A file
 * already at FILE is never replaced without --force. Works while
 * the server runs: PostgreSQL is read in one consistent snapshot, and the embedded database,
 * which belongs to the running server, is backed up by that server through its control socket.
 */
import fs from 'node:fs'
import path from 'node:path'

import { ConfigError, parseConfig } from '~/config.server'
import { BackupError, backupFileName, writeBackup, type BackupSummary } from '~/db/backup.server'
import { backupDirOf } from '~/db/backup-schedule.server'
import { openDatabase } from '~/db/client.server'
import { requestBackup } from '~/db/control-socket.server'
import { DataDirLockedError } from '~/db/data-dir-lock.server'

const args = process.argv.slice(2)
/** Replace a file already at FILE; without it the backup refuses to. */
const overwrite = args.includes('--force')
const [fileArgument, ...rest] = args.filter((arg) => arg !== '--force')
if (rest.length > 0 || fileArgument?.startsWith('-')) {
  console.error('Usage: npm run backup [-- FILE [--force]]')
  process.exit(2)
}

async function backUp(file: string): Promise<BackupSummary> {
  const config = parseConfig(process.env)
  if (config.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL })
    try {
      return await writeBackup(database, file, { overwrite })
    } finally {
      await database.close()
    }
  }
  const dataDir = path.resolve(config.DATA_DIR)
  if (!fs.existsSync(path.join(dataDir, 'pglite')))
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`)
  let database
  try {
    database = await openDatabase({ dataDir })
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.log('The server is running; asking it for the backup.')
    return requestBackup(dataDir, file, { overwrite })
  }
  try {
    return await writeBackup(database, file)
  } finally {
    await database.close()
  }
}

try {
  const config = parseConfig(process.env)
  const file = path.resolve(
    fileArgument ?? path.join(backupDirOf(config), backupFileName('backup')),
  )
  const summary = await backUp(file)
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0)
  console.log(
    `Backup written: ${summary.file} (${(summary.bytes / 1024).toFixed(0)} kB, ${rows} rows in ${Object.keys(summary.rows).length} tables).`,
  )
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError) {
    console.error(error.message)
    process.exit(1)
  }
  console.error(`The backup failed: ${(error as Error).message}`)
  process.exit(1)
}
