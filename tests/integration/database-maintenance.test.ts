/**
 * The embedded database has no autovacuum: the server runs VACUUM (ANALYZE) itself
 * (app/db/maintenance.server.ts). On PostgreSQL the server's own autovacuum does it.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { openDatabase } from '~/db/client.server'
import { startDatabaseMaintenance } from '~/db/maintenance.server'
import { wikiCategories } from '~/db/schema'
import type { Logger } from '~/logger.server'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db
    .insert(wikiCategories)
    .values(
      Array.from({ length: 40 }, (_, i) => ({ name: `Category ${i}`, slug: `category-${i}` })),
    )
  // Every row updated once: 40 dead row versions for VACUUM to reclaim.
  await database.db.update(wikiCategories).set({ description: 'changed' })
})
afterAll(async () => {
  await database?.destroy()
})

function recordingLogger() {
  const errors: string[] = []
  const infos: string[] = []
  const logger = {
    info: (_: unknown, message: string) => infos.push(message),
    error: (_: unknown, message: string) => errors.push(message),
  } as unknown as Logger
  return { logger, errors, infos }
}

async function plannerStats() {
  const result = await database.db.execute(
    sql`select reltuples::int as tuples, relallvisible::int as visible from pg_class where relname = 'wiki_categories'`,
  )
  return rowsOf<{ tuples: number; visible: number }>(result)[0]!
}

describe.runIf(testDbKind === 'pglite')('embedded database maintenance', () => {
  it('was never analysed on its own; a run analyses and vacuums every table, on its first timer', async () => {
    // -1: no statistics at all, which is what the planner had before.
    expect((await plannerStats()).tuples).toBe(-1)
    const { logger, errors, infos } = recordingLogger()
    const maintenance = startDatabaseMaintenance(database, logger, { firstMs: 10, everyMs: 60_000 })
    try {
      await vi.waitFor(async () => expect((await plannerStats()).tuples).toBe(40), {
        timeout: 5_000,
        interval: 50,
      })
      expect((await plannerStats()).visible).toBeGreaterThan(0)
      expect(infos).toContain('database maintenance done')
      expect(errors).toEqual([])
    } finally {
      maintenance.stop()
    }
  })

  it('never runs twice at once, and a failure is logged, not thrown', async () => {
    const closed = await openDatabase({ memory: true })
    await closed.close()
    const { logger, errors } = recordingLogger()
    const maintenance = startDatabaseMaintenance(closed, logger, {
      firstMs: 60_000,
      everyMs: 60_000,
    })
    const first = maintenance.runNow()
    expect(maintenance.runNow()).toBe(first)
    await first
    maintenance.stop()
    expect(errors).toEqual(['database maintenance failed'])
  })
})

describe.runIf(testDbKind === 'postgres')('PostgreSQL maintenance', () => {
  it('is left to the server: nothing runs and nothing fails', async () => {
    const { logger, errors } = recordingLogger()
    const maintenance = startDatabaseMaintenance(database, logger, { firstMs: 1, everyMs: 1 })
    await maintenance.runNow()
    maintenance.stop()
    expect(errors).toEqual([])
  })
})
