/**
 * Opens the database: PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is
 * set. Both speak the same dialect and run the same migrations; the rest of the code sees one
 * Drizzle type, `Db`.
 */
import path from 'node:path'
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'

import * as schema from './schema'
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.server'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs a trivial query; throws when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>
  /**
   * Runs `fn` while no other process runs it on the same database: migrations and the first-start
   * seed. On PostgreSQL a session-level advisory lock makes any number of instances starting at
   * once take turns; `fn` gets a Drizzle handle on the connection that holds the lock, free of the
   * statement timeout (a migration may take long). The embedded database already belongs to one
   * process, so there it simply runs.
   */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>
  /**
   * LISTENs on `channel`. PostgreSQL: on a connection of its own, outside the pool, that calls
   * `onLost` when it breaks (never to be reused: listen again). PGlite: in this process, where
   * notifications reach the callback before the query that caused them returns. Closing the
   * database ends every subscription.
   */
  listen: Listen
  /**
   * What PostgreSQL's autovacuum does on a server: reclaims the space of updated and deleted rows
   * and refreshes the planner's statistics. The embedded database has no background workers, so
   * without this its tables were never vacuumed nor analysed (db/maintenance.server.ts runs it).
   * A PostgreSQL server does it by itself: there this does nothing.
   */
  maintain(): Promise<void>
  close(): Promise<void>
}

/** A LISTEN on one channel, on the connection that delivers its notifications. */
export interface Subscription {
  /**
   * Rejects when that connection does not answer within `timeoutMs`: a connection cut off without
   * a close (a frozen network) would otherwise look alive while its notifications are lost.
   */
  check(timeoutMs: number): Promise<void>
  close(): Promise<void>
}

export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
) => Promise<Subscription>

/** Rows of a raw `db.execute(sql...)` result: PGlite and node-postgres both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

export class DatabaseClosedError extends Error {
  constructor() {
    super('The database is closed')
  }
}

export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number
  /** One statement; the server cancels it, and the client gives up a little later if the server is silent. */
  statementMs: number
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 5_000 }
/** What /healthz waits for the database before it answers 503. */
export const PING_TIMEOUT_MS = 1_500
/** Arbitrary, fixed: the advisory-lock key of migrations and seeding ("epilepsy" in ASCII). */
const STARTUP_LOCK_KEY = 0x657069_6c65707379n

export class DatabaseTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`The database did not answer within ${ms} ms`)
  }
}

/** Rejects when `promise` has not settled within `ms`; the late result is dropped. */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(ms)), ms)
  })
  promise.catch(() => {})
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

export interface OpenOptions {
  databaseUrl?: string
  /** Directory for the embedded database; ignored with databaseUrl. */
  dataDir?: string
  /** In-memory PGlite (tests). */
  memory?: boolean
  /**
   * In-memory PGlite only: start from this dump of a data directory (PGlite's dumpDataDir)
   * instead of a new cluster. The integration tests open one migrated dump per file, which takes
   * a fraction of the seconds a new cluster's initdb takes.
   */
  loadDataDir?: Blob
  /** PostgreSQL only; PGlite runs in this process, where only the health check has a deadline. */
  timeouts?: DatabaseTimeouts
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.timeouts ?? DEFAULT_TIMEOUTS)
  return openPglite(options)
}

async function openPostgres(url: string, timeouts: DatabaseTimeouts): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    // Both opening a connection and waiting for a free one give up after this.
    connectionTimeoutMillis: timeouts.connectMs,
    // The server cancels a slow statement; if the server itself is silent (frozen, network
    // gone), the client stops waiting a little later and the pool discards that connection.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
    // Notice a peer that vanished without closing the connection.
    keepAlive: true,
  })
  // A broken idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema }) as unknown as Db
  let closed = false
  const listeners = new Set<() => void>()
  return {
    db,
    kind: 'postgres',
    async ping(timeoutMs = PING_TIMEOUT_MS) {
      await withDeadline(pool.query('select 1'), timeoutMs)
    },
    async maintain() {},
    async withStartupLock(fn) {
      // A connection of its own, outside the pool: it has no statement or client deadline,
      // because it may wait for another instance's migrations and then run long ones itself.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeouts.connectMs,
        keepAlive: true,
      })
      client.on('error', () => {})
      await client.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()])
        return await fn(drizzlePg(client, { schema }) as unknown as Db)
      } finally {
        // Ending the session releases the advisory lock, whatever state the connection is in.
        await client.end().catch(() => {})
      }
    },
    async listen(channel, onPayload, onLost) {
      if (closed) throw new DatabaseClosedError()
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeouts.connectMs,
        query_timeout: timeouts.statementMs + 1_000,
        keepAlive: true,
        application_name: 'content-version-listener',
      })
      let ended = false
      const end = () => {
        if (ended) return
        ended = true
        listeners.delete(end)
        // A frozen peer may never acknowledge the goodbye: do not wait for it.
        void withDeadline(client.end(), 1_000).catch(() => {})
      }
      const lose = (error: Error) => {
        if (ended) return
        end()
        onLost(error)
      }
      client.on('error', lose)
      client.on('end', () => lose(new Error('the notification connection closed')))
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '')
      })
      listeners.add(end)
      try {
        await client.connect()
        await withDeadline(
          client.query(`LISTEN ${client.escapeIdentifier(channel)}`),
          timeouts.statementMs + 1_000,
        )
      } catch (error) {
        end()
        throw error
      }
      return {
        async check(timeoutMs) {
          await withDeadline(client.query('SELECT 1'), timeoutMs)
        },
        async close() {
          end()
        },
      } satisfies Subscription
    },
    async close() {
      closed = true
      for (const end of [...listeners]) end()
      await pool.end()
    },
  }
}

/**
 * Contrib extensions that the search migration creates: PGlite ships them as separate bundles
 * that must be loaded when the database opens (a PostgreSQL server has them installed).
 */
const PGLITE_EXTENSIONS = { unaccent, pg_trgm }

/**
 * PostgreSQL's page cache inside the embedded database. Its default, 128 MB, is allocated in the
 * WebAssembly memory, which never shrinks, and made up about 200 MB of the server's resident
 * memory at rest. A site's database is tens of megabytes (the demo's is 25 MB), and pages that
 * do not fit are read from the operating system's file cache.
 */
const PGLITE_SHARED_BUFFERS = '32MB'
/** VACUUM's working memory (default 64 MB) is taken from the same never-shrinking memory. */
const PGLITE_MAINTENANCE_WORK_MEM = '8MB'
const PGLITE_OPTIONS = {
  extensions: PGLITE_EXTENSIONS,
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
    '-c',
    `maintenance_work_mem=${PGLITE_MAINTENANCE_WORK_MEM}`,
  ],
}

async function openPglite(options: OpenOptions): Promise<Database> {
  let lock: DataDirLock | undefined
  let client: PGlite
  if (options.memory) {
    client = await PGlite.create(
      options.loadDataDir
        ? { ...PGLITE_OPTIONS, loadDataDir: options.loadDataDir }
        : PGLITE_OPTIONS,
    )
  } else {
    const dataDir = path.resolve(options.dataDir ?? './data')
    fs.mkdirSync(dataDir, { recursive: true })
    lock = acquireDataDirLock(dataDir)
    try {
      client = await PGlite.create(path.join(dataDir, 'pglite'), PGLITE_OPTIONS)
    } catch (error) {
      lock.release()
      throw error
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    async ping(timeoutMs = PING_TIMEOUT_MS) {
      // Queries queue behind a running transaction in this process; the health check must not.
      await withDeadline(client.query('select 1'), timeoutMs)
    },
    async withStartupLock(fn) {
      return fn(db)
    },
    async maintain() {
      if (client.closed) throw new DatabaseClosedError()
      await client.exec('VACUUM (ANALYZE)')
    },
    async listen(channel, onPayload) {
      if (client.closed) throw new DatabaseClosedError()
      const unlisten = await client.listen(channel, onPayload)
      return {
        // Delivered within this process: there is no connection that could go quiet.
        async check() {},
        async close() {
          if (!client.closed) await unlisten().catch(() => {})
        },
      }
    },
    async close() {
      try {
        if (!client.closed) await client.close()
      } finally {
        lock?.release()
      }
    },
  }
}
