/**
 * Search that answers the question, on a real database: the ranking rules (title before body,
 * information before events and news unless the query names one, upcoming before past, weak
 * words never carrying a result into the top three), the cases judged wrong by hand, "Did you
 * mean" for misspellings, and results in the other language for a query in its script; through
 * the search function, the page's loader and the JSON API.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { wikiArticles } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { deleteContent, saveContent } from '~/domain/content.server'
import { search } from '~/domain/search.server'
import { updateArticle } from '~/domain/wiki.server'
import { loader as apiLoader } from '~/routes/api/search'
import { loader as pageLoader } from '~/routes/search/search'
import { getFrom } from './support/route-call'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
})
afterAll(async () => {
  await database.destroy()
})

const hits = async (query: string, lang: 'en' | 'el' = 'en') =>
  (await search(database.db, { query, lang })).hits
const top3 = async (query: string, lang: 'en' | 'el' = 'en') =>
  (await hits(query, lang)).slice(0, 3).map((h) => h.title)

describe(`search ranking on ${testDbKind}`, () => {
  it('puts "Epilepsy at work" first once published, and never shows it as a draft', async () => {
    expect(await top3('epilepsy at work')).not.toContain('Epilepsy at work')
    expect(await top3('εργασία', 'el')).not.toContain('Η επιληψία στον χώρο εργασίας')
    const [article] = await database.db
      .select()
      .from(wikiArticles)
      .where(eq(wikiArticles.slug, 'epilepsy-at-work'))
    await updateArticle(database.db, article!.id, { status: 'published' })
    try {
      expect((await top3('epilepsy at work'))[0]).toBe('Epilepsy at work')
      expect((await top3('εργασία', 'el'))[0]).toBe('Η επιληψία στον χώρο εργασίας')
      // A synonym of the starting list finds it too.
      expect((await top3('epilepsy and employment'))[0]).toBe('Epilepsy at work')
    } finally {
      await updateArticle(database.db, article!.id, { status: 'draft' })
    }
  })

  it('keeps unrelated stories and thank-you posts out of the top three of informational queries', async () => {
    for (const [query, lang] of [
      ['ambulance', 'en'],
      ['ασθενοφόρο', 'el'],
      ['seizure first aid', 'en'],
      ['πρώτες βοήθειες', 'el'],
    ] as const) {
      const first = await hits(query, lang)
      expect(first[0]?.kind, query).toBe('wiki')
      expect(
        first.slice(0, 3).filter((h) => h.kind === 'stories' || h.kind === 'news'),
        query,
      ).toEqual([])
    }
  })

  it('lets a weak word ("epilepsy", "day") carry nothing into the top next to a strong match', async () => {
    // A title holding only the weak word (a story "about my epilepsy") comes after the titles
    // holding the strong one.
    expect(await top3('epilepsy school')).toEqual([
      'Epilepsy at school',
      'Our recommendations for seizure-aware schools',
      'Why I told my class about my epilepsy',
    ])
    expect((await top3('επιληψία σχολείο', 'el')).slice(0, 2)).toEqual([
      'Η επιληψία στο σχολείο',
      'Οι προτάσεις μας για σχολεία ενημερωμένα για την επιληψία',
    ])
    // "Day" in its title lifts the thank-you post no more than its body's mention of Purple Day.
    const purple = await hits('purple day')
    expect(purple[0]?.title).toBe('Purple Day Awareness Walk')
    const thanks = purple.find((h) => h.title.startsWith('Thank you for making'))
    expect(thanks!.score).toBeLessThan(purple[0]!.score / 10)
  })

  it('answers "sleep" with information first: no event in the top three', async () => {
    const first = await hits('sleep')
    expect(first[0]?.title).toBe('Sleep, stress and common seizure triggers')
    expect(first.slice(0, 3).filter((h) => h.kind === 'events')).toEqual([])
  })

  it('puts a title holding the words before a body holding them', async () => {
    const first = await hits('coping')
    const titled = first.findIndex((h) => /coping/i.test(h.title))
    const untitled = first.findIndex((h) => !/coping/i.test(h.title))
    expect(titled).toBe(0)
    if (untitled >= 0) expect(untitled).toBeGreaterThan(titled)
  })

  it('breaks a tie between news posts by recency', async () => {
    const post = (date: string) =>
      saveContent(
        database.db,
        'news',
        {
          title: 'Quarterly quokkas update',
          title_el: 'Τριμηνιαία ενημέρωση για τα κουόκα',
          excerpt: 'The same words',
          content: '<p>The same body about quokkas.</p>',
          category: 'community',
          date,
          author: 'Staff',
          tags: [],
        },
        { actor: null },
      )
    const older = await post('2026-01-10')
    const newer = await post('2026-03-10')
    try {
      const found = (await hits('quokkas')).filter((h) => h.kind === 'news')
      expect(found.map((h) => h.date)).toEqual(['2026-03-10', '2026-01-10'])
      expect(found[0]?.score).toBe(found[1]?.score)
    } finally {
      for (const saved of [older, newer])
        if (saved.ok) await deleteContent(database.db, 'news', saved.id, null)
    }
  })

  it('keeps upcoming events above past ones', async () => {
    const events = (await search(database.db, { query: 'epilepsy', lang: 'en', kind: 'events' }))
      .hits
    const firstPast = events.findIndex((h) => h.upcoming === false)
    const lastUpcoming = events.map((h) => h.upcoming).lastIndexOf(true)
    expect(lastUpcoming).toBeGreaterThanOrEqual(0)
    if (firstPast >= 0) expect(lastUpcoming).toBeLessThan(firstPast)
  })
})

describe(`search corrections on ${testDbKind}`, () => {
  it('finds for "siezure" everything "seizure" finds, and says what it searched for', async () => {
    const right = await search(database.db, { query: 'seizure', lang: 'en' })
    const typo = await search(database.db, { query: 'siezure', lang: 'en' })
    expect(typo).toMatchObject({ match: 'corrected', suggestion: 'seizure', query: 'siezure' })
    expect(typo.totals).toEqual(right.totals)
    expect(Object.values(typo.totals).reduce((a, b) => a + b, 0)).toBeGreaterThan(20)
    expect(typo.hits.map((h) => h.title)).toEqual(right.hits.map((h) => h.title))
  })

  it('corrects one word of several, and Greek words too', async () => {
    const phrase = await search(database.db, { query: 'siezure first aid', lang: 'en' })
    expect(phrase).toMatchObject({ match: 'corrected', suggestion: 'seizure first aid' })
    expect(phrase.hits[0]?.title).toBe('Seizure first aid step by step')
    const greek = await search(database.db, { query: 'φωτοευεσθητη', lang: 'el' })
    expect(greek).toMatchObject({ match: 'corrected', suggestion: 'φωτοευαίσθητη' })
    expect(greek.hits[0]?.title).toBe('Φωτοευαίσθητη επιληψία')
  })

  it('leaves a query that matches, or that nothing resembles, uncorrected', async () => {
    expect(await search(database.db, { query: 'seizure', lang: 'en' })).toMatchObject({
      match: 'text',
      suggestion: null,
    })
    expect(await search(database.db, { query: 'qwxzv plokm', lang: 'en' })).toMatchObject({
      match: 'none',
      suggestion: null,
      hits: [],
    })
  })
})

describe(`search across the languages on ${testDbKind}`, () => {
  it('searches a Greek query on the English site in Greek', async () => {
    const result = await search(database.db, { query: 'θέση ανάνηψης', lang: 'en' })
    expect(result).toMatchObject({ match: 'text', lang: 'el' })
    expect(result.hits[0]).toMatchObject({ title: 'Η θέση ανάνηψης', path: '/first-aid#recovery' })
  })

  it('searches English on the Greek site in English only when Greeklish finds nothing', async () => {
    const english = await search(database.db, { query: 'ambulance', lang: 'el' })
    expect(english).toMatchObject({ match: 'text', lang: 'en' })
    expect(english.hits[0]?.title).toBe('When to call an ambulance (112)')
    const greeklish = await search(database.db, { query: 'epilipsia', lang: 'el' })
    expect(greeklish).toMatchObject({ match: 'text', lang: 'el' })
  })

  it('says so in the page and the API, with addresses in the results’ language', async () => {
    const page = (await getFrom(
      database,
      pageLoader,
      '/search?q=' + encodeURIComponent('ασθενοφόρο'),
      {
        lang: 'en',
      },
    )) as unknown as { data: { result: { lang: string; hits: { title: string }[] } } }
    expect(page.data.result.lang).toBe('el')
    expect(page.data.result.hits[0]?.title).toBe('Πότε να καλέσετε ασθενοφόρο (112)')
    const response = (await getFrom(database, apiLoader, '/api/v1/search?q=ambulance&lang=el', {
      lang: 'el',
    })) as Response
    const body = (await response.json()) as {
      lang: string
      results_lang: string
      data: { url: string }[]
    }
    expect(body).toMatchObject({ lang: 'el', results_lang: 'en' })
    expect(body.data[0]?.url).not.toContain('lang=el')
    const typo = (await (
      (await getFrom(database, apiLoader, '/api/v1/search?q=siezure&lang=en')) as Response
    ).json()) as { match: string; suggestion: string }
    expect(typo).toMatchObject({ match: 'corrected', suggestion: 'seizure' })
  })
})
