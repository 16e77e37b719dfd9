/**
 * The loaders and actions of /admin/history and /admin/deleted on a real database: the versions
 * of an item and the differences between two, restoring a version, the recently deleted items
 * and bringing one back; admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { deleteContent, saveContent } from '~/domain/content.server'
import { getRow } from '~/domain/content-store.server'
import { createLogger } from '~/logger.server'
import * as deletedPage from '~/routes/admin/deleted'
import * as historyPage from '~/routes/admin/history'
import { ADMIN, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'
import type { AuthState } from '~/domain/auth/auth-state'

let database: TestDatabase
let services: Services
const ana = { id: 'a1', email: 'admin@example.org' }

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

async function createEvent(title: string) {
  const saved = await saveContent(database.db, 'events', { ...EVENT, title }, { actor: ana })
  if (!saved.ok) throw new Error('not saved')
  return saved.id
}

type Handler = (args: never) => unknown

/** Runs a loader or action; answers its data, a thrown redirect or error status. */
async function call(
  handler: Handler,
  path: string,
  params: Record<string, string>,
  options: { auth?: AuthState; form?: Record<string, string> } = {},
) {
  const body = options.form ? new FormData() : undefined
  for (const [name, value] of Object.entries(options.form ?? {})) body!.append(name, value)
  const request = new Request(`${ORIGIN}${path}`, body ? { method: 'POST', body } : undefined)
  try {
    const result = (await handler({
      request,
      params,
      context: await contextFor(services, options.auth ?? ADMIN),
    } as never)) as {
      data?: unknown
      init?: { status?: number }
    }
    return {
      status: result.init?.status ?? 200,
      data: (result.data ?? result) as Record<string, unknown>,
    }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') }
    const error = thrown as { init?: { status?: number } }
    if (error.init?.status) return { status: error.init.status }
    throw thrown
  }
}

describe('/admin/history', () => {
  it('lists an item’s versions, newest first, and compares the newest with the one before', async () => {
    const id = await createEvent('Talk')
    await saveContent(
      database.db,
      'events',
      { ...EVENT, title: 'Talk in the park' },
      { id, actor: ana },
    )
    const page = await call(historyPage.loader, `/admin/history/events/${id}`, {
      kind: 'events',
      id,
    })
    const { revisions, compare, title, exists } = page.data as {
      revisions: { id: number; action: string; actorEmail: string; changedFields: string[] }[]
      compare: { from: number; to: number; diffs: { field: string }[] }
      title: string
      exists: boolean
    }
    expect([title, exists]).toEqual(['Talk in the park', true])
    expect(revisions.map((revision) => [revision.action, revision.actorEmail])).toEqual([
      ['updated', 'admin@example.org'],
      ['created', 'admin@example.org'],
    ])
    expect(revisions[0]!.changedFields).toContain('title')
    expect([compare.from, compare.to]).toEqual([revisions[1]!.id, revisions[0]!.id])
    expect(compare.diffs.map((diff) => diff.field)).toEqual(['title'])
  })

  it('restores an earlier version as a new one and comes back saying so', async () => {
    const id = await createEvent('Original')
    await saveContent(database.db, 'events', { ...EVENT, title: 'Changed' }, { id, actor: ana })
    const { data } = await call(historyPage.loader, `/admin/history/events/${id}`, {
      kind: 'events',
      id,
    })
    const first = (data!.revisions as { id: number }[]).at(-1)!.id
    const restored = await call(
      historyPage.action,
      `/admin/history/events/${id}`,
      { kind: 'events', id },
      { form: { revision: String(first) } },
    )
    expect(restored).toEqual({ status: 302, location: `/admin/history/events/${id}?restored=1` })
    expect((await getRow(database.db, 'events', id))?.title).toBe('Original')
    const back = await call(historyPage.loader, `/admin/history/events/${id}?restored=1`, {
      kind: 'events',
      id,
    })
    expect(back.data!.restored).toBe('1')
  })

  it('answers 404 for an unknown kind or item and a version that is not there; members are refused', async () => {
    const id = await createEvent('Guarded')
    expect(
      (await call(historyPage.loader, '/admin/history/pages/x', { kind: 'pages', id: 'x' })).status,
    ).toBe(404)
    expect(
      (
        await call(historyPage.loader, '/admin/history/events/none', {
          kind: 'events',
          id: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404)
    const missing = await call(
      historyPage.action,
      `/admin/history/events/${id}`,
      { kind: 'events', id },
      { form: { revision: '999999' } },
    )
    expect(missing.status).toBe(404)
    expect(
      (
        await call(
          historyPage.loader,
          `/admin/history/events/${id}`,
          { kind: 'events', id },
          { auth: USER },
        )
      ).status,
    ).toBe(403)
    const refused = await call(
      historyPage.action,
      `/admin/history/events/${id}`,
      { kind: 'events', id },
      { auth: USER, form: { revision: '1' } },
    )
    expect(refused).toEqual({
      status: 403,
      data: { ok: false, message: 'You must be an admin to edit events.' },
    })
  })
})

describe('/admin/deleted', () => {
  it('lists a deleted item and brings it back under its old address', async () => {
    const id = await createEvent('Gone for now')
    await deleteContent(database.db, 'events', id, ana)
    const page = await call(deletedPage.loader, '/admin/deleted', {})
    const items = page.data!.items as {
      kind: string
      itemId: string
      title: string
      deletedBy: string
      deletedAt: string
    }[]
    expect(items.find((item) => item.itemId === id)).toMatchObject({
      kind: 'events',
      title: 'Gone for now',
      deletedBy: 'admin@example.org',
    })
    const restored = await call(
      deletedPage.action,
      '/admin/deleted',
      {},
      { form: { kind: 'events', id } },
    )
    expect(restored).toEqual({ status: 302, location: `/events/${id}?notice=restored` })
    expect((await getRow(database.db, 'events', id))?.title).toBe('Gone for now')
  })

  it('refuses an unknown kind, an item that is not deleted, and members', async () => {
    expect(
      // Pages are in Recently deleted too (decision 0075); tags are not.
      await call(deletedPage.action, '/admin/deleted', {}, { form: { kind: 'tag', id: 'x' } }),
    ).toEqual({
      status: 400,
      data: { ok: false, message: 'Some fields are not valid.' },
    })
    const id = await createEvent('Still here')
    expect(
      (await call(deletedPage.action, '/admin/deleted', {}, { form: { kind: 'events', id } }))
        .status,
    ).toBe(404)
    expect((await call(deletedPage.loader, '/admin/deleted', {}, { auth: USER })).status).toBe(403)
  })
})
