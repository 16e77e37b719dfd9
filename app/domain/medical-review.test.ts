import { describe, expect, it } from 'vitest'

import {
  addYears,
  isReviewOverdue,
  nextReviewDueOf,
  reviewDueRule,
  sourcesRule,
} from './medical-review'

describe('the dates of a medical review', () => {
  it('adds whole years to a calendar date, 29 February becoming 28 February', () => {
    expect(addYears('2026-11-28', 3)).toBe('2029-11-28')
    expect(addYears('2028-02-29', 3)).toBe('2031-02-28')
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29')
  })

  it('is next due on the date set, else three years after the review, else never', () => {
    expect(nextReviewDueOf({ reviewedOn: '2026-01-10', nextReviewDue: '2027-06-01' })).toBe(
      '2027-06-01',
    )
    expect(nextReviewDueOf({ reviewedOn: '2026-01-10', nextReviewDue: null })).toBe('2029-01-10')
    expect(nextReviewDueOf({ reviewedOn: null, nextReviewDue: null })).toBeNull()
  })

  it('is overdue only after its due day has passed', () => {
    const article = { reviewedOn: '2023-01-10', nextReviewDue: '2026-01-10' }
    expect(isReviewOverdue(article, '2026-01-10')).toBe(false)
    expect(isReviewOverdue(article, '2026-01-11')).toBe(true)
    expect(isReviewOverdue({ reviewedOn: null, nextReviewDue: null }, '2099-01-01')).toBe(false)
  })

  it('takes a next review date after today only, empty meaning the default', () => {
    const rule = reviewDueRule('2026-11-28')
    expect(rule.parse('2027-01-01')).toBe('2027-01-01')
    expect(rule.parse('')).toBeNull()
    expect(rule.parse(undefined)).toBeNull()
    const message = (value: unknown) => rule.safeParse(value).error?.issues[0]?.message
    expect(message('2026-11-28')).toBe('admin.wiki.review.dueNotFuture')
    expect(message('2025-01-01')).toBe('admin.wiki.review.dueNotFuture')
    expect(message('2027-02-30')).toBe('admin.wiki.review.dueInvalid')
    expect(message('next year')).toBe('admin.wiki.review.dueInvalid')
    expect(message(20270101)).toBe('admin.wiki.review.dueInvalid')
  })
})

describe('the sources of an article', () => {
  it('reads the form’s JSON text and drops rows left empty', () => {
    expect(
      sourcesRule.parse(
        JSON.stringify([
          { title: 'A', publisher: '', year: '', link: '' },
          { title: ' ', publisher: '', year: '', link: '' },
        ]),
      ),
    ).toEqual([{ title: 'A', publisher: null, year: null, link: null }])
  })

  it('refuses an unreadable text rather than taking it for no sources', () => {
    expect(sourcesRule.safeParse('[{').error?.issues[0]?.message).toBe(
      'admin.wiki.validation.sourcesInvalid',
    )
  })
})
