/**
 * The content version held in memory from the database's notifications: every write moves it,
 * whoever makes the write (this process, plain SQL on another connection, another instance), and
 * while the notification connection is lost or silent every answer comes from a read instead.
 * PGlite by default; PostgreSQL with TEST_DB=postgres and TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase, type Database } from '~/db/client.server'
import { readContentVersion } from '~/db/content-version.server'
import { createContentVersionFeed, type ContentVersionFeed } from '~/db/content-version-feed.server'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'
import { startFreezableRelay, throughRelay } from './support/freezable-relay'

let database: TestDatabase
const feeds: ContentVersionFeed[] = []
const cleanups: Array<() => Promise<unknown>> = []

beforeAll(async () => {
  database = await createTestDatabase()
})
afterEach(async () => {
  for (const feed of feeds.splice(0)) await feed.close()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await database?.destroy()
})

function feedOn(target: Database, options: { heartbeatMs?: number; retryMs?: number } = {}) {
  const remote = target.kind === 'postgres'
  const feed = createContentVersionFeed({
    read: () => readContentVersion(target.db),
    listen: target.listen,
    remote,
    heartbeatMs: options.heartbeatMs ?? (remote ? 2_000 : 0),
    heartbeatTimeoutMs: 500,
    retryMs: options.retryMs ?? 50,
  })
  feeds.push(feed)
  return feed
}

async function liveFeedOn(
  target: Database,
  options: { heartbeatMs?: number; retryMs?: number } = {},
) {
  const feed = feedOn(target, options)
  await expect.poll(() => feed.live, { timeout: 5_000 }).toBe(true)
  return feed
}

const stored = () => readContentVersion(database.db)
const touchNews = (db = database.db) => db.execute(sql`UPDATE news SET title = title WHERE false`)

describe(`content version feed (${testDbKind})`, () => {
  it('answers from a read until it listens, then from memory with the stored version', async () => {
    const feed = feedOn(database)
    const first = feed.get()
    expect(await first).toBe(await stored())
    await expect.poll(() => feed.live, { timeout: 5_000 }).toBe(true)
    expect(await feed.get()).toBe(await stored())
  })

  it('moves on a write to a content table made through this database', async () => {
    const feed = await liveFeedOn(database)
    const before = BigInt(await feed.get())
    await touchNews()
    const after = await stored()
    expect(BigInt(after)).toBe(before + 1n)
    if (testDbKind === 'pglite') {
      // In-process delivery: known before the writing query has even returned to its caller.
      expect(feed.get()).toBe(after)
    } else {
      await expect.poll(() => feed.get(), { timeout: 2_000 }).toBe(after)
    }
  })

  it('moves on a hand-written change of the version row, and on a committed transaction only', async () => {
    const feed = await liveFeedOn(database)
    await database.db.execute(sql`UPDATE content_version SET version = version + 5 WHERE id = 1`)
    await expect.poll(() => feed.get(), { timeout: 2_000 }).toBe(await stored())
    const before = await feed.get()
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE news SET title = title WHERE false`)
        throw new Error('roll back')
      })
      .catch(() => undefined)
    expect(await stored()).toBe(before)
    expect(await feed.get()).toBe(before)
  })
})

describe.skipIf(testDbKind !== 'postgres')(
  'content version feed across PostgreSQL connections',
  () => {
    let databaseUrl: string

    beforeAll(async () => {
      // The test database's own address: the server's, with the database name of the test.
      const result = await database.db.execute(sql`SELECT current_database() AS name`)
      const target = new URL(process.env.TEST_DATABASE_URL!)
      target.pathname = `/${rowsOf<{ name: string }>(result)[0]!.name}`
      databaseUrl = target.toString()
    })

    async function plainClient() {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      cleanups.push(() => client.end())
      return client
    }

    it('moves on plain SQL from another connection', async () => {
      const feed = await liveFeedOn(database)
      const client = await plainClient()
      await client.query('DELETE FROM events WHERE false')
      const after = await stored()
      await expect.poll(() => feed.get(), { timeout: 2_000 }).toBe(after)
    })

    it('moves on a write by another app instance on the same database', async () => {
      const feed = await liveFeedOn(database)
      const other = await openDatabase({ databaseUrl })
      cleanups.push(() => other.close())
      await touchNews(other.db)
      await expect.poll(() => feed.get(), { timeout: 2_000 }).toBe(await stored())
    })

    it('reads for every caller while its connection is lost, and listens again', async () => {
      // Slow to listen again, so the test acts while the feed is surely down.
      const feed = await liveFeedOn(database, { retryMs: 3_000 })
      const client = await plainClient()
      const listener = await client.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE application_name = 'content-version-listener' AND datname = current_database()",
      )
      expect(listener.rows).toHaveLength(1)
      await client.query('SELECT pg_terminate_backend($1)', [listener.rows[0]!.pid])
      await expect.poll(() => feed.live, { timeout: 2_000 }).toBe(false)
      // Written while no notification can arrive: still seen, because the answer is read.
      await client.query('UPDATE stories SET title = title WHERE false')
      expect(feed.live).toBe(false)
      const during = feed.get()
      expect(await during).toBe(await stored())
      // Back again, from the version as it is now.
      await expect.poll(() => feed.live, { timeout: 5_000 }).toBe(true)
      expect(await feed.get()).toBe(await stored())
      await client.query('UPDATE stories SET title = title WHERE false')
      await expect.poll(() => feed.get(), { timeout: 2_000 }).toBe(await stored())
    })

    it('stops answering from memory when its connection goes silent without closing', async () => {
      const target = new URL(databaseUrl)
      const relay = await startFreezableRelay({
        host: target.hostname,
        port: Number(target.port || 5432),
      })
      cleanups.push(() => relay.close())
      const frozen = await openDatabase({
        databaseUrl: throughRelay(databaseUrl, relay.port),
        timeouts: { connectMs: 500, statementMs: 500 },
      })
      cleanups.push(() => frozen.close())
      const feed = await liveFeedOn(frozen, { heartbeatMs: 200 })
      relay.freeze()
      // One heartbeat and its deadline: after that, nothing is answered from memory.
      await expect.poll(() => feed.live, { timeout: 2_000 }).toBe(false)
      await expect(feed.get()).rejects.toThrow()
    })
  },
)
