/**
 * The frame of the operator's commands (`npm run seed`, `admin:create`, `user:role`,
 * `user:reset-2fa`): the database the server would use (DATA_DIR or DATABASE_URL), migrated
 * first and closed at the end. A bad setting, a data directory in use by a running server, or
 * one of the command's own `expected` errors ends it with that message on one line, not a trace.
 */
import { ConfigError, parseConfig, type Config } from '~/config.server'
import { openDatabase, type Database } from '~/db/client.server'
import { DataDirLockedError } from '~/db/data-dir-lock.server'
import { runMigrations } from '~/db/migrate.server'

type ErrorClass = abstract new (...args: never[]) => Error

export async function withOperatorDatabase(
  run: (database: Database, config: Config) => Promise<void>,
  expected: readonly ErrorClass[] = [],
) {
  try {
    const config = parseConfig(process.env)
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    })
    try {
      await runMigrations(database)
      await run(database, config)
    } finally {
      await database.close()
    }
  } catch (error) {
    if ([ConfigError, DataDirLockedError, ...expected].some((known) => error instanceof known)) {
      console.error((error as Error).message)
      process.exit(1)
    }
    throw error
  }
}
