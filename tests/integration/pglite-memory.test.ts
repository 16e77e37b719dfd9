/**
 * The embedded database's own page cache is kept small (app/db/client.server.ts): its default
 * takes about 200 MB of the server's memory that a site's database never needs.
 */
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { openDatabase, type Database } from '~/db/client.server'
import { rowsOf } from './support/test-database'

let database: Database | undefined
afterAll(async () => {
  await database?.close()
})

describe('PGlite memory', () => {
  it('runs with 32 MB of shared buffers', async () => {
    database = await openDatabase({ memory: true })
    const result = await database.db.execute(sql`SHOW shared_buffers`)
    expect(rowsOf<{ shared_buffers: string }>(result)[0]!.shared_buffers).toBe('32MB')
  })
})
