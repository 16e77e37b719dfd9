/**
 * Site search on a real database: what is searched, how the index follows every write, how
 * results are ordered and filtered, the page loader and the JSON API (same results), bad input.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { events, news, wikiArticles } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { deleteContent, saveContent } from '~/domain/content.server'
import { search, type SearchResult } from '~/domain/search.server'
import { updateArticle } from '~/domain/wiki.server'
import { todayInCyprus } from '~/lib/dates'
import { MARK_END, MARK_START, SEARCH_KINDS } from '~/lib/search-query'
import { loader as apiLoader } from '~/routes/api/search'
import { loader as pageLoader } from '~/routes/search/search'
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

const titles = async (query: string, lang: 'en' | 'el' = 'en') =>
  (await search(database.db, { query, lang })).hits.map((h) => h.title)

describe(`search on ${testDbKind}`, () => {
  it('never finds drafts or archived articles, in either language', async () => {
    expect(await titles('employer adjustments')).not.toContain('Epilepsy at work')
    expect(await titles('εργοδότη', 'el')).not.toContain('Η επιληψία στον χώρο εργασίας')
    const [article] = await database.db
      .select()
      .from(wikiArticles)
      .where(eq(wikiArticles.slug, 'photosensitive-epilepsy'))
    await updateArticle(database.db, article!.id, { status: 'archived' })
    try {
      expect(await titles('photosensitive')).not.toContain('Photosensitive epilepsy')
    } finally {
      await updateArticle(database.db, article!.id, { status: 'published' })
    }
    expect(await titles('photosensitive')).toContain('Photosensitive epilepsy')
  })

  it('keeps the index current on every insert, update and delete', async () => {
    const word = 'zanzibarite'
    expect(await titles(word)).toEqual([])
    const today = todayInCyprus()
    const saved = await saveContent(
      database.db,
      'news',
      {
        title: `A note on ${word}`,
        title_el: 'Σημείωση για τα κολοκυθάκια',
        excerpt: 'Short',
        content: '<p>Body</p>',
        category: 'research',
        date: today,
        author: 'Staff',
        tags: [],
      },
      { actor: null },
    )
    expect(saved.ok).toBe(true)
    const id = saved.ok ? saved.id : ''
    expect(await titles(word)).toEqual([`A note on ${word}`])
    expect(await titles('κολοκυθάκι', 'el')).toEqual(['Σημείωση για τα κολοκυθάκια'])
    await saveContent(
      database.db,
      'news',
      { title: 'A note on something else' },
      { id, partial: true, actor: null },
    )
    expect(await titles(word)).toEqual([])
    expect(await titles('something else')).toContain('A note on something else')
    await deleteContent(database.db, 'news', id, null)
    expect(await titles('something else')).not.toContain('A note on something else')
  })

  it('finds Greek with or without accents, in capitals, with a final sigma typed as σ, and across inflections', async () => {
    const expected = 'Εστιακές και γενικευμένες κρίσεις'
    for (const query of [
      'εστιακές κρίσεις',
      'εστιακες κρισεις',
      'ΕΣΤΙΑΚΕΣ ΚΡΙΣΕΙΣ',
      'εστιακή κρίση',
      'εστιακησ κρισησ',
    ]) {
      expect(await titles(query, 'el'), query).toContain(expected)
    }
    // "επιληπτική κρίση" finds text that says "επιληπτικές κρίσεις".
    const [row] = await database.db.select().from(events).limit(1)
    await database.db
      .update(events)
      .set({ descriptionEl: 'Συζήτηση για τις επιληπτικές κρίσεις των εφήβων.' })
      .where(eq(events.id, row!.id))
    expect(await titles('επιληπτική κρίση εφήβων', 'el')).toEqual([row!.titleEl ?? row!.title])
  })

  it('finds Greek content from Greeklish (Greek typed in Latin letters) on the Greek site', async () => {
    expect((await titles('epilipsia', 'el')).slice(0, 3)).toContain('Τι είναι η επιληψία;')
    expect(await titles('estiakes kriseis', 'el')).toContain('Εστιακές και γενικευμένες κρίσεις')
    expect(await titles('prwtes voitheies', 'el')).toContain(
      'Πρώτες βοήθειες σε κρίση βήμα προς βήμα',
    )
    // In English there is no Greeklish: only titles that look alike.
    expect((await search(database.db, { query: 'epilipsia', lang: 'en' })).match).toBe('similar')
  })

  it('finds English by stem and in any case, and corrects misspellings', async () => {
    for (const query of ['seizures', 'SEIZURE', 'Seizure'])
      expect(await titles(query)).toContain('Seizure first aid step by step')
    // A misspelling is corrected (search-answers.test.ts has the rest).
    const misspelt = await search(database.db, { query: 'siezure first aid', lang: 'en' })
    expect(misspelt.match).toBe('corrected')
    expect(misspelt.hits[0]?.title).toBe('Seizure first aid step by step')
    const nothing = await search(database.db, { query: 'qwxzv plokm', lang: 'en' })
    expect(nothing).toMatchObject({ match: 'none', hits: [] })
  })

  it('puts upcoming events above past ones and counts every kind', async () => {
    const result = await search(database.db, { query: 'epilepsy', lang: 'en', kind: 'events' })
    expect(result.hits.every((h) => h.kind === 'events')).toBe(true)
    expect(result.hits).toHaveLength(result.totals.events)
    const upcoming = result.hits.map((h) => h.upcoming)
    expect(upcoming).toContain(true)
    expect(upcoming).toContain(false)
    expect(upcoming.indexOf(false)).toBeGreaterThan(upcoming.lastIndexOf(true))
    // Also among all kinds: no past event above an upcoming one.
    const mixed = (
      await search(database.db, { query: 'epilepsy', lang: 'en', limit: 50 })
    ).hits.filter((h) => h.kind === 'events')
    expect(mixed.map((h) => h.upcoming)).toEqual(upcoming)
    const all = await search(database.db, { query: 'epilepsy', lang: 'en' })
    expect(all.totals).toEqual(result.totals)
    expect(all.totals.wiki).toBeGreaterThan(0)
    expect(all.totals.news).toBeGreaterThan(0)
  })

  it('stops counting a kind at the count limit, says which kinds have more, and keeps the best hits', async () => {
    const full = await search(database.db, { query: 'epilepsy', lang: 'en', limit: 50 })
    expect(full.capped).toEqual([])
    const over = SEARCH_KINDS.filter((k) => full.totals[k] > 2)
    expect(over.length).toBeGreaterThan(1)
    const counted = await search(database.db, {
      query: 'epilepsy',
      lang: 'en',
      limit: 50,
      countUpTo: 2,
    })
    expect(counted.capped).toEqual(over)
    for (const k of SEARCH_KINDS) expect(counted.totals[k]).toBe(Math.min(full.totals[k], 2))
    // Items whose title matches are ranked whatever the count: they keep their places among
    // themselves (events trade scores with the events found, so they are left out here).
    const best = (result: SearchResult) =>
      result.hits.filter((h) => h.kind !== 'events' && /epilep/i.test(h.title)).map((h) => h.id)
    expect(best(full).length).toBeGreaterThan(5)
    expect(best(counted)).toEqual(best(full))
    // At or under the limit, totals are exact and nothing is capped.
    const exact = await search(database.db, {
      query: 'epilepsy',
      lang: 'en',
      limit: 50,
      countUpTo: Math.max(...Object.values(full.totals)),
    })
    expect(exact.capped).toEqual([])
    expect(exact).toEqual(full)
  })

  it('marks the matched words in the snippet and links each kind to its page', async () => {
    const result = await search(database.db, { query: 'ketogenic', lang: 'en' })
    const hit = result.hits[0]!
    const marked = [
      ...hit.snippet.matchAll(new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g')),
    ].map((m) => m[1]!.toLowerCase())
    expect(marked.length).toBeGreaterThan(0)
    expect(new Set(marked)).toEqual(new Set(['ketogenic']))
    expect(hit.path).toBe('/understanding-epilepsy/treatment-options/other-treatment-options')
    expect(hit.section).toEqual({
      name: 'Treatment Options',
      path: '/understanding-epilepsy/treatment-options',
    })
  })
})

describe('GET /search (page) and GET /api/v1/search', () => {
  it('give the same results for the same query', async () => {
    for (const [query, lang] of [
      ['seizure', 'en'],
      ['κρίση στον ύπνο', 'el'],
    ] as const) {
      const loaded = await pageLoader({
        request: new Request(`${ORIGIN}/search?q=${encodeURIComponent(query)}`),
        context: await (await import('./support/route-call')).routeContext(database, { lang }),
        params: {},
      } as never)
      const page = loaded.data
      // The page tells the statistics how many it found, in a header that the page cache keeps.
      const found = Object.values(page.result!.totals).reduce((a, b) => a + b, 0)
      expect(new Headers(loaded.init?.headers).get('X-Search-Results')).toBe(String(found))
      const response = await getFrom(
        database,
        apiLoader,
        `/api/v1/search?q=${encodeURIComponent(query)}&lang=${lang}`,
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=60')
      const body = await response.json()
      expect(body.data.map((d: { id: string }) => d.id)).toEqual(page.result!.hits.map((h) => h.id))
      expect(body.totals).toEqual(page.result!.totals)
      expect(body.capped).toEqual(page.result!.capped)
      const first = body.data[0]
      expect(first.url).toBe(
        `${ORIGIN}${page.result!.hits[0]!.path}${lang === 'el' ? '?lang=el' : ''}`,
      )
      expect(first.snippet_html).toMatch(/<mark>[^<]+<\/mark>/)
      expect(first.snippet.includes(MARK_START) || first.snippet.includes(MARK_END)).toBe(false)
    }
  })

  it('the page answers an empty query with suggestions and no search', async () => {
    const page = await pageLoader({
      request: new Request(`${ORIGIN}/search?q=%20%20`),
      context: await (await import('./support/route-call')).routeContext(database),
      params: {},
    } as never)
    expect(page.data).toMatchObject({ query: '', result: null, failed: false })
    // No search, so nothing for the statistics to count.
    expect(new Headers(page.init?.headers).get('X-Search-Results')).toBeNull()
  })

  it('the API filters by kind and limit', async () => {
    const response = await getFrom(
      database,
      apiLoader,
      '/api/v1/search?q=epilepsy&kind=news&limit=2',
    )
    const body = await response.json()
    expect(body.kind).toBe('news')
    expect(body.data).toHaveLength(2)
    expect(body.data.every((d: { kind: string }) => d.kind === 'news')).toBe(true)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('the API refuses bad input with a translated message naming the field', async () => {
    const cases: [string, string, string][] = [
      ['/api/v1/search', 'q', 'Type something to search for.'],
      [
        `/api/v1/search?q=${'a'.repeat(201)}`,
        'q',
        'A search can be at most 200 characters long. Please shorten it.',
      ],
      [
        '/api/v1/search?q=x&kind=videos',
        'kind',
        'Choose one of these kinds: wiki, events, news, stories or pages.',
      ],
      ['/api/v1/search?q=x&lang=fr', 'lang', 'Choose the language en (English) or el (Greek).'],
      ['/api/v1/search?q=x&limit=500', 'limit', 'The limit must be a whole number from 1 to 50.'],
    ]
    for (const [path, field, message] of cases) {
      const response = await getFrom(database, apiLoader, path)
      expect(response.status, path).toBe(400)
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message, fields: { [field]: message } },
      })
    }
    const greek = await getFrom(database, apiLoader, '/api/v1/search?q=x&limit=0', { lang: 'el' })
    expect((await greek.json()).error.message).toBe(
      'Το όριο πρέπει να είναι ακέραιος αριθμός από 1 έως 50.',
    )
  })

  it('treats query syntax as plain words', async () => {
    for (const query of ["seizure & | ! ( ) : * ' \\", '<script>', "'; DROP TABLE news; --"]) {
      const response = await getFrom(
        database,
        apiLoader,
        `/api/v1/search?q=${encodeURIComponent(query)}`,
      )
      expect(response.status, query).toBe(200)
    }
    expect((await database.db.select().from(news)).length).toBeGreaterThan(0)
  })
})
