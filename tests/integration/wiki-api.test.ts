/**
 * The wiki's write paths against a real database: the pages' form action (every admin form of
 * the wiki and sections) and the JSON API /api/v1/wiki/*, for anonymous callers, signed-in
 * non-admins and admins, with good and bad input. Who is signed in is set in the request's auth
 * context, as the accounts middleware does.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { createI18n } from '~/i18n/i18n'
import { translateFieldErrors, type FieldErrors } from '~/lib/form-input'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import * as articleItem from '~/routes/api/wiki-article'
import * as articleCollection from '~/routes/api/wiki-articles'
import * as categoryItem from '~/routes/api/wiki-category'
import * as categoryCollection from '~/routes/api/wiki-categories'
import { wikiAction } from '~/routes/wiki/wiki-action.server'
import { ADMIN, ANONYMOUS, contextFor, ORIGIN, USER, contentApi } from './support/content-context'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'
import { postWikiForm } from './support/wiki-form'
import { keyFromData } from '~/i18n/keys'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

async function count(table: 'wiki_articles' | 'wiki_categories') {
  return rowsOf<{ n: number }>(
    await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
  )[0]!.n
}

const post = (auth: AuthState, fields: Record<string, string | string[]>, lang?: Lang) =>
  postWikiForm(services, auth, fields, lang)

/** Calls a JSON API route module; answers [status, json]. */
const api = contentApi(() => services)

describe(`wiki form action (${testDbKind})`, () => {
  it('refuses anonymous callers and non-admins with "Admin access required." and changes nothing', async () => {
    const before = await count('wiki_categories')
    for (const auth of [ANONYMOUS, USER]) {
      const [status, body] = await post(auth, {
        intent: 'category-create',
        name: 'Sneaky',
        slug: 'sneaky',
      })
      expect(status).toBe(403)
      expect(body).toMatchObject({ ok: false, message: 'Admin access required.' })
    }
    const [status, body] = await post(
      USER,
      { intent: 'category-delete', id: crypto.randomUUID() },
      'el',
    )
    expect(status).toBe(403)
    expect(body.message).toBe('Απαιτείται πρόσβαση διαχειριστή.')
    expect(await count('wiki_categories')).toBe(before)
  })

  it('creates, updates and deletes a category for an admin', async () => {
    const [status, created] = await post(ADMIN, {
      intent: 'category-create',
      name: 'Ζώντας ενεργά',
      slug: 'Ζώντας ενεργά',
      page: '2',
      orderIndex: 'x',
    })
    expect(status).toBe(200)
    expect(created).toEqual({ ok: true, intent: 'category-create' })
    const [row] = rowsOf<{ id: string; slug: string; page: number; order_index: number }>(
      await database.db.execute(
        sql`select id, slug, page, order_index from wiki_categories where slug = 'zontas-energa'`,
      ),
    )
    expect(row).toMatchObject({ page: 2, order_index: 0 })

    const [updateStatus] = await post(ADMIN, {
      intent: 'category-update',
      id: row!.id,
      name: 'Active living',
      slug: 'active-living',
      page: '2',
      orderIndex: '9',
    })
    expect(updateStatus).toBe(200)

    await post(ADMIN, {
      intent: 'article-inline-create',
      categoryId: row!.id,
      title: 'Swimming',
      slug: 'swimming',
      orderIndex: '1',
      content: '<p>Swim with a buddy.</p>',
    })
    const articlesBefore = await count('wiki_articles')
    const [deleteStatus] = await post(ADMIN, { intent: 'category-delete', id: row!.id })
    expect(deleteStatus).toBe(200)
    expect(await count('wiki_articles')).toBe(articlesBefore - 1)
  })

  // The form translates the field keys of the answer, as it does its own checks.
  const asShown = async (fields: unknown, lang: Lang = 'en') => {
    const i18n = await createI18n(lang)
    return translateFieldErrors(fields as FieldErrors, (key) => i18n.t(keyFromData(key)))
  }

  it('answers bad input with field messages (i18n keys the form translates) and changes nothing', async () => {
    const before = await count('wiki_articles')
    const [status, body] = await post(ADMIN, {
      intent: 'article-create',
      title: ' ',
      slug: '',
      categoryId: '',
    })
    expect(status).toBe(400)
    expect(body.fields).toEqual({
      title: 'admin.wiki.validation.titleRequired',
      slug: 'admin.wiki.validation.slugRequired',
      categoryId: 'admin.wiki.validation.categoryRequired',
    })
    expect(await asShown(body.fields)).toEqual({
      title: 'Title is required: give it in English, in Greek or in both.',
      slug: 'Slug is required',
      categoryId: 'Category is required',
    })

    const [elStatus, elBody] = await post(
      ADMIN,
      { intent: 'category-create', name: '', slug: '' },
      'el',
    )
    expect(elStatus).toBe(400)
    expect(await asShown(elBody.fields, 'el')).toEqual({
      name: 'Το όνομα είναι υποχρεωτικό: γράψτε το στα αγγλικά, στα ελληνικά ή και στα δύο.',
      slug: 'Το slug είναι υποχρεωτικό',
    })

    const [inlineStatus, inlineBody] = await post(ADMIN, {
      intent: 'article-inline-update',
      id: crypto.randomUUID(),
      title: 'x',
      categoryId: crypto.randomUUID(),
      orderIndex: '',
      content: '',
    })
    expect(inlineStatus).toBe(400)
    expect(await asShown(inlineBody.fields)).toEqual({
      orderIndex: 'Index is required',
      content: 'Content is required',
    })

    const [unknownStatus] = await post(ADMIN, { intent: 'drop-tables' })
    expect(unknownStatus).toBe(400)
    expect(await count('wiki_articles')).toBe(before)
  })

  it('refuses a slug in use (409) and unknown ids (404)', async () => {
    const [status, body] = await post(ADMIN, {
      intent: 'category-create',
      name: 'Diagnosis again',
      slug: 'diagnosis',
    })
    expect(status).toBe(409)
    expect(await asShown(body.fields)).toEqual({
      slug: 'Another category already uses this slug. Choose a different one.',
    })
    const [missing] = await post(ADMIN, { intent: 'article-delete', id: crypto.randomUUID() })
    expect(missing).toBe(404)
    const [malformed] = await post(ADMIN, {
      intent: 'article-delete',
      id: "'; drop table wiki_articles; --",
    })
    expect(malformed).toBe(404)
  })

  it("sends a page posted without JavaScript to the new article's category, and answers an enhanced page with data", async () => {
    const [, categories] = await api(categoryCollection.loader, ADMIN, '/api/v1/wiki/categories')
    const diagnosis = categories.data.find((c: { slug: string }) => c.slug === 'diagnosis')
    const form = new FormData()
    for (const [key, value] of Object.entries({
      intent: 'article-create',
      title: 'EEG at home',
      slug: 'eeg-at-home',
      categoryId: diagnosis.id,
    }))
      form.set(key, value)
    const plain = await wikiAction({
      request: new Request(`${ORIGIN}/wiki/create`, { method: 'POST', body: form }),
      context: await contextFor(services, ADMIN),
    })
    expect(plain).toBeInstanceOf(Response)
    expect((plain as Response).status).toBe(302)
    expect((plain as Response).headers.get('Location')).toBe('/wiki/diagnosis')

    const [status, enhanced] = await post(ADMIN, {
      intent: 'article-create',
      enhanced: '1',
      title: 'EEG at night',
      slug: 'eeg-at-night',
      categoryId: diagnosis.id,
    })
    expect(status).toBe(200)
    expect(enhanced).toMatchObject({
      ok: true,
      article: { slug: 'eeg-at-night', categorySlug: 'diagnosis' },
    })
  })

  it('tells an article page where the article now lives after an inline edit or a delete', async () => {
    const [, categories] = await api(categoryCollection.loader, ADMIN, '/api/v1/wiki/categories')
    const living = categories.data.find((c: { slug: string }) => c.slug === 'daily-life-and-safety')
    const other = categories.data.find((c: { slug: string }) => c.slug === 'diagnosis')
    const [, created] = await post(ADMIN, {
      intent: 'article-inline-create',
      view: 'section',
      categoryId: living.id,
      title: 'Cooking safely',
      slug: 'cooking-safely',
      orderIndex: '5',
      content: '<p>Use the back burners.</p>',
    })
    expect(created).toMatchObject({
      ok: true,
      redirectTo: '/living-with-epilepsy/daily-life-and-safety/cooking-safely',
    })
    const id = (created.article as { id: string }).id

    const [, moved] = await post(ADMIN, {
      intent: 'article-inline-update',
      view: 'section',
      id,
      title: 'Cooking safely',
      categoryId: other.id,
      orderIndex: '5',
      content: '<p>Use the back burners.</p>',
    })
    expect(moved).toMatchObject({
      ok: true,
      redirectTo: '/understanding-epilepsy/diagnosis/cooking-safely',
    })

    const [, deleted] = await post(ADMIN, { intent: 'article-delete', view: 'wiki', id })
    expect(deleted).toMatchObject({ ok: true, redirectTo: '/wiki/diagnosis' })
  })
})

describe(`wiki JSON API (${testDbKind})`, () => {
  it('lists categories with the article counts the caller may see', async () => {
    const [status, visitor] = await api(
      categoryCollection.loader,
      ANONYMOUS,
      '/api/v1/wiki/categories?page=2',
    )
    expect(status).toBe(200)
    expect(visitor.data.every((c: { page: number }) => c.page === 2)).toBe(true)
    const [, admin] = await api(categoryCollection.loader, ADMIN, '/api/v1/wiki/categories?page=2')
    const count = (body: typeof visitor) =>
      body.data.find((c: { slug: string }) => c.slug === 'school-and-work').article_count
    expect(count(admin)).toBe(count(visitor) + 1) // the demo draft
    expect(visitor.data[0]).toHaveProperty('name_el')
    const [bad, badBody] = await api(
      categoryCollection.loader,
      ANONYMOUS,
      '/api/v1/wiki/categories?page=5',
    )
    expect(bad).toBe(400)
    expect(badBody.error.fields.page).toMatch(/page must be/)
  })

  it('gives non-admins published articles only, in lists, by slugs and by id', async () => {
    const [, visitor] = await api(
      articleCollection.loader,
      ANONYMOUS,
      '/api/v1/wiki/articles?category=school-and-work',
    )
    expect(visitor.data.map((a: { slug: string }) => a.slug)).toEqual(['epilepsy-at-school'])
    const [, admin] = await api(
      articleCollection.loader,
      ADMIN,
      '/api/v1/wiki/articles?category=school-and-work',
    )
    const draft = admin.data.find((a: { status: string }) => a.status === 'draft')
    expect(draft.slug).toBe('epilepsy-at-work')

    expect(
      (
        await api(articleItem.loader, ANONYMOUS, `/api/v1/wiki/articles/${draft.id}`, {
          params: { id: draft.id },
        })
      )[0],
    ).toBe(404)
    expect(
      (
        await api(articleItem.loader, ADMIN, `/api/v1/wiki/articles/${draft.id}`, {
          params: { id: draft.id },
        })
      )[0],
    ).toBe(200)
    expect(
      (
        await api(
          articleCollection.loader,
          ANONYMOUS,
          '/api/v1/wiki/articles?category=school-and-work&slug=epilepsy-at-work',
        )
      )[0],
    ).toBe(404)

    const [oneStatus, one] = await api(
      articleCollection.loader,
      ANONYMOUS,
      '/api/v1/wiki/articles?category=what-is-epilepsy&slug=causes-of-epilepsy',
    )
    expect(oneStatus).toBe(200)
    expect(one.data).toMatchObject({
      slug: 'causes-of-epilepsy',
      category_slug: 'what-is-epilepsy',
      read_time: 0,
    })
    expect(one.data.read_time_minutes).toBeGreaterThan(0)

    const [, section] = await api(
      articleCollection.loader,
      ANONYMOUS,
      '/api/v1/wiki/articles?page=1',
    )
    expect(section.data.length).toBeGreaterThan(0)
    expect(section.data.every((a: { status: string }) => a.status === 'published')).toBe(true)
    expect(
      (await api(articleCollection.loader, ANONYMOUS, '/api/v1/wiki/articles?category=nope'))[0],
    ).toBe(404)
    expect(
      (await api(articleCollection.loader, ANONYMOUS, '/api/v1/wiki/articles?slug=x'))[0],
    ).toBe(400)
  })

  it('refuses writes from anonymous callers (401) and non-admins (403) and changes nothing', async () => {
    const before = {
      categories: await count('wiki_categories'),
      articles: await count('wiki_articles'),
    }
    const body = { name: 'Nope', slug: 'nope' }
    expect(
      (
        await api(categoryCollection.action, ANONYMOUS, '/api/v1/wiki/categories', {
          method: 'POST',
          body,
        })
      )[0],
    ).toBe(401)
    const [status, refused] = await api(
      categoryCollection.action,
      USER,
      '/api/v1/wiki/categories',
      { method: 'POST', body },
    )
    expect(status).toBe(403)
    expect(refused.error).toMatchObject({ code: 'forbidden', message: 'Admin access required.' })
    const [, list] = await api(articleCollection.loader, ADMIN, '/api/v1/wiki/articles')
    const id = list.data[0].id
    expect(
      (
        await api(articleItem.action, USER, `/api/v1/wiki/articles/${id}`, {
          method: 'DELETE',
          params: { id },
        })
      )[0],
    ).toBe(403)
    expect(
      (
        await api(articleItem.action, ANONYMOUS, `/api/v1/wiki/articles/${id}`, {
          method: 'PATCH',
          params: { id },
          body: { title: 'x' },
        })
      )[0],
    ).toBe(401)
    expect(await count('wiki_categories')).toBe(before.categories)
    expect(await count('wiki_articles')).toBe(before.articles)
  })

  it('creates, patches and deletes for an admin, in snake_case', async () => {
    const [created, category] = await api(
      categoryCollection.action,
      ADMIN,
      '/api/v1/wiki/categories',
      {
        method: 'POST',
        body: { name: 'Travel', name_el: 'Ταξίδια', slug: 'travel', order_index: '4', page: 2 },
      },
    )
    expect(created).toBe(201)
    expect(category.data).toMatchObject({
      name_el: 'Ταξίδια',
      order_index: 4,
      page: 2,
      article_count: 0,
    })

    const [articleStatus, article] = await api(
      articleCollection.action,
      ADMIN,
      '/api/v1/wiki/articles',
      {
        method: 'POST',
        body: {
          title: 'Flying with epilepsy',
          slug: 'flying',
          category_id: category.data.id,
          content: '<p>Pack medicine<script>x()</script></p>',
          tags: ['travel', 'safety'],
        },
      },
    )
    expect(articleStatus).toBe(201)
    expect(article.data).toMatchObject({
      status: 'draft',
      order_index: 0,
      read_time: 0,
      content: '<p>Pack medicine</p>',
      tags: ['travel', 'safety'],
      category_slug: 'travel',
    })

    const id = article.data.id
    const [patched, patchedBody] = await api(
      articleItem.action,
      ADMIN,
      `/api/v1/wiki/articles/${id}`,
      { method: 'PATCH', params: { id }, body: { status: 'published' } },
    )
    expect(patched).toBe(200)
    expect(patchedBody.data).toMatchObject({
      status: 'published',
      title: 'Flying with epilepsy',
      tags: ['travel', 'safety'],
    })
    expect(
      (
        await api(articleItem.loader, ANONYMOUS, `/api/v1/wiki/articles/${id}`, { params: { id } })
      )[0],
    ).toBe(200)

    const [catPatch, catPatched] = await api(
      categoryItem.action,
      ADMIN,
      `/api/v1/wiki/categories/${category.data.id}`,
      {
        method: 'PATCH',
        params: { id: category.data.id },
        body: { description: 'Holidays and trips' },
      },
    )
    expect(catPatch).toBe(200)
    expect(catPatched.data).toMatchObject({
      description: 'Holidays and trips',
      name: 'Travel',
      article_count: 1,
    })

    const [deleted, deletedBody] = await api(
      categoryItem.action,
      ADMIN,
      `/api/v1/wiki/categories/${category.data.id}`,
      { method: 'DELETE', params: { id: category.data.id } },
    )
    expect(deleted).toBe(200)
    expect(deletedBody).toEqual({ deleted: true, id: category.data.id, deleted_articles: 1 })
    expect(
      (await api(articleItem.loader, ADMIN, `/api/v1/wiki/articles/${id}`, { params: { id } }))[0],
    ).toBe(404)
  })

  it('answers bad input with a clear error and changes nothing', async () => {
    const before = await count('wiki_articles')
    const [status, body] = await api(articleCollection.action, ADMIN, '/api/v1/wiki/articles', {
      method: 'POST',
      body: { title: '', read_time: 'soon', original_url: 'ftp://x' },
    })
    expect(status).toBe(400)
    expect(body.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        title: 'Title is required: give it in English, in Greek or in both.',
        slug: 'Slug is required',
        category_id: 'Category is required',
        original_url: expect.stringMatching(/http/),
      },
    })
    // An image block pointing at another site (which the Content-Security-Policy would block).
    const [external, externalBody] = await api(
      articleCollection.action,
      ADMIN,
      '/api/v1/wiki/articles',
      {
        method: 'POST',
        body: {
          title: 'Blocks',
          slug: 'blocks',
          category_id: crypto.randomUUID(),
          content_blocks: [
            { type: 'image', metadata: { url: 'https://images.example.org/x.png' } },
          ],
        },
      },
    )
    expect(external).toBe(400)
    expect(externalBody.error).toMatchObject({
      code: 'validation_failed',
      fields: { content_blocks: 'Upload the image again: this image address cannot be used.' },
    })
    expect(await count('wiki_articles')).toBe(before)
    expect(
      (
        await api(articleCollection.action, ADMIN, '/api/v1/wiki/articles', {
          method: 'POST',
          rawBody: '{nope',
        })
      )[0],
    ).toBe(400)
    expect(
      (
        await api(articleCollection.action, ADMIN, '/api/v1/wiki/articles', {
          method: 'POST',
          rawBody: 'title=x',
          contentType: 'application/x-www-form-urlencoded',
        })
      )[0],
    ).toBe(415)
    const [conflict, conflictBody] = await api(
      categoryCollection.action,
      ADMIN,
      '/api/v1/wiki/categories',
      { method: 'POST', body: { name: 'Diagnosis', slug: 'diagnosis' } },
    )
    expect(conflict).toBe(409)
    expect(conflictBody.error).toMatchObject({
      code: 'conflict',
      fields: { slug: expect.any(String) },
    })
    expect(
      (
        await api(categoryItem.action, ADMIN, '/api/v1/wiki/categories/nope', {
          method: 'DELETE',
          params: { id: 'nope' },
        })
      )[0],
    ).toBe(404)
    expect(
      (
        await api(articleItem.action, ADMIN, '/api/v1/wiki/articles/x', {
          method: 'POST',
          params: { id: 'x' },
        })
      )[0],
    ).toBe(405)
    expect(await count('wiki_articles')).toBe(before)
  })

  it('refuses a save based on an older version (409, who and when, translated) through the page and the API, and changes nothing', async () => {
    const [, categories] = await api(categoryCollection.loader, ADMIN, '/api/v1/wiki/categories')
    const categoryId = categories.data[0].id
    const [, created] = await api(articleCollection.action, ADMIN, '/api/v1/wiki/articles', {
      method: 'POST',
      body: {
        title: 'Shared article',
        slug: 'shared-article',
        category_id: categoryId,
        content: '<p>Opened</p>',
        status: 'published',
      },
    })
    const id = created.data.id
    const read = (auth = ADMIN) =>
      api(articleItem.loader, auth, `/api/v1/wiki/articles/${id}`, { params: { id } })
    // Admins read the revision to edit on; visitors are not told.
    const opened = (await read())[1].data.revision_id
    expect(opened).toEqual(expect.any(Number))
    expect((await read(ANONYMOUS))[1].data).not.toHaveProperty('revision_id')

    // Two admins opened the article at the same revision; the first inline save goes through.
    const inline = (title: string, base: string, lang?: Lang) =>
      post(
        ADMIN,
        {
          intent: 'article-inline-update',
          id,
          base_revision: base,
          title,
          categoryId,
          orderIndex: '0',
          content: `<p>${title}</p>`,
        },
        lang,
      )
    expect((await inline('First save', String(opened)))[0]).toBe(200)
    const newest = (await read())[1].data.revision_id
    expect(newest).toBeGreaterThan(opened)

    const [status, body] = await inline('Second save', String(opened))
    expect(status).toBe(409)
    expect(body).toMatchObject({ ok: false, conflict: { revisionId: newest } })
    expect(body.message).toMatch(
      /^Changed by admin@example\.org at .+ since you opened it\. Their changes: .*Title.*\.$/,
    )
    const [, greek] = await inline('Second save', String(opened), 'el')
    expect(greek.message).toMatch(
      /^Άλλαξε από admin@example\.org στις .+, αφού το ανοίξατε\. Οι αλλαγές τους: .+\.$/,
    )
    // The article editor's save is checked the same way.
    const [editor] = await post(ADMIN, {
      intent: 'article-update',
      enhanced: '1',
      id,
      base_revision: String(opened),
      title: 'Editor save',
      slug: 'shared-article',
      categoryId,
      status: 'published',
      content: '<p>x</p>',
    })
    expect(editor).toBe(409)

    const patch = (body: Record<string, unknown>) =>
      api(articleItem.action, ADMIN, `/api/v1/wiki/articles/${id}`, {
        method: 'PATCH',
        body,
        params: { id },
      })
    const [apiStatus, apiBody] = await patch({ title: 'API save', base_revision: opened })
    expect(apiStatus).toBe(409)
    expect(apiBody.error).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(
        /^Changed by admin@example\.org at .+ since you opened it\. Their changes: Title\.$/,
      ),
      fields: { title: expect.any(String) },
    })
    const [badStatus, badBody] = await patch({ title: 'API save', base_revision: { id: opened } })
    expect(badStatus).toBe(400)
    expect(badBody.error.fields).toHaveProperty('base_revision')

    // Nothing changed: the first save stands, with no revision since.
    const [, now] = await read()
    expect(now.data).toMatchObject({ title: 'First save', revision_id: newest })

    // Saving on the newer revision is a knowing overwrite; the answer names the next one.
    const [ok, saved] = await patch({ title: 'API save', base_revision: String(newest) })
    expect(ok).toBe(200)
    expect(saved.data.title).toBe('API save')
    expect(saved.data.revision_id).toBeGreaterThan(newest)
    await api(articleItem.action, ADMIN, `/api/v1/wiki/articles/${id}`, {
      method: 'DELETE',
      params: { id },
    })
  })
})
