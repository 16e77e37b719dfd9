/**
 * Demo seeding and the list and detail reads (ordering, limits, published only, hidden contact).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  demoEvents,
  demoNews,
  demoStories,
  demoWikiArticles,
  demoWikiCategories,
} from '~/db/seed/demo-content'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { getReaderRow, listReaderRows, listSummaryReaderRows } from '~/domain/content.server'
import {
  countArticlesByCategory,
  getArticleBySlugs,
  getCategoryBySlug,
  listArticles,
  listCategories,
} from '~/domain/wiki.server'
import { ANONYMOUS } from '~/domain/viewer'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

const ADMIN = { isAdmin: true }
let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.destroy()
})

describe(`demo content (${testDbKind})`, () => {
  it('seeds once: a second call inserts nothing', async () => {
    const first = await seedDemoContentOnce(database.db, new Date('2026-06-01T10:00:00Z'))
    expect(first).toEqual({
      events: demoEvents.length,
      news: demoNews.length,
      stories: demoStories.length,
      wikiCategories: demoWikiCategories.length,
      wikiArticles: demoWikiArticles.length,
    })
    expect(await seedDemoContentOnce(database.db)).toBeUndefined()
    const result = await database.db.execute(sql`select count(*)::int as n from events`)
    expect(rowsOf<{ n: number }>(result)[0]!.n).toBe(demoEvents.length)
  })

  it('has the amounts the product promises, in both languages', () => {
    expect(demoEvents.length).toBeGreaterThanOrEqual(6)
    expect(new Set(demoEvents.map((e) => e.category)).size).toBe(6)
    expect(demoEvents.filter((e) => e.dayOffset > 0).length).toBeGreaterThan(demoEvents.length / 2)
    expect(demoNews.length).toBeGreaterThanOrEqual(6)
    expect(demoStories.length).toBeGreaterThanOrEqual(4)
    expect(demoWikiCategories.filter((c) => c.page === 1)).toHaveLength(4)
    expect(demoWikiCategories.filter((c) => c.page === 2)).toHaveLength(4)
    expect(demoWikiArticles.filter((a) => a.status === 'published').length).toBeGreaterThanOrEqual(
      12,
    )
    expect(demoWikiArticles.filter((a) => a.status === 'draft').length).toBeGreaterThanOrEqual(1)
    for (const e of demoEvents) expect(e.titleEl, e.title).toMatch(/[α-ωά-ώ]/i)
    for (const c of demoWikiCategories) expect(c.nameEl, c.name).toMatch(/[α-ωά-ώ]/i)
  })
})

describe(`reads (${testDbKind})`, () => {
  it('lists events by date ascending, from a date, with a limit', async () => {
    const all = await listReaderRows(database.db, 'events', ANONYMOUS)
    const dates = all.map((e) => e.date)
    expect(dates).toEqual([...dates].sort())
    const upcoming = await listReaderRows(database.db, 'events', ANONYMOUS, {
      fromDate: '2026-06-01',
      limit: 2,
    })
    expect(upcoming).toHaveLength(2)
    expect(upcoming.every((e) => e.date >= '2026-06-01')).toBe(true)
    expect(upcoming[0]!.date).toBe(dates.find((d) => d >= '2026-06-01'))
  })

  it('never gives a non-admin the contact number of an event', async () => {
    const visitorList = await listReaderRows(database.db, 'events', ANONYMOUS)
    expect(visitorList.every((e) => !('contactNumber' in e))).toBe(true)
    const adminList = await listReaderRows(database.db, 'events', ADMIN)
    expect(adminList.some((e) => typeof e.contactNumber === 'string')).toBe(true)
    const one = await getReaderRow(database.db, 'events', ANONYMOUS, adminList[0]!.id)
    expect(one && 'contactNumber' in one).toBe(false)
  })

  it('lists news and stories by date descending', async () => {
    const newsDates = (await listReaderRows(database.db, 'news', ANONYMOUS)).map((n) => n.date)
    expect(newsDates).toEqual([...newsDates].sort().reverse())
    const storyDates = (await listReaderRows(database.db, 'stories', ANONYMOUS, { limit: 2 })).map(
      (s) => s.date,
    )
    expect(storyDates).toHaveLength(2)
    expect(storyDates[0]! >= storyDates[1]!).toBe(true)
  })

  it('lists summaries: the same rows and fields as a full list, without the rich-text bodies', async () => {
    for (const kind of ['news', 'stories'] as const) {
      const full = await listReaderRows(database.db, kind, ANONYMOUS)
      const summaries = await listSummaryReaderRows(database.db, kind, ANONYMOUS)
      expect(full.some((row) => (row.content ?? '').length > 0)).toBe(true)
      expect(summaries).toEqual(
        full.map(({ content: _content, contentEl: _contentEl, ...rest }) => rest),
      )
    }
    const events = await listReaderRows(database.db, 'events', ADMIN, {
      fromDate: '2026-06-01',
      limit: 3,
    })
    expect(
      await listSummaryReaderRows(database.db, 'events', ADMIN, {
        fromDate: '2026-06-01',
        limit: 3,
      }),
    ).toEqual(events)
    expect(
      (await listSummaryReaderRows(database.db, 'events', ANONYMOUS)).every(
        (e) => !('contactNumber' in e),
      ),
    ).toBe(true)
  })

  it('answers undefined for unknown and malformed ids', async () => {
    expect(
      await getReaderRow(database.db, 'events', ANONYMOUS, '00000000-0000-4000-8000-000000000000'),
    ).toBeUndefined()
    expect(await getReaderRow(database.db, 'events', ANONYMOUS, "1' or '1'='1")).toBeUndefined()
    expect(await getReaderRow(database.db, 'news', ADMIN, 'not-a-uuid')).toBeUndefined()
    expect(await getReaderRow(database.db, 'stories', ADMIN, '')).toBeUndefined()
  })

  it('shows readers published articles only; admins see drafts too', async () => {
    const categories = await listCategories(database.db)
    const orders = categories.map((c) => c.orderIndex)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect((await listCategories(database.db, { page: 1 })).every((c) => c.page === 1)).toBe(true)

    const readerArticles = await listArticles(database.db, ANONYMOUS)
    expect(readerArticles.every((a) => a.status === 'published')).toBe(true)
    const adminArticles = await listArticles(database.db, ADMIN)
    expect(adminArticles.length).toBe(demoWikiArticles.length)

    const draft = demoWikiArticles.find((a) => a.status === 'draft')!
    expect(
      await getArticleBySlugs(database.db, ANONYMOUS, draft.categorySlug, draft.slug),
    ).toBeUndefined()
    expect(
      await getArticleBySlugs(database.db, ADMIN, draft.categorySlug, draft.slug),
    ).toBeDefined()

    const published = demoWikiArticles.find((a) => a.status === 'published')!
    const found = await getArticleBySlugs(
      database.db,
      ANONYMOUS,
      published.categorySlug,
      published.slug,
    )
    expect(found?.category.slug).toBe(published.categorySlug)

    const category = await getCategoryBySlug(database.db, draft.categorySlug)
    const counts = await countArticlesByCategory(database.db, ANONYMOUS)
    const expected = demoWikiArticles.filter(
      (a) => a.categorySlug === draft.categorySlug && a.status === 'published',
    ).length
    expect(counts.get(category!.id) ?? 0).toBe(expected)
  })
})
