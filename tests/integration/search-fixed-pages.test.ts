/**
 * The fixed pages (first aid, about, the accessibility statement, privacy, terms) in the site
 * search, in both languages, on a real database: their sections are found and link to their
 * anchors, and the index is rebuilt from the pages' own text when that text changes.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rowsOf } from '~/db/client.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { fixedPageSections, indexFixedPages } from '~/domain/fixed-page-index.server'
import { search } from '~/domain/search.server'
import { loader as apiLoader } from '~/routes/api/search'
import { getFrom, ORIGIN } from './support/route-call'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
})
afterAll(async () => {
  await database.destroy()
})

describe(`fixed pages in search on ${testDbKind}`, () => {
  it('"recovery position" finds the first-aid section in English, by its anchor', async () => {
    const result = await search(database.db, { query: 'recovery position', lang: 'en' })
    const hit = result.hits.find((h) => h.kind === 'pages')
    expect(hit).toMatchObject({
      path: '/first-aid#recovery',
      title: 'The recovery position',
      section: { name: 'Seizure first aid', path: '/first-aid' },
    })
    expect(result.hits[0]?.path).toBe('/first-aid#recovery')
    expect(hit!.snippet).toMatch(/onto their side/)
  })

  it('"θέση ανάνηψης" finds the Greek first-aid section', async () => {
    const result = await search(database.db, { query: 'θέση ανάνηψης', lang: 'el' })
    expect(result.hits[0]).toMatchObject({
      kind: 'pages',
      path: '/first-aid#recovery',
      title: 'Η θέση ανάνηψης',
      section: { path: '/first-aid' },
    })
    expect(result.hits[0]!.section!.name).toMatch(/Πρώτες βοήθειες/)
    // Greek without accents, as typed on many keyboards.
    const plain = await search(database.db, { query: 'θεση ανανηψης', lang: 'el' })
    expect(plain.hits[0]?.path).toBe('/first-aid#recovery')
  })

  it('finds the about page and the accessibility statement in both languages', async () => {
    const paths = async (query: string, lang: 'en' | 'el') =>
      (await search(database.db, { query, lang, kind: 'pages' })).hits.map((h) => h.path)
    expect(await paths('photosensitive epilepsy animated images', 'en')).toContain(
      '/accessibility#photosensitive-safety',
    )
    expect(await paths('purple day awareness', 'en')).toContain('/about#mission')
    const greekAbout = await search(database.db, { query: 'ευαισθητοποίηση', lang: 'el' })
    expect(greekAbout.hits.map((h) => h.path)).toContain('/about#mission')
  })

  it('counts the pages as a kind of their own and filters by it', async () => {
    const all = await search(database.db, { query: 'recovery position', lang: 'en' })
    expect(all.totals.pages).toBeGreaterThanOrEqual(1)
    const only = await search(database.db, {
      query: 'recovery position',
      lang: 'en',
      kind: 'pages',
    })
    expect(only.hits.length).toBeGreaterThan(0)
    expect(only.hits.every((h) => h.kind === 'pages')).toBe(true)
  })

  it('the JSON API gives the section its anchored, localized address', async () => {
    const response = await getFrom(
      database,
      apiLoader,
      `/api/v1/search?q=${encodeURIComponent('θέση ανάνηψης')}&lang=el&kind=pages`,
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.data[0].url).toBe(`${ORIGIN}/first-aid?lang=el#recovery`)
    expect(body.data[0].section.url).toBe(`${ORIGIN}/first-aid?lang=el`)
  })

  it('rebuilds the index when the pages’ text changes, and only then', async () => {
    const sections = await fixedPageSections()
    expect(await indexFixedPages(database.db, sections)).toBe(false)
    const changed = sections.map((s) =>
      s.address === '/first-aid#recovery'
        ? { ...s, body: { en: `${s.body.en} quokkaberry`, el: s.body.el } }
        : s,
    )
    expect(await indexFixedPages(database.db, changed)).toBe(true)
    expect(
      (await search(database.db, { query: 'quokkaberry', lang: 'en' })).hits.map((h) => h.path),
    ).toEqual(['/first-aid#recovery'])
    // A section that is gone from the pages is gone from the index.
    expect(await indexFixedPages(database.db, sections.slice(1))).toBe(true)
    const [count] = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n FROM page_sections`),
    )
    expect(count!.n).toBe(sections.length - 1)
    expect(await indexFixedPages(database.db, sections)).toBe(true)
    expect((await search(database.db, { query: 'quokkaberry', lang: 'en' })).hits).toEqual([])
  })
})
