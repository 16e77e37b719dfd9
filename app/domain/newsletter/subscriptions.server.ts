/**
 * The newsletter's readers: sign-up with double opt-in, confirmation, unsubscribe, language.
 *
 * A sign-up never tells whether the address was known (the caller answers the same either way):
 * a new, pending, unsubscribed or inactive address gets a fresh confirmation link valid
 * CONFIRM_DAYS days; an active one gets nothing. Nothing else is mailed to an address before its
 * owner opens that link. The consent (when, which form, the sentence shown) is replaced by each
 * new sign-up, so what is kept is what the reader last agreed to.
 */
import { createHash, randomBytes } from 'node:crypto'

import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'

import type { Services } from '~/context.server'
import type { Db } from '~/db/client.server'
import { newsletterSubscribers, type NewsletterSubscriberRow } from '~/db/schema'
import type { Lang } from '~/i18n/languages'
import { serverI18n } from '~/i18n/server-i18n.server'
import { mailOrigin } from '../auth/mail-origin.server'
import { sendMail } from '../mail.server'
import { confirmationMail } from './newsletter-mail.server'
import type { SignUp } from './subscription-input'

export const CONFIRM_DAYS = 7

export function newToken() {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** The links of a reader's mails: confirmation, unsubscribe (one click) and preferences. */
export function newsletterLink(
  services: Pick<Services, 'config'>,
  path: '/newsletter/confirm' | '/newsletter/unsubscribe' | '/newsletter/preferences',
  token: string,
  lang: Lang,
) {
  const url = new URL(path, mailOrigin(services.config))
  url.searchParams.set('token', token)
  url.searchParams.set('lang', lang)
  return url.toString()
}

/**
 * Records a sign-up and mails its confirmation link; does nothing for an address already
 * confirmed. One upsert, so two sign-ups of one address at the same moment cannot both insert.
 */
export async function requestSubscription(
  services: Services,
  signUp: SignUp,
  consentWording: string,
  now = new Date(),
): Promise<void> {
  const { db } = services.database
  const confirmToken = newToken()
  const pending = {
    lang: signUp.lang,
    name: signUp.name,
    status: 'pending' as const,
    confirmTokenHash: hashToken(confirmToken),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_DAYS * 86_400_000),
    consentSource: signUp.source,
    consentWording,
    consentAskedAt: now,
  }
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email: signUp.email, token: newToken(), ...pending })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: pending,
      setWhere: ne(newsletterSubscribers.status, 'active'),
    })
    .returning({ email: newsletterSubscribers.email })
  if (!row) return
  const t = (await serverI18n(signUp.lang)).t
  const url = newsletterLink(services, '/newsletter/confirm', confirmToken, signUp.lang)
  await sendMail(services, confirmationMail(t, row.email, url, CONFIRM_DAYS))
}

/** The pending sign-up a confirmation link belongs to, while the link is valid. */
export async function pendingByConfirmToken(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        sql`${newsletterSubscribers.confirmExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1)
  return row ?? null
}

/** Confirms the sign-up of a valid link: the address becomes active. Null: no such valid link. */
export async function confirmSubscription(
  db: Db,
  token: string,
  now = new Date(),
): Promise<NewsletterSubscriberRow | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'active',
      confirmedAt: now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      unsubscribedAt: null,
      hardBounces: 0,
    })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        sql`${newsletterSubscribers.confirmExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning()
  return row ?? null
}

export async function subscriberByToken(db: Db, token: string) {
  if (!token) return null
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.token, token))
    .limit(1)
  return row ?? null
}

/**
 * The subscription of a signed-in account's address, for its own /newsletter page: whether it
 * receives the newsletter, and the reader's secret for the preferences link. Only for a verified
 * address: the account then proves the mailbox is its own, as opening a newsletter would.
 */
export async function subscriptionOfAccount(db: Db, email: string) {
  const [row] = await db
    .select({
      status: newsletterSubscribers.status,
      lang: newsletterSubscribers.lang,
      token: newsletterSubscribers.token,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.trim().toLowerCase()))
    .limit(1)
  return row ?? null
}

/** Unsubscribes the reader of an unsubscribe link (again: no change). Null: unknown link. */
export async function unsubscribe(db: Db, token: string, now = new Date()) {
  const row = await subscriberByToken(db, token)
  if (!row) return null
  if (row.status === 'unsubscribed') return row
  const [updated] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null })
    .where(eq(newsletterSubscribers.id, row.id))
    .returning()
  return updated ?? null
}

/** The language of a reader's editions, changed from the preferences page. */
export async function setSubscriberLanguage(db: Db, token: string, lang: Lang) {
  if (!token) return null
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ lang })
    .where(eq(newsletterSubscribers.token, token))
    .returning()
  return row ?? null
}

export interface SubscriberListing {
  rows: NewsletterSubscriberRow[]
  /** Active readers per language. */
  active: Record<Lang, number>
  total: number
}

/** Admins' list: every address (oldest first), or those containing `search`. */
export async function listSubscribers(db: Db, search = ''): Promise<SubscriberListing> {
  const term = search.trim()
  const where = term
    ? or(
        ilike(newsletterSubscribers.email, `%${escapeLike(term)}%`),
        ilike(newsletterSubscribers.name, `%${escapeLike(term)}%`),
      )
    : undefined
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email))
  const counts = await db
    .select({ lang: newsletterSubscribers.lang, n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'active'))
    .groupBy(newsletterSubscribers.lang)
  const active: Record<Lang, number> = { en: 0, el: 0 }
  for (const { lang, n } of counts) active[lang] = Number(n)
  return { rows, active, total: rows.length }
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * Deletes readers and everything kept about them (their deliveries go with them), on their
 * request. Answers how many were deleted.
 */
export async function deleteSubscribers(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return 0
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(inArray(newsletterSubscribers.id, [...ids]))
    .returning({ id: newsletterSubscribers.id })
  return deleted.length
}
