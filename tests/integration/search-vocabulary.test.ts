/**
 * What the search keeps between searches, on a real database: the synonyms and the tags' Greek
 * labels are read once per content version, so a write of either, even straight into its table
 * (psql, another instance), and a newly published item are seen by the very next search.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { saveContent } from '~/domain/content.server'
import { search } from '~/domain/search.server'
import { saveEnglishNews } from './support/english-news'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
})
afterAll(async () => {
  await database?.destroy()
})

const titles = async (query: string, lang: 'en' | 'el' = 'el') =>
  (await search(database.db, { query, lang })).hits.map((h) => h.title)

describe(`what the search reads once per content version (${testDbKind})`, () => {
  it('uses a synonym written straight into the table by the next search', async () => {
    // The search before the write has read the list of this version.
    expect(await titles('αναλαμπές')).not.toContain('Φωτοευαίσθητη επιληψία')
    await database.db.execute(
      sql`INSERT INTO search_synonyms (lang, position, terms) VALUES ('el', 99, ARRAY['αναλαμπές', 'φωτοευαίσθητη'])`,
    )
    try {
      expect((await titles('αναλαμπές'))[0]).toBe('Φωτοευαίσθητη επιληψία')
    } finally {
      await database.db.execute(sql`DELETE FROM search_synonyms WHERE position = 99`)
    }
    expect(await titles('αναλαμπές')).not.toContain('Φωτοευαίσθητη επιληψία')
  })

  it('finds a newly published item, and a new Greek label of its tag, at once', async () => {
    const title = 'Lanterns at the harbour for epilepsy awareness'
    const id = await saveEnglishNews(database.db, {
      title,
      body: 'An evening walk.',
      tags: ['lanterns'],
      status: 'draft',
    })
    await database.db.execute(sql`UPDATE tags SET name_el = 'Φανάρια' WHERE name = 'lanterns'`)
    expect(await titles('φανάρια')).not.toContain(title)

    await saveContent(
      database.db,
      'news',
      { status: 'published' },
      { id, partial: true, actor: null },
    )
    expect(await titles('φανάρια')).toContain(title)

    await database.db.execute(sql`UPDATE tags SET name_el = 'Λαμπιόνια' WHERE name = 'lanterns'`)
    expect(await titles('λαμπιόνια')).toContain(title)
    expect(await titles('φανάρια')).not.toContain(title)
  })
})
