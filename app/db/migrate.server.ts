/** Applies the committed SQL migrations in drizzle/, identically on PGlite and PostgreSQL. */
import path from 'node:path'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'

import type { Database, Db } from './client.server'

export const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle')

/**
 * Applies the migrations, then runs `afterwards` (the first-start seed), both under the start-up
 * lock: instances starting together on one empty PostgreSQL database take turns, and the later
 * ones find the schema (and the seed marker) in place.
 */
export async function runMigrations(database: Database, afterwards?: (db: Db) => Promise<void>) {
  await database.withStartupLock(async (db) => {
    await applyMigrations(database.kind, db, MIGRATIONS_FOLDER)
    await afterwards?.(db)
  })
}

export async function applyMigrations(engine: Database['kind'], db: Db, migrationsFolder: string) {
  if (engine === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder })
  } else {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder })
  }
}
