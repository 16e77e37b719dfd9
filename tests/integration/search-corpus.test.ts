/**
 * The search query corpus (search-corpus.json): for each query in each language, the result a
 * visitor expects first and the others that answer it; P@1 and precision@3 per language must
 * meet their targets (support/search-judgement.ts). Runs on PGlite, and on PostgreSQL with
 * TEST_DB=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { search } from '~/domain/search.server'
import corpus from './search-corpus.json'
import { judge, summary } from './support/search-judgement'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
})
afterAll(async () => {
  await database.destroy()
})

describe(`search query corpus on ${testDbKind}`, () => {
  it('has at least 60 queries in each language', () => {
    expect(corpus.en.length).toBeGreaterThanOrEqual(60)
    expect(corpus.el.length).toBeGreaterThanOrEqual(60)
  })

  it.each(['en', 'el'] as const)(
    '%s: P@1 is at least 0.95 and precision@3 at least 0.8',
    async (lang) => {
      const judged = []
      for (const query of corpus[lang]) {
        const result = await search(database.db, { query: query.q, lang })
        judged.push(
          judge(
            query,
            result.hits.map((hit) => hit.title),
          ),
        )
      }
      const { p1, precision3 } = summary(judged)
      const misses = judged
        .filter((j) => j.precision3 < 1)
        .map((j) => `${j.q}: ${j.shown.join(' | ')}`)
      expect(p1, misses.join('\n')).toBeGreaterThanOrEqual(0.95)
      expect(precision3, misses.join('\n')).toBeGreaterThanOrEqual(0.8)
    },
  )

  for (const lang of ['en', 'el'] as const) {
    it.each(corpus[lang])(`${lang}: "$q" finds "$top" first`, async ({ q, top }) => {
      const result = await search(database.db, { query: q, lang })
      expect(
        result.hits[0]?.title,
        JSON.stringify(result.hits.slice(0, 3).map((h) => h.title)),
      ).toBe(top)
    })
  }
})
