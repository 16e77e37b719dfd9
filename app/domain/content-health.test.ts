import { describe, expect, it } from 'vitest'

import { shiftDay } from '~/lib/analytics-range'
import {
  contentHealth,
  DUE_SOON_DAYS,
  isHealthy,
  reviewsDueBetween,
  type HealthRow,
} from './content-health'

const TODAY = '2026-11-28'

const row = (fields: Partial<HealthRow>): HealthRow => ({
  kind: 'news',
  id: 'a',
  title: 'Clinic hours',
  titleEl: 'Ώρες ιατρείου',
  href: '/news/a/edit',
  elReady: true,
  ...fields,
})

/** A wiki article reviewed on `reviewedOn`, due on `nextReviewDue` (null: three years on). */
const article = (
  id: string,
  review: { reviewedOn?: string | null; nextReviewDue?: string | null; sources?: number } = {},
): HealthRow =>
  row({
    kind: 'wiki',
    id,
    title: id,
    href: `/wiki/c/${id}`,
    review: { reviewedOn: null, nextReviewDue: null, sources: 1, ...review },
  })

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id)

describe('content health: Greek', () => {
  it('lists an item whose Greek is not ready or has no Greek title', () => {
    const health = contentHealth(
      [
        row({ id: 'ready' }),
        row({ id: 'held', elReady: false }),
        row({ id: 'untitled', titleEl: null }),
        row({ id: 'blank', titleEl: '  ' }),
      ],
      0,
      TODAY,
    )
    expect(ids(health.greekMissing)).toEqual(['held', 'untitled', 'blank'])
    expect(health.greekMissing[0]).toEqual({
      kind: 'news',
      id: 'held',
      title: 'Clinic hours',
      titleEl: 'Ώρες ιατρείου',
      href: '/news/a/edit',
    })
  })
})

describe('content health: medical review', () => {
  it('lists past-due reviews as overdue, the longest overdue first, and today as due soon', () => {
    const health = contentHealth(
      [
        article('yesterday', { reviewedOn: '2023-01-01', nextReviewDue: '2026-11-27' }),
        article('long-ago', { reviewedOn: '2020-01-01', nextReviewDue: '2024-05-01' }),
        article('today', { reviewedOn: '2023-01-01', nextReviewDue: TODAY }),
      ],
      0,
      TODAY,
    )
    expect(health.reviewOverdue).toMatchObject([
      { id: 'long-ago', due: '2024-05-01' },
      { id: 'yesterday', due: '2026-11-27' },
    ])
    expect(ids(health.reviewDueSoon)).toEqual(['today'])
  })

  it(`counts a review as due soon up to ${DUE_SOON_DAYS} days ahead, from the review date + 3 years by default`, () => {
    const health = contentHealth(
      [
        article('last-day', { reviewedOn: '2025-01-01', nextReviewDue: shiftDay(TODAY, 60) }),
        article('day-after', { reviewedOn: '2025-01-01', nextReviewDue: shiftDay(TODAY, 61) }),
        // Reviewed on 2023-12-20 with no date set: due 2026-12-20, 22 days from today.
        article('default', { reviewedOn: '2023-12-20' }),
      ],
      0,
      TODAY,
    )
    expect(health.reviewDueSoon).toMatchObject([
      { id: 'default', due: '2026-12-20' },
      { id: 'last-day', due: '2027-01-27' },
    ])
    expect(health.reviewOverdue).toEqual([])
  })

  it('lists articles never reviewed and articles without sources; other kinds are not medical', () => {
    const health = contentHealth(
      [
        article('unreviewed'),
        article('unsourced', { reviewedOn: '2026-01-10', sources: 0 }),
        article('fine', { reviewedOn: '2026-01-10' }),
        row({ id: 'news-post' }),
      ],
      0,
      TODAY,
    )
    expect(ids(health.neverReviewed)).toEqual(['unreviewed'])
    expect(ids(health.withoutSources)).toEqual(['unsourced'])
  })

  it('finds the reviews due within a window, its first day left out', () => {
    const rows = [
      article('before', { reviewedOn: '2023-01-01', nextReviewDue: '2026-11-20' }),
      article('first-day', { reviewedOn: '2023-01-01', nextReviewDue: '2026-11-22' }),
      article('last-day', { reviewedOn: '2023-01-01', nextReviewDue: '2026-11-28' }),
    ]
    expect(ids(reviewsDueBetween(rows, '2026-11-21', '2026-11-28'))).toEqual([
      'first-day',
      'last-day',
    ])
    expect(ids(reviewsDueBetween(rows, null, '2026-11-28'))).toEqual([
      'before',
      'first-day',
      'last-day',
    ])
  })
})

describe('content health: all clear', () => {
  it('is healthy only with nothing listed and every image described', () => {
    const reviewed = article('fine', { reviewedOn: '2026-01-10' })
    expect(isHealthy(contentHealth([row({}), reviewed], 0, TODAY))).toBe(true)
    expect(isHealthy(contentHealth([row({})], 1, TODAY))).toBe(false)
    expect(isHealthy(contentHealth([row({ elReady: false })], 0, TODAY))).toBe(false)
    expect(isHealthy(contentHealth([article('unreviewed')], 0, TODAY))).toBe(false)
  })
})
