/**
 * The search query corpus (search-corpus.json): for each query in each language, the result a
 * visitor expects first. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { search } from '~/domain/search.server'
import corpus from './search-corpus.json'
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
  it('has at least 40 queries in each language', () => {
    expect(corpus.en.length).toBeGreaterThanOrEqual(40)
    expect(corpus.el.length).toBeGreaterThanOrEqual(40)
  })

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
