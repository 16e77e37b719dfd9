/**
 * The preview of unsaved form content (/admin/preview/:kind) on a real database: admins see the
 * item as its page would show it, in either language; anonymous and non-admin callers are
 * refused before the body is read; bad input says what to fix; nothing is ever stored.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { rowsOf } from '~/db/client.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { createLogger } from '~/logger.server'
import { action, headers, loader } from '~/routes/admin/preview'
import { ADMIN, ANONYMOUS, contextFor, ORIGIN, USER } from './support/content-context'
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

const NEWS = {
  title: 'A walk for Purple Day',
  excerpt: 'Join us on the seafront.',
  content: '<p>We meet at <strong>ten</strong>.</p><script>alert(1)</script>',
  date: '2026-03-26',
  category: 'community',
  author: 'The team',
  status: 'draft',
}

async function counts() {
  const [row] = rowsOf<{ n: number; revisions: number; audit: number }>(
    await database.db.execute(sql`SELECT
      (SELECT count(*) FROM news)::int + (SELECT count(*) FROM events)::int + (SELECT count(*) FROM stories)::int AS n,
      (SELECT count(*) FROM content_revisions)::int AS revisions,
      (SELECT count(*) FROM audit_log)::int AS audit`),
  )
  return row
}

async function preview(
  auth: AuthState,
  kind: string,
  fields: Record<string, string>,
  lang: 'en' | 'el' = 'en',
) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  const request = new Request(`${ORIGIN}/admin/preview/${kind}`, { method: 'POST', body })
  const context = await contextFor(services, auth, { lang })
  try {
    const result = (await action({ request, context, params: { kind } } as never)) as {
      data?: unknown
      init?: { status?: number } | number
    }
    const status = typeof result.init === 'number' ? result.init : (result.init?.status ?? 200)
    return { status, body: (result.data ?? result) as Record<string, unknown> }
  } catch (thrown) {
    const response = thrown as { init?: { status?: number }; status?: number }
    return { status: response.init?.status ?? response.status ?? 500, body: {} }
  }
}

describe('POST /admin/preview/:kind', () => {
  it('shows an admin the unsaved news post as its page would, and stores nothing', async () => {
    const before = await counts()
    const shown = await preview(ADMIN, 'news', NEWS)
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({
      ok: true,
      kind: 'news',
      item: { title: 'A walk for Purple Day', excerpt: 'Join us on the seafront.' },
    })
    const item = shown.body.item as { content: string }
    // The same HTML allow-list as a save: the script is gone.
    expect(item.content).toContain('<strong>ten</strong>')
    expect(item.content).not.toContain('script')
    expect(await counts()).toEqual(before)
  })

  it('previews an event and a story, and a Greek-only item on the English page', async () => {
    const event = await preview(ADMIN, 'events', {
      title: 'Οικογενειακό πικνίκ',
      title_el: 'Οικογενειακό πικνίκ',
      date: '2099-06-01',
      time: '10:00',
      location: 'Λεμεσός',
      description: 'Φέρτε κουβέρτα.',
      category: 'social',
    })
    expect(event.status, JSON.stringify(event.body)).toBe(200)
    expect(event.body).toMatchObject({ ok: true, kind: 'events', event: { location: 'Λεμεσός' } })
    const greekOnly = await preview(ADMIN, 'stories', {
      title: '',
      title_el: 'Η ιστορία μου',
      excerpt: 'Short',
      excerpt_el: 'Σύντομα',
      content: '<p>Text</p>',
      date: '2026-01-10',
      category: 'inspiration',
      author: 'Maria',
    })
    expect(greekOnly.status, JSON.stringify(greekOnly.body)).toBe(200)
    expect(greekOnly.body).toMatchObject({
      item: { title: 'Η ιστορία μου', greekOnly: true },
    })
  })

  it('refuses anonymous and non-admin callers, and stores nothing', async () => {
    const before = await counts()
    expect((await preview(ANONYMOUS, 'news', NEWS)).status).toBe(401)
    const user = await preview(USER, 'news', NEWS)
    expect(user.status).toBe(403)
    expect(user.body).not.toHaveProperty('item')
    expect(await counts()).toEqual(before)
  })

  it('answers bad input with the form’s messages, translated', async () => {
    const bad = await preview(ADMIN, 'news', { ...NEWS, title: '', date: 'soon' }, 'el')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/προεπισκόπηση/)
    const problems = bad.body.problems as string[]
    expect(problems.length).toBeGreaterThanOrEqual(2)
    expect(problems.every((p) => !p.startsWith('admin.'))).toBe(true)
  })

  it('answers 404 for a kind that cannot be previewed', async () => {
    expect((await preview(ADMIN, 'wiki', NEWS)).status).toBe(404)
  })
})

describe('GET /admin/preview/:kind', () => {
  it('is for admins only, is never cached and says how to open a preview', async () => {
    const get = async (auth: AuthState) => {
      const context = await contextFor(services, auth)
      try {
        return await loader({
          request: new Request(`${ORIGIN}/admin/preview/news`),
          context,
          params: { kind: 'news' },
        } as never)
      } catch (thrown) {
        return thrown
      }
    }
    expect(await get(ADMIN)).toMatchObject({ meta: { title: 'Preview' } })
    expect(await get(ANONYMOUS)).not.toHaveProperty('meta')
    expect(await get(USER)).not.toHaveProperty('meta')
    expect(new Headers(headers({} as never) as HeadersInit).get('Cache-Control')).toBe('no-store')
  })
})
