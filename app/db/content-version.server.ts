/**
 * The content version: a number that triggers on every table with visitor-visible rows bump on
 * each write (migration 0003_content_version). Whatever was rendered under one version is
 * current exactly as long as the version has not moved.
 */
import { sql } from 'drizzle-orm'

import type { Db } from './client.server'

export async function readContentVersion(db: Db): Promise<string> {
  const result = await db.execute<{ version: string | number }>(
    sql`SELECT version FROM content_version WHERE id = 1`,
  )
  const rows =
    (Array.isArray(result) ? result : (result as { rows: { version: string | number }[] }).rows) ??
    []
  const version = rows[0]?.version
  if (version === undefined) throw new Error('content_version has no row: have the migrations run?')
  return String(version)
}

/**
 * Reads the version for callers that need a value no older than their own arrival: a caller
 * gets the result of a read that started after it asked. Concurrent callers share one read, so a
 * burst of requests costs one query (or two), not one each.
 */
export function createContentVersionSource(read: () => Promise<string>) {
  let running: Promise<string> | null = null
  let queued: Promise<string> | null = null

  function start(): Promise<string> {
    const current = read().finally(() => {
      if (running === current) running = null
    })
    running = current
    return current
  }

  return {
    /** The version as of a read that began after this call. */
    fresh(): Promise<string> {
      if (!running) return start()
      // A read is under way, but it may have started before a write this caller must see:
      // wait for it, then share the one read that starts next.
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = null
          return start()
        })
      return queued
    },
  }
}
