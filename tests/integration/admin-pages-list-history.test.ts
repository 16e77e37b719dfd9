/**
 * Pages of text in the team's list of all content and in the history pages (decision 0069), on
 * a real database: listed with their kind, status, Greek, creator and links (the page itself, its
 * history); found by the search and the kind filter; the bulk actions through the page's own save
 * and delete (a fixed page is never deleted, and says so; only admins delete an added page);
 * the history of a page with who saved each version and when, and restoring one, for editors and
 * admins only.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { rowsOf } from '~/db/client.server'
import type { AuthState } from '~/domain/auth/auth-state'
import type { Actor } from '~/domain/editorial.server'
import { seedFixedPages } from '~/domain/fixed-pages.server'
import { findPage, savePage } from '~/domain/pages.server'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import * as contentPage from '~/routes/admin/content'
import * as historyPage from '~/routes/admin/history'
import {
  ADMIN,
  AUTHOR,
  contextFor,
  EDITOR,
  ORIGIN,
  roleMatrix,
  USER,
} from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

const actor = (auth: AuthState): Actor => ({
  id: auth.user!.id,
  email: auth.user!.email,
  role: auth.role!,
})

let serial = 0
/** A page an admin adds, its title starting "Quill" (the list is searched by it). */
async function addPage(extra: Record<string, unknown> = {}) {
  serial += 1
  const saved = await savePage(
    database.db,
    {
      title: `Quill volunteers ${serial}`,
      slug: `quill-volunteers-${serial}`,
      content: '<p>Give an hour.</p>',
      status: 'published',
      ...extra,
    },
    { actor: actor(ADMIN) },
  )
  if (!saved.ok || saved.pending) throw new Error(`not saved: ${JSON.stringify(saved)}`)
  return saved.id
}

beforeAll(async () => {
  database = await createTestDatabase()
  await seedFixedPages(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

async function load(auth: AuthState, query = '', lang: Lang = 'en') {
  return contentPage.loader({
    request: new Request(`${ORIGIN}/admin/content${query}`),
    params: {},
    context: await contextFor(services, auth, { lang }),
  } as never)
}

async function post(auth: AuthState, fields: [string, string][], lang: Lang = 'en') {
  const result = (await contentPage.action({
    request: new Request(`${ORIGIN}/admin/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: await contextFor(services, auth, { lang }),
  } as never)) as unknown as { data: contentPage.ActionData; init?: { status?: number } }
  return { status: result.init?.status ?? 200, answer: result.data }
}

async function statusOf(id: string) {
  const [row] = rowsOf<{ status: string }>(
    await database.db.execute(sql`SELECT status::text AS status FROM pages WHERE id = ${id}`),
  )
  return row?.status ?? 'gone'
}

describe('pages in the list of all content', () => {
  it('are listed with their kind, status, Greek, creator and links', async () => {
    const id = await addPage({ title_el: 'Πένα εθελοντές', el_ready: true })
    const { list } = await load(EDITOR, '?q=Quill&kind=pages')
    const item = list.items.find((listed) => listed.id === id)!
    expect(item).toMatchObject({
      kind: 'pages',
      status: 'published',
      elReady: true,
      titleEl: 'Πένα εθελοντές',
      author: 'admin@example.org',
      editPath: `/quill-volunteers-${serial}`,
      historyPath: `/admin/history/pages/${id}`,
    })
  })

  it('include the fixed pages, each linking to where it is shown and edited', async () => {
    const { list } = await load(AUTHOR, '?kind=pages&sort=title')
    const paths = Object.fromEntries(list.items.map((item) => [item.title, item.editPath]))
    expect(paths).toMatchObject({
      'Privacy Policy': '/privacy',
      'Nobody in Cyprus should face epilepsy alone': '/about',
      'You are not alone with epilepsy': '/',
      'Join our WhatsApp Community': '/community',
    })
    // Searching in Greek, without accents, finds the Greek title.
    const greek = await load(EDITOR, '?q=πολιτικη+απορρητου')
    expect(greek.list.items.map((item) => item.title)).toEqual(['Privacy Policy'])
    // Recently deleted does not list pages, and other kinds' filters leave them out.
    expect((await load(EDITOR, '?kind=pages&status=deleted')).list.total).toBe(0)
    expect((await load(EDITOR, '?q=Privacy&kind=news')).list.total).toBe(0)
  })
})

describe('bulk actions on pages', () => {
  it('unpublish and publish a page through its own save, with revisions', async () => {
    const id = await addPage()
    const off = await post(EDITOR, [
      ['intent', 'unpublish'],
      ['item', `pages:${id}`],
    ])
    expect(off.answer).toEqual({ ok: true, intent: 'unpublish', done: 1, failed: [] })
    expect(await statusOf(id)).toBe('draft')
    const on = await post(ADMIN, [
      ['intent', 'publish'],
      ['item', `pages:${id}`],
    ])
    expect(on.answer).toMatchObject({ ok: true, done: 1 })
    expect(await statusOf(id)).toBe('published')
  })

  it('never delete a fixed page, and say why; only admins delete an added one', async () => {
    const privacy = (await findPage(database.db, 'privacy'))!
    const added = await addPage()
    const byEditor = await post(EDITOR, [
      ['intent', 'delete'],
      ['item', `pages:${privacy.id}`],
      ['item', `pages:${added}`],
    ])
    expect(byEditor.answer).toMatchObject({ ok: true, done: 0 })
    const reasons = (byEditor.answer as { failed: { id: string; reason: string }[] }).failed.map(
      (outcome) => [outcome.id, outcome.reason],
    )
    expect(reasons).toEqual([
      [privacy.id, 'forbidden'],
      [added, 'forbidden'],
    ])
    const byAdmin = await post(ADMIN, [
      ['intent', 'delete'],
      ['item', `pages:${privacy.id}`],
      ['item', `pages:${added}`],
    ])
    expect(byAdmin.answer).toMatchObject({
      ok: true,
      done: 1,
      failed: [{ id: privacy.id, reason: 'fixed', title: 'Privacy Policy' }],
    })
    expect(await statusOf(privacy.id)).toBe('published')
    expect(await statusOf(added)).toBe('gone')
  })

  it('refuse authors and members, and bad or unknown items, changing nothing', async () => {
    const id = await addPage()
    const answers = await roleMatrix(
      async (auth) =>
        (
          await post(auth, [
            ['intent', 'unpublish'],
            ['item', `pages:${id}`],
          ])
        ).status,
    )
    expect(answers).toMatchObject({ anonymous: 401, user: 403, author: 403, reviewer: 403 })
    // The editor's and admin's unpublishes went through; publish it again.
    await post(ADMIN, [
      ['intent', 'publish'],
      ['item', `pages:${id}`],
    ])
    const malformed = await post(EDITOR, [
      ['intent', 'unpublish'],
      ['item', 'pages:about'],
    ])
    expect(malformed.status).toBe(400)
    const unknown = await post(
      EDITOR,
      [
        ['intent', 'unpublish'],
        ['item', `pages:${id}`],
        ['item', 'pages:00000000-0000-4000-8000-000000000000'],
      ],
      'el',
    )
    expect(unknown.status).toBe(404)
    expect(unknown.answer).toMatchObject({ ok: false })
    expect(await statusOf(id)).toBe('published')
  })
})

type Handler = (args: never) => unknown

async function call(handler: Handler, id: string, auth: AuthState, form?: Record<string, string>) {
  const body = form ? new FormData() : undefined
  for (const [name, value] of Object.entries(form ?? {})) body!.append(name, value)
  const request = new Request(
    `${ORIGIN}/admin/history/pages/${id}`,
    body ? { method: 'POST', body } : undefined,
  )
  try {
    const result = (await handler({
      request,
      params: { kind: 'pages', id },
      context: await contextFor(services, auth),
    } as never)) as { data?: unknown; init?: { status?: number } }
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

describe('a page’s history', () => {
  it('lists its versions with who saved them and when, and links back to the page', async () => {
    const id = await addPage()
    await savePage(
      database.db,
      { content: '<p>Give two hours.</p>' },
      { id, partial: true, actor: actor(EDITOR) },
    )
    const page = await call(historyPage.loader, id, AUTHOR)
    expect(page.status).toBe(200)
    const data = page.data as {
      title: string
      backPath: string
      revisions: {
        action: string
        actorEmail: string
        createdAt: string
        changedFields: string[]
      }[]
    }
    expect(data.backPath).toBe(`/quill-volunteers-${serial}`)
    expect(data.revisions.map((r) => [r.action, r.actorEmail])).toEqual([
      ['updated', 'editor@example.org'],
      ['created', 'admin@example.org'],
    ])
    expect(data.revisions[0]!.changedFields).toEqual(['content'])
    expect(Number.isNaN(Date.parse(data.revisions[0]!.createdAt))).toBe(false)
    expect((await call(historyPage.loader, id, USER)).status).toBe(403)
  })

  it('restores a version of a fixed page as a new one, for editors and admins only', async () => {
    const terms = (await findPage(database.db, 'terms'))!
    const first = await savePage(
      database.db,
      { lead: 'First edit.' },
      { id: terms.id, partial: true, actor: actor(EDITOR) },
    )
    await savePage(
      database.db,
      { lead: 'Second edit.' },
      { id: terms.id, partial: true, actor: actor(EDITOR) },
    )
    if (!first.ok || first.pending) throw new Error('not saved')
    const revision = String(first.revisionId)
    const answers = await roleMatrix(async (auth) => {
      if (auth === EDITOR || auth === ADMIN) return 0
      return (await call(historyPage.action, terms.id, auth, { revision })).status
    })
    expect(answers).toMatchObject({ anonymous: 401, user: 403, author: 403, reviewer: 403 })
    expect((await findPage(database.db, 'terms'))!.lead).toBe('Second edit.')
    const restored = await call(historyPage.action, terms.id, EDITOR, { revision })
    expect(restored).toEqual({
      status: 302,
      location: `/admin/history/pages/${terms.id}?restored=1`,
    })
    const after = (await findPage(database.db, 'terms'))!
    expect([after.lead, after.slug, after.status]).toEqual(['First edit.', 'terms', 'published'])
    const { data } = await call(historyPage.loader, terms.id, ADMIN)
    expect((data!.revisions as { action: string }[])[0]!.action).toBe('restored')
    const missing = await call(historyPage.action, terms.id, ADMIN, { revision: '999999' })
    expect(missing.status).toBe(404)
  })
})
