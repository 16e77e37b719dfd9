/**
 * Opens the database: PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is
 * set. Both speak the same dialect and run the same migrations; the rest of the code sees one
 * Drizzle type, `Db`.
 */
import path from 'node:path'
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
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
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>
  close(): Promise<void>
}

export interface OpenOptions {
  databaseUrl?: string
  /** Directory for the embedded database; ignored with databaseUrl. */
  dataDir?: string
  /** In-memory PGlite (tests). */
  memory?: boolean
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options)
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 })
  // A broken idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1')
    },
    async close() {
      await pool.end()
    },
  }
}

async function openPglite(options: OpenOptions): Promise<Database> {
  let lock: DataDirLock | undefined
  let client: PGlite
  if (options.memory) {
    client = await PGlite.create()
  } else {
    const dataDir = path.resolve(options.dataDir ?? './data')
    fs.mkdirSync(dataDir, { recursive: true })
    lock = acquireDataDirLock(dataDir)
    try {
      client = await PGlite.create(path.join(dataDir, 'pglite'))
    } catch (error) {
      lock.release()
      throw error
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1')
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
