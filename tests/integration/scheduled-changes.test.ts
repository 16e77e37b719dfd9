/**
 * Scheduling a pending change from the review queue (decision 0065) on a real database: editors
 * and admins schedule an author's change to a published news post or wiki article, the others
 * are refused; a missing, unreadable or past time is refused with its message and nothing
 * changes; visitors keep reading the published version until the scheduler publishes the change
 * at its time (revision, audit, the change gone). A change the item moved on from is not
 * published: it waits in the queue again, unscheduled, saying why; the author's new save takes it
 * off the schedule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { getRow } from '~/domain/content-store.server'
import { latestRevision, listAudit } from '~/domain/editorial.server'
import { publishDueChanges } from '~/domain/change-review.server'
import { nextChangeDueAt, pendingChangeOf } from '~/domain/pending-changes.server'
import { startPublicationScheduler } from '~/domain/publication-scheduler.server'
import type { Lang } from '~/i18n/languages'
import { dateToCyprusLocal } from '~/lib/dates'
import { createLogger } from '~/logger.server'
import * as reviewPage from '~/routes/admin/review'
import * as collection from '~/routes/api/content-collection'
import * as item from '~/routes/api/content-item'
import * as articleCollection from '~/routes/api/wiki-articles'
import * as articleItem from '~/routes/api/wiki-article'
import * as categoryCollection from '~/routes/api/wiki-categories'
import {
  ADMIN,
  ANONYMOUS,
  AUTHOR,
  contentApi,
  contextFor,
  EDITOR,
  ORIGIN,
  roleMatrix,
} from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
let categoryId: string

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  const [status, body] = await api(categoryCollection.action, ADMIN, '/api/v1/wiki/categories', {
    method: 'POST',
    body: { name: 'Scheduled changes', slug: 'scheduled-changes' },
  })
  expect(status).toBe(201)
  categoryId = body.data.id as string
})
afterAll(async () => {
  await database?.destroy()
})

const api = contentApi(() => services)

let serial = 0
/** A published news post with an author's change to its title waiting for review. */
async function newsWithChange() {
  serial += 1
  const title = `Clinic hours ${serial}`
  const [status, body] = await api(collection.action, EDITOR, '/api/v1/news', {
    method: 'POST',
    body: { title, content: '<p>From March.</p>', date: '2026-01-15', status: 'published' },
  })
  expect(status).toBe(201)
  const id = body.data.id as string
  const [kept] = await patchNews(AUTHOR, id, { title: `${title} (corrected)` })
  expect(kept).toBe(202)
  return { id, title }
}

const patchNews = (auth: AuthState, id: string, body: Record<string, unknown>) =>
  api(item.action, auth, `/api/v1/news/${id}`, { method: 'PATCH', body, params: { id } })

const publicNewsTitle = async (id: string) => {
  const [status, body] = await api(item.loader, ANONYMOUS, `/api/v1/news/${id}`, {
    params: { id },
  })
  expect(status).toBe(200)
  return body.data.title as string
}

async function answer(auth: AuthState, fields: Record<string, string>, lang: Lang = 'en') {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  const result = (await reviewPage.action({
    request: new Request(`${ORIGIN}/admin/review`, { method: 'POST', body }),
    params: {},
    context: await contextFor(services, auth, { lang }),
  } as never)) as unknown as {
    data: { ok: boolean; message: string; fields?: Record<string, string> }
    init: { status?: number } | null
  }
  return { status: result.init?.status ?? 200, ...result.data }
}

async function queuedChange(id: string) {
  const { changes } = await reviewPage.loader({
    request: new Request(`${ORIGIN}/admin/review`),
    params: {},
    context: await contextFor(services, EDITOR),
  } as never)
  return changes.find((change) => change.id === id)
}

/** A time `days` from now, to the minute, and as the schedule form's field writes it. */
function inDays(days: number) {
  const at = new Date(Date.now() + days * 86_400_000)
  at.setSeconds(0, 0)
  return { at, local: dateToCyprusLocal(at) }
}

const scheduleNews = (auth: AuthState, id: string, publishAt: string, lang: Lang = 'en') =>
  answer(auth, { intent: 'schedule-change', kind: 'news', id, publish_at: publishAt }, lang)

describe('scheduling a pending change', () => {
  it('is for editors and admins only; anyone else is refused and nothing is scheduled', async () => {
    const { local } = inDays(2)
    const answers = await roleMatrix(async (auth) => {
      const { id } = await newsWithChange()
      const result = await scheduleNews(auth, id, local)
      const change = await pendingChangeOf(database.db, 'news', id)
      if (result.status === 200) {
        expect(change?.publishAt).toBeInstanceOf(Date)
        expect(change?.scheduledByEmail).toBe(auth.user!.email)
      } else {
        expect(change?.publishAt).toBeNull()
      }
      return result.status
    })
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 200,
      admin: 200,
    })
  })

  it('refuses a missing, unreadable or past time with its message, and changes nothing', async () => {
    const { id, title } = await newsWithChange()
    expect(await scheduleNews(EDITOR, id, '')).toMatchObject({
      status: 400,
      message: 'Please correct the marked fields.',
      fields: { publish_at: 'admin.validation.publishAtRequired' },
    })
    expect(await scheduleNews(EDITOR, id, 'next week')).toMatchObject({
      status: 400,
      fields: { publish_at: 'admin.validation.publishAtInvalid' },
    })
    expect(await scheduleNews(ADMIN, id, '2020-01-01T10:00', 'el')).toMatchObject({
      status: 400,
      message: 'Διορθώστε τα πεδία που επισημαίνονται.',
      fields: { publish_at: 'admin.validation.publishAtPast' },
    })
    const change = await pendingChangeOf(database.db, 'news', id)
    expect(change).toMatchObject({ publishAt: null, scheduledByEmail: null })
    expect(await getRow(database.db, 'news', id)).toMatchObject({ title, status: 'published' })
    const scheduled = (await listAudit(database.db, { kind: 'news', action: 'scheduled' })).filter(
      (entry) => entry.itemId === id,
    )
    expect(scheduled).toEqual([])
    // An item with no change waiting is not there to schedule.
    await answer(EDITOR, { intent: 'publish-change', kind: 'news', id })
    expect((await scheduleNews(EDITOR, id, inDays(1).local)).status).toBe(404)
  })

  it('is published by the scheduler at its time; visitors read the published version until then', async () => {
    const { id, title } = await newsWithChange()
    const { at, local } = inDays(3)
    const done = await scheduleNews(EDITOR, id, local)
    expect(done).toMatchObject({
      status: 200,
      ok: true,
      message: `The change to “${title} (corrected)” is scheduled.`,
    })
    expect(await queuedChange(id)).toMatchObject({
      scheduled: { at: at.toISOString(), by: 'editor@example.org' },
      scheduleFailure: null,
    })
    const [logged] = (await listAudit(database.db, { kind: 'news', action: 'scheduled' })).filter(
      (entry) => entry.itemId === id,
    )
    expect(logged).toMatchObject({
      actorEmail: 'editor@example.org',
      detail: { pending_change: true, publish_at: at.toISOString() },
    })
    expect((await nextChangeDueAt(database.db))!.getTime()).toBeLessThanOrEqual(at.getTime())

    // A minute early: nothing is published.
    const early = startPublicationScheduler(
      database.db,
      services.logger,
      () => new Date(at.getTime() - 60_000),
    )
    await early.stop()
    expect(await publicNewsTitle(id)).toBe(title)
    expect((await pendingChangeOf(database.db, 'news', id))?.publishAt).toEqual(at)

    // At its time the scheduler publishes it through the ordinary save.
    const before = await latestRevision(database.db, 'news', id)
    const onTime = startPublicationScheduler(database.db, services.logger, () => at)
    await onTime.stop()
    expect(await pendingChangeOf(database.db, 'news', id)).toBeUndefined()
    expect(await publicNewsTitle(id)).toBe(`${title} (corrected)`)
    const after = await latestRevision(database.db, 'news', id)
    expect(after!.id).toBeGreaterThan(before!.id)
    expect(after).toMatchObject({ changedFields: ['title'] })
    expect(await getRow(database.db, 'news', id)).toMatchObject({ status: 'published' })
    expect(await queuedChange(id)).toBeUndefined()
  })

  it('publishes a wiki article’s change at its time', async () => {
    const [created, body] = await api(articleCollection.action, EDITOR, '/api/v1/wiki/articles', {
      method: 'POST',
      body: {
        title: 'Rescue medicine',
        slug: 'rescue-medicine',
        category_id: categoryId,
        content: '<p>Ask your doctor.</p>',
        status: 'published',
      },
    })
    expect(created).toBe(201)
    const id = body.data.id as string
    const [kept] = await api(articleItem.action, AUTHOR, `/api/v1/wiki/articles/${id}`, {
      method: 'PATCH',
      body: { title: 'Rescue medicine at home' },
      params: { id },
    })
    expect(kept).toBe(202)
    const { at, local } = inDays(1)
    const done = await answer(EDITOR, {
      intent: 'schedule-change',
      kind: 'wiki',
      id,
      publish_at: local,
    })
    expect(done).toMatchObject({ status: 200, ok: true })
    const read = async () => {
      const [status, json] = await api(
        articleItem.loader,
        ANONYMOUS,
        `/api/v1/wiki/articles/${id}`,
        {
          params: { id },
        },
      )
      expect(status).toBe(200)
      return json.data.title as string
    }
    expect(await publishDueChanges(database.db, new Date(at.getTime() - 1000))).toEqual({
      published: 0,
      failed: [],
    })
    expect(await read()).toBe('Rescue medicine')
    expect(await publishDueChanges(database.db, at)).toMatchObject({ published: 1, failed: [] })
    expect(await read()).toBe('Rescue medicine at home')
    expect(await pendingChangeOf(database.db, 'wiki', id)).toBeUndefined()
  })

  it('is not published over a later save: it waits in the queue again, unscheduled, saying why', async () => {
    const { id, title } = await newsWithChange()
    const { at, local } = inDays(2)
    expect((await scheduleNews(EDITOR, id, local)).status).toBe(200)
    expect((await patchNews(EDITOR, id, { content: '<p>The editor’s words.</p>' }))[0]).toBe(200)
    const outcome = await publishDueChanges(database.db, at)
    expect(outcome.failed).toContainEqual({ kind: 'news', id, reason: 'conflict' })
    expect(await getRow(database.db, 'news', id)).toMatchObject({
      title,
      content: '<p>The editor’s words.</p>',
    })
    expect(await queuedChange(id)).toMatchObject({ scheduled: null, scheduleFailure: 'conflict' })
    // Not tried again at every round.
    expect((await publishDueChanges(database.db, at)).failed).not.toContainEqual(
      expect.objectContaining({ id }),
    )
  })

  it('is taken off the schedule when its author saves the change again', async () => {
    const { id, title } = await newsWithChange()
    expect((await scheduleNews(EDITOR, id, inDays(2).local)).status).toBe(200)
    expect((await patchNews(AUTHOR, id, { title: `${title} (corrected again)` }))[0]).toBe(202)
    expect(await pendingChangeOf(database.db, 'news', id)).toMatchObject({
      publishAt: null,
      scheduledByEmail: null,
      values: { title: `${title} (corrected again)` },
    })
  })
})
