/**
 * Instances starting together on one empty PostgreSQL database: the real start-up (migrations and
 * first-start seed, as the server runs them) from several instances at once, each with its own
 * connection pool. Needs the PostgreSQL server of TEST_DATABASE_URL.
 */
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import { MIGRATIONS_FOLDER } from '~/db/migrate.server'
import { demoEvents } from '~/db/seed/demo-content'
import { createLogger } from '~/logger.server'
import { openServices } from '../../server/app'
import { createEmptyPostgresDatabase, rowsOf } from './support/test-database'

const adminUrl = process.env.TEST_DATABASE_URL
const drops: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const drop of drops) await drop()
})

const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
) as {
  entries: unknown[]
}

describe.skipIf(!adminUrl)('instances starting together on an empty PostgreSQL database', () => {
  for (const count of [2, 4]) {
    it(`all ${count} come up, migrate once and seed once`, async () => {
      const empty = await createEmptyPostgresDatabase(adminUrl!)
      drops.push(empty.drop)
      const config = parseConfig({ DATABASE_URL: empty.url, NODE_ENV: 'test', SEED_DEMO: 'true' })
      const logger = createLogger('silent')

      const results = await Promise.allSettled(
        Array.from({ length: count }, () => openServices(config, logger)),
      )
      const services = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      )
      try {
        expect(results.filter((result) => result.status === 'rejected')).toEqual([])
        for (const { database } of services) await database.ping()
        const { db } = services[0]!.database
        const migrations = await db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
        expect(rowsOf<{ n: number }>(migrations)[0]!.n).toBe(journal.entries.length)
        const events = await db.execute(sql`select count(*)::int as n from events`)
        expect(rowsOf<{ n: number }>(events)[0]!.n).toBe(demoEvents.length)
      } finally {
        for (const { database } of services) await database.close()
      }
    })
  }
})
