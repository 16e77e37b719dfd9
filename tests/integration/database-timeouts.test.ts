/**
 * A database that stops answering: the health check says 503 at its own deadline (1.5 s) and
 * queries give up
 * after the statement timeout instead of hanging. PostgreSQL is frozen for real, through a TCP
 * relay that stops forwarding (needs TEST_DATABASE_URL); PGlite, which runs in this process, is
 * held by a transaction that does not end.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import {
  DatabaseTimeoutError,
  openDatabase,
  PING_TIMEOUT_MS,
  type Database,
} from '~/db/client.server'
import { createLogger } from '~/logger.server'
import { createApp } from '../../server/app'
import { startFreezableRelay, throughRelay } from './support/freezable-relay'

const adminUrl = process.env.TEST_DATABASE_URL
const cleanups: Array<() => Promise<unknown>> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Serves the real app for `database` on 127.0.0.1; answers its base URL. */
async function serve(database: Database) {
  const config = parseConfig({ NODE_ENV: 'test' })
  const services: Services = { config, database, logger: createLogger('silent') }
  const server = http.createServer(createApp(services))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  cleanups.push(async () => server.closeAllConnections())
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** The message of the database error under Drizzle's "Failed query" wrapper. */
async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (error: Error) => error,
  )
  expect(error).toBeInstanceOf(Error)
  return ((error!.cause as Error | undefined) ?? error!).message
}

/**
 * The health check's deadline, and a margin for a machine shared with other work: a check that
 * waited for the database instead would take the fetch's 10 s.
 */
const MARGIN_MS = 1_500
const HEALTH_BOUND_MS = PING_TIMEOUT_MS + MARGIN_MS

async function timedHealth(base: string) {
  const started = performance.now()
  const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) })
  return { status: response.status, ms: performance.now() - started, body: await response.json() }
}

describe.skipIf(!adminUrl)('PostgreSQL frozen behind a relay', () => {
  async function frozenSetup(timeouts = { connectMs: 1_000, statementMs: 1_000 }) {
    const target = new URL(adminUrl!)
    const relay = await startFreezableRelay({
      host: target.hostname,
      port: Number(target.port || 5432),
    })
    cleanups.push(() => relay.close())
    const database = await openDatabase({
      databaseUrl: throughRelay(adminUrl!, relay.port),
      timeouts,
    })
    cleanups.push(() => database.close())
    return { relay, database }
  }

  it('/healthz answers 503 at its deadline while the database is frozen, even with the pool exhausted', async () => {
    const { relay, database } = await frozenSetup(undefined)
    const base = await serve(database)
    expect((await timedHealth(base)).status).toBe(200)
    // A few connections in the pool, all of them cut off by the freeze.
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)))
    relay.freeze()
    // More checks at once than the pool has connections: idle ones that hang, new ones that
    // never connect, and some that wait for a free connection.
    const checks = await Promise.all(Array.from({ length: 12 }, () => timedHealth(base)))
    for (const health of checks) {
      expect(health.status).toBe(503)
      expect(health.body).toEqual({ status: 'unavailable' })
      expect(health.ms).toBeLessThan(HEALTH_BOUND_MS)
    }
  })

  it('a query gives up after the statement timeout instead of hanging, and so does a new connection', async () => {
    const { relay, database } = await frozenSetup()
    await database.db.execute(sql`select 1`)
    relay.freeze()
    let started = performance.now()
    expect(await failureOf(database.db.execute(sql`select 1`))).toMatch(/timeout/i)
    // Statement timeout 1 s; the client stops waiting for a silent server 1 s later. Each bound
    // below is the timeout with a margin for a shared machine; without it, a query would hang.
    expect(performance.now() - started).toBeLessThan(2_000 + MARGIN_MS)

    const cold = await frozenSetup()
    cold.relay.freeze()
    started = performance.now()
    expect(await failureOf(cold.database.db.execute(sql`select 1`))).toMatch(/timeout/i)
    expect(performance.now() - started).toBeLessThan(1_000 + MARGIN_MS)
  })

  it('the server cancels a statement that runs past the statement timeout', async () => {
    const { database } = await frozenSetup()
    const started = performance.now()
    expect(await failureOf(database.db.execute(sql`select pg_sleep(5)`))).toMatch(
      /statement timeout/,
    )
    expect(performance.now() - started).toBeLessThan(1_000 + MARGIN_MS)
    await database.db.execute(sql`select 1`)
  })
})

describe('PGlite held by a transaction that does not end', () => {
  it('/healthz answers 503 at its deadline, and 200 again once it ends', async () => {
    const database = await openDatabase({ memory: true })
    cleanups.push(() => database.close())
    const base = await serve(database)
    expect((await timedHealth(base)).status).toBe(200)

    let finish!: () => void
    let begun!: () => void
    const holding = new Promise<void>((resolve) => (begun = resolve))
    const held = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      begun()
      await new Promise<void>((resolve) => (finish = resolve))
    })
    await holding
    const health = await timedHealth(base)
    expect(health.status).toBe(503)
    expect(health.ms).toBeLessThan(HEALTH_BOUND_MS)
    await expect(database.ping(200)).rejects.toBeInstanceOf(DatabaseTimeoutError)

    finish()
    await held
    expect((await timedHealth(base)).status).toBe(200)
  })
})
