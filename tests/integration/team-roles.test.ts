/**
 * The roles of the editorial team (app/domain/permissions.ts) on every write path: the content
 * API and page actions, restoring, the wiki's API and page action, images, tags, the audit log
 * and the site settings, for anonymous callers, members, authors, medical reviewers, editors
 * and admins. A refused write changes nothing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { getRow } from '~/domain/content-store.server'
import { itemIdOf } from '~/domain/content.server'
import { listRevisions } from '~/domain/editorial.server'
import { deleteFromPage, saveFromPage } from '~/http/content-page-actions.server'
import { createLogger } from '~/logger.server'
import * as auditApi from '~/routes/api/audit'
import * as collection from '~/routes/api/content-collection'
import * as item from '~/routes/api/content-item'
import * as restore from '~/routes/api/content-revision-restore'
import * as revisions from '~/routes/api/content-revisions'
import * as images from '~/routes/api/images'
import * as tag from '~/routes/api/tag'
import * as wikiArticles from '~/routes/api/wiki-articles'
import * as wikiArticle from '~/routes/api/wiki-article'
import * as wikiCategories from '~/routes/api/wiki-categories'
import * as settingsPage from '~/routes/admin/settings'
import * as auditPage from '~/routes/admin/audit'
import * as deletedPage from '~/routes/admin/deleted'
import {
  ADMIN,
  ANONYMOUS,
  AUTHOR,
  AUTHOR_2,
  contextFor,
  EDITOR,
  ORIGIN,
  REVIEWER,
  USER,
  contentApi,
  type Json,
  roleMatrix,
} from './support/content-context'
import { postWikiForm } from './support/wiki-form'
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

const NEWS = { title: 'Clinic hours', date: '2026-01-15', content: '<p>From March.</p>' }

async function createNews(auth: AuthState, fields: Record<string, unknown> = {}) {
  const [status, body] = await api(collection.action, auth, '/api/v1/news', {
    method: 'POST',
    body: { ...NEWS, ...fields },
  })
  expect(status).toBe(201)
  return body.data.id as string
}

async function newsCount() {
  return rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from news`),
  )[0]!.n
}

describe('content API by role', () => {
  it('lets the whole team create drafts, and only editors and admins publish', async () => {
    expect(
      await roleMatrix(async (auth) => {
        const [status] = await api(collection.action, auth, '/api/v1/news', {
          method: 'POST',
          body: { ...NEWS, status: 'draft' },
        })
        return status
      }),
    ).toEqual({ anonymous: 401, user: 403, author: 201, reviewer: 201, editor: 201, admin: 201 })

    const before = await newsCount()
    expect(
      await roleMatrix(async (auth) => {
        const [status] = await api(collection.action, auth, '/api/v1/news', {
          method: 'POST',
          body: { ...NEWS, status: 'published' },
        })
        return status
      }),
    ).toEqual({ anonymous: 401, user: 403, author: 403, reviewer: 403, editor: 201, admin: 201 })
    expect(await newsCount()).toBe(before + 2)

    const [scheduled, body] = await api(collection.action, AUTHOR, '/api/v1/news', {
      method: 'POST',
      body: { ...NEWS, status: 'scheduled', publish_at: '2099-01-01T10:00:00Z' },
    })
    expect(scheduled).toBe(403)
    expect(body.error).toEqual({
      code: 'forbidden',
      message:
        'Only an editor or an admin can publish, schedule or unpublish an item (or change a published wiki article). Submit it for review, and an editor will publish it.',
    })
  })

  it('files an author’s item without a status as a draft (an editor’s is published)', async () => {
    const id = await createNews(AUTHOR)
    expect((await getRow(database.db, 'news', id))?.status).toBe('draft')
    const published = await createNews(EDITOR)
    expect((await getRow(database.db, 'news', published))?.status).toBe('published')
  })

  it('lets an author change drafts but not publish them; a published item’s change waits', async () => {
    const draft = await createNews(AUTHOR_2, { status: 'draft' })
    const [edited] = await api(item.action, AUTHOR, `/api/v1/news/${draft}`, {
      method: 'PATCH',
      body: { title: 'Clinic hours (corrected)' },
      params: { id: draft },
    })
    expect(edited).toBe(200)

    for (const auth of [AUTHOR, REVIEWER]) {
      const [publish] = await api(item.action, auth, `/api/v1/news/${draft}`, {
        method: 'PATCH',
        body: { status: 'published' },
        params: { id: draft },
      })
      expect(publish).toBe(403)
    }
    expect(await getRow(database.db, 'news', draft)).toMatchObject({
      status: 'draft',
      title: 'Clinic hours (corrected)',
    })

    const published = await createNews(EDITOR, { status: 'published' })
    const [change, body] = await api(item.action, AUTHOR, `/api/v1/news/${published}`, {
      method: 'PATCH',
      body: { title: 'Changed', status: 'draft' },
      params: { id: published },
    })
    // Kept as a pending change for an editor (decision 0055): the published item stays as it was.
    expect(change).toBe(202)
    expect(body.pending_change.values).toMatchObject({ title: 'Changed', status: 'published' })
    expect(await getRow(database.db, 'news', published)).toMatchObject({
      status: 'published',
      title: NEWS.title,
    })

    const [byEditor] = await api(item.action, EDITOR, `/api/v1/news/${draft}`, {
      method: 'PATCH',
      body: { status: 'published' },
      params: { id: draft },
    })
    expect(byEditor).toBe(200)
    expect((await getRow(database.db, 'news', draft))?.status).toBe('published')
  })

  it('lets an author delete only drafts of their own; editors and admins delete any', async () => {
    const own = await createNews(AUTHOR, { status: 'draft' })
    const others = await createNews(AUTHOR_2, { status: 'draft' })
    const published = await createNews(EDITOR, { status: 'published' })
    const del = (auth: AuthState, id: string) =>
      api(item.action, auth, `/api/v1/news/${id}`, { method: 'DELETE', params: { id } })

    expect((await del(ANONYMOUS, own))[0]).toBe(401)
    expect((await del(USER, own))[0]).toBe(403)
    const [refused, body] = await del(AUTHOR, others)
    expect(refused).toBe(403)
    expect(body.error.message).toBe('You can delete only drafts you created.')
    expect((await del(REVIEWER, others))[0]).toBe(403)
    expect((await del(AUTHOR, published))[0]).toBe(403)
    expect(await getRow(database.db, 'news', others)).toBeDefined()
    expect(await getRow(database.db, 'news', published)).toBeDefined()

    expect((await del(AUTHOR, own))[0]).toBe(200)
    expect(await getRow(database.db, 'news', own)).toBeUndefined()
    expect((await del(EDITOR, others))[0]).toBe(200)
    expect((await del(ADMIN, published))[0]).toBe(200)
  })

  it('lets the team read history, and only editors and admins restore', async () => {
    const id = await createNews(AUTHOR, { status: 'draft', title: 'First title' })
    await api(item.action, AUTHOR, `/api/v1/news/${id}`, {
      method: 'PATCH',
      body: { title: 'Second title' },
      params: { id },
    })
    expect(
      await roleMatrix(async (auth) => {
        const [status] = await api(revisions.loader, auth, `/api/v1/news/${id}/revisions`, {
          params: { id },
        })
        return status
      }),
    ).toEqual({ anonymous: 401, user: 403, author: 200, reviewer: 200, editor: 200, admin: 200 })

    const [first] = (await listRevisions(database.db, 'news', id)).slice(-1)
    const params = { id, revisionId: String(first!.id) }
    const path = `/api/v1/news/${id}/revisions/${first!.id}/restore`
    for (const auth of [ANONYMOUS, USER, AUTHOR, REVIEWER]) {
      const [status] = await api(restore.action, auth, path, { method: 'POST', params })
      expect(status).toBe(auth === ANONYMOUS ? 401 : 403)
    }
    expect((await getRow(database.db, 'news', id))?.title).toBe('Second title')
    const [restored] = await api(restore.action, EDITOR, path, { method: 'POST', params })
    expect(restored).toBe(200)
    expect((await getRow(database.db, 'news', id))?.title).toBe('First title')
  })

  it('shows drafts to the team and not to members', async () => {
    const id = await createNews(AUTHOR, { status: 'draft', title: 'Hidden draft' })
    const seen = await roleMatrix(async (auth) => {
      const [status] = await api(item.loader, auth, `/api/v1/news/${id}`, { params: { id } })
      return status
    })
    expect(seen).toEqual({
      anonymous: 404,
      user: 404,
      author: 200,
      reviewer: 200,
      editor: 200,
      admin: 200,
    })
  })
})

describe('content page actions by role', () => {
  const EVENT = {
    title: 'Family picnic',
    date: '2099-06-01',
    time: '10:00',
    location: 'Limassol',
    description: 'Bring a blanket.',
    category: 'social',
  }
  function post(path: string, fields: Record<string, string>) {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    return new Request(`${ORIGIN}${path}`, { method: 'POST', body })
  }
  async function outcome(run: () => Promise<unknown>) {
    try {
      const result = (await run()) as { data?: unknown; init?: { status?: number } }
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
  const save = async (auth: AuthState, fields: Record<string, string>, id?: string) =>
    outcome(async () =>
      saveFromPage(
        await contextFor(services, auth),
        'events',
        post(id ? `/events/${id}/edit` : '/events/create', fields),
        id,
      ),
    )

  it('saves drafts for the team, publishes for editors and admins', async () => {
    expect(
      await roleMatrix(async (auth) => (await save(auth, { ...EVENT, status: 'draft' })).status),
    ).toEqual({ anonymous: 401, user: 403, author: 302, reviewer: 302, editor: 302, admin: 302 })
    expect(
      await roleMatrix(
        async (auth) => (await save(auth, { ...EVENT, status: 'published' })).status,
      ),
    ).toEqual({ anonymous: 401, user: 403, author: 403, reviewer: 403, editor: 302, admin: 302 })

    const refused = await save(AUTHOR, { ...EVENT, status: 'published', title: 'Kept' })
    expect(refused.body).toMatchObject({
      ok: false,
      message:
        'Only an editor or an admin can publish, schedule or unpublish an item (or change a published wiki article). Submit it for review, and an editor will publish it.',
      values: { title: 'Kept' },
    })
    // The form's empty status means "the default": a draft for an author.
    const created = await save(AUTHOR, { ...EVENT, status: '' })
    // The form leads to the item's address: its slug.
    const slug = /^\/events\/([^?]+)\?notice=created$/.exec(String(created.location))![1]!
    const id = (await itemIdOf(database.db, 'events', slug))!
    expect((await getRow(database.db, 'events', id))?.status).toBe('draft')
  })

  it('deletes from the page as the API does', async () => {
    const published = await save(EDITOR, { ...EVENT, status: 'published' })
    const slug = /^\/events\/([^?]+)\?/.exec(String(published.location))![1]!
    const id = (await itemIdOf(database.db, 'events', slug))!
    const del = async (auth: AuthState) =>
      outcome(async () =>
        deleteFromPage(
          await contextFor(services, auth),
          'events',
          id,
          post(`/events/${id}`, { intent: 'delete' }),
        ),
      )
    expect((await del(USER)).status).toBe(403)
    expect(await del(AUTHOR)).toEqual({
      status: 403,
      body: { ok: false, message: 'You can delete only drafts you created.' },
    })
    expect(await getRow(database.db, 'events', id)).toBeDefined()
    expect((await del(EDITOR)).status).toBe(200)
    expect(await getRow(database.db, 'events', id)).toBeUndefined()
  })
})

describe('wiki by role', () => {
  let categoryId: string

  it('leaves categories to editors and admins (API and page)', async () => {
    expect(
      await roleMatrix(async (auth) => {
        const slug = `roles-${Math.random().toString(36).slice(2, 8)}`
        const [status, body] = await api(wikiCategories.action, auth, '/api/v1/wiki/categories', {
          method: 'POST',
          body: { name: 'Roles', slug },
        })
        if (status === 201) categoryId = body.data.id
        return status
      }),
    ).toEqual({ anonymous: 401, user: 403, author: 403, reviewer: 403, editor: 201, admin: 201 })

    expect(
      await roleMatrix(async (auth) => {
        const slug = `page-${Math.random().toString(36).slice(2, 8)}`
        const [status] = await postWikiForm(services, auth, {
          intent: 'category-create',
          name: 'Page roles',
          slug,
        })
        return status
      }),
    ).toEqual({ anonymous: 403, user: 403, author: 403, reviewer: 403, editor: 200, admin: 200 })
  })

  it('lets the team write draft articles, and only editors and admins publish them', async () => {
    const create = (auth: AuthState, status: string) =>
      api(wikiArticles.action, auth, '/api/v1/wiki/articles', {
        method: 'POST',
        body: {
          title: `Article ${status}`,
          slug: `a-${Math.random().toString(36).slice(2, 8)}`,
          category_id: categoryId,
          content: '<p>Text.</p>',
          status,
        },
      })
    expect(await roleMatrix(async (auth) => (await create(auth, 'draft'))[0])).toEqual({
      anonymous: 401,
      user: 403,
      author: 201,
      reviewer: 201,
      editor: 201,
      admin: 201,
    })
    expect(await roleMatrix(async (auth) => (await create(auth, 'published'))[0])).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 201,
      admin: 201,
    })

    const [, draft] = await create(AUTHOR, 'draft')
    const id = draft.data.id as string
    const patch = (auth: AuthState, body: Json) =>
      api(wikiArticle.action, auth, `/api/v1/wiki/articles/${id}`, {
        method: 'PATCH',
        body,
        params: { id },
      })
    expect((await patch(REVIEWER, { title: 'Reviewed draft' }))[0]).toBe(200)
    expect((await patch(AUTHOR, { status: 'published' }))[0]).toBe(403)
    expect((await patch(AUTHOR, { status: 'archived' }))[0]).toBe(403)
    expect((await patch(EDITOR, { status: 'published' }))[0]).toBe(200)
    // An author's change to the published article waits for an editor (decision 0055).
    expect((await patch(AUTHOR, { title: 'Changed after publication' }))[0]).toBe(202)
    const [, stored] = await api(wikiArticle.loader, EDITOR, `/api/v1/wiki/articles/${id}`, {
      params: { id },
    })
    expect(stored.data).toMatchObject({ status: 'published' })
    expect(stored.data.title).not.toBe('Changed after publication')

    const del = (auth: AuthState, articleId: string) =>
      api(wikiArticle.action, auth, `/api/v1/wiki/articles/${articleId}`, {
        method: 'DELETE',
        params: { id: articleId },
      })
    expect((await del(AUTHOR, id))[0]).toBe(403)
    const [, own] = await create(AUTHOR, 'draft')
    expect((await del(AUTHOR_2, own.data.id))[0]).toBe(403)
    expect((await del(AUTHOR, own.data.id))[0]).toBe(200)
    expect((await del(EDITOR, id))[0]).toBe(200)
  })

  it('applies the same rules to the wiki pages’ forms', async () => {
    const form = (auth: AuthState, status: string) =>
      postWikiForm(services, auth, {
        intent: 'article-create',
        enhanced: '1',
        title: 'From the page',
        slug: `p-${Math.random().toString(36).slice(2, 8)}`,
        categoryId,
        status,
      })
    expect((await form(AUTHOR, 'draft'))[0]).toBe(200)
    const [refused, body] = await form(AUTHOR, 'published')
    expect(refused).toBe(403)
    expect(body.message).toBe(
      'Only an editor or an admin can publish, schedule or unpublish an item (or change a published wiki article). Submit it for review, and an editor will publish it.',
    )
    expect((await form(EDITOR, 'published'))[0]).toBe(200)
  })
})

describe('site-wide tools by role', () => {
  async function pageStatus(run: () => unknown) {
    try {
      const result = (await run()) as { init?: { status?: number } } | undefined
      return result?.init?.status ?? 200
    } catch (thrown) {
      const refused = thrown as { init?: { status?: number }; status?: number }
      return refused.init?.status ?? refused.status ?? 500
    }
  }
  const pageArgs = async (auth: AuthState, path: string, init?: RequestInit) => ({
    request: new Request(`${ORIGIN}${path}`, init),
    params: {},
    context: await contextFor(services, auth),
  })

  it('opens the audit log to editors and admins', async () => {
    expect(
      await roleMatrix(async (auth) => (await api(auditApi.loader, auth, '/api/v1/audit'))[0]),
    ).toEqual({ anonymous: 401, user: 403, author: 403, reviewer: 403, editor: 200, admin: 200 })
    expect(
      await roleMatrix(async (auth) =>
        pageStatus(async () => auditPage.loader((await pageArgs(auth, '/admin/audit')) as never)),
      ),
    ).toEqual({ anonymous: 403, user: 403, author: 403, reviewer: 403, editor: 200, admin: 200 })
  })

  it('keeps the site settings to admins', async () => {
    expect(
      await roleMatrix(async (auth) =>
        pageStatus(async () =>
          settingsPage.loader((await pageArgs(auth, '/admin/settings')) as never),
        ),
      ),
    ).toEqual({ anonymous: 403, user: 403, author: 403, reviewer: 403, editor: 403, admin: 200 })
    const form = new FormData()
    form.append('contactEmail', 'x@example.org')
    expect(
      await pageStatus(async () =>
        settingsPage.action(
          (await pageArgs(EDITOR, '/admin/settings', { method: 'POST', body: form })) as never,
        ),
      ),
    ).toBe(403)
  })

  it('lets editors and admins restore deleted items', async () => {
    const id = await createNews(AUTHOR, { status: 'draft', title: 'Deleted then back' })
    await api(item.action, AUTHOR, `/api/v1/news/${id}`, { method: 'DELETE', params: { id } })
    const restoreAs = async (auth: AuthState) => {
      const body = new FormData()
      body.append('kind', 'news')
      body.append('id', id)
      return pageStatus(async () =>
        deletedPage.action(
          (await pageArgs(auth, '/admin/deleted', { method: 'POST', body })) as never,
        ),
      )
    }
    expect(await restoreAs(USER)).toBe(403)
    expect(await restoreAs(AUTHOR)).toBe(403)
    expect(await getRow(database.db, 'news', id)).toBeUndefined()
    expect(await restoreAs(EDITOR)).not.toBe(403)
    expect(await getRow(database.db, 'news', id)).toBeDefined()
  })

  it('lets the team upload images and leaves tags to editors and admins', async () => {
    // Past the permission, a body that is not multipart is refused for what it is (415).
    expect(
      await roleMatrix(async (auth) => {
        const [status] = await api(images.action, auth, '/api/v1/images', {
          method: 'POST',
          body: {},
        })
        return status
      }),
    ).toEqual({ anonymous: 401, user: 403, author: 415, reviewer: 415, editor: 415, admin: 415 })
    expect(
      await roleMatrix(async (auth) => {
        const [status] = await api(tag.action, auth, '/api/v1/tags/nothing-here', {
          method: 'PATCH',
          body: { label_el: 'Τίποτα' },
          params: { name: 'nothing-here' },
        })
        return status
      }),
    ).toEqual({ anonymous: 401, user: 403, author: 403, reviewer: 403, editor: 404, admin: 404 })
  })

  it('holds back the powers of an editor who must first turn on two-factor sign-in', async () => {
    const pending: AuthState = { ...EDITOR, twoFactorSetupRequired: true }
    const [status, body] = await api(collection.action, pending, '/api/v1/news', {
      method: 'POST',
      body: { ...NEWS, status: 'draft' },
    })
    expect(status).toBe(403)
    expect(body.error.code).toBe('two_factor_required')
    expect((await api(auditApi.loader, pending, '/api/v1/audit'))[0]).toBe(403)
  })
})
