/**
 * Publishes scheduled items when their time comes, inside the app (no cron). Reads already treat
 * a due item as public; this marks it published, which also bumps the content version so cached
 * pages show it. Any number of instances may run it against one database: the UPDATE that
 * publishes is idempotent, and the first instance to run it logs the publication.
 *
 * Each round asks one cheap question, when the earliest scheduled item or pending change
 * (decision 0065) is due (one query over the four tables, one over pending_changes); only when
 * that time has come does it publish. Then it sleeps until that time, but never longer than
 * MAX_SLEEP_MS, so items scheduled by another instance are seen within that time. `poke` wakes
 * it after a local save, so a newly scheduled item is timed exactly.
 */
import type { Db } from '~/db/client.server'
import type { Logger } from '~/logger.server'
import { publishDueChanges } from './change-review.server'
import { publishDueContent } from './content.server'
import { purgeExpiredDeletions } from './editorial.server'
import { nextChangeDueAt } from './pending-changes.server'
import { nextDueAt } from './public-content.server'

export { nextDueAt }

/** The earliest time anything is due: a scheduled item, or a scheduled pending change. */
async function nextScheduledAt(db: Db): Promise<Date | null> {
  const [item, change] = await Promise.all([nextDueAt(db), nextChangeDueAt(db)])
  if (!item || !change) return item ?? change
  return item < change ? item : change
}

export const MAX_SLEEP_MS = 30_000
const PURGE_EVERY_MS = 60 * 60_000

export interface PublicationScheduler {
  /** Re-plans now (after a save that may have scheduled something). */
  poke(): void
  /** Plans no further round; resolves once a round in flight (if any) has finished. */
  stop(): Promise<void>
}

export function startPublicationScheduler(
  db: Db,
  logger: Logger,
  clock: () => Date = () => new Date(),
): PublicationScheduler {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let running = false
  let again = false
  let lastPurge = 0
  let roundEnded: Promise<void> = Promise.resolve()
  let endRound = () => {}

  async function round() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = true
    roundEnded = new Promise((resolve) => (endRound = resolve))
    let sleep = MAX_SLEEP_MS
    try {
      const now = clock()
      let next = await nextScheduledAt(db)
      if (next && next <= now) {
        const published = await publishDueContent(db, now)
        if (published > 0) logger.info({ published }, 'scheduled items published')
        const changes = await publishDueChanges(db, now)
        if (changes.published > 0)
          logger.info({ published: changes.published }, 'scheduled changes published')
        for (const failed of changes.failed)
          logger.warn(failed, 'a scheduled change could not be published; it waits in the queue')
        next = await nextScheduledAt(db)
      }
      if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = now.getTime()
        await purgeExpiredDeletions(db, now)
      }
      if (next) sleep = Math.min(MAX_SLEEP_MS, Math.max(250, next.getTime() - clock().getTime()))
    } catch (error) {
      logger.error({ err: error }, 'publishing scheduled items failed; trying again shortly')
    } finally {
      running = false
      endRound()
    }
    if (stopped) return
    if (again) {
      again = false
      sleep = 0
    }
    clearTimeout(timer)
    timer = setTimeout(() => void round(), sleep)
    timer.unref()
  }

  void round()
  return {
    poke() {
      clearTimeout(timer)
      void round()
    },
    stop() {
      stopped = true
      clearTimeout(timer)
      return roundEnded
    },
  }
}
