/**
 * Pending changes to wiki articles (decision 0055) on a real database: an author's or reviewer's
 * edit of a published article, through the pages' form action or the API, is kept aside (the API
 * answers 202), the article and what visitors read stay as published; editors and admins still
 * save directly. The review queue lists the change against the published article, publishes it
 * through updateArticle (revision, audit, conflict check against the version it was typed on) or
 * sends it back with a note mailed to its author; deleting the article removes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { wikiArticles } from '~/db/schema'
import type { AuthState } from '~/domain/auth/auth-state'
import { latestRevision, listAudit } from '~/domain/editorial.server'
import { listOutboxFor } from '~/domain/mail-outbox.server'
import { pendingChangeOf } from '~/domain/pending-changes.server'
import { reviewNoteOf } from '~/domain/review-notes.server'
import { createLogger } from '~/logger.server'
import * as reviewPage from '~/routes/admin/review'
import * as articleItem from '~/routes/api/wiki-article'
import * as articleCollection from '~/routes/api/wiki-articles'
import * as categoryCollection from '~/routes/api/wiki-categories'
import * as categoryItem from '~/routes/api/wiki-category'
import * as articlePage from '~/routes/wiki/article'
import {
  ADMIN,
  ANONYMOUS,
  AUTHOR,
  contentApi,
  contextFor,
  EDITOR,
  ORIGIN,
  REVIEWER,
  roleMatrix,
  USER,
} from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'
import { postWikiForm } from './support/wiki-form'

let database: TestDatabase
let services: Services
let categoryId: string

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  const [status, body] = await api(categoryCollection.action, ADMIN, '/api/v1/wiki/categories', {
    method: 'POST',
    body: { name: 'Pending changes', slug: 'pending-changes' },
  })
  expect(status).toBe(201)
  categoryId = body.data.id as string
})
afterAll(async () => {
  await database?.destroy()
})

const api = contentApi(() => services)

let serial = 0
async function publishedArticle() {
  serial += 1
  const title = `Seizure first aid ${serial}`
  const [status, body] = await api(articleCollection.action, EDITOR, '/api/v1/wiki/articles', {
    method: 'POST',
    body: {
      title,
      slug: `seizure-first-aid-${serial}`,
      category_id: categoryId,
      content: '<p>Stay with the person.</p>',
      status: 'published',
    },
  })
  expect(status).toBe(201)
  return { id: body.data.id as string, title, slug: body.data.slug as string }
}

const storedRow = async (id: string) =>
  (await database.db.select().from(wikiArticles).where(eq(wikiArticles.id, id)))[0]

const apiWrite = (auth: AuthState, id: string, body: Record<string, unknown>, method = 'PATCH') =>
  api(articleItem.action, auth, `/api/v1/wiki/articles/${id}`, { method, body, params: { id } })

const inlineUpdate = (auth: AuthState, id: string, fields: Record<string, string> = {}) =>
  postWikiForm(services, auth, {
    intent: 'article-inline-update',
    view: 'wiki',
    id,
    title: 'Seizure first aid, corrected',
    categoryId,
    orderIndex: '0',
    content: '<p>Stay with the person and time the seizure.</p>',
    ...fields,
  })

const publicTitle = async (id: string) => {
  const [status, body] = await api(articleItem.loader, ANONYMOUS, `/api/v1/wiki/articles/${id}`, {
    params: { id },
  })
  expect(status).toBe(200)
  return body.data.title as string
}

async function answer(auth: AuthState, fields: Record<string, string>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  const result = (await reviewPage.action({
    request: new Request(`${ORIGIN}/admin/review`, { method: 'POST', body }),
    params: {},
    context: await contextFor(services, auth),
  } as never)) as unknown as {
    data: { ok: boolean; message: string; fields?: Record<string, string> }
    init: { status?: number } | null
  }
  return { status: result.init?.status ?? 200, ...result.data }
}

async function queue() {
  return reviewPage.loader({
    request: new Request(`${ORIGIN}/admin/review`),
    params: {},
    context: await contextFor(services, EDITOR),
  } as never)
}

describe('an author’s change to a published wiki article', () => {
  it('is kept aside from the inline form, for authors and reviewers alike', async () => {
    for (const [auth, email] of [
      [AUTHOR, 'author@example.org'],
      [REVIEWER, 'reviewer@example.org'],
    ] as const) {
      const { id, title } = await publishedArticle()
      const before = await storedRow(id)
      const [status, body] = await inlineUpdate(auth, id, {
        base_revision: String((await latestRevision(database.db, 'wiki', id))!.id),
      })
      expect(status).toBe(200)
      expect(body).toMatchObject({
        ok: true,
        pending: true,
        message:
          'Your change was kept for review: visitors see the published version until an editor publishes it.',
        article: { id },
      })
      expect(body.redirectTo).toBeUndefined()
      expect(await storedRow(id)).toEqual(before)
      expect(await publicTitle(id)).toBe(title)
      const change = await pendingChangeOf(database.db, 'wiki', id)
      expect(change).toMatchObject({
        kind: 'wiki',
        authorEmail: email,
        values: {
          title: 'Seizure first aid, corrected',
          content: '<p>Stay with the person and time the seizure.</p>',
          status: 'published',
          slug: before!.slug,
        },
      })
      const [entry] = (await listAudit(database.db, { kind: 'wiki', action: 'submitted' })).filter(
        (e) => e.itemId === id,
      )
      expect(entry).toMatchObject({
        actorEmail: email,
        detail: { pending_change: true, fields: ['title', 'content'] },
      })
    }
  })

  it('is kept aside by the API with 202, PATCH and PUT; the article is unchanged', async () => {
    const { id, title } = await publishedArticle()
    const before = await storedRow(id)
    const [status, body] = await apiWrite(AUTHOR, id, { title: 'Seizure first aid (new)' })
    expect(status).toBe(202)
    expect(body.message).toBe(
      'Your change was kept for review: visitors see the published version until an editor publishes it.',
    )
    expect(body.pending_change).toMatchObject({
      kind: 'wiki',
      item_id: id,
      author_email: 'author@example.org',
      base_revision: String((await latestRevision(database.db, 'wiki', id))!.id),
      values: { title: 'Seizure first aid (new)', status: 'published' },
    })
    const [putStatus, put] = await apiWrite(
      REVIEWER,
      id,
      {
        title: 'Seizure first aid (put)',
        slug: before!.slug,
        category_id: categoryId,
        content: '<p>Replaced.</p>',
        // Only editors publish or unpublish: the change keeps the stored status.
        status: 'draft',
      },
      'PUT',
    )
    expect(putStatus).toBe(202)
    expect(put.pending_change).toMatchObject({
      author_email: 'reviewer@example.org',
      values: {
        title: 'Seizure first aid (put)',
        content: '<p>Replaced.</p>',
        status: 'published',
      },
    })
    expect(await storedRow(id)).toEqual(before)
    expect(await publicTitle(id)).toBe(title)
  })

  it('is written directly for editors and admins; refused for visitors and users', async () => {
    const { id, title } = await publishedArticle()
    expect(
      await roleMatrix(async (auth, who) => {
        const [status] = await apiWrite(auth, id, { title: `${title} by ${who}` })
        return status
      }),
    ).toEqual({ anonymous: 401, user: 403, author: 202, reviewer: 202, editor: 200, admin: 200 })
    expect((await storedRow(id))!.title).toBe(`${title} by admin`)

    const { id: other, title: otherTitle } = await publishedArticle()
    for (const auth of [ANONYMOUS, USER]) {
      const [status, body] = await inlineUpdate(auth, other)
      expect(status).toBe(403)
      expect(body).toMatchObject({ ok: false, message: 'Admin access required.' })
    }
    expect((await storedRow(other))!.title).toBe(otherTitle)
    expect(await pendingChangeOf(database.db, 'wiki', other)).toBeUndefined()
    const [status, body] = await inlineUpdate(EDITOR, other)
    expect(status).toBe(200)
    expect(body.pending).toBeUndefined()
    expect((await storedRow(other))!.title).toBe('Seizure first aid, corrected')
    expect(await pendingChangeOf(database.db, 'wiki', other)).toBeUndefined()
  })

  it('is refused with a clear message when invalid, and nothing is kept', async () => {
    const { id } = await publishedArticle()
    const before = await storedRow(id)
    const [status, body] = await apiWrite(AUTHOR, id, { title: '' })
    expect(status).toBe(400)
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.fields.title).toBeTruthy()

    const [formStatus, form] = await inlineUpdate(AUTHOR, id, { content: '' })
    expect(formStatus).toBe(400)
    expect(form.fields).toMatchObject({ content: expect.any(String) })

    // Another article's address in the same category.
    const { slug } = await publishedArticle()
    const [taken, takenBody] = await apiWrite(AUTHOR, id, { slug })
    expect(taken).toBe(409)
    expect(takenBody.error.fields.slug).toBeTruthy()

    const [due] = await apiWrite(REVIEWER, id, { next_review_due: '2031-01-01' })
    expect(due).toBe(403)

    expect(await pendingChangeOf(database.db, 'wiki', id)).toBeUndefined()
    expect(await storedRow(id)).toEqual(before)
  })

  it('opens the article page’s form on the change for its author, and names it to the team', async () => {
    const { id, slug, title } = await publishedArticle()
    expect((await apiWrite(AUTHOR, id, { title: 'Seizure first aid (mine)' }))[0]).toBe(202)
    const change = await pendingChangeOf(database.db, 'wiki', id)
    const page = async (auth: AuthState) =>
      (await articlePage.loader({
        request: new Request(`${ORIGIN}/wiki/pending-changes/${slug}`),
        params: { categorySlug: 'pending-changes', articleSlug: slug },
        context: await contextFor(services, auth),
      } as never)) as unknown as {
        article: { title: string }
        editable?: { title: string; baseRevision: string; pendingChange: unknown }
      }
    const mine = await page(AUTHOR)
    expect(mine.article.title).toBe(title)
    expect(mine.editable).toMatchObject({
      title: 'Seizure first aid (mine)',
      baseRevision: change!.baseRevision,
      pendingChange: { by: 'author@example.org' },
    })
    const editors = await page(EDITOR)
    expect(editors.editable).toMatchObject({ title, pendingChange: { by: 'author@example.org' } })
    const visitors = await page(ANONYMOUS)
    expect(visitors.article.title).toBe(title)
    expect(visitors.editable).toBeUndefined()
  })

  it('is given to its author with the article by the API, for the full editor to open on', async () => {
    const { id, title } = await publishedArticle()
    expect(
      (await apiWrite(AUTHOR, id, { title: 'Seizure first aid (dialog)', excerpt: 'Mine.' }))[0],
    ).toBe(202)
    const change = await pendingChangeOf(database.db, 'wiki', id)
    const read = async (auth: AuthState) => {
      const [status, body] = await api(articleItem.loader, auth, `/api/v1/wiki/articles/${id}`, {
        params: { id },
      })
      expect(status).toBe(200)
      return body.data as Record<string, unknown> & { pending_change?: Record<string, unknown> }
    }
    const mine = await read(AUTHOR)
    // The article as published, and beside it the author's own change and its base revision.
    expect(mine.title).toBe(title)
    expect(mine.pending_change).toMatchObject({
      kind: 'wiki',
      item_id: id,
      base_revision: change!.baseRevision,
      author_email: 'author@example.org',
      values: { title: 'Seizure first aid (dialog)', excerpt: 'Mine.' },
    })
    // Nobody else gets it: another member of the team, or a visitor.
    for (const auth of [REVIEWER, EDITOR, ADMIN, ANONYMOUS])
      expect((await read(auth)).pending_change).toBeUndefined()
  })
})

describe('the review queue’s answers to a wiki article’s change', () => {
  it('lists it against the published article and publishes it as the editor', async () => {
    const { id, title, slug } = await publishedArticle()
    expect((await inlineUpdate(AUTHOR, id))[0]).toBe(200)
    const { changes } = await queue()
    const entry = changes.find((change) => change.id === id)
    expect(entry).toMatchObject({
      kind: 'wiki',
      title: 'Seizure first aid, corrected',
      path: `/wiki/pending-changes/${slug}`,
      authorEmail: 'author@example.org',
    })
    expect(entry!.diffs.map((diff) => diff.field)).toEqual(['title', 'content'])
    expect(await publicTitle(id)).toBe(title)

    const published = await answer(EDITOR, { intent: 'publish-change', kind: 'wiki', id })
    expect(published).toMatchObject({
      ok: true,
      message: 'The change to “Seizure first aid, corrected” is published.',
    })
    const row = await storedRow(id)
    expect(row).toMatchObject({
      title: 'Seizure first aid, corrected',
      content: '<p>Stay with the person and time the seizure.</p>',
      status: 'published',
    })
    expect(await publicTitle(id)).toBe('Seizure first aid, corrected')
    expect((await latestRevision(database.db, 'wiki', id))!.actorEmail).toBe('editor@example.org')
    const [updated] = (await listAudit(database.db, { kind: 'wiki', action: 'updated' })).filter(
      (e) => e.itemId === id,
    )
    expect(updated).toMatchObject({ actorEmail: 'editor@example.org' })
    expect((updated!.detail as { fields: string[] }).fields.sort()).toEqual(['content', 'title'])
    expect(await pendingChangeOf(database.db, 'wiki', id)).toBeUndefined()
    expect((await queue()).changes.some((change) => change.id === id)).toBe(false)
  })

  it('reports a conflict when the article was saved since, and changes nothing', async () => {
    const { id } = await publishedArticle()
    expect((await apiWrite(AUTHOR, id, { title: 'Seizure first aid (author)' }))[0]).toBe(202)
    expect((await apiWrite(EDITOR, id, { title: 'Seizure first aid (editor)' }))[0]).toBe(200)
    const before = await storedRow(id)
    const newest = await latestRevision(database.db, 'wiki', id)
    const refused = await answer(ADMIN, { intent: 'publish-change', kind: 'wiki', id })
    expect(refused.status).toBe(409)
    expect(refused.ok).toBe(false)
    expect(refused.message).toContain('editor@example.org')
    expect(await storedRow(id)).toEqual(before)
    expect((await latestRevision(database.db, 'wiki', id))!.id).toBe(newest!.id)
    expect(await pendingChangeOf(database.db, 'wiki', id)).toBeDefined()
  })

  it('sends it back: the change is gone, the note kept, logged and mailed to its author', async () => {
    const { id, title } = await publishedArticle()
    expect((await apiWrite(REVIEWER, id, { title: 'Seizure first aid (unsure)' }))[0]).toBe(202)
    const note = 'Keep the original wording; add a source for the timing advice.'
    const sent = await answer(EDITOR, { intent: 'send-back-change', kind: 'wiki', id, note })
    expect(sent).toMatchObject({ ok: true })
    expect(await pendingChangeOf(database.db, 'wiki', id)).toBeUndefined()
    expect(await reviewNoteOf(database.db, 'wiki', id)).toMatchObject({ note })
    const [entry] = (await listAudit(database.db, { kind: 'wiki', action: 'sent_back' })).filter(
      (e) => e.itemId === id,
    )
    expect(entry).toMatchObject({
      actorEmail: 'editor@example.org',
      detail: { note, pending_change: true },
    })
    const mails = await listOutboxFor(database.db, 'reviewer@example.org')
    expect(mails.some((mail) => mail.text.includes(note))).toBe(true)
    expect((await storedRow(id))!.title).toBe(title)

    // Submitting again answers the note.
    expect((await apiWrite(REVIEWER, id, { title: 'Seizure first aid (sourced)' }))[0]).toBe(202)
    expect(await reviewNoteOf(database.db, 'wiki', id)).toBeUndefined()
  })

  it('goes with its article when the article is deleted', async () => {
    const { id } = await publishedArticle()
    expect((await apiWrite(AUTHOR, id, { title: 'Soon gone' }))[0]).toBe(202)
    const [deleted] = await api(articleItem.action, EDITOR, `/api/v1/wiki/articles/${id}`, {
      method: 'DELETE',
      params: { id },
    })
    expect(deleted).toBe(200)
    expect(await pendingChangeOf(database.db, 'wiki', id)).toBeUndefined()
  })

  it('goes with its article when the article’s category is deleted', async () => {
    const [, category] = await api(categoryCollection.action, ADMIN, '/api/v1/wiki/categories', {
      method: 'POST',
      body: { name: 'Soon gone', slug: 'soon-gone' },
    })
    const [created, article] = await api(
      articleCollection.action,
      EDITOR,
      '/api/v1/wiki/articles',
      {
        method: 'POST',
        body: {
          title: 'In a category soon gone',
          slug: 'in-a-category-soon-gone',
          category_id: category.data.id,
          content: '<p>Text.</p>',
          status: 'published',
        },
      },
    )
    expect(created).toBe(201)
    const id = article.data.id as string
    expect((await apiWrite(AUTHOR, id, { title: 'Changed, then gone' }))[0]).toBe(202)
    const [deleted] = await api(
      categoryItem.action,
      ADMIN,
      `/api/v1/wiki/categories/${category.data.id}`,
      { method: 'DELETE', params: { id: category.data.id } },
    )
    expect(deleted).toBe(200)
    expect(await pendingChangeOf(database.db, 'wiki', id)).toBeUndefined()
  })
})
