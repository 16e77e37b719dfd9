/**
 * Newsletters as editors make them: written or started from the digest, previewed (page and a
 * test mail to themselves), then sent now or scheduled. Sending itself is sender.server.ts.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'

import type { Services } from '~/context.server'
import type { Db } from '~/db/client.server'
import { newsletterDeliveries, newsletters, type NewsletterRow } from '~/db/schema'
import type { Lang } from '~/i18n/languages'
import { serverI18n } from '~/i18n/server-i18n.server'
import { sanitizeHtml } from '~/lib/sanitize-html.server'
import { mailOrigin } from '../auth/mail-origin.server'
import { sendMail } from '../mail.server'
import { composeDigest } from './digest.server'
import type { NewsletterDraft } from './newsletter-input'
import { editionMail, type Edition } from './newsletter-mail.server'

/** A draft as an editor wrote it: its HTML sanitised. */
export function createNewsletter(db: Db, draft: NewsletterDraft, createdBy: string | null) {
  return insertNewsletter(
    db,
    {
      ...draft,
      body: sanitizeHtml(draft.body),
      bodyEl: draft.bodyEl === null ? null : sanitizeHtml(draft.bodyEl),
    },
    createdBy,
  )
}

async function insertNewsletter(db: Db, draft: NewsletterDraft, createdBy: string | null) {
  const [row] = await db
    .insert(newsletters)
    .values({ ...draft, createdBy })
    .returning()
  if (!row) throw new Error('newsletter insert returned no row')
  return row
}

/** Changes a draft (a newsletter scheduled, sending or sent stays as it is). Null: no such draft. */
export async function updateNewsletter(db: Db, id: string, draft: NewsletterDraft) {
  if (!isUuid(id)) return null
  const [row] = await db
    .update(newsletters)
    .set({
      subject: draft.subject,
      subjectEl: draft.subjectEl,
      body: sanitizeHtml(draft.body),
      bodyEl: draft.bodyEl === null ? null : sanitizeHtml(draft.bodyEl),
    })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
    .returning()
  return row ?? null
}

/** A draft holding the digest of what is new, in both languages, for the editor to finish. */
export async function createDigestNewsletter(
  services: Services,
  createdBy: string | null,
  now = new Date(),
) {
  const { db } = services.database
  const digest = await composeDigest(db, mailOrigin(services.config), now)
  // Built here from escaped text: the sanitiser would drop the lang="en" of English items in the
  // Greek edition, which screen readers need.
  return insertNewsletter(db, digest, createdBy)
}

export async function getNewsletter(db: Db, id: string) {
  if (!isUuid(id)) return null
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1)
  return row ?? null
}

export function isUuid(value: string) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}

export type ScheduleResult =
  { ok: true; row: NewsletterRow } | { ok: false; reason: 'not_found' | 'already_sent' }

/**
 * Sends a draft or scheduled newsletter at `at` (now: at the sender's next round). One that is
 * sending or sent cannot be scheduled again: nobody gets it twice.
 */
export async function scheduleNewsletter(db: Db, id: string, at: Date): Promise<ScheduleResult> {
  if (!isUuid(id)) return { ok: false, reason: 'not_found' }
  const [row] = await db
    .update(newsletters)
    .set({ status: 'scheduled', sendAt: at })
    .where(and(eq(newsletters.id, id), inArray(newsletters.status, ['draft', 'scheduled'])))
    .returning()
  if (row) return { ok: true, row }
  return { ok: false, reason: (await getNewsletter(db, id)) ? 'already_sent' : 'not_found' }
}

/** The edition readers of `lang` get: the Greek one, or the English one when none was written. */
export function editionFor(row: NewsletterRow, lang: Lang): Edition {
  if (lang === 'el' && row.subjectEl && row.bodyEl)
    return { subject: row.subjectEl, body: row.bodyEl, inEnglishForGreekReader: false }
  return { subject: row.subject, body: row.body, inEnglishForGreekReader: lang === 'el' }
}

/**
 * Both editions to the editor's own address, marked as a test; their unsubscribe links lead to
 * the newsletter's page, as the editor is not a reader of it.
 */
export async function sendTestMails(services: Services, row: NewsletterRow, to: string) {
  const origin = mailOrigin(services.config)
  for (const lang of ['en', 'el'] as const) {
    const { t } = await serverI18n(lang)
    const edition = editionFor(row, lang)
    const page = new URL('/newsletter', origin).toString()
    const mail = editionMail(t, to, edition, { unsubscribe: page, preferences: page })
    await sendMail(services, { ...mail, subject: `[${t('newsletter.mail.test')}] ${mail.subject}` })
  }
}

export interface NewsletterSummary {
  row: NewsletterRow
  deliveries: { queued: number; sending: number; sent: number; failed: number }
}

/** Newest first, each with how far its sending got. */
export async function listNewsletters(db: Db, limit = 50): Promise<NewsletterSummary[]> {
  const rows = await db.select().from(newsletters).orderBy(desc(newsletters.createdAt)).limit(limit)
  if (rows.length === 0) return []
  const counts = await db
    .select({
      newsletterId: newsletterDeliveries.newsletterId,
      status: newsletterDeliveries.status,
      n: sql<number>`count(*)::int`,
    })
    .from(newsletterDeliveries)
    .where(
      inArray(
        newsletterDeliveries.newsletterId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(newsletterDeliveries.newsletterId, newsletterDeliveries.status)
  return rows.map((row) => {
    const deliveries = { queued: 0, sending: 0, sent: 0, failed: 0 }
    for (const count of counts)
      if (count.newsletterId === row.id) deliveries[count.status] = Number(count.n)
    return { row, deliveries }
  })
}
