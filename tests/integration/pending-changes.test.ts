/**
 * Pending changes (decision 0055) on a real database: an author's or reviewer's edit to a
 * published item is kept aside (the API answers 202, the page's form goes back to the form), the
 * item and what visitors read stay as published; editors and admins still save directly. The
 * review queue publishes a change through the ordinary save (revision, audit, conflict check
 * against the version it was typed on) or sends it back with a note, mailed to its author.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { getRow } from '~/domain/content-store.server'
import { latestRevision, listAudit } from '~/domain/editorial.server'
import { listOutboxFor } from '~/domain/mail-outbox.server'
import { pendingChangeOf } from '~/domain/pending-changes.server'
import { reviewNoteOf } from '~/domain/review-notes.server'
import { loadForEdit, saveFromPage } from '~/http/content-page-actions.server'
import { createLogger } from '~/logger.server'
import * as collection from '~/routes/api/content-collection'
import * as item from '~/routes/api/content-item'
import * as reviewPage from '~/routes/admin/review'
import {
  ADMIN,
  ANONYMOUS,
  AUTHOR,
  contentApi,
  contextFor,
  EDITOR,
  ORIGIN,
  REVIEWER,
  USER,
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
async function publishedNews() {
  serial += 1
  const [status, body] = await api(collection.action, EDITOR, '/api/v1/news', {
    method: 'POST',
    body: {
      title: `Clinic hours ${serial}`,
      content: '<p>From March.</p>',
      date: '2026-01-15',
      status: 'published',
    },
  })
  expect(status).toBe(201)
  return { id: body.data.id as string, title: `Clinic hours ${serial}` }
}

const patch = (auth: AuthState, id: string, body: Record<string, unknown>) =>
  api(item.action, auth, `/api/v1/news/${id}`, { method: 'PATCH', body, params: { id } })

const publicTitle = async (id: string) => {
  const [status, body] = await api(item.loader, ANONYMOUS, `/api/v1/news/${id}`, {
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

describe('an author’s change to a published item', () => {
  it('is kept aside by the API: the item and its public read are unchanged', async () => {
    const { id, title } = await publishedNews()
    const before = await getRow(database.db, 'news', id)
    const [status, body] = await patch(AUTHOR, id, { title: 'Clinic hours (new)' })
    expect(status).toBe(202)
    expect(body.message).toBe(
      'Your change was kept for review: visitors see the published version until an editor publishes it.',
    )
    expect(body.pending_change).toMatchObject({
      kind: 'news',
      item_id: id,
      author_email: 'author@example.org',
      values: { title: 'Clinic hours (new)', status: 'published' },
    })
    expect(await getRow(database.db, 'news', id)).toEqual(before)
    expect(await publicTitle(id)).toBe(title)
    const change = await pendingChangeOf(database.db, 'news', id)
    expect(change?.baseRevision).toBe(String((await latestRevision(database.db, 'news', id))!.id))

    // A second save by the author replaces the first.
    expect((await patch(AUTHOR, id, { title: 'Clinic hours (newer)' }))[0]).toBe(202)
    expect((await pendingChangeOf(database.db, 'news', id))?.values.title).toBe(
      'Clinic hours (newer)',
    )
    // The author's form opens on the change and says it waits; an editor's on the published item.
    const mine = await loadForEdit(await contextFor(services, AUTHOR), 'news', id)
    expect(mine?.values.title).toBe('Clinic hours (newer)')
    expect(mine?.pendingChange).toMatchObject({ by: 'author@example.org' })
    const theirs = await loadForEdit(await contextFor(services, EDITOR), 'news', id)
    expect(theirs?.values.title).toBe(title)
    expect(theirs?.pendingChange).not.toBeNull()
    const { changes } = await queue()
    expect(changes.find((entry) => entry.id === id)?.diffs.map((diff) => diff.field)).toEqual([
      'title',
    ])
  })

  it('is kept aside by the page’s form, which then opens on it', async () => {
    const event = {
      title: 'Family picnic',
      date: '2099-06-01',
      time: '10:00',
      location: 'Limassol',
      description: 'Bring a blanket.',
      category: 'social',
    }
    const [created, body] = await api(collection.action, EDITOR, '/api/v1/events', {
      method: 'POST',
      body: { ...event, status: 'published' },
    })
    expect(created).toBe(201)
    const id = body.data.id as string
    const slug = body.data.slug as string
    const form = new FormData()
    for (const [name, value] of Object.entries({
      ...event,
      title: 'Family picnic (moved)',
      status: 'draft',
    }))
      form.append(name, value)
    const redirect = await saveFromPage(
      await contextFor(services, REVIEWER),
      'events',
      new Request(`${ORIGIN}/events/${id}/edit`, { method: 'POST', body: form }),
      id,
    ).catch((thrown: unknown) => thrown)
    expect(redirect).toBeInstanceOf(Response)
    expect((redirect as Response).headers.get('Location')).toBe(`/events/${slug}/edit`)
    expect(await getRow(database.db, 'events', id)).toMatchObject({
      title: 'Family picnic',
      status: 'published',
    })
    expect((await pendingChangeOf(database.db, 'events', id))?.values).toMatchObject({
      title: 'Family picnic (moved)',
      status: 'published',
    })
  })

  it('is kept aside for authors and reviewers only; editors and admins save directly', async () => {
    const answers = await roleMatrix(async (auth, who) => {
      const { id, title } = await publishedNews()
      const [status] = await patch(auth, id, { title: `${title} by ${who}` })
      const row = await getRow(database.db, 'news', id)
      const direct = status === 200
      expect(row?.title).toBe(direct ? `${title} by ${who}` : title)
      expect(Boolean(await pendingChangeOf(database.db, 'news', id))).toBe(status === 202)
      return status
    })
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 202,
      reviewer: 202,
      editor: 200,
      admin: 200,
    })
  })

  it('goes with its item when the item is deleted', async () => {
    const { id } = await publishedNews()
    expect((await patch(AUTHOR, id, { title: 'Soon gone' }))[0]).toBe(202)
    const [deleted] = await api(item.action, EDITOR, `/api/v1/news/${id}`, {
      method: 'DELETE',
      params: { id },
    })
    expect(deleted).toBe(200)
    expect(await pendingChangeOf(database.db, 'news', id)).toBeUndefined()
  })

  it('is refused with the form’s messages when invalid, and nothing is kept', async () => {
    const { id } = await publishedNews()
    const [status, body] = await patch(AUTHOR, id, { title: '' })
    expect(status).toBe(400)
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.fields.title).toBeTruthy()
    expect(await pendingChangeOf(database.db, 'news', id)).toBeUndefined()
  })
})

describe('the review queue’s answers to a pending change', () => {
  it('publishes it through the ordinary save: revision, audit, the change gone', async () => {
    const { id } = await publishedNews()
    await patch(AUTHOR, id, { title: 'Clinic hours (published change)' })
    for (const auth of [ANONYMOUS, USER, AUTHOR, REVIEWER]) {
      const refused = await answer(auth, { intent: 'publish-change', kind: 'news', id })
      expect(refused.status).toBe(auth === ANONYMOUS ? 401 : 403)
    }
    const before = await latestRevision(database.db, 'news', id)
    const done = await answer(EDITOR, { intent: 'publish-change', kind: 'news', id })
    expect(done).toMatchObject({
      status: 200,
      ok: true,
      message: 'The change to “Clinic hours (published change)” is published.',
    })
    expect(await publicTitle(id)).toBe('Clinic hours (published change)')
    const after = await latestRevision(database.db, 'news', id)
    expect(after!.id).toBeGreaterThan(before!.id)
    expect(after).toMatchObject({ actorEmail: 'editor@example.org', changedFields: ['title'] })
    const [entry] = (await listAudit(database.db, { kind: 'news', action: 'updated' })).filter(
      (e) => e.itemId === id,
    )
    expect(entry).toMatchObject({ actorEmail: 'editor@example.org', detail: { fields: ['title'] } })
    expect(await pendingChangeOf(database.db, 'news', id)).toBeUndefined()
    const { changes } = await queue()
    expect(changes.some((entry) => entry.id === id)).toBe(false)
    expect((await answer(EDITOR, { intent: 'publish-change', kind: 'news', id })).status).toBe(404)
  })

  it('sends it back: the change gone, the note kept and logged, the author mailed', async () => {
    const { id, title } = await publishedNews()
    await patch(AUTHOR, id, { title: 'Needs a source' })
    const empty = await answer(EDITOR, { intent: 'send-back-change', kind: 'news', id, note: ' ' })
    expect(empty).toMatchObject({ status: 400, fields: { note: 'admin.review.noteRequired' } })
    expect(await pendingChangeOf(database.db, 'news', id)).toBeDefined()

    const note = 'Cite the clinic’s announcement.'
    const sent = await answer(ADMIN, { intent: 'send-back-change', kind: 'news', id, note })
    expect(sent).toMatchObject({
      status: 200,
      message: 'The change to “Needs a source” was sent back to its author.',
    })
    expect(await pendingChangeOf(database.db, 'news', id)).toBeUndefined()
    expect(await getRow(database.db, 'news', id)).toMatchObject({ title, status: 'published' })
    expect(await reviewNoteOf(database.db, 'news', id)).toMatchObject({ note })
    const [entry] = (await listAudit(database.db, { kind: 'news', action: 'sent_back' })).filter(
      (e) => e.itemId === id,
    )
    expect(entry).toMatchObject({ actorEmail: 'admin@example.org', detail: { note } })
    const mails = await listOutboxFor(database.db, 'author@example.org')
    expect(mails.some((mail) => mail.text.includes(note))).toBe(true)
    const form = await loadForEdit(await contextFor(services, AUTHOR), 'news', id)
    expect(form?.reviewNote).toMatchObject({ note })
  })

  it('reports a conflict when the item changed after the author’s version', async () => {
    const { id } = await publishedNews()
    await patch(AUTHOR, id, { title: 'The author’s title' })
    expect((await patch(EDITOR, id, { content: '<p>The editor’s words.</p>' }))[0]).toBe(200)
    const refused = await answer(EDITOR, { intent: 'publish-change', kind: 'news', id })
    expect(refused.status).toBe(409)
    expect(refused.message).toContain('editor@example.org')
    expect((await getRow(database.db, 'news', id))?.content).toBe('<p>The editor’s words.</p>')
    expect(await pendingChangeOf(database.db, 'news', id)).toBeDefined()
  })
})
