/**
 * Sending newsletters: a queue in the database (newsletter_deliveries), so it survives restarts
 * and works with several instances on one PostgreSQL.
 *
 * - A newsletter whose time has come is turned into one queued row per active reader, in the
 *   same transaction that marks it `sending` (claimed once, by one instance).
 * - A row is claimed (`sending`, one statement, SKIP LOCKED) before its mail is sent and
 *   recorded `sent` or `failed` after. A process that dies between the two leaves the row
 *   `sending`; once it is older than STALE_CLAIM_MS it is marked failed as interrupted and never
 *   sent again: a reader may miss an edition, nobody gets one twice.
 * - A temporary failure (SMTP 4xx, no connection) is tried again later, up to MAX_ATTEMPTS; a
 *   permanent one (5xx, a hard bounce) counts against the address, which becomes inactive after
 *   HARD_BOUNCE_LIMIT in a row.
 * - At most NEWSLETTER_RATE mails a second.
 */
import { and, eq, lt, sql } from 'drizzle-orm'

import type { Services } from '~/context.server'
import { rowsOf, type Db } from '~/db/client.server'
import {
  newsletterDeliveries,
  newsletters,
  newsletterSubscribers,
  type NewsletterDeliveryRow,
} from '~/db/schema'
import { serverI18n } from '~/i18n/server-i18n.server'
import type { Logger } from '~/logger.server'
import { isTemporaryMailFailure, sendMail } from '../mail.server'
import { editionFor } from './newsletters.server'
import { editionMail } from './newsletter-mail.server'
import { newsletterLink } from './subscriptions.server'

export const MAX_ATTEMPTS = 5
export const HARD_BOUNCE_LIMIT = 3
export const STALE_CLAIM_MS = 15 * 60_000
const IDLE_CHECK_MS = 30_000

/** Turns newsletters whose time has come into queued rows, one per active reader. */
export async function queueDueNewsletters(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(
      and(
        eq(newsletters.status, 'scheduled'),
        sql`${newsletters.sendAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
  let queued = 0
  for (const { id } of due) {
    await db.transaction(async (txn) => {
      const [claimed] = await txn
        .update(newsletters)
        .set({ status: 'sending', queuedAt: now })
        .where(and(eq(newsletters.id, id), eq(newsletters.status, 'scheduled')))
        .returning({ id: newsletters.id })
      if (!claimed) return
      await txn.execute(sql`
        INSERT INTO newsletter_deliveries (newsletter_id, subscriber_id, next_attempt_at)
        SELECT ${id}::uuid, s.id, ${now.toISOString()}::timestamptz
        FROM newsletter_subscribers s WHERE s.status = 'active'
        ON CONFLICT DO NOTHING`)
      queued += 1
    })
  }
  return queued
}

/** Rows claimed by a process that died before recording them: failed, never sent again. */
export async function failInterrupted(db: Db, now = new Date()): Promise<number> {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS)
  const rows = await db
    .update(newsletterDeliveries)
    .set({ status: 'failed', error: 'interrupted while sending; not sent again' })
    .where(
      and(eq(newsletterDeliveries.status, 'sending'), lt(newsletterDeliveries.claimedAt, stale)),
    )
    .returning({ id: newsletterDeliveries.id })
  return rows.length
}

/** Claims the next queued row that is due: one statement, so two senders never share a row. */
export async function claimNextDelivery(
  db: Db,
  now = new Date(),
): Promise<NewsletterDeliveryRow | null> {
  const result = await db.execute(sql`
    UPDATE newsletter_deliveries SET status = 'sending', claimed_at = ${now.toISOString()}::timestamptz,
      attempts = attempts + 1
    WHERE id = (
      SELECT id FROM newsletter_deliveries
      WHERE status = 'queued' AND next_attempt_at <= ${now.toISOString()}::timestamptz
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, newsletter_id, subscriber_id, attempts`)
  const row = rowsOf<{
    id: number | string
    newsletter_id: string
    subscriber_id: string
    attempts: number
  }>(result)[0]
  if (!row) return null
  const [delivery] = await db
    .select()
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.id, Number(row.id)))
  return delivery ?? null
}

/** Minutes before the next try of a temporary failure: 1, 4, 16, 64. */
function retryDelayMs(attempts: number) {
  return 60_000 * 4 ** Math.max(0, attempts - 1)
}

/** Marks newsletters whose every row is recorded as sent. */
async function finishNewsletters(db: Db) {
  await db.execute(sql`
    UPDATE newsletters n SET status = 'sent'
    WHERE n.status = 'sending' AND NOT EXISTS (
      SELECT 1 FROM newsletter_deliveries d
      WHERE d.newsletter_id = n.id AND d.status IN ('queued', 'sending'))`)
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped'

/** Sends one claimed row's mail and records what happened. */
export async function deliver(
  services: Services,
  delivery: NewsletterDeliveryRow,
  now = () => new Date(),
): Promise<DeliveryOutcome> {
  const { db } = services.database
  const record = (values: Partial<NewsletterDeliveryRow>) =>
    db.update(newsletterDeliveries).set(values).where(eq(newsletterDeliveries.id, delivery.id))
  const [reader] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, delivery.subscriberId))
  const [newsletter] = await db
    .select()
    .from(newsletters)
    .where(eq(newsletters.id, delivery.newsletterId))
  // Unsubscribed (or made inactive) after the queue was made: nothing is sent.
  if (!reader || !newsletter || reader.status !== 'active') {
    await record({ status: 'failed', error: 'no longer subscribed' })
    return 'skipped'
  }
  const { t } = await serverI18n(reader.lang)
  const mail = editionMail(t, reader.email, editionFor(newsletter, reader.lang), {
    unsubscribe: newsletterLink(services, '/newsletter/unsubscribe', reader.token, reader.lang),
    preferences: newsletterLink(services, '/newsletter/preferences', reader.token, reader.lang),
  })
  try {
    await sendMail(services, mail)
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error)
    if (isTemporaryMailFailure(error) && delivery.attempts < MAX_ATTEMPTS) {
      await record({
        status: 'queued',
        error: message,
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(delivery.attempts)),
      })
      return 'retry'
    }
    await record({ status: 'failed', error: message })
    if (!isTemporaryMailFailure(error)) {
      await db
        .update(newsletterSubscribers)
        .set({
          hardBounces: sql`${newsletterSubscribers.hardBounces} + 1`,
          // Only an active address turns inactive: one that unsubscribed while its mail was
          // on the way stays unsubscribed (its own choice, shown as such to admins).
          status: sql`CASE WHEN ${newsletterSubscribers.status} = 'active' AND ${newsletterSubscribers.hardBounces} + 1 >= ${HARD_BOUNCE_LIMIT} THEN 'inactive' ELSE ${newsletterSubscribers.status} END`,
        })
        .where(eq(newsletterSubscribers.id, reader.id))
    }
    return 'failed'
  }
  await record({ status: 'sent', sentAt: now(), error: null })
  if (reader.hardBounces > 0)
    await db
      .update(newsletterSubscribers)
      .set({ hardBounces: 0 })
      .where(eq(newsletterSubscribers.id, reader.id))
  return 'sent'
}

/** One step of the sender: queue what is due, then send one row. False: nothing to send. */
export async function sendNext(services: Services, now = new Date()): Promise<boolean> {
  const { db } = services.database
  await queueDueNewsletters(db, now)
  const delivery = await claimNextDelivery(db, now)
  if (!delivery) {
    await finishNewsletters(db)
    return false
  }
  await deliver(services, delivery)
  await finishNewsletters(db)
  return true
}

export interface NewsletterSender {
  /** A newsletter is due now: look at once instead of at the next check. */
  poke(): void
  /** Stops after the mail in hand (if any) is recorded. */
  stop(): Promise<void>
}

/** Runs the sender until stopped: at NEWSLETTER_RATE mails a second, checking every 30 s when idle. */
export function startNewsletterSender(
  services: Services,
  logger: Logger,
  options: { idleCheckMs?: number } = {},
): NewsletterSender {
  const gapMs = 1000 / services.config.NEWSLETTER_RATE
  const idleMs = options.idleCheckMs ?? IDLE_CHECK_MS
  let stopped = false
  let wake: (() => void) | undefined
  // Only an idle wait can be cut short (poke, stop); the gap between two mails keeps the rate.
  const pause = (ms: number, wakeable: boolean) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      timer.unref()
      function done() {
        clearTimeout(timer)
        wake = undefined
        resolve()
      }
      if (wakeable) wake = done
    })
  const checkInterrupted = async () => {
    try {
      const interrupted = await failInterrupted(services.database.db)
      if (interrupted)
        logger.warn({ interrupted }, 'newsletter mails interrupted by a stop: not sent again')
    } catch (error) {
      logger.error({ err: error }, 'could not check for interrupted newsletter mails')
    }
  }
  const run = async () => {
    while (!stopped) {
      let sent = false
      try {
        sent = await sendNext(services)
      } catch (error) {
        logger.error({ err: error }, 'newsletter sending failed; trying again shortly')
      }
      if (stopped) break
      if (!sent) await checkInterrupted()
      await pause(sent ? gapMs : idleMs, !sent)
    }
  }
  const running = run()
  return {
    poke() {
      wake?.()
    },
    async stop() {
      stopped = true
      wake?.()
      await running
    },
  }
}
