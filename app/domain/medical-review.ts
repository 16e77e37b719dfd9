/**
 * Medical review of wiki articles (docs/decisions/0054-medical-review.md): the references an
 * article rests on, the reviewer's credentials as readers see them, and the review's dates.
 * Plain rules shared by the forms (browser) and the server; messages are i18n keys.
 */
import { z } from 'zod'

import type { ArticleSource } from '~/lib/article-source'
import { httpUrl } from './form-rules'

/** Most references one article lists. */
export const MAX_SOURCES = 40
export const SOURCE_TITLE_MAX = 300
export const SOURCE_PUBLISHER_MAX = 200
/** Years between reviews unless the reviewer or an editor sets another date. */
export const REVIEW_INTERVAL_YEARS = 3
const EARLIEST_SOURCE_YEAR = 1800

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)
const trimmedOrNull = (value: unknown) => {
  const text = trimmed(value)
  return text === '' || text === undefined ? null : text
}

const sourceSchema = z.object({
  title: z.preprocess(
    (value) => trimmed(value) ?? '',
    z
      .string({ error: 'admin.wiki.validation.sourceTitleRequired' })
      .min(1, { error: 'admin.wiki.validation.sourceTitleRequired' })
      .max(SOURCE_TITLE_MAX, { error: 'admin.wiki.validation.tooLong' }),
  ),
  publisher: z.preprocess(
    trimmedOrNull,
    z
      .string({ error: 'admin.wiki.validation.invalid' })
      .max(SOURCE_PUBLISHER_MAX, { error: 'admin.wiki.validation.tooLong' })
      .nullable(),
  ),
  year: z.preprocess(
    (value) => {
      const text = trimmedOrNull(value)
      if (text === null) return null
      return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : text
    },
    z
      .number({ error: 'admin.wiki.validation.sourceYear' })
      .int({ error: 'admin.wiki.validation.sourceYear' })
      .min(EARLIEST_SOURCE_YEAR, { error: 'admin.wiki.validation.sourceYear' })
      .refine((year) => year <= new Date().getUTCFullYear() + 1, {
        error: 'admin.wiki.validation.sourceYear',
      })
      .nullable(),
  ),
  link: httpUrl({
    invalid: 'admin.wiki.validation.sourceLink',
    tooLong: 'admin.wiki.validation.tooLong',
  }),
})

/** Whether a source row of the form was left wholly empty (it is dropped, not refused). */
function isBlankSource(value: unknown) {
  if (!value || typeof value !== 'object') return false
  return Object.values(value).every((part) => part === null || String(part).trim() === '')
}

/**
 * The list of references: an array (API) or its JSON text (the form's hidden field); empty rows
 * are dropped. Anything unreadable is refused rather than taken for "none", so a broken form
 * never wipes the list.
 */
export const sourcesRule = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return []
    if (typeof value !== 'string')
      return Array.isArray(value) ? value.filter((row) => !isBlankSource(row)) : value
    try {
      const parsed: unknown = JSON.parse(value)
      return Array.isArray(parsed) ? parsed.filter((row) => !isBlankSource(row)) : parsed
    } catch {
      return value
    }
  },
  z
    .array(sourceSchema, { error: 'admin.wiki.validation.sourcesInvalid' })
    .max(MAX_SOURCES, { error: 'admin.wiki.validation.tooManySources' }),
) as unknown as z.ZodType<ArticleSource[]>

/** A calendar date (YYYY-MM-DD) plus whole years; 29 February becomes 28 February. */
export function addYears(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const target = year + years
  const leap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0
  const safeDay = month === 2 && day === 29 && !leap ? 28 : day
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(safeDay).padStart(2, '0')}`
}

/** The date an article is next due for review: the one set, else the review date + 3 years. */
export function nextReviewDueOf(article: {
  reviewedOn: string | null
  nextReviewDue: string | null
}): string | null {
  if (article.nextReviewDue) return article.nextReviewDue
  return article.reviewedOn ? addYears(article.reviewedOn, REVIEW_INTERVAL_YEARS) : null
}

/** Past its next review date on `today` (Cyprus): readers see a quiet note, never a hidden page. */
export function isReviewOverdue(
  article: { reviewedOn: string | null; nextReviewDue: string | null },
  today: string,
): boolean {
  const due = nextReviewDueOf(article)
  return due !== null && due < today
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real day of the calendar (not 31 April), written YYYY-MM-DD. */
function isCalendarDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * The next review date a reviewer may give when marking an article reviewed: a real calendar date
 * after today; empty means today + 3 years.
 */
export function reviewDueRule(today: string) {
  return z.preprocess(
    trimmedOrNull,
    z
      .string({ error: 'admin.wiki.review.dueInvalid' })
      .refine((value) => ISO_DATE.test(value) && isCalendarDate(value), {
        error: 'admin.wiki.review.dueInvalid',
      })
      .refine((value) => value > today, { error: 'admin.wiki.review.dueNotFuture' })
      .nullable(),
  )
}
