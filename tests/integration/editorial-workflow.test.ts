/**
 * The editorial workflow of events, news and stories on a real database: statuses and their
 * transitions, scheduled publication on a set clock, Greek readiness, revisions and restoring
 * them, deleted items and bringing them back, conflicting saves, the audit log, and that drafts
 * and items not yet due never leak through pages, the API, feeds, the sitemap or search.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import {
  deleteContent,
  getReaderRow,
  listReaderRows,
  listRecentlyDeleted,
  publishDueContent,
  restoreContentRevision,
  restoreDeleted,
  saveContent,
} from '~/domain/content.server'
import { getRow, isPublicRow } from '~/domain/content-store.server'
import {
  listAudit,
  listRevisions,
  purgeExpiredDeletions,
  REVISIONS_KEPT,
} from '~/domain/editorial.server'
import { feedEntries } from '~/domain/feeds.server'
import { nextDueAt, startPublicationScheduler } from '~/domain/publication-scheduler.server'
import { search } from '~/domain/search.server'
import {
  articleFromEditor,
  createArticle,
  deleteArticle,
  getArticleById,
  restoreArticleRevision,
  restoreDeletedArticle,
  updateArticle,
  WikiWriteError,
} from '~/domain/wiki.server'
import { articleInputSchema, wikiFieldErrors } from '~/domain/wiki-input'
import { listSitemapPages } from '~/domain/sitemap.server'
import { ANONYMOUS as VISITOR } from '~/domain/viewer'
import { todayInCyprus } from '~/lib/dates'
import { createLogger } from '~/logger.server'
import * as audit from '~/routes/api/audit'
import * as collection from '~/routes/api/content-collection'
import * as item from '~/routes/api/content-item'
import * as restore from '~/routes/api/content-revision-restore'
import * as revisions from '~/routes/api/content-revisions'
import * as wikiRevisions from '~/routes/api/wiki-article-revisions'
import { articleCard } from '~/routes/wiki/wiki-data.server'
import { ADMIN, ANONYMOUS, callRoute, USER, contentApi, type Json } from './support/content-context'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'
import type { AuthState } from '~/domain/auth/auth-state'

let database: TestDatabase
let services: Services
const ana = { id: 'a1', email: 'admin@example.org' }
const bo = { id: 'a2', email: 'bo@example.org' }
const today = todayInCyprus()

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

const api = contentApi(() => services)

const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  title_el: `${title} (ελληνικά)`,
  excerpt: `About ${title}`,
  content: `<p>The story of <strong>${title}</strong>.</p>`,
  category: 'research',
  date: today,
  author: 'Staff',
  ...extra,
})

async function createNews(title: string, extra: Record<string, unknown> = {}, now?: Date) {
  const saved = await saveContent(database.db, 'news', post(title, extra), { actor: ana, now })
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`)
  return saved.id
}

async function visibleEverywhere(id: string, title: string) {
  const inList = (await listReaderRows(database.db, 'news', VISITOR)).some((row) => row.id === id)
  const onPage = Boolean(await getReaderRow(database.db, 'news', VISITOR, id))
  const [apiItem] = await api(item.loader, ANONYMOUS, `/api/v1/news/${id}`, { params: { id } })
  const [, apiList] = await api(collection.loader, ANONYMOUS, '/api/v1/news')
  const inApiList = apiList.data.some((x: Json) => x.id === id)
  const inFeed = (await feedEntries(database.db, 'news', 'en', 'http://site.test')).some(
    (entry) => entry.id === id,
  )
  const slug = (await getRow(database.db, 'news', id))?.slug
  const inSitemap = (await listSitemapPages(database.db)).some(
    (page) => page.pathname === `/news/${slug}`,
  )
  const found = await search(database.db, { query: title, lang: 'en' })
  const inSearch = found.hits.some((hit) => hit.id === id)
  return { inList, onPage, api: apiItem === 200, inApiList, inFeed, inSitemap, inSearch }
}

const NOWHERE = {
  inList: false,
  onPage: false,
  api: false,
  inApiList: false,
  inFeed: false,
  inSitemap: false,
  inSearch: false,
}
const EVERYWHERE = {
  inList: true,
  onPage: true,
  api: true,
  inApiList: true,
  inFeed: true,
  inSitemap: true,
  inSearch: true,
}

describe(`editorial workflow (${testDbKind})`, () => {
  it('keeps a draft from visitors everywhere, shows it to admins, and publishes it on request', async () => {
    const id = await createNews('Quokkaflux draft', { status: 'draft' })
    expect(await visibleEverywhere(id, 'Quokkaflux')).toEqual(NOWHERE)
    expect(await getReaderRow(database.db, 'news', { isAdmin: true }, id)).toMatchObject({
      status: 'draft',
    })
    const [adminStatus, adminItem] = await api(item.loader, ADMIN, `/api/v1/news/${id}`, {
      params: { id },
    })
    expect(adminStatus).toBe(200)
    expect(adminItem.data).toMatchObject({ status: 'draft', publish_at: null, el_ready: true })

    const published = await saveContent(
      database.db,
      'news',
      { status: 'published' },
      { id, partial: true, actor: ana },
    )
    expect(published.ok).toBe(true)
    expect(await visibleEverywhere(id, 'Quokkaflux')).toEqual(EVERYWHERE)

    // Back to draft: gone again, and the log says who did each step.
    await saveContent(database.db, 'news', { status: 'draft' }, { id, partial: true, actor: bo })
    expect(await visibleEverywhere(id, 'Quokkaflux')).toEqual(NOWHERE)
    const log = await listAudit(database.db, { kind: 'news' })
    const mine = log
      .filter((entry) => entry.itemId === id)
      .map((entry) => [entry.action, entry.actorEmail])
    expect(mine).toEqual([
      ['unpublished', 'bo@example.org'],
      ['updated', 'bo@example.org'],
      ['published', 'admin@example.org'],
      ['updated', 'admin@example.org'],
      ['created', 'admin@example.org'],
    ])
  })

  it('publishes a scheduled item at its time, on a set clock, without anyone acting', async () => {
    const now = new Date()
    const at = new Date(now.getTime() + 60 * 60_000)
    const id = await createNews(
      'Wombatrix scheduled',
      { status: 'scheduled', publish_at: at.toISOString() },
      now,
    )
    expect(await visibleEverywhere(id, 'Wombatrix')).toEqual(NOWHERE)
    expect((await nextDueAt(database.db))!.getTime()).toBeLessThanOrEqual(at.getTime())

    // Before its time nothing happens; after it, a read already counts it public...
    expect(await publishDueContent(database.db, new Date(at.getTime() - 1000))).toBe(0)
    const later = new Date(at.getTime() + 1000)
    expect(
      (await listReaderRows(database.db, 'news', VISITOR, { now: later })).some(
        (row) => row.id === id,
      ),
    ).toBe(true)
    const stored = await getReaderRow(database.db, 'news', { isAdmin: true }, id)
    expect(isPublicRow(stored!, later)).toBe(true)

    // ...and the scheduler marks it published, logged as done by the site.
    expect(await publishDueContent(database.db, later)).toBeGreaterThanOrEqual(1)
    expect(await getReaderRow(database.db, 'news', { isAdmin: true }, id)).toMatchObject({
      status: 'published',
    })
    expect(await visibleEverywhere(id, 'Wombatrix')).toEqual(EVERYWHERE)
    const [entry] = (await listAudit(database.db, { action: 'published' })).filter(
      (e) => e.itemId === id,
    )
    expect(entry).toMatchObject({ actorEmail: null, detail: { scheduled: true } })
  })

  it('publishes news and wiki articles at their time while running, once, with two instances on one database', async () => {
    const start = new Date()
    const at = new Date(start.getTime() + 5 * 60_000)
    const newsId = await createNews(
      'Twin instances',
      { status: 'scheduled', publish_at: at.toISOString() },
      start,
    )
    const [category] = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from wiki_categories order by order_index limit 1`),
    )
    const article = await createArticle(
      database.db,
      {
        categoryId: category!.id,
        title: 'Twin wiki',
        slug: 'twin-instances',
        content: '<p>x</p>',
        status: 'scheduled',
        publishAt: at,
      },
      ana,
    )
    expect((await nextDueAt(database.db))!.getTime()).toBeLessThanOrEqual(at.getTime())
    const statuses = async () => [
      (await getReaderRow(database.db, 'news', { isAdmin: true }, newsId))?.status,
      (await getArticleById(database.db, { isAdmin: true }, article!.id))?.article.status,
    ]

    let clock = start
    // A round reads the clock as it starts and again once it has decided how long to sleep.
    const reads = [0, 0]
    const logger = createLogger('silent')
    const instances = [0, 1].map((n) =>
      startPublicationScheduler(database.db, logger, () => {
        reads[n]! += 1
        return clock
      }),
    )
    try {
      // Each instance's first round is done, before the items' time: nothing published.
      await vi.waitFor(() => expect(Math.min(...reads)).toBeGreaterThanOrEqual(2), {
        timeout: 10_000,
        interval: 20,
      })
      expect(await statuses()).toEqual(['scheduled', 'scheduled'])
      // Time passes (no restart); both instances wake.
      clock = new Date(at.getTime() + 1000)
      for (const instance of instances) instance.poke()
      await vi.waitFor(async () => expect(await statuses()).toEqual(['published', 'published']), {
        timeout: 10_000,
        interval: 100,
      })
    } finally {
      // Any round still in flight ends before the audit log is read.
      await Promise.all(instances.map((instance) => instance.stop()))
    }
    // Published once each, by the site.
    const entries = (await listAudit(database.db, { action: 'published' })).filter(
      (e) => e.itemId === newsId || e.itemId === article!.id,
    )
    expect(entries.map((e) => [e.kind, e.actorEmail]).sort()).toEqual([
      ['news', null],
      ['wiki', null],
    ])
  })

  it('refuses a schedule without a time or in the past, with the field named', async () => {
    const none = await saveContent(database.db, 'news', post('No time', { status: 'scheduled' }), {
      actor: ana,
    })
    expect(none).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { publish_at: 'admin.validation.publishAtRequired' },
    })
    const past = await saveContent(
      database.db,
      'news',
      post('Past time', { status: 'scheduled', publish_at: '2020-01-01T10:00' }),
      { actor: ana },
    )
    expect(past).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { publish_at: 'admin.validation.publishAtPast' },
    })
    const bad = await saveContent(database.db, 'news', post('Bad time', { status: 'soon' }), {
      actor: ana,
    })
    expect(bad).toMatchObject({ ok: false, fields: { status: 'admin.validation.statusInvalid' } })
  })

  it('reads a Cyprus wall-clock time from the form as Cyprus time', async () => {
    const id = await createNews('Clockwork', {
      status: 'scheduled',
      publish_at: '2099-07-01T09:30',
    })
    const row = await getReaderRow(database.db, 'news', { isAdmin: true }, id)
    // 09:30 in Cyprus in July (summer time, UTC+3) is 06:30 UTC.
    expect(row!.publishAt!.toISOString()).toBe('2099-07-01T06:30:00.000Z')
  })

  it('shows Greek readers the English text while the Greek is not ready', async () => {
    const id = await createNews('Greek pending', { el_ready: false })
    const row = await getReaderRow(database.db, 'news', VISITOR, id)
    expect(row).toMatchObject({
      title: 'Greek pending',
      titleEl: null,
      excerptEl: null,
      contentEl: null,
    })
    const greekFeed = await feedEntries(database.db, 'news', 'el', 'http://site.test')
    expect(greekFeed.find((entry) => entry.id === id)?.title).toBe('Greek pending')
    const [, missing] = await api(collection.loader, ADMIN, '/api/v1/news?greek=missing')
    expect(missing.data.map((x: Json) => x.id)).toContain(id)
    expect(missing.data.every((x: Json) => x.el_ready === false || !x.title_el)).toBe(true)
    // Ready: the Greek shows.
    await saveContent(database.db, 'news', { el_ready: true }, { id, partial: true, actor: ana })
    expect(await getReaderRow(database.db, 'news', VISITOR, id)).toMatchObject({
      titleEl: 'Greek pending (ελληνικά)',
    })
  })

  it('keeps every version, compares them by field, and restores one as a new version', async () => {
    const id = await createNews('Version one')
    await saveContent(
      database.db,
      'news',
      { title: 'Version two', content: '<p>Changed body.</p>' },
      { id, partial: true, actor: bo },
    )
    const list = await listRevisions(database.db, 'news', id)
    expect(list.map((r) => r.action)).toEqual(['updated', 'created'])
    expect(list[0]).toMatchObject({ actorEmail: 'bo@example.org', title: 'Version two' })
    expect(list[0]!.changedFields).toEqual(['content', 'title'])

    const restored = await restoreContentRevision(database.db, 'news', id, list[1]!.id, ana)
    expect(restored.ok).toBe(true)
    const row = await getReaderRow(database.db, 'news', { isAdmin: true }, id)
    expect(row).toMatchObject({
      title: 'Version one',
      content: '<p>The story of <strong>Version one</strong>.</p>',
    })
    const after = await listRevisions(database.db, 'news', id)
    expect(after.map((r) => r.action)).toEqual(['restored', 'updated', 'created'])
    expect(after[0]!.changedFields).toEqual(['content', 'title'])
  })

  it("records an item from before the history as the site's version on its first edit, so the edit can be undone", async () => {
    const [seeded] = await listReaderRows(database.db, 'stories', VISITOR, { limit: 1 })
    expect(await listRevisions(database.db, 'stories', seeded!.id)).toHaveLength(0)
    await saveContent(
      database.db,
      'stories',
      { title: 'A retitled story' },
      { id: seeded!.id, partial: true, actor: ana },
    )
    const list = await listRevisions(database.db, 'stories', seeded!.id)
    expect(list.map((r) => [r.action, r.actorEmail])).toEqual([
      ['updated', 'admin@example.org'],
      ['created', null],
    ])
    // Only the title changed: a published item keeps its publication time as it was.
    expect(list[0]!.changedFields).toEqual(['title'])
    expect(list[1]!.snapshot.title).toBe(seeded!.title)
    await restoreContentRevision(database.db, 'stories', seeded!.id, list[1]!.id, ana)
    expect(await getReaderRow(database.db, 'stories', VISITOR, seeded!.id)).toMatchObject({
      title: seeded!.title,
    })
  })

  it('keeps the status when restoring older text: restoring never publishes by surprise', async () => {
    const id = await createNews('Was public')
    const [first] = await listRevisions(database.db, 'news', id)
    await saveContent(
      database.db,
      'news',
      { status: 'draft', title: 'Now a draft' },
      { id, partial: true, actor: ana },
    )
    await restoreContentRevision(database.db, 'news', id, first!.id, ana)
    expect(await getReaderRow(database.db, 'news', { isAdmin: true }, id)).toMatchObject({
      title: 'Was public',
      status: 'draft',
    })
  })

  it('keeps the newest revisions of an item and drops the oldest beyond the limit', async () => {
    const id = await createNews('Many saves')
    for (let i = 0; i < REVISIONS_KEPT + 2; i++) {
      await saveContent(
        database.db,
        'news',
        { excerpt: `Save ${i}` },
        { id, partial: true, actor: ana },
      )
    }
    const list = await listRevisions(database.db, 'news', id)
    expect(list).toHaveLength(REVISIONS_KEPT)
    expect(list[0]!.snapshot.excerpt).toBe(`Save ${REVISIONS_KEPT + 1}`)
  })

  it('refuses a save based on an older version, naming who changed it, and changes nothing', async () => {
    const id = await createNews('Shared item')
    const [opened] = await listRevisions(database.db, 'news', id)
    const first = await saveContent(
      database.db,
      'news',
      { title: 'Bo was here' },
      { id, partial: true, actor: bo, baseRevision: String(opened!.id) },
    )
    expect(first.ok).toBe(true)
    const second = await saveContent(
      database.db,
      'news',
      { title: 'Ana overwrites' },
      { id, partial: true, actor: ana, baseRevision: String(opened!.id) },
    )
    expect(second).toMatchObject({ ok: false, reason: 'conflict', by: 'bo@example.org' })
    expect(await getReaderRow(database.db, 'news', { isAdmin: true }, id)).toMatchObject({
      title: 'Bo was here',
    })
    // Saving again on the newer version is a knowing overwrite.
    const again = await saveContent(
      database.db,
      'news',
      { title: 'Ana overwrites' },
      {
        id,
        partial: true,
        actor: ana,
        baseRevision: String(second.ok ? 0 : second.reason === 'conflict' ? second.revisionId : 0),
      },
    )
    expect(again.ok).toBe(true)
  })

  it('lists deleted items for 30 days and brings one back with its id, likes reset, history kept', async () => {
    const id = await createNews('Deleted by mistake')
    expect(await deleteContent(database.db, 'news', id, bo)).toBe(true)
    expect(await visibleEverywhere(id, 'Deleted by mistake')).toEqual(NOWHERE)
    const deleted = await listRecentlyDeleted(database.db)
    expect(deleted.find((entry) => entry.itemId === id)).toMatchObject({
      kind: 'news',
      title: 'Deleted by mistake',
      deletedBy: 'bo@example.org',
    })

    const back = await restoreDeleted(database.db, 'news', id, ana)
    expect(back.ok).toBe(true)
    expect(await getReaderRow(database.db, 'news', VISITOR, id)).toMatchObject({
      id,
      title: 'Deleted by mistake',
    })
    expect((await listRecentlyDeleted(database.db)).some((entry) => entry.itemId === id)).toBe(
      false,
    )
    expect((await listRevisions(database.db, 'news', id)).map((r) => r.action)).toEqual([
      'restored',
      'deleted',
      'created',
    ])
  })

  it('forgets deleted items after 30 days', async () => {
    const id = await createNews('Gone for good')
    await deleteContent(database.db, 'news', id, ana)
    await purgeExpiredDeletions(database.db, new Date(Date.now() + 29 * 86_400_000))
    expect(await listRevisions(database.db, 'news', id)).not.toHaveLength(0)
    await purgeExpiredDeletions(database.db, new Date(Date.now() + 31 * 86_400_000))
    expect(await listRevisions(database.db, 'news', id)).toHaveLength(0)
    expect((await restoreDeleted(database.db, 'news', id, ana)).ok).toBe(false)
  })

  it('keeps the audit log append-only: the database refuses changes and removals', async () => {
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const refusal = (error: unknown) =>
      /append-only/.test(String((error as { cause?: Error }).cause?.message ?? error))
    await expect(
      database.db.execute(sql`UPDATE audit_log SET action = 'forged'`),
    ).rejects.toSatisfy(refusal)
    await expect(database.db.execute(sql`DELETE FROM audit_log`)).rejects.toSatisfy(refusal)
    await expect(database.db.execute(sql`TRUNCATE audit_log`)).rejects.toSatisfy(refusal)
    const count = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'forged'`,
      ),
    )[0]!.n
    expect(count).toBe(0)
  })
})

describe(`editorial API (${testDbKind})`, () => {
  it('lists revisions newest first for admins only; 401 and 403 for others', async () => {
    const id = await createNews('API history')
    await saveContent(
      database.db,
      'news',
      { title: 'API history 2' },
      { id, partial: true, actor: ana },
    )
    const path = `/api/v1/news/${id}/revisions`
    expect((await api(revisions.loader, ANONYMOUS, path, { params: { id } }))[0]).toBe(401)
    const [userStatus, userBody] = await api(revisions.loader, USER, path, { params: { id } })
    expect(userStatus).toBe(403)
    expect(userBody.error.message).toBe('You must be an admin to edit news.')
    const [status, body] = await api(revisions.loader, ADMIN, path, { params: { id } })
    expect(status).toBe(200)
    expect(body.data.map((r: Json) => r.action)).toEqual(['updated', 'created'])
    expect(body.data[0]).toMatchObject({
      title: 'API history 2',
      changed_fields: ['title'],
      actor_email: 'admin@example.org',
    })
    expect(body.data[1].snapshot.title).toBe('API history')
    expect(
      (
        await api(
          revisions.loader,
          ADMIN,
          '/api/v1/news/00000000-0000-4000-8000-000000000000/revisions',
          { params: { id: '00000000-0000-4000-8000-000000000000' } },
        )
      )[0],
    ).toBe(404)
  })

  it('restores a revision for admins; refuses others and bad revision ids, changing nothing', async () => {
    const id = await createNews('API restore')
    await saveContent(
      database.db,
      'news',
      { title: 'API restore changed' },
      { id, partial: true, actor: ana },
    )
    const [, list] = await api(revisions.loader, ADMIN, `/api/v1/news/${id}/revisions`, {
      params: { id },
    })
    const older = list.data[1].id
    const path = `/api/v1/news/${id}/revisions/${older}/restore`
    const params = { id, revisionId: String(older) }
    expect((await api(restore.action, ANONYMOUS, path, { method: 'POST', params }))[0]).toBe(401)
    expect((await api(restore.action, USER, path, { method: 'POST', params }))[0]).toBe(403)
    const [badStatus, bad] = await api(
      restore.action,
      ADMIN,
      `/api/v1/news/${id}/revisions/abc/restore`,
      { method: 'POST', params: { id, revisionId: 'abc' } },
    )
    expect(badStatus).toBe(404)
    expect(bad.error.message).toBe('There is no such revision of this item.')
    expect(await getReaderRow(database.db, 'news', { isAdmin: true }, id)).toMatchObject({
      title: 'API restore changed',
    })
    const [status, body] = await api(restore.action, ADMIN, path, { method: 'POST', params })
    expect(status).toBe(200)
    expect(body.data.title).toBe('API restore')
  })

  it('answers 409 with who changed the item when base_revision is stale', async () => {
    const id = await createNews('API conflict')
    const [, list] = await api(revisions.loader, ADMIN, `/api/v1/news/${id}/revisions`, {
      params: { id },
    })
    const base = list.data[0].id
    await saveContent(
      database.db,
      'news',
      { title: 'Changed by Bo' },
      { id, partial: true, actor: bo },
    )
    const [status, body] = await api(item.action, ADMIN, `/api/v1/news/${id}`, {
      method: 'PATCH',
      body: { title: 'Mine', base_revision: base },
      params: { id },
    })
    expect(status).toBe(409)
    expect(body.error.message).toMatch(
      /^Changed by bo@example\.org at .+ since you opened it\. Their changes: Title \(English\)\.$/,
    )
    expect(body.error.fields).toEqual({ title: expect.any(String) })
    expect(await getReaderRow(database.db, 'news', { isAdmin: true }, id)).toMatchObject({
      title: 'Changed by Bo',
    })
  })

  it('creates drafts and scheduled items through the API with status fields on every item', async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString()
    const [status, body] = await api(collection.action, ADMIN, '/api/v1/news', {
      method: 'POST',
      body: post('API scheduled', { status: 'scheduled', publish_at: at, el_ready: false }),
    })
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ status: 'scheduled', publish_at: at, el_ready: false })
    const [visitor] = await api(item.loader, ANONYMOUS, `/api/v1/news/${body.data.id}`, {
      params: { id: body.data.id },
    })
    expect(visitor).toBe(404)
  })

  it('gives the audit log to admins with filters; 401/403 for others; refuses bad filters', async () => {
    expect((await api(audit.loader, ANONYMOUS, '/api/v1/audit'))[0]).toBe(401)
    expect((await api(audit.loader, USER, '/api/v1/audit'))[0]).toBe(403)
    const [status, body] = await api(
      audit.loader,
      ADMIN,
      '/api/v1/audit?actor=bo@&kind=news&limit=5',
    )
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.length).toBeLessThanOrEqual(5)
    expect(
      body.data.every((e: Json) => e.actor_email === 'bo@example.org' && e.kind === 'news'),
    ).toBe(true)
    const ids = body.data.map((e: Json) => e.id)
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a))
    const [bad, error] = await api(audit.loader, ADMIN, '/api/v1/audit?from=yesterday&kind=planets')
    expect(bad).toBe(400)
    expect(Object.keys(error.error.fields).sort()).toEqual(['from', 'kind'])
  })

  it('answers 404 for a kind that is not content', async () => {
    const [status, body] = await api(collection.loader, ANONYMOUS, '/api/v1/planets')
    expect(status).toBe(404)
    expect(body.error.code).toBe('not_found')
  })
})

describe(`wiki article history (${testDbKind})`, () => {
  async function anyCategoryId() {
    return rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from wiki_categories order by order_index limit 1`),
    )[0]!.id
  }

  it('keeps a revision of every save, restores one, and brings a deleted article back', async () => {
    const categoryId = await anyCategoryId()
    const created = await createArticle(
      database.db,
      {
        categoryId,
        title: 'Wiki v1',
        slug: 'wiki-history-e',
        content: '<p>One</p>',
        status: 'published',
      },
      ana,
    )
    await updateArticle(
      database.db,
      created!.id,
      { title: 'Wiki v2', content: '<p>Two</p>', status: 'draft' },
      bo,
    )
    const list = await listRevisions(database.db, 'wiki', created!.id)
    expect(list.map((r) => [r.action, r.actorEmail])).toEqual([
      ['updated', 'bo@example.org'],
      ['created', 'admin@example.org'],
    ])
    expect(list[0]!.changedFields).toEqual(['content', 'status', 'title'])
    const log = (await listAudit(database.db, { kind: 'wiki' }))
      .filter((e) => e.itemId === created!.id)
      .map((e) => e.action)
    expect(log).toEqual(['unpublished', 'updated', 'published', 'created'])

    // Restoring the first text keeps today's status (draft).
    expect(await restoreArticleRevision(database.db, created!.id, list[1]!.id, ana)).toEqual({
      ok: true,
    })
    const [row] = rowsOf<{ title: string; status: string }>(
      await database.db.execute(
        sql`select title, status from wiki_articles where id = ${created!.id}::uuid`,
      ),
    )
    expect(row).toEqual({ title: 'Wiki v1', status: 'draft' })

    await deleteArticle(database.db, created!.id, bo)
    expect(
      (await listRecentlyDeleted(database.db)).find((item) => item.itemId === created!.id),
    ).toMatchObject({ kind: 'wiki', deletedBy: 'bo@example.org' })
    expect(await restoreDeletedArticle(database.db, created!.id, ana)).toEqual({ ok: true })
    expect(
      (await listRecentlyDeleted(database.db)).some((item) => item.itemId === created!.id),
    ).toBe(false)
    expect((await listRevisions(database.db, 'wiki', created!.id)).map((r) => r.action)).toEqual([
      'restored',
      'deleted',
      'restored',
      'updated',
      'created',
    ])
  })

  it('refuses the second of two wiki saves from the same version, naming who saved, and changes nothing', async () => {
    const categoryId = await anyCategoryId()
    const created = await createArticle(
      database.db,
      { categoryId, title: 'Wiki shared', slug: 'wiki-shared', content: '<p>One</p>' },
      ana,
    )
    const id = created!.id
    const [opened] = await listRevisions(database.db, 'wiki', id)
    const base = String(opened!.id)
    const saves = await Promise.allSettled([
      updateArticle(database.db, id, { title: 'Bo was here' }, bo, { baseRevision: base }),
      updateArticle(database.db, id, { title: 'Ana overwrites' }, ana, { baseRevision: base }),
    ])
    // Whichever came second (the row is locked while the first saves) is refused.
    expect(saves.map((save) => save.status).sort()).toEqual(['fulfilled', 'rejected'])
    const winner = saves.find((save) => save.status === 'fulfilled')!.value!
    const refused = (saves.find((save) => save.status === 'rejected') as PromiseRejectedResult)
      .reason
    expect(refused).toBeInstanceOf(WikiWriteError)
    expect(refused).toMatchObject({
      code: 'conflict',
      since: { by: winner.title === 'Bo was here' ? 'bo@example.org' : 'admin@example.org' },
    })
    const list = await listRevisions(database.db, 'wiki', id)
    expect(list).toHaveLength(2)
    expect((await getArticleById(database.db, { isAdmin: true }, id))?.article.title).toBe(
      winner.title,
    )

    // Saving again on the newer version is a knowing overwrite.
    const again = await updateArticle(database.db, id, { title: 'Overwritten knowingly' }, ana, {
      baseRevision: String(refused.since.revisionId),
    })
    expect(again.title).toBe('Overwritten knowingly')
  })

  it('shows Greek readers the English article while its Greek is not ready', async () => {
    const categoryId = await anyCategoryId()
    const row = await createArticle(
      database.db,
      {
        categoryId,
        title: 'Held back',
        titleEl: 'Κρατημένο',
        slug: 'wiki-greek-held',
        content: '<p>English</p>',
        contentEl: '<p>Ελληνικά</p>',
        elReady: false,
        status: 'published',
      },
      ana,
    )
    const card = articleCard(row!, 'el')
    expect(card).toMatchObject({ title: 'Held back' })
    expect(card.untranslated).toContain('title')
    const ready = await updateArticle(database.db, row!.id, { elReady: true }, ana)
    expect(articleCard(ready!, 'el')).toMatchObject({ title: 'Κρατημένο' })
  })

  it('schedules a wiki article: hidden until its time, then published by the scheduler', async () => {
    const categoryId = await anyCategoryId()
    const none = articleInputSchema.safeParse({
      title: 'Soon',
      slug: 'soon',
      categoryId,
      status: 'scheduled',
    })
    expect(none.success ? {} : wikiFieldErrors(none.error)).toEqual({
      publishAt: 'admin.validation.publishAtRequired',
    })
    const at = new Date(Date.now() + 3_600_000)
    const parsed = articleInputSchema.parse({
      title: 'Wiki soon',
      slug: 'wiki-scheduled',
      categoryId,
      status: 'scheduled',
      publishAt: at.toISOString(),
    })
    const row = await createArticle(database.db, articleFromEditor(parsed), ana)
    expect(await getArticleById(database.db, VISITOR, row!.id)).toBeUndefined()
    await publishDueContent(database.db, new Date(at.getTime() + 1000))
    expect((await getArticleById(database.db, VISITOR, row!.id))?.article.status).toBe('published')
    const [entry] = (await listAudit(database.db, { kind: 'wiki', action: 'published' })).filter(
      (e) => e.itemId === row!.id,
    )
    expect(entry).toMatchObject({ actorEmail: null, detail: { scheduled: true } })
  })

  it('gives the wiki revisions API to admins only', async () => {
    const categoryId = await anyCategoryId()
    const created = await createArticle(
      database.db,
      { categoryId, title: 'Wiki API', slug: 'wiki-history-api', content: '<p>x</p>' },
      ana,
    )
    const id = created!.id
    const path = `/api/v1/wiki/articles/${id}/revisions`
    const call = async (auth: AuthState) => {
      const response = await callRoute(services, wikiRevisions.loader as never, auth, path, {
        params: { id },
      })
      return [response.status, (await response.json()) as Json] as const
    }
    expect((await call(ANONYMOUS))[0]).toBe(401)
    expect((await call(USER))[0]).toBe(403)
    const [status, body] = await call(ADMIN)
    expect(status).toBe(200)
    expect(body.data[0]).toMatchObject({
      action: 'created',
      title: 'Wiki API',
      snapshot: { slug: 'wiki-history-api' },
    })
  })
})
