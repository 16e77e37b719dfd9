/**
 * Global setup of the integration tests: one migrated database per run, which every test file
 * copies instead of running the migrations again (about 1.5 s a file on PostgreSQL, more on
 * PGlite, against a few hundred milliseconds for the copy).
 * - PGlite: the migrated data directory, dumped to a file; each file opens its in-memory
 *   database from it (test-database.ts).
 * - PostgreSQL (TEST_DB=postgres): a migrated database on the server of TEST_DATABASE_URL;
 *   each file's database is `CREATE DATABASE … TEMPLATE` it, and it is dropped after the run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'

import { openDatabase } from '~/db/client.server'
import { runMigrations } from '~/db/migrate.server'

import { createEmptyPostgresDatabase } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump each test file starts from ('' on PostgreSQL runs). */
    pgliteTemplate: string
    /** The migrated PostgreSQL database each test file copies ('' on PGlite runs). */
    postgresTemplate: string
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
    const template = await createEmptyPostgresDatabase(adminUrl)
    // A template must have no connection open while it is copied: this one closes here.
    const database = await openDatabase({ databaseUrl: template.url })
    try {
      await runMigrations(database)
    } finally {
      await database.close()
    }
    project.provide('pgliteTemplate', '')
    project.provide('postgresTemplate', template.name)
    return () => template.drop()
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-pglite-template-'))
  const file = path.join(dir, 'migrated.tar')
  const database = await openDatabase({ memory: true })
  try {
    await runMigrations(database)
    const client = (database.db as unknown as { $client: PGlite }).$client
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  } finally {
    await database.close()
  }
  project.provide('pgliteTemplate', file)
  project.provide('postgresTemplate', '')
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
