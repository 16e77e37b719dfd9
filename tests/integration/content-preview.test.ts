/**
 * The preview of unsaved form content (/admin/preview/:kind, the dated kinds and wiki articles) on
 * a real database: admins see the item as its page would show it, in either language; anonymous and non-admin callers are
 * refused before the body is read; bad input says what to fix; nothing is ever stored.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { rowsOf } from '~/db/client.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { createLogger } from '~/logger.server'
import { createCategory } from '~/domain/wiki.server'
import { categoryInputSchema } from '~/domain/wiki-input'
import { action, headers, loader } from '~/routes/admin/preview'
import { ADMIN, ANONYMOUS, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
let categoryId: string

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  const category = await createCategory(
    database.db,
    categoryInputSchema.parse({ name: 'Daily life', nameEl: 'Καθημερινή ζωή', slug: 'daily-life' }),
  )
  categoryId = category.id
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
      (SELECT count(*) FROM news)::int + (SELECT count(*) FROM events)::int + (SELECT count(*) FROM stories)::int
        + (SELECT count(*) FROM wiki_articles)::int + (SELECT count(*) FROM wiki_media)::int AS n,
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
    expect((await preview(ADMIN, 'categories', NEWS)).status).toBe(404)
  })
})

describe('POST /admin/preview/wiki', () => {
  const article = () => ({
    intent: 'article-create',
    title: 'Sleep and seizures',
    titleEl: 'Ύπνος και κρίσεις',
    slug: 'sleep-and-seizures',
    excerpt: 'Why rest matters.',
    categoryId,
    content: '<p>Keep <em>regular</em> hours.</p><script>alert(1)</script>',
    contentEl: '<p>Κρατήστε <em>σταθερές</em> ώρες.</p>',
    status: 'draft',
    elReady: 'true',
  })

  it('shows an admin the unsaved article as its page would, in English, and stores nothing', async () => {
    const before = await counts()
    const shown = await preview(ADMIN, 'wiki', article())
    expect(shown.status, JSON.stringify(shown.body)).toBe(200)
    expect(shown.body).toMatchObject({
      ok: true,
      view: 'wiki',
      article: {
        title: 'Sleep and seizures',
        excerpt: 'Why rest matters.',
        categorySlug: 'daily-life',
        categoryName: 'Daily life',
      },
    })
    const html = (shown.body.article as { html: string }).html
    // The same HTML allow-list as a save: the script is gone.
    expect(html).toContain('<em>regular</em>')
    expect(html).not.toContain('script')
    expect(await counts()).toEqual(before)
  })

  it('shows the Greek page its Greek text, and the English while the Greek is not ready', async () => {
    const greek = await preview(ADMIN, 'wiki', article(), 'el')
    expect(greek.status).toBe(200)
    expect(greek.body).toMatchObject({
      article: { title: 'Ύπνος και κρίσεις', categoryName: 'Καθημερινή ζωή' },
    })
    expect((greek.body.article as { html: string }).html).toContain('σταθερές')
    const held = await preview(ADMIN, 'wiki', { ...article(), elReady: 'false' }, 'el')
    expect(held.body).toMatchObject({ article: { title: 'Sleep and seizures' } })
    expect((held.body.article as { html: string }).html).toContain('regular')
  })

  it('previews a new article whose content is only its content blocks', async () => {
    const blocks = JSON.stringify([{ id: 'b1', type: 'text', content: '<p>From a block.</p>' }])
    const shown = await preview(ADMIN, 'wiki', { ...article(), content: '', contentBlocks: blocks })
    expect(shown.status, JSON.stringify(shown.body)).toBe(200)
    expect((shown.body.article as { html: string }).html).toContain('From a block.')
  })

  it('refuses anonymous and non-admin callers, and stores nothing', async () => {
    const before = await counts()
    expect((await preview(ANONYMOUS, 'wiki', article())).status).toBe(401)
    const user = await preview(USER, 'wiki', article())
    expect(user.status).toBe(403)
    expect(user.body).not.toHaveProperty('article')
    expect(await counts()).toEqual(before)
  })

  it('answers bad input with the editor’s messages, translated, and stores nothing', async () => {
    const before = await counts()
    const bad = await preview(
      ADMIN,
      'wiki',
      { ...article(), title: '', titleEl: '', categoryId: 'nope', originalUrl: 'javascript:x' },
      'el',
    )
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/προεπισκόπηση/)
    const problems = bad.body.problems as string[]
    expect(problems.length).toBeGreaterThanOrEqual(3)
    expect(problems.every((p) => !p.startsWith('admin.'))).toBe(true)
    // A category that does not exist (any longer) is refused too.
    const gone = await preview(ADMIN, 'wiki', {
      ...article(),
      categoryId: '5b3a1f0e-8c1d-4c39-9f55-3f0b7f1e2a10',
    })
    expect(gone.status).toBe(400)
    expect(gone.body.problems).toEqual([expect.not.stringMatching(/^admin\./)])
    expect(await counts()).toEqual(before)
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
