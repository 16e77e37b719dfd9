/** RSS feeds of news and stories, per language, read back with a feed parser. */
import Parser from 'rss-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { news, stories } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { FEED_SIZE } from '~/domain/feeds.server'
import { loader as newsFeed } from '~/routes/follow/news-feed'
import { loader as storiesFeed } from '~/routes/follow/stories-feed'
import { getFrom, ORIGIN } from './support/route-call'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
})
afterAll(async () => {
  await database.destroy()
})

const parser = new Parser({ customFields: { item: ['content:encoded'] } })

async function feed(path: string) {
  const response = await getFrom(
    database,
    path.startsWith('/stories/') ? storiesFeed : newsFeed,
    path,
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/)
  return {
    xml,
    parsed: await parser.parseString(xml),
    language: response.headers.get('content-language'),
  }
}

describe('GET /news/feed.xml', () => {
  it('lists the news newest first in English, each item linking to its page', async () => {
    const { parsed, xml, language } = await feed('/news/feed.xml')
    expect(language).toBe('en')
    expect(parsed.title).toBe('Epilepsy Cyprus: news')
    expect(parsed.link).toBe(`${ORIGIN}/news`)
    expect(xml).toContain(
      `<atom:link href="${ORIGIN}/news/feed.xml" rel="self" type="application/rss+xml"/>`,
    )
    const rows = await database.db.select().from(news)
    expect(parsed.items).toHaveLength(Math.min(rows.length, FEED_SIZE))
    const dates = parsed.items.map((item) => new Date(item.pubDate!).getTime())
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const item of parsed.items) {
      const row = rows.find((r) => item.link === `${ORIGIN}/news/${r.slug}`)
      expect(row, item.link).toBeDefined()
      expect(item.title).toBe(row!.title)
      // The guid stays the id's address, so a renamed item is not news to feed readers.
      expect(item.guid).toBe(`${ORIGIN}/news/${row!.id}`)
      expect(item.contentSnippet ?? item.content).toBeTruthy()
      expect(new Date(item.pubDate!).toISOString().slice(0, 10)).toBe(row!.date)
    }
  })

  it('gives the Greek feed with Greek titles and Greek links', async () => {
    const { parsed, language } = await feed('/news/feed.xml?lang=el')
    expect(language).toBe('el')
    expect(parsed.title).toBe('Επιληψία Κύπρου: νέα')
    expect(parsed.language).toBe('el')
    const rows = await database.db.select().from(news)
    const first = parsed.items[0]!
    const row = rows.find((r) => first.link === `${ORIGIN}/news/${r.slug}?lang=el`)
    expect(row).toBeDefined()
    expect(first.title).toBe(row!.titleEl ?? row!.title)
  })

  it('makes root-relative addresses in the full text absolute', async () => {
    const [row] = await database.db.select().from(news).limit(1)
    const { eq } = await import('drizzle-orm')
    const original = row!.content
    await database.db
      .update(news)
      .set({ content: '<p>See <a href="/wiki">the wiki</a>.</p>' })
      .where(eq(news.id, row!.id))
    try {
      const { parsed } = await feed('/news/feed.xml')
      const item = parsed.items.find((i) => i.link === `${ORIGIN}/news/${row!.slug}`)!
      expect(item['content:encoded']).toContain(`href="${ORIGIN}/wiki"`)
    } finally {
      await database.db.update(news).set({ content: original }).where(eq(news.id, row!.id))
    }
  })
})

describe('GET /stories/feed.xml', () => {
  it('lists the stories with their authors in both languages', async () => {
    const rows = await database.db.select().from(stories)
    for (const lang of ['en', 'el'] as const) {
      const { parsed } = await feed(
        lang === 'el' ? '/stories/feed.xml?lang=el' : '/stories/feed.xml',
      )
      expect(parsed.title).toBe(
        lang === 'el' ? 'Επιληψία Κύπρου: ιστορίες ασθενών' : 'Epilepsy Cyprus: patient stories',
      )
      expect(parsed.items).toHaveLength(rows.length)
      for (const item of parsed.items) {
        const row = rows.find(
          (r) => item.link === `${ORIGIN}/story/${r.slug}${lang === 'el' ? '?lang=el' : ''}`,
        )
        expect(row, item.link).toBeDefined()
        expect(item.creator ?? (item as { author?: string }).author).toBe(
          lang === 'el' ? (row!.authorEl ?? row!.author) : row!.author,
        )
      }
    }
  })
})
