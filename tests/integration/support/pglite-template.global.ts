/**
 * Global setup of the integration tests on PGlite: one migrated database, dumped to a file once
 * per run. Each test file then opens its in-memory database from that dump
 * (test-database.ts), which takes a fraction of the seconds a new cluster's initdb and the
 * migrations take, on every file.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'

import { openDatabase } from '~/db/client.server'
import { runMigrations } from '~/db/migrate.server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump each test file starts from ('' on PostgreSQL runs). */
    pgliteTemplate: string
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '')
    return
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
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
