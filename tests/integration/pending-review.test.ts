/**
 * Items waiting for review (status pending_review) on a real database: hidden from visitors
 * everywhere a draft is (lists, pages, the API, feeds, the sitemap, search), never published by
 * the scheduler, and moved between draft and pending review by authors and reviewers through
 * the API and the page forms, while only editors and admins publish them.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { getReaderRow, itemIdOf, listReaderRows, publishDueContent } from '~/domain/content.server'
import { getRow } from '~/domain/content-store.server'
import { listAudit } from '~/domain/editorial.server'
import { pendingChangeOf } from '~/domain/pending-changes.server'
import { feedEntries } from '~/domain/feeds.server'
import { search } from '~/domain/search.server'
import { listSitemapPages } from '~/domain/sitemap.server'
import { ANONYMOUS as VISITOR } from '~/domain/viewer'
import { getArticleById, listArticles } from '~/domain/wiki.server'
import { saveFromPage } from '~/http/content-page-actions.server'
import { createLogger } from '~/logger.server'
import * as collection from '~/routes/api/content-collection'
import * as item from '~/routes/api/content-item'
import * as wikiArticles from '~/routes/api/wiki-articles'
import * as wikiArticle from '~/routes/api/wiki-article'
import {
  ADMIN,
  ANONYMOUS,
  AUTHOR,
  contextFor,
  EDITOR,
  ORIGIN,
  REVIEWER,
  USER,
  contentApi,
  type Json,
  roleMatrix,
} from './support/content-context'
import { createTestDatabase, rowsOf, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

const api = contentApi(() => services)

const news = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  title_el: `${title} (ελληνικά)`,
  excerpt: `About ${title}`,
  content: `<p>The story of <strong>${title}</strong>.</p>`,
  category: 'research',
  date: '2026-01-15',
  author: 'Staff',
  ...extra,
})

async function createNews(auth: AuthState, fields: Record<string, unknown>) {
  const [status, body] = await api(collection.action, auth, '/api/v1/news', {
    method: 'POST',
    body: fields,
  })
  expect(status).toBe(201)
  return body.data.id as string
}

const patchNews = (auth: AuthState, id: string, body: Json) =>
  api(item.action, auth, `/api/v1/news/${id}`, { method: 'PATCH', body, params: { id } })

async function visibleToVisitors(id: string, word: string) {
  const inList = (await listReaderRows(database.db, 'news', VISITOR)).some((row) => row.id === id)
  const onPage = Boolean(await getReaderRow(database.db, 'news', VISITOR, id))
  const [apiItem] = await api(item.loader, ANONYMOUS, `/api/v1/news/${id}`, { params: { id } })
  const [, apiList] = await api(collection.loader, ANONYMOUS, '/api/v1/news')
  const inApiList = apiList.data.some((x: Json) => x.id === id)
  const inFeed = (await feedEntries(database.db, 'news', 'en', ORIGIN)).some(
    (entry) => entry.id === id,
  )
  const slug = (await getRow(database.db, 'news', id))?.slug
  const inSitemap = (await listSitemapPages(database.db)).some(
    (page) => page.pathname === `/news/${slug}`,
  )
  const found = await search(database.db, { query: word, lang: 'en' })
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

async function categoryId() {
  const existing = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from wiki_categories limit 1`),
  )[0]
  if (existing) return existing.id
  const [status, body] = await api(
    (await import('~/routes/api/wiki-categories')).action,
    ADMIN,
    '/api/v1/wiki/categories',
    { method: 'POST', body: { name: 'Pending', slug: 'pending-category' } },
  )
  expect(status).toBe(201)
  return body.data.id as string
}

describe('items pending review are hidden like drafts', () => {
  it('keeps a pending news post from visitors everywhere and shows it to the team', async () => {
    const id = await createNews(AUTHOR, news('Zebrawombat pending', { status: 'pending_review' }))
    expect((await getRow(database.db, 'news', id))?.status).toBe('pending_review')
    expect(await visibleToVisitors(id, 'Zebrawombat')).toEqual(NOWHERE)
    expect(await getReaderRow(database.db, 'news', { isAdmin: true }, id)).toMatchObject({
      status: 'pending_review',
    })
    const [status, body] = await api(item.loader, AUTHOR, `/api/v1/news/${id}`, { params: { id } })
    expect([status, body.data.status]).toEqual([200, 'pending_review'])
  })

  it('is never published by the scheduler, even with a publication time in the past', async () => {
    const id = await createNews(EDITOR, news('Pending with a time', { status: 'pending_review' }))
    await database.db.execute(
      sql`update news set publish_at = now() - interval '1 day' where id = ${id}`,
    )
    await publishDueContent(database.db, new Date(Date.now() + 86_400_000))
    expect((await getRow(database.db, 'news', id))?.status).toBe('pending_review')
    expect(await visibleToVisitors(id, 'Pending with a time')).toEqual(NOWHERE)
  })

  it('keeps a pending wiki article from visitors, lists and the sitemap', async () => {
    const [status, body] = await api(wikiArticles.action, AUTHOR, '/api/v1/wiki/articles', {
      method: 'POST',
      body: {
        title: 'Pending article',
        slug: 'pending-article',
        category_id: await categoryId(),
        content: '<p>Text.</p>',
        status: 'pending_review',
      },
    })
    expect(status).toBe(201)
    const id = body.data.id as string
    expect(body.data.status).toBe('pending_review')
    expect(await getArticleById(database.db, VISITOR, id)).toBeUndefined()
    expect((await listArticles(database.db, VISITOR)).some((a) => a.id === id)).toBe(false)
    expect(
      (await listSitemapPages(database.db)).some((p) => p.pathname.includes('pending-article')),
    ).toBe(false)
    expect((await getArticleById(database.db, { isAdmin: true }, id))?.article.status).toBe(
      'pending_review',
    )
  })
})

describe('submitting for review through the API', () => {
  it('lets the whole team submit a new item for review; members and visitors cannot', async () => {
    expect(
      await roleMatrix(async (auth) => {
        const [status] = await api(collection.action, auth, '/api/v1/news', {
          method: 'POST',
          body: news('Submitted', { status: 'pending_review' }),
        })
        return status
      }),
    ).toEqual({ anonymous: 401, user: 403, author: 201, reviewer: 201, editor: 201, admin: 201 })
  })

  it('lets an author submit, edit while pending and withdraw, but not publish; logs the submission', async () => {
    const id = await createNews(AUTHOR, news('Round trip', { status: 'draft' }))
    expect((await patchNews(AUTHOR, id, { status: 'pending_review' }))[0]).toBe(200)
    expect((await patchNews(REVIEWER, id, { title: 'Round trip, corrected' }))[0]).toBe(200)
    expect(await getRow(database.db, 'news', id)).toMatchObject({
      status: 'pending_review',
      title: 'Round trip, corrected',
    })
    for (const auth of [AUTHOR, REVIEWER])
      for (const status of ['published', 'scheduled']) {
        const [code, body] = await patchNews(auth, id, {
          status,
          publish_at: '2099-01-01T10:00:00Z',
        })
        expect(code).toBe(403)
        expect(body.error.code).toBe('forbidden')
      }
    expect((await patchNews(USER, id, { status: 'draft' }))[0]).toBe(403)
    expect((await patchNews(ANONYMOUS, id, { status: 'draft' }))[0]).toBe(401)
    expect((await getRow(database.db, 'news', id))?.status).toBe('pending_review')

    expect((await patchNews(AUTHOR, id, { status: 'draft' }))[0]).toBe(200)
    expect((await getRow(database.db, 'news', id))?.status).toBe('draft')
    const actions = (await listAudit(database.db, { kind: 'news' }))
      .filter((entry) => entry.itemId === id)
      .map((entry) => [entry.action, entry.actorEmail])
    expect(actions).toContainEqual(['submitted', 'author@example.org'])
  })

  it('keeps an author’s submission of a published item as a pending change: it stays public', async () => {
    const id = await createNews(EDITOR, news('Already public', { status: 'published' }))
    const [code] = await patchNews(AUTHOR, id, { status: 'pending_review', title: 'Sneaky' })
    // Not taken off the site into the queue (decision 0055): the change waits beside it.
    expect(code).toBe(202)
    expect(await getRow(database.db, 'news', id)).toMatchObject({
      status: 'published',
      title: 'Already public',
    })
    expect((await pendingChangeOf(database.db, 'news', id))?.values).toMatchObject({
      title: 'Sneaky',
    })
  })

  it('lets editors and admins publish a pending item', async () => {
    for (const auth of [EDITOR, ADMIN]) {
      const id = await createNews(AUTHOR, news('To publish', { status: 'pending_review' }))
      expect((await patchNews(auth, id, { status: 'published' }))[0]).toBe(200)
      expect((await getRow(database.db, 'news', id))?.status).toBe('published')
    }
  })

  it('refuses an unknown status with the translated list of statuses, changing nothing', async () => {
    const id = await createNews(AUTHOR, news('Bad status', { status: 'draft' }))
    const [code, body] = await patchNews(AUTHOR, id, { status: 'waiting' })
    expect(code).toBe(400)
    expect(JSON.stringify(body.error)).toContain(
      'Choose Draft, Pending review, Scheduled or Published.',
    )
    expect((await getRow(database.db, 'news', id))?.status).toBe('draft')
  })

  it('applies the same rules to wiki articles', async () => {
    const [, created] = await api(wikiArticles.action, AUTHOR, '/api/v1/wiki/articles', {
      method: 'POST',
      body: {
        title: 'Wiki round trip',
        slug: 'wiki-round-trip',
        category_id: await categoryId(),
        content: '<p>Text.</p>',
        status: 'draft',
      },
    })
    const id = created.data.id as string
    const patch = (auth: AuthState, body: Json) =>
      api(wikiArticle.action, auth, `/api/v1/wiki/articles/${id}`, {
        method: 'PATCH',
        body,
        params: { id },
      })
    expect((await patch(AUTHOR, { status: 'pending_review' }))[0]).toBe(200)
    expect((await patch(REVIEWER, { title: 'Wiki round trip, edited' }))[0]).toBe(200)
    expect((await patch(AUTHOR, { status: 'published' }))[0]).toBe(403)
    expect((await patch(USER, { status: 'draft' }))[0]).toBe(403)
    expect((await patch(EDITOR, { status: 'published' }))[0]).toBe(200)
    // Not taken off the site into the queue (decision 0055): the change waits beside it.
    expect((await patch(AUTHOR, { status: 'pending_review' }))[0]).toBe(202)
    const [, stored] = await api(wikiArticle.loader, ANONYMOUS, `/api/v1/wiki/articles/${id}`, {
      params: { id },
    })
    expect(stored.data.status).toBe('published')
    expect((await pendingChangeOf(database.db, 'wiki', id))?.values).toMatchObject({
      status: 'published',
    })
  })
})

describe('submitting for review from the page forms', () => {
  const EVENT = {
    title: 'Awareness walk',
    date: '2099-06-01',
    time: '10:00',
    location: 'Nicosia',
    description: 'Meet at the square.',
    category: 'awareness',
  }
  function post(path: string, fields: Record<string, string>) {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    return new Request(`${ORIGIN}${path}`, { method: 'POST', body })
  }
  async function save(auth: AuthState, fields: Record<string, string>, id?: string) {
    try {
      const result = (await saveFromPage(
        await contextFor(services, auth),
        'events',
        post(id ? `/events/${id}/edit` : '/events/create', fields),
        id,
      )) as { data?: unknown; init?: { status?: number } }
      return {
        status: result.init?.status ?? 200,
        body: (result.data ?? result) as Record<string, unknown>,
      }
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get('Location') }
      throw thrown
    }
  }
  const idOf = async (location: string | null | undefined) =>
    (await itemIdOf(database.db, 'events', /^\/events\/([^?]+)\?/.exec(String(location))![1]!))!

  it('submits for review by role: the team yes, members and visitors no', async () => {
    expect(
      await roleMatrix(
        async (auth) => (await save(auth, { ...EVENT, status: 'pending_review' })).status,
      ),
    ).toEqual({ anonymous: 401, user: 403, author: 302, reviewer: 302, editor: 302, admin: 302 })
  })

  it('lets an author edit a pending event and withdraw it, but not publish it', async () => {
    const created = await save(AUTHOR, { ...EVENT, status: 'pending_review' })
    const id = await idOf(created.location)
    const edited = await save(
      AUTHOR,
      { ...EVENT, title: 'Awareness walk 2', status: 'pending_review' },
      id,
    )
    expect(edited.status).toBe(302)
    expect(await getRow(database.db, 'events', id)).toMatchObject({
      status: 'pending_review',
      title: 'Awareness walk 2',
    })
    const refused = await save(AUTHOR, { ...EVENT, status: 'published', title: 'Kept' }, id)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ ok: false, values: { title: 'Kept' } })
    expect((await getRow(database.db, 'events', id))?.status).toBe('pending_review')
    expect((await save(AUTHOR, { ...EVENT, status: 'draft' }, id)).status).toBe(302)
    expect((await getRow(database.db, 'events', id))?.status).toBe('draft')
  })

  it('refuses an unknown status with the field named, saving nothing', async () => {
    const refused = await save(AUTHOR, { ...EVENT, title: 'Never saved', status: 'waiting' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ ok: false, fields: { status: expect.any(String) } })
    const found = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from events where title = 'Never saved'`,
      ),
    )[0]!.n
    expect(found).toBe(0)
  })
})
