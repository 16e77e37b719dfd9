/**
 * The Greek index's tag marks on a real database: the marked index finds exactly the rows that
 * the weight-restricted tag query finds, so the Greek answers are the same as without it.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rowsOf } from '~/db/client.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { markedTagQuery } from '~/lib/search-tag-marks'
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

describe(`the Greek index's tag marks (${testDbKind})`, () => {
  /** The ids of a table's rows whose Greek document vector meets `where`. */
  async function ids(table: string, where: ReturnType<typeof sql>) {
    return rowsOf<{ id: string }>(
      await database.db.execute(
        sql`SELECT id::text FROM ${sql.raw(table)} WHERE ${where} ORDER BY id`,
      ),
    ).map((row) => row.id)
  }

  /** What the search asks of each: the query itself, and the same with its tags as marks. */
  async function both(table: string, text: string) {
    const [row] = rowsOf<{ query: string }>(
      await database.db.execute(
        sql`SELECT to_tsquery('public.search_el'::regconfig, ${text})::text AS query`,
      ),
    )
    const marked = markedTagQuery(row!.query)
    expect(marked, text).not.toBe(row!.query)
    return {
      weighted: await ids(table, sql`search_el @@ ${row!.query}::tsquery`),
      byMarks: await ids(
        table,
        sql`(search_el || public.search_tag_marks(search_el)) @@ ${marked}::tsquery`,
      ),
    }
  }

  it('find exactly the rows of the weighted tag query, not a tag word in the text', async () => {
    // English only, so its Greek text is English: "support" is a word of its body, not a tag.
    await saveEnglishNews(database.db, {
      title: 'Harbour lights',
      body: 'Support for every family.',
      tags: ['lanterns'],
      status: 'published',
    })
    let found = 0
    for (const table of ['wiki_articles', 'events', 'news', 'stories', 'page_sections']) {
      for (const text of [
        'support:B',
        'family:B',
        'lanterns:B',
        'epilepsy:B & awareness:B',
        'support:B | κρίση',
        'research:B & επιληψ:*',
      ]) {
        const { weighted, byMarks } = await both(table, text)
        expect(byMarks, `${table}: ${text}`).toEqual(weighted)
        found += weighted.length
      }
    }
    expect(found).toBeGreaterThan(10)

    const [item] = rowsOf<{ id: string }>(
      await database.db.execute(sql`SELECT id::text FROM news WHERE title = 'Harbour lights'`),
    )
    expect(
      await ids('news', sql`search_el @@ to_tsquery('public.search_el', 'support')`),
    ).toContain(item!.id)
    expect((await both('news', 'support:B')).byMarks).not.toContain(item!.id)
    expect((await both('news', 'lanterns:B')).byMarks).toContain(item!.id)
  })
})
