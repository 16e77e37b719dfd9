/**
 * Saving over someone else's newer save never silently reverts their changes. The JSON API: a
 * PATCH with an older base_revision goes ahead when none of the fields it sends changed since,
 * and answers 409 naming those fields otherwise; a PUT with an older base_revision stays 409.
 * The pages: the first save is refused naming what the other person changed; saving again
 * merges field by field against the revision the form was opened on, and a field both changed
 * waits for the editor's choice. News (events and stories share the pipeline) and wiki articles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { todayInCyprus } from '~/lib/dates'
import { createLogger } from '~/logger.server'
import * as newsCollection from '~/routes/api/content-collection'
import * as newsItem from '~/routes/api/content-item'
import * as articleItem from '~/routes/api/wiki-article'
import * as articleCollection from '~/routes/api/wiki-articles'
import * as categoryCollection from '~/routes/api/wiki-categories'
import * as newsEdit from '~/routes/news/edit'
import { ADMIN, ANONYMOUS, callRoute, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'
import { postWikiForm } from './support/wiki-form'

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
  const response = await callRoute(services, handler, auth, path, {
    ...options,
    headers: { origin: ORIGIN },
  })
  return [response.status, (await response.json()) as Json] as const
}

/** A news post created through the API, and the revision an editor opening it now would be based on. */
async function newsPost(title: string) {
  const [status, created] = await api(newsCollection.action, ADMIN, '/api/v1/news', {
    method: 'POST',
    params: { kind: 'news' },
    body: {
      title,
      title_el: 'Τίτλος',
      excerpt: 'Old English excerpt',
      excerpt_el: 'Παλιά περίληψη',
      content: '<p>Body</p>',
      date: todayInCyprus(),
      status: 'published',
    },
  })
  expect(status).toBe(201)
  const id = created.data.id as string
  return { id, base: await newsRevision(id) }
}

async function newsRevision(id: string): Promise<number> {
  const { listRevisions } = await import('~/domain/editorial.server')
  return (await listRevisions(database.db, 'news', id))[0]!.id
}

const patchNews = (auth: AuthState, id: string, body: Json, method = 'PATCH') =>
  api(newsItem.action, auth, `/api/v1/news/${id}`, { method, body, params: { kind: 'news', id } })
const readNews = async (id: string) =>
  (await api(newsItem.loader, ADMIN, `/api/v1/news/${id}`, { params: { kind: 'news', id } }))[1]
    .data as Json

describe(`the API merges a PATCH over a newer save (${testDbKind})`, () => {
  it('applies a PATCH with an older base_revision when none of its fields changed since', async () => {
    const { id, base } = await newsPost('Merged by PATCH')
    expect(
      (
        await patchNews(ADMIN, id, {
          excerpt: 'A changed the English excerpt',
          base_revision: base,
        })
      )[0],
    ).toBe(200)
    const [status, body] = await patchNews(ADMIN, id, {
      excerpt_el: 'Ο Β άλλαξε την ελληνική περίληψη',
      base_revision: String(base),
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      excerpt: 'A changed the English excerpt',
      excerpt_el: 'Ο Β άλλαξε την ελληνική περίληψη',
    })
  })

  it('answers 409 naming the fields it sends that changed since, and changes nothing', async () => {
    const { id, base } = await newsPost('Clash by PATCH')
    await patchNews(ADMIN, id, { excerpt: 'A changed the English excerpt', base_revision: base })
    const before = await readNews(id)
    const [status, body] = await patchNews(ADMIN, id, {
      excerpt: 'B too',
      title_el: 'Νέος τίτλος',
      base_revision: base,
    })
    expect(status).toBe(409)
    expect(body.error).toMatchObject({ code: 'conflict', fields: { excerpt: expect.any(String) } })
    expect(Object.keys(body.error.fields)).toEqual(['excerpt'])
    expect(body.error.message).toMatch(
      /since you opened it\. Their changes: Excerpt \(English\)\.$/,
    )
    expect(await readNews(id)).toEqual(before)
    // An unknown base: any field may have changed, so every field sent is named.
    const [unknown, unknownBody] = await patchNews(ADMIN, id, {
      title_el: 'Νέος τίτλος',
      base_revision: 'abc',
    })
    expect(unknown).toBe(409)
    expect(Object.keys(unknownBody.error.fields)).toEqual(['title_el'])
    expect(await readNews(id)).toEqual(before)
  })

  it('keeps a PUT with an older base_revision a 409, whatever it sends', async () => {
    const { id, base } = await newsPost('Clash by PUT')
    await patchNews(ADMIN, id, { excerpt: 'A changed the English excerpt', base_revision: base })
    const before = await readNews(id)
    const { id: _id, likes_count: _l, created_at: _c, updated_at: _u, ...whole } = before
    const [status, body] = await patchNews(
      ADMIN,
      id,
      { ...whole, excerpt: 'Old English excerpt', excerpt_el: 'Β', base_revision: base },
      'PUT',
    )
    expect(status).toBe(409)
    expect(body.error.fields).toHaveProperty('excerpt')
    expect(await readNews(id)).toEqual(before)
  })

  it('refuses anonymous callers, non-admins and a malformed base_revision, changing nothing', async () => {
    const { id, base } = await newsPost('Guarded merge')
    const before = await readNews(id)
    expect((await patchNews(ANONYMOUS, id, { excerpt_el: 'x', base_revision: base }))[0]).toBe(401)
    expect((await patchNews(USER, id, { excerpt_el: 'x', base_revision: base }))[0]).toBe(403)
    const [bad, badBody] = await patchNews(ADMIN, id, {
      excerpt_el: 'x',
      base_revision: { id: base },
    })
    expect(bad).toBe(400)
    expect(badBody.error.fields).toHaveProperty('base_revision')
    expect(await readNews(id)).toEqual(before)
  })
})

/** The news edit page's form post as the browser sends it; answers the status and the action's data. */
async function saveNewsPage(id: string, fields: Record<string, string>) {
  const item = await readNews(id)
  const form = new URLSearchParams({
    title: item.title,
    title_el: item.title_el ?? '',
    excerpt: item.excerpt,
    excerpt_el: item.excerpt_el ?? '',
    content: item.content,
    content_el: item.content_el ?? '',
    category: item.category,
    date: item.date,
    author: item.author ?? '',
    author_el: item.author_el ?? '',
    image_url: '',
    status: 'published',
    publish_at: '',
    el_ready: 'true',
  })
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  try {
    const result = (await callRoute(services, newsEdit.action as never, ADMIN, `/news/${id}/edit`, {
      method: 'POST',
      rawBody: form,
      contentType: 'application/x-www-form-urlencoded',
      params: { newsId: id },
      headers: { origin: ORIGIN },
    })) as unknown as { data: Json; init?: ResponseInit }
    return { status: result.init?.status ?? 200, data: result.data }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: { location: thrown.headers.get('location') } as Json }
    throw thrown
  }
}

describe(`the edit pages merge a save made again after a conflict (${testDbKind})`, () => {
  it("keeps the other editor's English excerpt when the second save changes the Greek one", async () => {
    const { id, base } = await newsPost('Two tabs')
    // Tab A saved the English excerpt; tab B, opened before, changes the Greek one.
    expect(
      (await saveNewsPage(id, { base_revision: String(base), excerpt: 'A: new English excerpt' }))
        .status,
    ).toBe(302)
    const first = await saveNewsPage(id, {
      base_revision: String(base),
      excerpt_el: 'Β: νέα ελληνική περίληψη',
    })
    expect(first.status).toBe(409)
    expect(first.data.message).toMatch(/Their changes: Excerpt \(English\)\.$/)
    expect(first.data.conflict).toMatchObject({
      fields: [{ field: 'excerpt', label: 'Excerpt (English)' }],
      both: [],
    })
    // What the form shows again is still based on the revision it was opened on.
    expect(first.data.values.base_revision).toBe(String(base))
    expect((await readNews(id)).excerpt_el).toBe('Παλιά περίληψη')

    const again = await saveNewsPage(id, {
      base_revision: String(base),
      seen_revision: String(first.data.conflict.revisionId),
      excerpt_el: 'Β: νέα ελληνική περίληψη',
    })
    expect(again.status).toBe(302)
    expect(await readNews(id)).toMatchObject({
      excerpt: 'A: new English excerpt',
      excerpt_el: 'Β: νέα ελληνική περίληψη',
    })
  })

  it('shows a field both changed side by side and writes nothing until the editor chooses', async () => {
    const { id, base } = await newsPost('Both changed')
    await saveNewsPage(id, {
      base_revision: String(base),
      excerpt: 'A wrote this',
      title_el: 'Τίτλος του Α',
    })
    const first = await saveNewsPage(id, {
      base_revision: String(base),
      excerpt: 'B wrote this',
      author: 'B',
    })
    expect(first.status).toBe(409)
    expect(first.data.conflict.both).toEqual([
      {
        field: 'excerpt',
        label: 'Excerpt (English)',
        theirs: 'A wrote this',
        yours: 'B wrote this',
      },
    ])
    const seen = String(first.data.conflict.revisionId)
    const unchosen = await saveNewsPage(id, {
      base_revision: String(base),
      seen_revision: seen,
      excerpt: 'B wrote this',
      author: 'B',
    })
    expect(unchosen.status).toBe(409)
    expect((await readNews(id)).excerpt).toBe('A wrote this')

    const chosen = await saveNewsPage(id, {
      base_revision: String(base),
      seen_revision: seen,
      excerpt: 'B wrote this',
      author: 'B',
      'resolve.excerpt': 'theirs',
    })
    expect(chosen.status).toBe(302)
    expect(await readNews(id)).toMatchObject({
      excerpt: 'A wrote this',
      title_el: 'Τίτλος του Α',
      author: 'B',
    })
  })

  it('asks again when someone saved once more after the conflict was shown', async () => {
    const { id, base } = await newsPost('Third save')
    await saveNewsPage(id, { base_revision: String(base), excerpt: 'A first' })
    const first = await saveNewsPage(id, { base_revision: String(base), excerpt_el: 'Β' })
    await patchNews(ADMIN, id, { title: 'C renamed it' })
    const again = await saveNewsPage(id, {
      base_revision: String(base),
      seen_revision: String(first.data.conflict.revisionId),
      excerpt_el: 'Β',
    })
    expect(again.status).toBe(409)
    expect(again.data.conflict.fields.map((field: Json) => field.field).sort()).toEqual([
      'excerpt',
      'title',
    ])
    expect((await readNews(id)).excerpt_el).toBe('Παλιά περίληψη')
  })
})

describe(`wiki articles merge the same way (${testDbKind})`, () => {
  async function article(slug: string) {
    const [, categories] = await api(categoryCollection.action, ADMIN, '/api/v1/wiki/categories', {
      method: 'POST',
      body: { name: `Merge ${slug}`, slug: `merge-${slug}` },
    })
    const [, created] = await api(articleCollection.action, ADMIN, '/api/v1/wiki/articles', {
      method: 'POST',
      body: {
        title: 'Shared',
        slug,
        category_id: categories.data.id,
        excerpt: 'Old excerpt',
        excerpt_el: 'Παλιά',
        content: '<p>Body</p>',
        status: 'published',
      },
    })
    return {
      id: created.data.id as string,
      base: created.data.revision_id as number,
      categoryId: categories.data.id as string,
    }
  }
  const patch = (id: string, body: Json, method = 'PATCH') =>
    api(articleItem.action, ADMIN, `/api/v1/wiki/articles/${id}`, { method, body, params: { id } })

  it('applies a PATCH whose fields did not change since its base, 409 naming those that did, PUT stays 409', async () => {
    const { id, base, categoryId } = await article('api-merge')
    expect((await patch(id, { excerpt: 'A excerpt', base_revision: base }))[0]).toBe(200)
    const [ok, merged] = await patch(id, { excerpt_el: 'Β περίληψη', base_revision: base })
    expect(ok).toBe(200)
    expect(merged.data).toMatchObject({ excerpt: 'A excerpt', excerpt_el: 'Β περίληψη' })

    const [clash, clashBody] = await patch(id, {
      excerpt: 'B excerpt',
      title_el: 'Β',
      base_revision: base,
    })
    expect(clash).toBe(409)
    expect(Object.keys(clashBody.error.fields)).toEqual(['excerpt'])
    const [put, putBody] = await patch(
      id,
      {
        title: 'Whole',
        slug: 'api-merge',
        category_id: categoryId,
        content: '<p>Body</p>',
        base_revision: base,
      },
      'PUT',
    )
    expect(put).toBe(409)
    expect(putBody.error.code).toBe('conflict')
    expect(
      (await api(articleItem.loader, ADMIN, `/api/v1/wiki/articles/${id}`, { params: { id } }))[1]
        .data,
    ).toMatchObject({ title: 'Shared', excerpt: 'A excerpt', title_el: null })
  })

  it('merges the inline editor saving again after a conflict', async () => {
    const { id, base, categoryId } = await article('inline-merge')
    const inline = (fields: Record<string, string>) =>
      postWikiForm(services, ADMIN, {
        intent: 'article-inline-update',
        id,
        categoryId,
        orderIndex: '0',
        title: 'Shared',
        content: '<p>Body</p>',
        excerpt: 'Old excerpt',
        base_revision: String(base),
        ...fields,
      })
    expect(
      (await patch(id, { content: '<p>A rewrote the body</p>', base_revision: base }))[0],
    ).toBe(200)
    const [status, body] = await inline({ title: 'B retitled it' })
    expect(status).toBe(409)
    expect(body.conflict).toMatchObject({
      fields: [{ field: 'content', label: 'Content' }],
      both: [],
    })
    const [again] = await inline({
      title: 'B retitled it',
      seen_revision: String((body.conflict as { revisionId: number }).revisionId),
    })
    expect(again).toBe(200)
    expect(
      (await api(articleItem.loader, ADMIN, `/api/v1/wiki/articles/${id}`, { params: { id } }))[1]
        .data,
    ).toMatchObject({
      title: 'B retitled it',
      content: '<p>A rewrote the body</p>',
    })
  })
})
