/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (dropped afterwards), so
 * runs never see each other's rows.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'

import { openDatabase, type Database } from '~/db/client.server'
import { runMigrations } from '~/db/migrate.server'

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

export interface TestDatabase extends Database {
  /** Closes the connection and drops a PostgreSQL test database. */
  destroy(): Promise<void>
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    // From the run's migrated dump (support/migrated-template.global.ts); the migrations then find
    // nothing to do, and a file started without the global setup still gets a migrated database.
    const template = inject('pgliteTemplate')
    const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined
    const database = await openDatabase({ memory: true, loadDataDir })
    await runMigrations(database)
    return { ...database, destroy: () => database.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  // A copy of the run's migrated database (support/migrated-template.global.ts), when there is one.
  const empty = await createEmptyPostgresDatabase(adminUrl, inject('postgresTemplate') || undefined)
  const database = await openDatabase({ databaseUrl: empty.url })
  await runMigrations(database)
  return {
    ...database,
    async destroy() {
      await database.close()
      await empty.drop()
    },
  }
}

/**
 * A new database on the PostgreSQL server of `adminUrl`, empty or a copy of the database named
 * `template`; `drop()` removes it.
 */
export async function createEmptyPostgresDatabase(adminUrl: string, template?: string) {
  const name = `it_${Date.now()}_${crypto.randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

export { rowsOf } from '~/db/client.server'
