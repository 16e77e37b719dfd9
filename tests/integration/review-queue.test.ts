/**
 * The review queue (/admin/review) on a real database: what it lists and the changes it shows,
 * its three answers (publish, schedule, send back with a note) for every role, bad input, the
 * note on the author's form until they submit again, the mail to the author and the audit log.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { getRow } from '~/domain/content-store.server'
import { listAudit } from '~/domain/editorial.server'
import { listOutboxFor } from '~/domain/mail-outbox.server'
import { listPendingReview } from '~/domain/review.server'
import { reviewNoteOf } from '~/domain/review-notes.server'
import { getArticleById } from '~/domain/wiki.server'
import { inlineEditable } from '~/routes/wiki/wiki-data.server'
import { loadForEdit } from '~/http/content-page-actions.server'
import { createLogger } from '~/logger.server'
import * as collection from '~/routes/api/content-collection'
import * as item from '~/routes/api/content-item'
import * as wikiArticles from '~/routes/api/wiki-articles'
import * as wikiCategories from '~/routes/api/wiki-categories'
import * as reviewPage from '~/routes/admin/review'
import { dateToCyprusLocal } from '~/lib/dates'
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
  roleMatrix,
} from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

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

let serial = 0
async function pendingNews(fields: Record<string, unknown> = {}) {
  serial += 1
  const [status, body] = await api(collection.action, AUTHOR, '/api/v1/news', {
    method: 'POST',
    body: {
      title: `Waiting post ${serial}`,
      content: '<p>First words.</p>',
      date: '2026-01-15',
      status: 'pending_review',
      ...fields,
    },
  })
  expect(status).toBe(201)
  return body.data.id as string
}

async function answer(auth: AuthState, fields: Record<string, string>, lang: 'en' | 'el' = 'en') {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  const args = {
    request: new Request(`${ORIGIN}/admin/review`, { method: 'POST', body }),
    params: {},
    context: await contextFor(services, auth, { lang }),
  }
  const result = (await reviewPage.action(args as never)) as unknown as {
    data: { ok: boolean; message: string; fields?: Record<string, string> }
    init: { status?: number } | null
  }
  return { status: result.init?.status ?? 200, ...result.data }
}

async function queueStatus(auth: AuthState) {
  try {
    await reviewPage.loader({
      request: new Request(`${ORIGIN}/admin/review`),
      params: {},
      context: await contextFor(services, auth),
    } as never)
    return 200
  } catch (thrown) {
    const refused = thrown as { init?: { status?: number }; status?: number }
    return refused.init?.status ?? refused.status ?? 500
  }
}

describe('the review queue', () => {
  it('opens to editors and admins only', async () => {
    expect(await roleMatrix(queueStatus)).toEqual({
      anonymous: 403,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 200,
      admin: 200,
    })
  })

  it('lists pending items of every kind with their author and changes', async () => {
    const fresh = await pendingNews({ title: 'Brand new post' })
    // A published item an editor put back into review with a change: compared with what is public.
    const [, created] = await api(collection.action, EDITOR, '/api/v1/news', {
      method: 'POST',
      body: { title: 'Public post', content: '<p>Old words.</p>', date: '2026-01-15' },
    })
    const changed = created.data.id as string
    await api(item.action, EDITOR, `/api/v1/news/${changed}`, {
      method: 'PATCH',
      body: { title: 'Public post, revised', status: 'pending_review' },
      params: { id: changed },
    })
    const [, category] = await api(wikiCategories.action, ADMIN, '/api/v1/wiki/categories', {
      method: 'POST',
      body: { name: 'Review', slug: 'review-category' },
    })
    const [, article] = await api(wikiArticles.action, REVIEWER, '/api/v1/wiki/articles', {
      method: 'POST',
      body: {
        title: 'Pending wiki article',
        slug: 'pending-wiki-article',
        category_id: category.data.id,
        content: '<p>Text.</p>',
        status: 'pending_review',
      },
    })

    const queue = await listPendingReview(database.db)
    const byId = new Map(queue.map((entry) => [entry.id, entry]))
    expect(byId.get(fresh)).toMatchObject({
      kind: 'news',
      title: 'Brand new post',
      authorEmail: 'author@example.org',
      against: 'nothing',
    })
    expect(byId.get(fresh)!.diffs.map((diff) => diff.field)).toContain('title')
    const revised = byId.get(changed)!
    expect(revised).toMatchObject({ against: 'published', authorEmail: 'editor@example.org' })
    expect(revised.diffs.map((diff) => diff.field)).toEqual(['title'])
    expect(revised.diffs[0]!.parts).toEqual([
      { value: 'Public post' },
      { value: ', revised', added: true },
    ])
    expect(byId.get(article.data.id)).toMatchObject({
      kind: 'wiki',
      authorEmail: 'reviewer@example.org',
      path: expect.stringContaining('pending-wiki-article'),
    })
  })

  it('publishes for editors and admins only; refusals change nothing', async () => {
    const results = await roleMatrix(async (auth) => {
      const id = await pendingNews()
      const result = await answer(auth, { intent: 'publish', kind: 'news', id })
      expect((await getRow(database.db, 'news', id))?.status).toBe(
        result.status === 200 ? 'published' : 'pending_review',
      )
      return result.status
    })
    expect(results).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 200,
      admin: 200,
    })
    const id = await pendingNews()
    await answer(EDITOR, { intent: 'publish', kind: 'news', id })
    const [entry] = (await listAudit(database.db, { kind: 'news', action: 'published' })).filter(
      (e) => e.itemId === id,
    )
    expect(entry?.actorEmail).toBe('editor@example.org')
    // Answered already: the second answer is told so.
    expect(await answer(ADMIN, { intent: 'publish', kind: 'news', id })).toMatchObject({
      status: 409,
      message: 'This item is no longer waiting for review: someone else has already answered it.',
    })
  })

  it('schedules for a time in the future, with translated field errors otherwise', async () => {
    const id = await pendingNews()
    const bad = async (publishAt: string, lang: 'en' | 'el' = 'en') =>
      answer(EDITOR, { intent: 'schedule', kind: 'news', id, publish_at: publishAt }, lang)
    expect(await bad('')).toMatchObject({
      status: 400,
      fields: { publish_at: 'admin.validation.publishAtRequired' },
    })
    expect(await bad('soon')).toMatchObject({
      fields: { publish_at: 'admin.validation.publishAtInvalid' },
    })
    expect(await bad('2020-01-01T10:00', 'el')).toMatchObject({
      message: 'Διορθώστε τα πεδία που επισημαίνονται.',
      fields: { publish_at: 'admin.validation.publishAtPast' },
    })
    expect((await getRow(database.db, 'news', id))?.status).toBe('pending_review')
    for (const auth of [USER, AUTHOR, REVIEWER])
      expect((await answer(auth, { intent: 'schedule', kind: 'news', id })).status).toBe(403)

    const at = new Date(Date.now() + 2 * 86_400_000)
    at.setSeconds(0, 0)
    const done = await bad(dateToCyprusLocal(at))
    expect(done).toMatchObject({ status: 200, ok: true })
    expect(await getRow(database.db, 'news', id)).toMatchObject({
      status: 'scheduled',
      publishAt: at,
    })
  })

  it('sends back with a note: a draft again, the note on the form, a mail, the audit log', async () => {
    const id = await pendingNews({ title: 'Needs work' })
    for (const auth of [ANONYMOUS, USER, AUTHOR, REVIEWER]) {
      const refused = await answer(auth, { intent: 'send-back', kind: 'news', id, note: 'No' })
      expect(refused.status).toBe(auth === ANONYMOUS ? 401 : 403)
    }
    const empty = await answer(EDITOR, { intent: 'send-back', kind: 'news', id, note: '   ' })
    expect(empty).toMatchObject({
      status: 400,
      ok: false,
      fields: { note: 'admin.review.noteRequired' },
    })
    const long = await answer(ADMIN, {
      intent: 'send-back',
      kind: 'news',
      id,
      note: 'x'.repeat(2001),
    })
    expect(long.fields).toEqual({ note: 'admin.review.noteTooLong' })
    expect((await getRow(database.db, 'news', id))?.status).toBe('pending_review')
    expect(await reviewNoteOf(database.db, 'news', id)).toBeUndefined()
    expect(await listOutboxFor(database.db, 'author@example.org')).toHaveLength(0)

    const note = 'Please cite the study & add its date.'
    const sent = await answer(EDITOR, { intent: 'send-back', kind: 'news', id, note }, 'el')
    expect(sent).toMatchObject({
      status: 200,
      message: 'Το «Needs work» επιστράφηκε στον συντάκτη του.',
    })
    expect((await getRow(database.db, 'news', id))?.status).toBe('draft')
    const form = await loadForEdit(await contextFor(services, AUTHOR), 'news', id)
    expect(form?.reviewNote).toMatchObject({ note, by: 'editor@example.org' })
    const [entry] = (await listAudit(database.db, { kind: 'news', action: 'sent_back' })).filter(
      (e) => e.itemId === id,
    )
    expect(entry).toMatchObject({ actorEmail: 'editor@example.org', detail: { note } })

    const [mail] = await listOutboxFor(database.db, 'author@example.org')
    expect(mail?.subject).toBe('“Needs work” needs changes / Το «Needs work» χρειάζεται αλλαγές')
    const slug = (await getRow(database.db, 'news', id))!.slug
    expect(mail?.text).toContain(note)
    expect(mail?.text).toContain(`/news/${slug}`)
    expect(mail?.text).toContain('Κάντε τις αλλαγές και υποβάλετέ το ξανά για έγκριση.')
    expect(mail?.html).toContain('Please cite the study &amp; add its date.')

    // The author submits again: the note has been answered and goes from the form.
    const [resubmitted] = await api(item.action, AUTHOR, `/api/v1/news/${id}`, {
      method: 'PATCH',
      body: { title: 'Needs work, fixed', status: 'pending_review' },
      params: { id },
    })
    expect(resubmitted).toBe(200)
    expect(await reviewNoteOf(database.db, 'news', id)).toBeUndefined()
    expect((await listPendingReview(database.db)).some((entry) => entry.id === id)).toBe(true)
  })

  it('answers wiki articles too, and refuses unknown kinds, intents and items', async () => {
    const [article] = (await listPendingReview(database.db)).filter((e) => e.kind === 'wiki')
    const id = article!.id
    const sent = await answer(ADMIN, { intent: 'send-back', kind: 'wiki', id, note: 'Cite it.' })
    expect(sent.status).toBe(200)
    const found = await getArticleById(database.db, { isAdmin: true }, id)
    expect(found?.article.status).toBe('draft')
    // The article's page gives the team the note beside its editor.
    expect(
      (await inlineEditable(database.db, found!, { isAdmin: true }))?.reviewNote,
    ).toMatchObject({ note: 'Cite it.', by: 'admin@example.org' })
    await database.db.execute(
      sql`update wiki_articles set status = 'pending_review' where id = ${id}`,
    )
    expect((await answer(EDITOR, { intent: 'publish', kind: 'wiki', id })).status).toBe(200)
    expect((await getArticleById(database.db, { isAdmin: true }, id))?.article.status).toBe(
      'published',
    )
    expect(await reviewNoteOf(database.db, 'wiki', id)).toBeUndefined()

    expect((await answer(EDITOR, { intent: 'publish', kind: 'tags', id })).status).toBe(400)
    expect((await answer(EDITOR, { intent: 'delete', kind: 'news', id })).status).toBe(400)
    expect(
      await answer(EDITOR, {
        intent: 'publish',
        kind: 'news',
        id: '00000000-0000-4000-8000-000000000000',
      }),
    ).toMatchObject({ status: 404, message: 'This item no longer exists.' })
  })
})
