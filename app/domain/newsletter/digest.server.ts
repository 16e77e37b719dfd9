/**
 * "What's new": the news, stories and upcoming events made public since the last newsletter
 * (or in the last 30 days before the first), as the start of a newsletter in both languages.
 * As on the site, an item without Greek appears in the Greek edition in English, marked so.
 */
import { desc, inArray } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { newsletters } from '~/db/schema'
import type { Lang } from '~/i18n/languages'
import { serverI18n } from '~/i18n/server-i18n.server'
import type { TFunction } from '~/i18n/translator'
import { escapeHtml } from '~/lib/escape-html'
import { formatLongDate, todayInCyprus } from '~/lib/dates'
import { localizedUrl } from '~/lib/localized-url'
import { localizeForReader } from '~/lib/localized'
import { bilingualKeys } from '../content-fields'
import { itemPath, type ContentKind } from '../content-kinds'
import { listSummaryReaderRows } from '../content.server'
import { ANONYMOUS } from '../viewer'

const FIRST_DIGEST_DAYS = 30
const PER_KIND = 20
const KINDS = ['news', 'stories', 'events'] as const satisfies readonly ContentKind[]

export interface DigestItem {
  kind: (typeof KINDS)[number]
  title: string
  summary: string
  date: string
  url: string
  /** Shown in English in the Greek edition for want of Greek. */
  inEnglish: boolean
}

/** Since when items count as new: the last newsletter sent or scheduled, else 30 days ago. */
export async function digestSince(db: Db, now = new Date()): Promise<Date> {
  const [last] = await db
    .select({ sendAt: newsletters.sendAt })
    .from(newsletters)
    .where(inArray(newsletters.status, ['scheduled', 'sending', 'sent']))
    .orderBy(desc(newsletters.sendAt))
    .limit(1)
  return last?.sendAt ?? new Date(now.getTime() - FIRST_DIGEST_DAYS * 86_400_000)
}

export async function digestItems(
  db: Db,
  lang: Lang,
  origin: string,
  since: Date,
  now = new Date(),
): Promise<DigestItem[]> {
  const today = todayInCyprus(now)
  const items: DigestItem[] = []
  for (const kind of KINDS) {
    const rows = await listSummaryReaderRows(db, kind, ANONYMOUS, {
      limit: PER_KIND * 5,
      now,
      ...(kind === 'events' ? { fromDate: today } : {}),
    })
    const fresh = rows.filter((row) => (row.publishAt ?? row.createdAt) > since).slice(0, PER_KIND)
    for (const row of fresh) {
      const item = localizeForReader(row, lang, bilingualKeys(kind, row))
      items.push({
        kind,
        title: item.title,
        summary: textOf((item as { excerpt?: unknown }).excerpt),
        date: item.date,
        url: localizedUrl(origin, itemPath(kind, item.slug), lang),
        inEnglish: lang === 'el' && item.untranslated.includes('title'),
      })
    }
  }
  return items
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

const SECTION_KEYS = {
  news: 'newsletter.digest.news',
  stories: 'newsletter.digest.stories',
  events: 'newsletter.digest.events',
} as const

/** The digest as a newsletter's body (HTML made here from escaped text: nothing to sanitise). */
export function digestHtml(t: TFunction, lang: Lang, items: readonly DigestItem[]): string {
  if (items.length === 0) return `<p>${escapeHtml(t('newsletter.digest.empty'))}</p>`
  const parts = [`<p>${escapeHtml(t('newsletter.digest.intro'))}</p>`]
  for (const kind of KINDS) {
    const ofKind = items.filter((item) => item.kind === kind)
    if (ofKind.length === 0) continue
    parts.push(`<h2>${escapeHtml(t(SECTION_KEYS[kind]))}</h2>`, '<ul>')
    for (const item of ofKind) {
      const note = item.inEnglish
        ? ` <em>(${escapeHtml(t('newsletter.digest.inEnglish'))})</em>`
        : ''
      const attrs = item.inEnglish ? ' lang="en"' : ''
      const summary = item.summary ? ` — <span${attrs}>${escapeHtml(item.summary)}</span>` : ''
      parts.push(
        `<li><a href="${escapeHtml(item.url)}"${attrs}>${escapeHtml(item.title)}</a> (${escapeHtml(formatLongDate(item.date, lang))})${note}${summary}</li>`,
      )
    }
    parts.push('</ul>')
  }
  return parts.join('\n')
}

/** A digest newsletter's subject and body in both languages. */
export async function composeDigest(db: Db, origin: string, now = new Date()) {
  const since = await digestSince(db, now)
  const edition = async (lang: Lang) => {
    const { t } = await serverI18n(lang)
    const items = await digestItems(db, lang, origin, since, now)
    return { subject: t('newsletter.digest.subject'), body: digestHtml(t, lang, items) }
  }
  const [en, el] = await Promise.all([edition('en'), edition('el')])
  return { subject: en.subject, body: en.body, subjectEl: el.subject, bodyEl: el.body }
}
