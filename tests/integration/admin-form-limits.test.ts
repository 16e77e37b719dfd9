/**
 * The admin pages whose forms are not content forms (site settings, recently deleted, an item's
 * history) read their bodies as every other form does: a body the server stopped counting at its
 * limit (server/request-guards.ts fails the stream with BodyTooLargeError) answers 413 with the
 * translated message, never a 500, and nothing is changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { BodyTooLargeError } from '~/lib/body-limits'
import { createLogger } from '~/logger.server'
import { action as deletedAction } from '~/routes/admin/deleted'
import { action as historyAction } from '~/routes/admin/history'
import { action as settingsAction } from '~/routes/admin/settings'
import { readSiteSettings } from '~/domain/site-settings.server'
import { ADMIN, ANONYMOUS, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'
import type { AuthState } from '~/domain/auth/auth-state'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({}), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

/** A form post whose body fails part-way as the server fails one past the route's limit. */
function oversizedPost(path: string) {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent > 0) return controller.error(new BodyTooLargeError(1024 * 1024))
      sent += 1
      controller.enqueue(new TextEncoder().encode('contactEmail=' + 'a'.repeat(64 * 1024)))
    },
  })
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      'transfer-encoding': 'chunked',
    },
    body,
    duplex: 'half',
  } as RequestInit)
}

type Action = (args: never) => Promise<unknown>

async function statusOf(
  action: Action,
  path: string,
  auth: AuthState,
  params: Record<string, string> = {},
) {
  try {
    const result = (await action({
      request: oversizedPost(path),
      context: await contextFor(services, auth),
      params,
    } as never)) as {
      init?: ResponseInit | null
      data?: unknown
    }
    return { status: result?.init?.status ?? 200, data: result?.data }
  } catch (thrown) {
    const refused = thrown as { init?: ResponseInit | null; data?: unknown }
    if (refused && typeof refused === 'object' && 'data' in refused)
      return { status: refused.init?.status ?? 500, data: refused.data }
    throw thrown
  }
}

const ROUTES: [string, Action, string, Record<string, string>][] = [
  ['site settings', settingsAction as Action, '/admin/settings', {}],
  ['recently deleted', deletedAction as Action, '/admin/deleted', {}],
  [
    'history',
    historyAction as Action,
    '/admin/history/news/00000000-0000-4000-8000-000000000000',
    { kind: 'news', id: '00000000-0000-4000-8000-000000000000' },
  ],
]

describe('an oversized streamed body to the admin forms', () => {
  it.each(ROUTES)('%s: 413 with the message, for an admin', async (_name, action, path, params) => {
    const before = await readSiteSettings(database.db, services.config)
    const answer = await statusOf(action, path, ADMIN, params)
    expect(answer.status).toBe(413)
    expect(answer.data).toEqual({
      message:
        'What you sent is too large. Shorten the text or use smaller images, then try again.',
    })
    expect(await readSiteSettings(database.db, services.config)).toEqual(before)
  })

  it('recently deleted refuses anonymous callers and members before reading the body', async () => {
    expect((await statusOf(deletedAction as Action, '/admin/deleted', ANONYMOUS)).status).toBe(401)
    expect((await statusOf(deletedAction as Action, '/admin/deleted', USER)).status).toBe(403)
  })
})
