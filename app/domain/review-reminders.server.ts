/**
 * The weekly e-mail of medical reviews that fell due: once a week, to the people who review
 * articles or run the content (reviewers, editors, admins), the articles that became overdue or
 * came within DUE_SOON_DAYS of their review date since the last round, each with its link, and
 * the content health page. Nothing is sent in a week where nothing became due.
 * REVIEW_REMINDERS=off turns it off.
 *
 * The last round (its day and the reviews due then) is kept in app_settings, so a review is
 * news once, however long the server was down; an instance claims a round with a
 * compare-and-set on that row, so any number of instances send it once.
 */
import { and, eq, sql } from 'drizzle-orm'

import type { Services } from '~/context.server'
import type { Db } from '~/db/client.server'
import { appSettings } from '~/db/schema'
import { LANGS } from '~/i18n/languages'
import { serverI18n } from '~/i18n/server-i18n.server'
import { escapeHtml } from '~/lib/escape-html'
import type { TFunction } from '~/i18n/translator'
import { shiftDay } from '~/lib/analytics-range'
import { formatLongDate, todayInCyprus } from '~/lib/dates'
import { titleIn } from '~/lib/localized'
import type { Logger } from '~/logger.server'
import { mailOrigin } from './auth/mail-origin.server'
import { contentHealth, DUE_SOON_DAYS, type DueEntry } from './content-health'
import { readArticleHealthRows } from './content-health.server'
import { sendMail } from './mail.server'
import type { OutgoingMail } from './mail-outbox.server'
import { listPeople } from './people.server'
import { can } from './permissions'

export const REMINDER_EVERY_DAYS = 7
const LAST_ROUND_KEY = 'review_reminders_last_round'
const CHECK_EVERY_MS = 60 * 60_000

/** The last round: its day, and the reviews that were due then (see stateKey). */
interface LastRound {
  day: string
  due: string[]
}

/** What became due since the last round, and what is due now (the next round's "known"). */
export interface BecameDue {
  overdue: DueEntry[]
  dueSoon: DueEntry[]
  dueNow: string[]
}

/**
 * A review's state as the rounds compare it: the article, its date, and whether it was overdue.
 * A new date (a review done, or the date changed) or a coming review turned overdue is news.
 */
const stateKey = (entry: DueEntry, today: string) =>
  `${entry.id}@${entry.due}@${entry.due < today ? 'overdue' : 'soon'}`

export async function reviewsBecameDue(
  db: Db,
  known: ReadonlySet<string>,
  today: string,
): Promise<BecameDue> {
  const health = contentHealth(await readArticleHealthRows(db), 0, today)
  const isNew = (entry: DueEntry) => !known.has(stateKey(entry, today))
  return {
    overdue: health.reviewOverdue.filter(isNew),
    dueSoon: health.reviewDueSoon.filter(isNew),
    dueNow: [...health.reviewOverdue, ...health.reviewDueSoon].map((e) => stateKey(e, today)),
  }
}

async function lastRoundOf(db: Db): Promise<{ raw: string | null; round: LastRound | null }> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LAST_ROUND_KEY))
    .limit(1)
  if (!row) return { raw: null, round: null }
  try {
    const round = JSON.parse(row.value) as Partial<LastRound>
    if (typeof round.day === 'string' && Array.isArray(round.due))
      return { raw: row.value, round: { day: round.day, due: round.due.map(String) } }
  } catch {
    // Unreadable: taken as no round yet, and replaced by this one.
  }
  return { raw: row.value, round: null }
}

/** Replaces the last round `raw` by `next`; false when another instance replaced it first. */
async function claimRound(db: Db, raw: string | null, next: LastRound): Promise<boolean> {
  const value = JSON.stringify(next)
  if (raw === null) {
    const inserted = await db
      .insert(appSettings)
      .values({ key: LAST_ROUND_KEY, value })
      .onConflictDoNothing()
      .returning({ key: appSettings.key })
    return inserted.length > 0
  }
  const updated = await db
    .update(appSettings)
    .set({ value, updatedAt: sql`now()` })
    .where(and(eq(appSettings.key, LAST_ROUND_KEY), eq(appSettings.value, raw)))
    .returning({ key: appSettings.key })
  return updated.length > 0
}

/** One language's part of the mail: its lists with each article's title, date and link. */
function part(t: TFunction, lang: 'en' | 'el', due: BecameDue, origin: string) {
  const title = (entry: DueEntry) => titleIn(entry, lang).text
  const lists = [
    [t('admin.health.mail.overdue'), due.overdue],
    [t('admin.health.mail.dueSoon', { days: DUE_SOON_DAYS }), due.dueSoon],
  ] as const
  const text: string[] = [t('admin.health.mail.intro'), '']
  const html: string[] = [`<p>${escapeHtml(t('admin.health.mail.intro'))}</p>`]
  for (const [heading, entries] of lists) {
    if (entries.length === 0) continue
    text.push(heading)
    html.push(`<h2 style="font-size:16px">${escapeHtml(heading)}</h2><ul>`)
    for (const entry of entries) {
      const date = t('admin.health.due', { date: formatLongDate(entry.due, lang) })
      const url = `${origin}${entry.href}`
      text.push(`- ${title(entry)} (${date}): ${url}`)
      html.push(
        `<li><a href="${escapeHtml(url)}">${escapeHtml(title(entry))}</a> (${escapeHtml(date)})</li>`,
      )
    }
    text.push('')
    html.push('</ul>')
  }
  const health = `${origin}/admin/health`
  text.push(`${t('admin.health.mail.healthPage')}: ${health}`)
  html.push(
    `<p><a href="${escapeHtml(health)}">${escapeHtml(t('admin.health.mail.healthPage'))}</a></p>`,
  )
  return { subject: t('admin.health.mail.subject'), text: text.join('\n'), html: html.join('\n') }
}

/** The mail to one person, in English and in Greek (the team reads both; no language is stored). */
export async function reminderMail(
  to: string,
  due: BecameDue,
  origin: string,
): Promise<OutgoingMail> {
  const parts = await Promise.all(
    LANGS.map(async (lang) => part((await serverI18n(lang)).t, lang, due, origin)),
  )
  return {
    to,
    subject: parts.map((p) => p.subject).join(' · '),
    text: parts.map((p) => p.text).join('\n\n---\n\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f1a24">
${parts.map((p, i) => `<div lang="${LANGS[i]}">${p.html}</div>`).join('\n<hr>\n')}
</body></html>`,
  }
}

/**
 * One round, when a week has passed since the last (or there was none): mails what became due
 * to each reviewer, editor and admin, and answers how many were mailed (0 when nothing became
 * due); null when it is not yet time or another instance took the round.
 */
export async function sendReviewReminders(
  services: Services,
  today = todayInCyprus(),
): Promise<number | null> {
  const { db } = services.database
  const { raw, round } = await lastRoundOf(db)
  if (round && today < shiftDay(round.day, REMINDER_EVERY_DAYS)) return null
  const due = await reviewsBecameDue(db, new Set(round?.due), today)
  if (!(await claimRound(db, raw, { day: today, due: due.dueNow }))) return null
  if (due.overdue.length === 0 && due.dueSoon.length === 0) return 0
  const people = (await listPeople(db, services.config)).filter(
    (person) => can(person, 'medical-review') || can(person, 'publish'),
  )
  const origin = mailOrigin(services.config)
  for (const person of people)
    await sendMail(services, await reminderMail(person.email, due, origin))
  return people.length
}

export interface ReviewReminders {
  stop(): void
}

/** Checks every hour (and shortly after the start) whether this week's round is due. */
export function startReviewReminders(services: Services, logger: Logger): ReviewReminders {
  const round = () =>
    void sendReviewReminders(services)
      .then((mailed) => {
        if (mailed) logger.info({ mailed }, 'review reminders sent')
      })
      .catch((error: unknown) =>
        logger.error({ err: error }, 'review reminders failed; trying again in an hour'),
      )
  const first = setTimeout(round, 60_000)
  first.unref()
  const timer = setInterval(round, CHECK_EVERY_MS)
  timer.unref()
  return {
    stop() {
      clearTimeout(first)
      clearInterval(timer)
    },
  }
}
