/**
 * The content health page (/admin/health): what readers see or will see that needs a person's
 * attention. Rules only, over rows the server has read (content-health.server.ts), so that they
 * are checked without a database.
 */
import { shiftDay } from '~/lib/analytics-range'
import { isGreekMissing } from '~/lib/editorial-state'
import { nextReviewDueOf } from './medical-review'
import type { PermissionKind } from './permissions'

/** Days ahead in which a coming review is listed as due soon. */
export const DUE_SOON_DAYS = 60

/** One item on the page, with where to fix it. */
export interface HealthEntry {
  kind: PermissionKind
  id: string
  title: string
  titleEl: string | null
  /** The item's page (wiki articles are edited there) or its edit page. */
  href: string
}

/** An article with the date its medical review is (or was) due. */
export interface DueEntry extends HealthEntry {
  due: string
}

/** An item as the rules see it; `review` only for articles, which carry medical information. */
export interface HealthRow extends HealthEntry {
  elReady: boolean
  review?: { reviewedOn: string | null; nextReviewDue: string | null; sources: number }
}

export interface ContentHealth {
  /** Past their next review date, the longest overdue first. */
  reviewOverdue: DueEntry[]
  /** Due within DUE_SOON_DAYS, the soonest first. */
  reviewDueSoon: DueEntry[]
  neverReviewed: HealthEntry[]
  withoutSources: HealthEntry[]
  greekMissing: HealthEntry[]
  /** Uploads without a text alternative, fixed on /admin/images. */
  imagesWithoutText: number
}

const entryOf = ({ kind, id, title, titleEl, href }: HealthRow): HealthEntry => ({
  kind,
  id,
  title,
  titleEl,
  href,
})

const byDue = (a: DueEntry, b: DueEntry) => a.due.localeCompare(b.due)

/** The articles whose review falls due in `from` < due ≤ `to`, soonest first. */
export function reviewsDueBetween(
  rows: readonly HealthRow[],
  from: string | null,
  to: string,
): DueEntry[] {
  return rows
    .flatMap((row): DueEntry[] => {
      const due = row.review ? nextReviewDueOf(row.review) : null
      return due !== null && due <= to && (from === null || due > from)
        ? [{ ...entryOf(row), due }]
        : []
    })
    .sort(byDue)
}

/** Everything the page lists, as of `today` (a Cyprus day, YYYY-MM-DD). */
export function contentHealth(
  rows: readonly HealthRow[],
  imagesWithoutText: number,
  today: string,
): ContentHealth {
  const articles = rows.filter((row) => row.review)
  return {
    reviewOverdue: reviewsDueBetween(articles, null, shiftDay(today, -1)),
    reviewDueSoon: reviewsDueBetween(articles, shiftDay(today, -1), shiftDay(today, DUE_SOON_DAYS)),
    neverReviewed: articles.filter((row) => !row.review?.reviewedOn).map(entryOf),
    withoutSources: articles.filter((row) => row.review?.sources === 0).map(entryOf),
    greekMissing: rows.filter(isGreekMissing).map(entryOf),
    imagesWithoutText,
  }
}

/** Whether nothing needs attention. */
export function isHealthy(health: ContentHealth): boolean {
  return (
    health.reviewOverdue.length === 0 &&
    health.reviewDueSoon.length === 0 &&
    health.neverReviewed.length === 0 &&
    health.withoutSources.length === 0 &&
    health.greekMissing.length === 0 &&
    health.imagesWithoutText === 0
  )
}
