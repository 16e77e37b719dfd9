/**
 * Deleting a wiki category moves it and its articles to Recently deleted for 30 days; restoring
 * the category brings it back with the articles deleted with it, as they were and in their order.
 * Through the JSON API (DELETE /api/v1/wiki/categories/{id}) and the /admin/deleted page, for
 * anonymous callers, signed-in non-admins and admins, with bad input.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { listRevisions } from '~/domain/editorial.server'
import { createLogger } from '~/logger.server'
import * as deletedPage from '~/routes/admin/deleted'
import * as articleItem from '~/routes/api/wiki-article'
import * as articleCollection from '~/routes/api/wiki-articles'
import * as categoryItem from '~/routes/api/wiki-category'
import * as categoryCollection from '~/routes/api/wiki-categories'
import { ADMIN, ANONYMOUS, callRoute, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(
  handler: (args: never) => Promise<Response> | Response,
  auth: AuthState,
  path: string,
  options: { method?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  const headers = options.method && options.method !== 'GET' ? { origin: ORIGIN } : undefined
  const response = await callRoute(services, handler, auth, path, { ...options, headers })
  return [response.status, (await response.json()) as Json] as const
}

/** Posts the Recently deleted page's restore form; answers the status and the redirect or message. */
async function restore(auth: AuthState, kind: string, id: string) {
  const rawBody = new URLSearchParams({ kind, id })
  try {
    const result = (await callRoute(services, deletedPage.action as never, auth, '/admin/deleted', {
      method: 'POST',
      rawBody,
      contentType: 'application/x-www-form-urlencoded',
      headers: { origin: ORIGIN },
    })) as unknown as { data?: { message?: string }; init?: ResponseInit }
    return {
      status: result.init?.status ?? 200,
      message: result.data?.message,
      location: undefined as string | undefined,
    }
  } catch (thrown) {
    if (thrown instanceof Response)
      return {
        status: thrown.status,
        message: undefined,
        location: thrown.headers.get('location') ?? undefined,
      }
    throw thrown
  }
}

async function deletedList() {
  const context = await contextFor(services, ADMIN)
  const data = (await deletedPage.loader({
    request: new Request(`${ORIGIN}/admin/deleted`),
    params: {},
    context,
  } as never)) as { items: Json[] }
  return data.items
}

async function count(table: 'wiki_articles' | 'wiki_categories') {
  return rowsOf<{ n: number }>(
    await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
  )[0]!.n
}

/** A category of the living section with three articles (one a draft), created through the API. */
async function categoryWithArticles(slug: string) {
  const [, category] = await api(categoryCollection.action, ADMIN, '/api/v1/wiki/categories', {
    method: 'POST',
    body: { name: `Category ${slug}`, name_el: 'Κατηγορία', slug, page: 2 },
  })
  const ids: string[] = []
  for (const [index, title] of ['Third', 'First', 'Second'].entries()) {
    const [status, article] = await api(articleCollection.action, ADMIN, '/api/v1/wiki/articles', {
      method: 'POST',
      body: {
        title,
        title_el: `Άρθρο ${title}`,
        slug: title.toLowerCase(),
        category_id: category.data.id,
        content: `<p>${title} text.</p>`,
        status: index === 2 ? 'draft' : 'published',
        order_index: { Third: 3, First: 1, Second: 2 }[title],
      },
    })
    expect(status).toBe(201)
    ids.push(article.data.id)
  }
  return { id: category.data.id as string, articleIds: ids }
}

async function articlesOf(slug: string) {
  const [status, body] = await api(
    articleCollection.loader,
    ADMIN,
    `/api/v1/wiki/articles?category=${slug}`,
  )
  return status === 200 ? (body.data as Json[]) : []
}

describe(`a deleted wiki category goes to Recently deleted with its articles (${testDbKind})`, () => {
  it('answers deleted_articles, lists the category (not its articles one by one) and restores them all, in order', async () => {
    const { id, articleIds } = await categoryWithArticles('trash-me')
    const before = await articlesOf('trash-me')
    expect(before.map((article) => article.title)).toEqual(['First', 'Second', 'Third'])

    const [status, body] = await api(categoryItem.action, ADMIN, `/api/v1/wiki/categories/${id}`, {
      method: 'DELETE',
      params: { id },
    })
    expect(status).toBe(200)
    expect(body).toEqual({ deleted: true, id, deleted_articles: 3 })
    expect(
      (
        await api(categoryItem.loader, ADMIN, `/api/v1/wiki/categories/${id}`, { params: { id } })
      )[0],
    ).toBe(404)
    expect(
      (
        await api(articleItem.loader, ADMIN, `/api/v1/wiki/articles/${articleIds[0]}`, {
          params: { id: articleIds[0]! },
        })
      )[0],
    ).toBe(404)

    const listed = await deletedList()
    expect(listed.find((item) => item.itemId === id)).toMatchObject({
      kind: 'wiki-category',
      title: 'Category trash-me',
      articleCount: 3,
      deletedBy: 'admin@example.org',
    })
    expect(listed.filter((item) => articleIds.includes(item.itemId))).toEqual([])

    const restored = await restore(ADMIN, 'wiki-category', id)
    expect(restored).toMatchObject({ status: 302, location: '/living-with-epilepsy/trash-me' })
    const after = await articlesOf('trash-me')
    expect(
      after.map((article) => [
        article.id,
        article.title,
        article.order_index,
        article.status,
        article.content,
      ]),
    ).toEqual(
      before.map((article) => [
        article.id,
        article.title,
        article.order_index,
        article.status,
        article.content,
      ]),
    )
    expect(
      (
        await api(categoryItem.loader, ADMIN, `/api/v1/wiki/categories/${id}`, { params: { id } })
      )[1].data,
    ).toMatchObject({ slug: 'trash-me', name_el: 'Κατηγορία', page: 2 })
    expect(
      (await deletedList()).some((item) => item.itemId === id || articleIds.includes(item.itemId)),
    ).toBe(false)
    expect(
      (await listRevisions(database.db, 'wiki', articleIds[0]!)).map((revision) => revision.action),
    ).toEqual(['restored', 'deleted', 'created'])
  })

  it('keeps an article deleted on its own before the category listed on its own', async () => {
    const { id, articleIds } = await categoryWithArticles('trash-two')
    const [alone] = await api(articleItem.action, ADMIN, `/api/v1/wiki/articles/${articleIds[0]}`, {
      method: 'DELETE',
      params: { id: articleIds[0]! },
    })
    expect(alone).toBe(200)
    const [, body] = await api(categoryItem.action, ADMIN, `/api/v1/wiki/categories/${id}`, {
      method: 'DELETE',
      params: { id },
    })
    expect(body.deleted_articles).toBe(2)
    const listed = await deletedList()
    expect(listed.find((item) => item.itemId === id)).toMatchObject({ articleCount: 2 })
    expect(
      listed.filter((item) => articleIds.includes(item.itemId)).map((item) => item.itemId),
    ).toEqual([articleIds[0]])
    await restore(ADMIN, 'wiki-category', id)
    expect((await articlesOf('trash-two')).map((article) => article.title)).toEqual([
      'First',
      'Second',
    ])
  })

  it('refuses anonymous callers and non-admins, deleting and restoring, and changes nothing', async () => {
    const { id } = await categoryWithArticles('trash-guarded')
    const before = {
      categories: await count('wiki_categories'),
      articles: await count('wiki_articles'),
    }
    for (const [auth, expected] of [
      [ANONYMOUS, 401],
      [USER, 403],
    ] as const) {
      const [status] = await api(categoryItem.action, auth, `/api/v1/wiki/categories/${id}`, {
        method: 'DELETE',
        params: { id },
      })
      expect(status).toBe(expected)
    }
    expect({
      categories: await count('wiki_categories'),
      articles: await count('wiki_articles'),
    }).toEqual(before)

    await api(categoryItem.action, ADMIN, `/api/v1/wiki/categories/${id}`, {
      method: 'DELETE',
      params: { id },
    })
    for (const auth of [ANONYMOUS, USER]) {
      const refused = await restore(auth, 'wiki-category', id)
      expect(refused.status).toBeGreaterThanOrEqual(401)
      expect(refused.status).toBeLessThanOrEqual(403)
    }
    expect(await count('wiki_categories')).toBe(before.categories - 1)
    expect((await deletedList()).some((item) => item.itemId === id)).toBe(true)
  })

  it('answers bad input clearly and changes nothing', async () => {
    const before = {
      categories: await count('wiki_categories'),
      articles: await count('wiki_articles'),
    }
    const [malformed, malformedBody] = await api(
      categoryItem.action,
      ADMIN,
      '/api/v1/wiki/categories/nope',
      { method: 'DELETE', params: { id: 'nope' } },
    )
    expect(malformed).toBe(404)
    expect(malformedBody.error.code).toBe('not_found')
    expect(
      (
        await api(categoryItem.action, ADMIN, '/api/v1/wiki/categories/x', {
          method: 'DELETE',
          params: { id: crypto.randomUUID() },
        })
      )[0],
    ).toBe(404)
    expect(await restore(ADMIN, 'wiki-category', crypto.randomUUID())).toMatchObject({
      status: 404,
    })
    expect(await restore(ADMIN, 'wiki-category', "1' or 1=1")).toMatchObject({ status: 404 })
    expect(await restore(ADMIN, 'category', crypto.randomUUID())).toMatchObject({ status: 400 })
    expect({
      categories: await count('wiki_categories'),
      articles: await count('wiki_articles'),
    }).toEqual(before)
  })

  it('refuses to restore a category whose slug another one took since, saying what to do, and restores nothing', async () => {
    const { id } = await categoryWithArticles('trash-taken')
    await api(categoryItem.action, ADMIN, `/api/v1/wiki/categories/${id}`, {
      method: 'DELETE',
      params: { id },
    })
    await api(categoryCollection.action, ADMIN, '/api/v1/wiki/categories', {
      method: 'POST',
      body: { name: 'Newcomer', slug: 'trash-taken' },
    })
    const before = await count('wiki_articles')
    const refused = await restore(ADMIN, 'wiki-category', id)
    expect(refused.status).toBe(409)
    expect(refused.message).toBe(
      "Another category now uses the address /trash-taken. Change that category's address, then restore this one.",
    )
    expect(await count('wiki_articles')).toBe(before)
    expect((await deletedList()).some((item) => item.itemId === id)).toBe(true)
  })
})
