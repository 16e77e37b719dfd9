/**
 * The lists every visitor sees, read once per content version (app/domain/public-reads.server.ts,
 * and the wiki's index in app/routes/wiki/wiki-data.server.ts) on a real database: the same rows as
 * a fresh read, kept while nothing changes, read again after any write moves the version.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readContentVersion } from '~/db/content-version.server'
import { news, wikiArticles } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { createVersionedMemo } from '~/db/versioned-memo.server'
import { listSummaryRows } from '~/domain/content-store.server'
import { summaryRowsFor } from '~/domain/public-reads.server'
import { ANONYMOUS } from '~/domain/viewer'
import { listArticles } from '~/domain/wiki.server'
import { wikiIndex } from '~/routes/wiki/wiki-data.server'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Parameters<typeof summaryRowsFor>[0]

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { database, publicReads: createVersionedMemo(() => readContentVersion(database.db)) }
})
afterAll(async () => {
  await database.destroy()
})

const ids = (rows: { id: string }[]) => rows.map((row) => row.id)

describe(`public list reads (${testDbKind})`, () => {
  it('are the rows a visitor may see, kept while the content does not change', async () => {
    for (const kind of ['events', 'news', 'stories'] as const) {
      const rows = await summaryRowsFor(services, kind, ANONYMOUS)
      expect(rows.length, kind).toBeGreaterThan(0)
      expect(ids(rows), kind).toEqual(ids(await listSummaryRows(database.db, kind, ANONYMOUS)))
      expect(await summaryRowsFor(services, kind, ANONYMOUS), kind).toBe(rows)
    }
    const admin = { isAdmin: true }
    expect(await summaryRowsFor(services, 'news', admin)).not.toBe(
      await summaryRowsFor(services, 'news', admin),
    )
  })

  it('are read again after a write: a post taken back to draft leaves the list, and comes back', async () => {
    const before = await summaryRowsFor(services, 'news', ANONYMOUS)
    const [first] = before
    await database.db.update(news).set({ status: 'draft' }).where(eq(news.id, first!.id))
    const hidden = await summaryRowsFor(services, 'news', ANONYMOUS)
    expect(hidden).not.toBe(before)
    expect(ids(hidden)).not.toContain(first!.id)
    expect(hidden).toHaveLength(before.length - 1)

    await database.db.update(news).set({ status: 'published' }).where(eq(news.id, first!.id))
    expect(ids(await summaryRowsFor(services, 'news', ANONYMOUS))).toEqual(ids(before))
  })

  it('read each time without a memo (services built without one)', async () => {
    const bare = { database }
    const first = await summaryRowsFor(bare, 'stories', ANONYMOUS)
    expect(await summaryRowsFor(bare, 'stories', ANONYMOUS)).not.toBe(first)
    expect(ids(await summaryRowsFor(bare, 'stories', ANONYMOUS))).toEqual(ids(first))
  })

  it("keep the wiki's index for visitors per language, never an admin's, and drop a draft at once", async () => {
    const english = await wikiIndex(services, ANONYMOUS, 'en')
    expect(await wikiIndex(services, ANONYMOUS, 'en')).toBe(english)
    const greek = await wikiIndex(services, ANONYMOUS, 'el')
    expect(greek).not.toBe(english)
    expect(ids(greek.articles)).toEqual(ids(english.articles))
    expect(ids(english.articles)).toEqual(ids(await listArticles(database.db, ANONYMOUS)))
    expect(greek.articles.some((card, i) => card.title !== english.articles[i]!.title)).toBe(true)

    const admin = { isAdmin: true }
    expect(await wikiIndex(services, admin, 'en')).not.toBe(await wikiIndex(services, admin, 'en'))

    const [first] = english.articles
    await database.db
      .update(wikiArticles)
      .set({ status: 'draft' })
      .where(eq(wikiArticles.id, first!.id))
    try {
      expect(ids((await wikiIndex(services, ANONYMOUS, 'en')).articles)).not.toContain(first!.id)
      expect(ids((await wikiIndex(services, admin, 'en')).articles)).toContain(first!.id)
    } finally {
      await database.db
        .update(wikiArticles)
        .set({ status: 'published' })
        .where(eq(wikiArticles.id, first!.id))
    }
    expect(ids((await wikiIndex(services, ANONYMOUS, 'en')).articles)).toEqual(
      ids(english.articles),
    )
  })
})
