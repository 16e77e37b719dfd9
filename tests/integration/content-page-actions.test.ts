/**
 * The content pages' form actions (app/http/content-page-actions.server.ts) on a real database:
 * saving redirects to the item with a notice; invalid, refused and conflicting posts answer what
 * the form shows and change nothing; deleting goes back to the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { findItemRef, getRow } from '~/domain/content-store.server'
import { deleteFromPage, loadForEdit, saveFromPage } from '~/http/content-page-actions.server'
import { createLogger } from '~/logger.server'
import { ADMIN, ANONYMOUS, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'
import type { AuthState } from '~/domain/auth/auth-state'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

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

/** What an action gave back: a thrown redirect, or data with its status. */
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

async function save(auth: AuthState, fields: Record<string, string>, id?: string) {
  const context = await contextFor(services, auth)
  return outcome(() =>
    saveFromPage(context, 'events', post(id ? `/events/${id}/edit` : '/events/create', fields), id),
  )
}

/** The id of the item a save's redirect leads to (`/events/{slug}?notice=...`). */
async function idOfLocation(location: unknown) {
  const slug = /^\/events\/([^?]+)\?notice=(created|updated)$/.exec(String(location))![1]!
  return (await findItemRef(database.db, 'events', slug))!.id
}

async function createEvent(title = 'Family picnic') {
  const created = await save(ADMIN, { ...EVENT, title })
  return idOfLocation(created.location)
}

describe('saveFromPage', () => {
  it('creates an item and redirects to it with a notice', async () => {
    const created = await save(ADMIN, EVENT)
    expect(created.status).toBe(302)
    expect(created.location).toMatch(/^\/events\/family-picnic(-\d+)?\?notice=created$/)
    const id = await idOfLocation(created.location)
    expect((await getRow(database.db, 'events', id))?.title).toBe('Family picnic')
  })

  it('answers invalid input with the fields’ keys and what was sent', async () => {
    const refused = await save(ADMIN, { ...EVENT, title: '', time: '10:07' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      ok: false,
      message: 'Please correct the marked fields.',
      fields: { title: 'admin.validation.titleRequired', time: 'admin.validation.timeInvalid' },
      values: { time: '10:07' },
    })
  })

  it('refuses a visitor and a member before reading the form', async () => {
    expect(await save(ANONYMOUS, EVENT)).toEqual({
      status: 401,
      body: { ok: false, message: 'You must be logged in.' },
    })
    expect(await save(USER, EVENT)).toEqual({
      status: 403,
      body: { ok: false, message: 'You must be an admin to create events.' },
    })
  })

  it('edits from the revision the form was opened on, and names a save made in between', async () => {
    const id = await createEvent('Talk')
    const opened = (await loadForEdit(await contextFor(services, ADMIN), 'events', id))!
    expect(opened.values).toMatchObject({ title: 'Talk', date: '2099-06-01', time: '10:00' })
    const first = await save(
      ADMIN,
      { ...EVENT, title: 'Talk (room 2)', base_revision: opened.baseRevision },
      id,
    )
    const { slug } = (await getRow(database.db, 'events', id))!
    expect(first).toEqual({ status: 302, location: `/events/${slug}?notice=updated` })
    const stale = await save(
      ADMIN,
      { ...EVENT, title: 'Talk (room 3)', base_revision: opened.baseRevision },
      id,
    )
    expect(stale.status).toBe(409)
    expect(stale.body!.message).toMatch(
      /^Changed by admin@example\.org at .+ since you opened it\. Their changes: Title \(English\)\.$/,
    )
    expect(stale.body!.conflict).toMatchObject({ revisionId: expect.any(Number) })
    expect((await getRow(database.db, 'events', id))?.title).toBe('Talk (room 2)')
  })

  it('says an edited item that is gone was not found', async () => {
    const missing = await save(ADMIN, EVENT, '00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect(missing.body!.message).toBe('Event Not Found')
  })
})

describe('deleteFromPage', () => {
  async function remove(auth: AuthState, id: string, fields: Record<string, string>) {
    const context = await contextFor(services, auth)
    return outcome(() => deleteFromPage(context, 'events', id, post(`/events/${id}`, fields)))
  }

  it('deletes in place, or goes back to a list of this site with a notice', async () => {
    const inPlace = await createEvent('To delete')
    expect(await remove(ADMIN, inPlace, { intent: 'delete' })).toEqual({
      status: 200,
      body: { ok: true },
    })
    expect(await getRow(database.db, 'events', inPlace)).toBeUndefined()
    const listed = await createEvent('To delete from its page')
    expect(await remove(ADMIN, listed, { intent: 'delete', redirectTo: '/events' })).toEqual({
      status: 302,
      location: '/events?notice=deleted',
    })
  })

  it('ignores a redirect target that is not one of the site’s lists', async () => {
    const id = await createEvent('Elsewhere')
    expect(
      await remove(ADMIN, id, { intent: 'delete', redirectTo: 'https://example.org/' }),
    ).toEqual({ status: 200, body: { ok: true } })
  })

  it('refuses a member, a post without the intent, and an item that is gone', async () => {
    const id = await createEvent('Kept')
    expect(await remove(USER, id, { intent: 'delete' })).toEqual({
      status: 403,
      body: { ok: false, message: 'You must be an admin to delete events.' },
    })
    expect((await remove(ADMIN, id, {})).status).toBe(400)
    expect(await getRow(database.db, 'events', id)).toBeDefined()
    expect(
      await remove(ADMIN, '00000000-0000-4000-8000-000000000000', { intent: 'delete' }),
    ).toEqual({
      status: 404,
      body: { ok: false, message: 'Event Not Found' },
    })
  })

  it('says in words, in the reader’s language, that a delete the database refused failed', async () => {
    const closed = await createTestDatabase()
    await closed.destroy()
    const broken = { ...services, database: closed }
    const id = '00000000-0000-4000-8000-000000000001'
    const answer = async (lang: 'en' | 'el') =>
      outcome(async () =>
        deleteFromPage(
          await contextFor(broken, ADMIN, { lang }),
          'events',
          id,
          post(`/events/${id}`, { intent: 'delete' }),
        ),
      )
    expect(await answer('en')).toEqual({
      status: 500,
      body: { ok: false, message: 'Failed to delete event.' },
    })
    expect(await answer('el')).toEqual({
      status: 500,
      body: { ok: false, message: 'Η διαγραφή της εκδήλωσης απέτυχε.' },
    })
  })
})
