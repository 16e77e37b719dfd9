/**
 * Bringing back a deleted page (decision 0075) on a real database: an added page an admin
 * deleted is in Recently deleted (/admin/deleted) and in the content list's "Recently deleted",
 * found by the same search and filters as the other kinds; it comes back, singly, in bulk or
 * through the JSON API, for admins only (who alone add and delete pages), at its old address,
 * with a `restored` revision and audit entry, and visitors see it there again. Refused with a
 * clear message and nothing changed: callers off the team or without the role, an unknown,
 * malformed or never-deleted id, a page restored already, and an address another page has taken
 * since (which says what to do). The footer's link to the page goes with it and comes back with it
 * (decision 0076).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { rowsOf } from '~/db/client.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { latestRevision, listAudit, type Actor } from '~/domain/editorial.server'
import { seedFixedPages } from '~/domain/fixed-pages.server'
import { saveFooterLinks } from '~/domain/site-settings.server'
import { deletePage, findPage, pageForReader, savePage } from '~/domain/pages.server'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import * as contentPage from '~/routes/admin/content'
import * as deletedPage from '~/routes/admin/deleted'
import * as revisionsApi from '~/routes/api/page-revisions'
import * as restoreApi from '~/routes/api/page-revision-restore'
import * as pageApi from '~/routes/api/page'
import { loader as rootLoader } from '~/root'
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

beforeAll(async () => {
  database = await createTestDatabase()
  await seedFixedPages(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

const actor = (auth: AuthState): Actor => ({
  id: auth.user!.id,
  email: auth.user!.email,
  role: auth.role!,
})

let serial = 0
/** A published page an admin adds, its title starting "Wren" (the list is searched by it). */
async function addPage(extra: Record<string, unknown> = {}) {
  serial += 1
  const saved = await savePage(
    database.db,
    {
      title: `Wren volunteers ${serial}`,
      title_el: `Εθελοντές Τσίχλας ${serial}`,
      slug: `wren-volunteers-${serial}`,
      lead: 'Give an hour.',
      content: '<p>Help at our events.</p>',
      status: 'published',
      el_ready: true,
      ...extra,
    },
    { actor: actor(ADMIN) },
  )
  if (!saved.ok || saved.pending) throw new Error(`not saved: ${JSON.stringify(saved)}`)
  return { id: saved.id, slug: saved.slug }
}

/** A page added and then deleted by an admin. */
async function deletedPageOf(extra: Record<string, unknown> = {}) {
  const page = await addPage(extra)
  expect(await deletePage(database.db, page.id, actor(ADMIN))).toBe(true)
  return page
}

const stored = async (id: string) =>
  rowsOf<{ slug: string; status: string; content: string }>(
    await database.db.execute(
      sql`SELECT slug, status::text AS status, content FROM pages WHERE id = ${id}`,
    ),
  )[0]
const pageCount = async () =>
  rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM pages`))[0]!.n

/** What a visitor sees at the page's address (undefined: not found). */
async function visitorSees(slug: string) {
  return pageForReader(await findPage(database.db, slug), { mayReadDrafts: false })
}

/** /admin/deleted's Restore for one item: the status, and the message or where it went. */
async function restoreFromDeleted(auth: AuthState, id: string, kind = 'pages', lang: Lang = 'en') {
  const body = new FormData()
  body.append('kind', kind)
  body.append('id', id)
  try {
    const result = (await deletedPage.action({
      request: new Request(`${ORIGIN}/admin/deleted`, { method: 'POST', body }),
      params: {},
      context: await contextFor(services, auth, { lang }),
    } as never)) as { data: { message: string }; init?: { status?: number } }
    return { status: result.init?.status ?? 200, message: result.data.message }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') }
    throw thrown
  }
}

async function listDeleted(auth: AuthState) {
  const data = await deletedPage.loader({
    request: new Request(`${ORIGIN}/admin/deleted`),
    params: {},
    context: await contextFor(services, auth),
  } as never)
  return data.items
}

async function contentList(query: string) {
  const data = await contentPage.loader({
    request: new Request(`${ORIGIN}/admin/content${query}`),
    params: {},
    context: await contextFor(services, EDITOR),
  } as never)
  return data.list.items
}

async function bulk(auth: AuthState, fields: [string, string][], lang: Lang = 'en') {
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

const restoreIntent = (...ids: string[]): [string, string][] => [
  ['intent', 'restore'],
  ...ids.map((id): [string, string] => ['item', `pages:${id}`]),
]

describe('a deleted page in Recently deleted', () => {
  it('is listed, and found in the content list by the search and filters pages have', async () => {
    const page = await deletedPageOf()
    const listed = (await listDeleted(EDITOR)).find((item) => item.itemId === page.id)
    expect(listed).toMatchObject({
      kind: 'pages',
      title: `Wren volunteers ${serial}`,
      deletedBy: 'admin@example.org',
    })
    const titleOf = (items: { id: string; title: string }[]) =>
      items.filter((item) => item.id === page.id).map((item) => item.title)
    const deleted = await contentList(`?status=deleted&q=wren+volunteers+${serial}`)
    expect(deleted.find((item) => item.id === page.id)).toMatchObject({
      kind: 'pages',
      status: 'deleted',
      titleEl: `Εθελοντές Τσίχλας ${serial}`,
      editPath: `/admin/history/pages/${page.id}`,
    })
    // The Greek title without accents, the kind filter, the Greek filter and the author's.
    expect(titleOf(await contentList(`?status=deleted&q=τσιχλας+${serial}`))).toHaveLength(1)
    expect(titleOf(await contentList('?status=deleted&kind=pages'))).toHaveLength(1)
    expect(titleOf(await contentList('?status=deleted&kind=news'))).toEqual([])
    expect(titleOf(await contentList('?status=deleted&greek=ready&kind=pages'))).toHaveLength(1)
    expect(titleOf(await contentList('?status=deleted&greek=missing'))).toEqual([])
    expect(
      titleOf(await contentList('?status=deleted&author=admin%40example.org&kind=pages')),
    ).toHaveLength(1)
    // Not among the stored pages.
    expect(titleOf(await contentList('?kind=pages'))).toEqual([])
  })

  it('comes back for admins only, at its old address, with a restored revision and audit entry', async () => {
    const page = await deletedPageOf()
    expect(await visitorSees(page.slug)).toBeUndefined()
    const answers = await roleMatrix(
      async (auth) => (await restoreFromDeleted(auth, page.id)).status,
    )
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 403,
      admin: 302,
    })
    expect(await stored(page.id)).toEqual({
      slug: page.slug,
      status: 'published',
      content: '<p>Help at our events.</p>',
    })
    expect((await visitorSees(page.slug))?.id).toBe(page.id)
    const revision = await latestRevision(database.db, 'pages', page.id)
    expect(revision).toMatchObject({ action: 'restored', actorEmail: 'admin@example.org' })
    const [entry] = await listAudit(database.db, { kind: 'pages', action: 'restored' })
    expect(entry).toMatchObject({
      itemId: page.id,
      actorEmail: 'admin@example.org',
      detail: { deleted: true },
    })
    expect((await listDeleted(ADMIN)).some((item) => item.itemId === page.id)).toBe(false)
  })

  it('tells an editor only an admin brings a page back, and leaves it deleted', async () => {
    const page = await deletedPageOf()
    expect(await restoreFromDeleted(EDITOR, page.id)).toEqual({
      status: 403,
      message: 'Only an admin can restore a deleted page.',
    })
    expect(await restoreFromDeleted(EDITOR, page.id, 'pages', 'el')).toEqual({
      status: 403,
      message: 'Μόνο ένας διαχειριστής μπορεί να επαναφέρει μια διαγραμμένη σελίδα.',
    })
    expect(await stored(page.id)).toBeUndefined()
  })

  it('refuses an unknown, malformed or never-deleted id, and one restored already', async () => {
    const page = await deletedPageOf()
    expect((await restoreFromDeleted(ADMIN, page.id)).status).toBe(302)
    const living = await addPage()
    const before = await pageCount()
    const notFound = { status: 404, message: 'There is no such revision of this item.' }
    expect(await restoreFromDeleted(ADMIN, '00000000-0000-4000-8000-000000000000')).toEqual(
      notFound,
    )
    expect(await restoreFromDeleted(ADMIN, 'about')).toEqual(notFound)
    expect(await restoreFromDeleted(ADMIN, living.id)).toEqual(notFound)
    expect(await restoreFromDeleted(ADMIN, page.id)).toEqual(notFound)
    expect(await pageCount()).toBe(before)
    expect((await latestRevision(database.db, 'pages', page.id))?.action).toBe('restored')
  })

  it('refuses while another page has its address, saying which and what to do', async () => {
    const page = await deletedPageOf()
    const other = await addPage({ slug: page.slug, title: 'Wren newcomer' })
    expect(await restoreFromDeleted(ADMIN, page.id)).toEqual({
      status: 409,
      message: `Another page now has the address /${page.slug}. Change that page’s address, or delete it, then restore this one.`,
    })
    expect((await restoreFromDeleted(ADMIN, page.id, 'pages', 'el')).message).toBe(
      `Τη διεύθυνση /${page.slug} την έχει πλέον άλλη σελίδα. Αλλάξτε τη διεύθυνση εκείνης της σελίδας ή διαγράψτε την και μετά επαναφέρετε αυτήν.`,
    )
    expect(await stored(page.id)).toBeUndefined()
    expect((await stored(other.id))?.slug).toBe(page.slug)
    expect((await latestRevision(database.db, 'pages', page.id))?.action).toBe('deleted')
    // Once the address is free again, it comes back there.
    await savePage(
      database.db,
      { slug: `${page.slug}-new` },
      { id: other.id, partial: true, actor: actor(ADMIN) },
    )
    expect((await restoreFromDeleted(ADMIN, page.id)).status).toBe(302)
    expect((await visitorSees(page.slug))?.id).toBe(page.id)
  })
})

describe('bulk Restore of pages in the content list', () => {
  it('brings pages back for admins, refuses editors per item, and reports one back already', async () => {
    const first = await deletedPageOf()
    const second = await deletedPageOf({ status: 'draft' })
    const byAuthor = await bulk(AUTHOR, restoreIntent(first.id))
    expect(byAuthor.status).toBe(403)
    const byEditor = await bulk(EDITOR, restoreIntent(first.id, second.id))
    expect(byEditor.answer).toMatchObject({ ok: true, done: 0 })
    const reasons = (answer: contentPage.ActionData) =>
      (answer as { failed: { id: string; reason: string }[] }).failed.map((outcome) => [
        outcome.id,
        outcome.reason,
      ])
    expect(reasons(byEditor.answer)).toEqual([
      [first.id, 'forbidden'],
      [second.id, 'forbidden'],
    ])
    expect(await stored(first.id)).toBeUndefined()
    const byAdmin = await bulk(ADMIN, restoreIntent(first.id, second.id))
    expect(byAdmin.answer).toEqual({ ok: true, intent: 'restore', done: 2, failed: [] })
    // Each as it was: the draft stays a draft, which visitors do not see.
    expect((await stored(first.id))?.status).toBe('published')
    expect((await stored(second.id))?.status).toBe('draft')
    expect(await visitorSees(second.slug)).toBeUndefined()
    const again = await bulk(ADMIN, restoreIntent(first.id))
    expect(reasons(again.answer)).toEqual([[first.id, 'unchanged']])
  })

  it('refuses a request naming a page never deleted or unknown, and reports a taken address', async () => {
    const page = await deletedPageOf()
    const living = await addPage()
    const unknown = await bulk(ADMIN, restoreIntent(page.id, living.id))
    expect(unknown).toEqual({
      status: 404,
      answer: {
        ok: false,
        message:
          '1 selected item is not in Recently deleted. Nothing was changed; reload the page.',
      },
    })
    const missing = await bulk(ADMIN, restoreIntent('00000000-0000-4000-8000-000000000000'))
    expect(missing.status).toBe(404)
    expect(await stored(page.id)).toBeUndefined()
    await addPage({ slug: page.slug })
    const taken = await bulk(ADMIN, restoreIntent(page.id))
    expect(taken.answer).toMatchObject({
      ok: true,
      done: 0,
      failed: [{ id: page.id, reason: 'slug_taken', title: `Wren volunteers ${serial - 2}` }],
    })
    expect(await stored(page.id)).toBeUndefined()
  })
})

describe('the pages API', () => {
  const api = contentApi(() => services, { headers: { origin: ORIGIN } })
  const revisions = (auth: AuthState, id: string) =>
    api(revisionsApi.loader, auth, `/api/v1/pages/${id}/revisions`, { params: { id } })
  const restore = (auth: AuthState, id: string, revisionId: string) =>
    api(restoreApi.action, auth, `/api/v1/pages/${id}/revisions/${revisionId}/restore`, {
      method: 'POST',
      params: { id, revisionId },
    })

  it('deletes a page to its revisions, and restores it from them as for the other kinds', async () => {
    const page = await addPage()
    const [deleted] = await api(pageApi.action, ADMIN, `/api/v1/pages/${page.slug}`, {
      method: 'DELETE',
      params: { id: page.slug },
    })
    expect(deleted).toBe(200)
    const [listedStatus, listed] = await revisions(EDITOR, page.id)
    expect(listedStatus).toBe(200)
    const newest = listed.data[0] as { id: number; action: string }
    expect(newest.action).toBe('deleted')
    const answers = await roleMatrix(
      async (auth) => (await restore(auth, page.id, String(newest.id)))[0],
    )
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 403,
      admin: 200,
    })
    expect((await stored(page.id))?.slug).toBe(page.slug)
    const [, after] = await revisions(ADMIN, page.id)
    expect(after.data[0]).toMatchObject({ action: 'restored', actor_email: 'admin@example.org' })
  })

  it('answers bad input with a clear error and changes nothing', async () => {
    const page = await deletedPageOf()
    const newest = (await latestRevision(database.db, 'pages', page.id))!
    expect(await restore(ADMIN, page.id, 'abc')).toEqual([
      404,
      { error: expect.objectContaining({ code: 'not_found' }) },
    ])
    expect((await restore(ADMIN, '00000000-0000-4000-8000-000000000000', '1'))[0]).toBe(404)
    expect((await revisions(ADMIN, '00000000-0000-4000-8000-000000000000'))[0]).toBe(404)
    await addPage({ slug: page.slug })
    const [status, body] = await restore(ADMIN, page.id, String(newest.id))
    expect(status).toBe(409)
    expect(body.error).toMatchObject({
      code: 'conflict',
      message: `Another page now has the address /${page.slug}. Change that page’s address, or delete it, then restore this one.`,
    })
    expect(await stored(page.id)).toBeUndefined()
  })
})

describe('the footer’s link to a page', () => {
  const footerLinks = async () => {
    const data = await rootLoader({
      request: new Request(`${ORIGIN}/`),
      params: {},
      context: await contextFor(services, ANONYMOUS),
    } as never)
    return data.site.footerLinks.map((link) => link.href)
  }

  it('is hidden while the page is deleted, kept in the settings, and back with the page', async () => {
    const page = await addPage()
    await saveFooterLinks(
      database.db,
      [
        { label: 'Volunteer', labelEl: null, href: `/${page.slug}#when` },
        { label: 'Events', labelEl: null, href: '/events' },
      ],
      'admin@example.org',
    )
    expect(await footerLinks()).toEqual([`/${page.slug}#when`, '/events'])
    expect(await deletePage(database.db, page.id, actor(ADMIN))).toBe(true)
    expect(await footerLinks()).toEqual(['/events'])
    expect((await restoreFromDeleted(ADMIN, page.id)).status).toBe(302)
    expect(await footerLinks()).toEqual([`/${page.slug}#when`, '/events'])
    // A draft is not for visitors either.
    await savePage(
      database.db,
      { status: 'draft' },
      { id: page.id, partial: true, actor: actor(ADMIN) },
    )
    expect(await footerLinks()).toEqual(['/events'])
  })
})
