/**
 * Keeps the embedded database in the shape a PostgreSQL server's autovacuum keeps its own:
 * `Database.maintain` (VACUUM with ANALYZE) a few minutes after start, then every few hours.
 *
 * Without it the embedded tables were never analysed, so the planner guessed at row counts
 * (a search matching 9,800 articles was planned for 458), and the space of rows changed by every
 * like and edit was never reclaimed. The embedded database answers one statement at a time, so
 * the run is kept away from the start (cold start and the first visitors come first) and from
 * itself (never two at once). On PostgreSQL `maintain` does nothing and no timer is set.
 */
import type { Logger } from '~/logger.server'
import type { Database } from './client.server'

const MINUTE = 60 * 1000
export const FIRST_MAINTENANCE_MS = 5 * MINUTE
export const MAINTENANCE_EVERY_MS = 6 * 60 * MINUTE

export interface DatabaseMaintenance {
  /** Runs it now unless a run is under way; resolves when done. Errors are logged, not thrown. */
  runNow(): Promise<void>
  stop(): void
}

export function startDatabaseMaintenance(
  database: Pick<Database, 'kind' | 'maintain'>,
  logger: Logger,
  { firstMs = FIRST_MAINTENANCE_MS, everyMs = MAINTENANCE_EVERY_MS } = {},
): DatabaseMaintenance {
  let running: Promise<void> | undefined
  const runNow = () => {
    running ??= (async () => {
      const started = performance.now()
      try {
        await database.maintain()
        logger.info({ ms: Math.round(performance.now() - started) }, 'database maintenance done')
      } catch (error) {
        logger.error({ err: error }, 'database maintenance failed')
      } finally {
        running = undefined
      }
    })()
    return running
  }
  if (database.kind !== 'pglite') return { runNow, stop() {} }
  const first = setTimeout(() => void runNow(), firstMs)
  const every = setInterval(() => void runNow(), everyMs)
  first.unref()
  every.unref()
  return {
    runNow,
    stop() {
      clearTimeout(first)
      clearInterval(every)
    },
  }
}
