/** /sitemap.xml and /robots.txt on a real, seeded database. */
import { eq } from 'drizzle-orm'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { events, news, stories, wikiArticles } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { loader as robotsLoader } from '~/routes/follow/robots'
import { loader as sitemapLoader } from '~/routes/follow/sitemap'
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

interface Link {
  '@_rel': string
  '@_hreflang': string
  '@_href': string
}
interface Entry {
  loc: string
  lastmod?: string
  'xhtml:link': Link[]
}

async function sitemap() {
  const response = await getFrom(database, sitemapLoader, '/sitemap.xml')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
  const xml = await response.text()
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(xml)
  expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  return parsed.urlset.url as Entry[]
}

describe('GET /sitemap.xml', () => {
  it('lists every public page in English and in Greek, each with all its language versions', async () => {
    const entries = await sitemap()
    const locs = entries.map((e) => e.loc)
    expect(new Set(locs).size).toBe(locs.length)
    for (const path of [
      '/',
      '/events',
      '/news',
      '/wiki',
      '/understanding-epilepsy',
      '/living-with-epilepsy',
      '/about',
      '/community',
      '/privacy',
    ]) {
      expect(locs).toContain(`${ORIGIN}${path}`)
      expect(locs).toContain(`${ORIGIN}${path}?lang=el`)
    }
    for (const entry of entries) {
      const byLang = Object.fromEntries(
        entry['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]),
      )
      const english = entry.loc.replace('?lang=el', '')
      expect(byLang).toEqual({ en: english, el: `${english}?lang=el`, 'x-default': english })
      if (entry.lastmod) expect(new Date(entry.lastmod).toISOString()).toBe(entry.lastmod)
    }
  })

  it('lists every event, news post, story and published article with its last change', async () => {
    const entries = await sitemap()
    const byLoc = new Map(entries.map((e) => [e.loc, e]))
    const [event] = await database.db.select().from(events).limit(1)
    const [post] = await database.db.select().from(news).limit(1)
    const [story] = await database.db.select().from(stories).limit(1)
    expect(byLoc.get(`${ORIGIN}/events/${event!.slug}`)?.lastmod).toBe(
      event!.updatedAt.toISOString(),
    )
    expect(byLoc.get(`${ORIGIN}/news/${post!.slug}?lang=el`)?.lastmod).toBe(
      post!.updatedAt.toISOString(),
    )
    expect(byLoc.has(`${ORIGIN}/story/${story!.slug}`)).toBe(true)
    // Articles of the two sections live there; the others in the wiki.
    expect(byLoc.has(`${ORIGIN}/understanding-epilepsy/what-is-epilepsy/epilepsy-explained`)).toBe(
      true,
    )
    const published = await database.db
      .select()
      .from(wikiArticles)
      .where(eq(wikiArticles.status, 'published'))
    const articleLocs = entries.filter((e) =>
      /\/(understanding-epilepsy|living-with-epilepsy|wiki)\/[^/]+\/[^/?]+$/.test(e.loc),
    )
    expect(articleLocs).toHaveLength(published.length)
  })

  it('leaves out drafts, archived articles, sign-in, profile and admin pages', async () => {
    const locs = (await sitemap()).map((e) => e.loc)
    expect(locs.some((l) => l.includes('epilepsy-at-work'))).toBe(false)
    const [article] = await database.db
      .select()
      .from(wikiArticles)
      .where(eq(wikiArticles.status, 'published'))
      .limit(1)
    await database.db
      .update(wikiArticles)
      .set({ status: 'archived' })
      .where(eq(wikiArticles.id, article!.id))
    try {
      const after = (await sitemap()).map((e) => e.loc)
      expect(after.some((l) => l.endsWith(`/${article!.slug}`))).toBe(false)
    } finally {
      await database.db
        .update(wikiArticles)
        .set({ status: 'published' })
        .where(eq(wikiArticles.id, article!.id))
    }
    expect(locs.some((l) => /\/(auth|profile|create|edit)\b/.test(l) || l.includes('/api/'))).toBe(
      false,
    )
  })

  it('uses BASE_URL as the origin when it is set', async () => {
    const response = await getFrom(database, sitemapLoader, '/sitemap.xml', {
      env: { BASE_URL: 'https://epilepsy.example.cy', NODE_ENV: 'test' },
    })
    const xml = await response.text()
    expect(xml).toContain('<loc>https://epilepsy.example.cy/events</loc>')
    expect(xml).not.toContain(ORIGIN)
  })
})

describe('GET /robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of accounts, admin forms, the API and search results', async () => {
    const response = await getFrom(database, robotsLoader, '/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    for (const path of ['/api/', '/auth', '/profile', '/search', '/*/create', '/*/edit'])
      expect(text).toContain(`Disallow: ${path}\n`)
  })
})
