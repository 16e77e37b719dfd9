/**
 * Version numbers on the history page and in the API count each item's own versions from 1,
 * whatever other items were saved before (the revision id counts every save of the site).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { news as newsTable, wikiCategories } from '~/db/schema'
import { saveContent } from '~/domain/content.server'
import { createArticle, updateArticle } from '~/domain/wiki.server'
import { todayInCyprus } from '~/lib/dates'
import { createLogger } from '~/logger.server'
import * as history from '~/routes/admin/history'
import * as revisions from '~/routes/api/content-revisions'
import { ADMIN, callRoute } from './support/content-context'
import { getFrom } from './support/route-call'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
const ana = { id: 'a1', email: 'admin@example.org' }

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

const news = (title: string) => ({
  title,
  excerpt: 'x',
  content: '<p>x</p>',
  category: 'research',
  date: todayInCyprus(),
  author: 'Staff',
})

async function historyNumbers(kind: string, id: string) {
  const data = (await getFrom(database, history.loader, `/admin/history/${kind}/${id}`, {
    isAdmin: true,
    params: { kind, id },
  })) as unknown as {
    revisions: { id: number; number: number }[]
  }
  return data.revisions.map((revision) => revision.number)
}

describe(`revision numbers (${testDbKind})`, () => {
  it("numbers a new item's versions 1, 2, 3 whatever was saved before it", async () => {
    // Other items' saves first, so the site-wide ids are well past 1.
    for (const title of ['Earlier one', 'Earlier two']) {
      const saved = await saveContent(database.db, 'news', news(title), { actor: ana })
      expect(saved.ok).toBe(true)
    }
    const created = await saveContent(database.db, 'news', news('Numbered post'), { actor: ana })
    if (!created.ok) throw new Error('not saved')
    for (const title of ['Numbered post, second', 'Numbered post, third']) {
      expect(
        (
          await saveContent(
            database.db,
            'news',
            { title },
            { id: created.id, partial: true, actor: ana },
          )
        ).ok,
      ).toBe(true)
    }

    expect(await historyNumbers('news', created.id)).toEqual([3, 2, 1])
    const response = await callRoute(
      services,
      revisions.loader as never,
      ADMIN,
      `/api/v1/news/${created.id}/revisions`,
      { params: { kind: 'news', id: created.id } },
    )
    const body = (await response.json()) as { data: { id: number; number: number }[] }
    expect(body.data.map((revision) => revision.number)).toEqual([3, 2, 1])
    expect(body.data[2]!.id).toBeGreaterThan(1)
  })

  it('numbers a demo item (saved before it had history) from its baseline, and wiki articles alike', async () => {
    const [demo] = await database.db.select().from(newsTable).limit(1)
    expect(
      (
        await saveContent(
          database.db,
          'news',
          { title: 'Demo post, edited' },
          { id: demo!.id, partial: true, actor: ana },
        )
      ).ok,
    ).toBe(true)
    expect(await historyNumbers('news', demo!.id)).toEqual([2, 1])

    const [category] = await database.db.select().from(wikiCategories).limit(1)
    const article = await createArticle(
      database.db,
      {
        categoryId: category!.id,
        title: 'Numbered article',
        slug: 'numbered-article',
        content: '<p>a</p>',
      },
      ana,
    )
    await updateArticle(database.db, article.id, { title: 'Numbered article, again' }, ana)
    expect(await historyNumbers('wiki', article.id)).toEqual([2, 1])
  })
})
