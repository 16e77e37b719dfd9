/**
 * Fixed-window attempt counters kept in the database (auth_rate_limits), so that the limit holds
 * across several app instances on one PostgreSQL. Each attempt is one atomic upsert: two
 * instances counting at the same moment cannot both see a stale count.
 */
import { sql } from 'drizzle-orm'

import { rowsOf, type Db } from '~/db/client.server'

export interface RateRule {
  max: number
  windowSeconds: number
}

export interface RateDecision {
  allowed: boolean
  count: number
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number
}

/** Counts one attempt under `key` and says whether it is within the rule. */
export async function countAttempt(
  db: Db,
  key: string,
  rule: RateRule,
  now = new Date(),
): Promise<RateDecision> {
  const result = await db.execute(sql`
    INSERT INTO auth_rate_limits AS r (key, count, window_started_at)
    VALUES (${key}, 1, ${now.toISOString()}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.window_started_at <= ${now.toISOString()}::timestamptz - (${rule.windowSeconds}::int * interval '1 second')
        THEN 1 ELSE r.count + 1 END,
      window_started_at = CASE WHEN r.window_started_at <= ${now.toISOString()}::timestamptz - (${rule.windowSeconds}::int * interval '1 second')
        THEN ${now.toISOString()}::timestamptz ELSE r.window_started_at END
    RETURNING count, window_started_at
  `)
  const row = rowsOf<{ count: number; window_started_at: string | Date }>(result)[0]
  if (!row) throw new Error('rate limit upsert returned no row')
  const count = Number(row.count)
  const startedAt = new Date(row.window_started_at).getTime()
  const allowed = count <= rule.max
  const retryAfterSeconds = allowed
    ? 0
    : Math.max(1, Math.ceil((startedAt + rule.windowSeconds * 1000 - now.getTime()) / 1000))
  return { allowed, count, retryAfterSeconds }
}

/** Drops counters whose window ended long ago (called now and then, not on every attempt). */
export async function pruneAttempts(db: Db, olderThanSeconds = 86_400) {
  await db.execute(
    sql`DELETE FROM auth_rate_limits WHERE window_started_at < now() - (${olderThanSeconds}::int * interval '1 second')`,
  )
}
