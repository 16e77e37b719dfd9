/** Applies the committed SQL migrations in drizzle/, identically on PGlite and PostgreSQL. */
import path from 'node:path'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'

import type { Database } from './client.server'

export const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle')

export async function runMigrations(database: Database) {
  const config = { migrationsFolder: MIGRATIONS_FOLDER }
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config)
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config)
  }
}
