/**
 * Pages of text (decision 0057) on a real database: the seeded About page holds today's texts in
 * both languages; the JSON API's role matrix (anonymous, user, author, reviewer, editor, admin) on
 * reading, creating, editing and deleting; bad input answered with a clear message and nothing
 * changed (reserved and taken addresses, a fixed page's address, a missing address, too long a
 * title); conflicts; the Greek held back; revisions, audit and the content version the page cache
 * keys on; an author's change waiting for an editor and published from the review queue.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { readContentVersion } from '~/db/content-version.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { publishChange } from '~/domain/change-review.server'
import { latestRevision, listAudit } from '~/domain/editorial.server'
import { fixedPageSeed, seedFixedPages } from '~/domain/fixed-pages.server'
import { findPage } from '~/domain/pages.server'
import { search } from '~/domain/search.server'
import { pendingChangeOf } from '~/domain/pending-changes.server'
import enAbout from '~/i18n/locales/en/about.json'
import elAbout from '~/i18n/locales/el/about.json'
import { createLogger } from '~/logger.server'
import * as collection from '~/routes/api/pages'
import * as item from '~/routes/api/page'
import {
  ADMIN,
  ANONYMOUS,
  AUTHOR,
  contentApi,
  EDITOR,
  ORIGIN,
  roleMatrix,
  USER,
} from './support/content-context'
import { createTestDatabase, rowsOf, type TestDatabase } from './support/test-database'

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

const api = contentApi(() => services, { headers: { origin: ORIGIN } })

const get = (auth: AuthState, ref: string) =>
  api(item.loader, auth, `/api/v1/pages/${ref}`, { params: { id: ref } })
const patch = (auth: AuthState, ref: string, body: Record<string, unknown>) =>
  api(item.action, auth, `/api/v1/pages/${ref}`, { method: 'PATCH', body, params: { id: ref } })
const create = (auth: AuthState, body: Record<string, unknown>) =>
  api(collection.action, auth, '/api/v1/pages', { method: 'POST', body })
const remove = (auth: AuthState, ref: string) =>
  api(item.action, auth, `/api/v1/pages/${ref}`, { method: 'DELETE', params: { id: ref } })

const about = async () => (await findPage(database.db, 'about'))!
const pageCount = async () =>
  rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM pages`))[0]!.n

let serial = 0
async function newPage(extra: Record<string, unknown> = {}) {
  serial += 1
  const [status, body] = await create(ADMIN, {
    title: `Volunteer ${serial}`,
    title_el: `Εθελοντισμός ${serial}`,
    slug: `volunteer-${serial}`,
    lead: 'Give an hour.',
    content: '<p>Help at our events.</p>',
    status: 'published',
    ...extra,
  })
  expect(status, JSON.stringify(body)).toBe(201)
  return body.data as { id: string; slug: string }
}

describe('the seeded About page', () => {
  it('holds today’s texts in both languages', async () => {
    const page = await about()
    expect(page).toMatchObject({
      slug: 'about',
      fixed: true,
      status: 'published',
      elReady: true,
      title: enAbout.title,
      titleEl: elAbout.title,
      lead: enAbout.lead,
      leadEl: elAbout.lead,
      metaDescription: enAbout.metaDescription,
      metaDescriptionEl: elAbout.metaDescription,
      content: `<h2>${enAbout.mission.title}</h2><p>${enAbout.mission.text1}</p><p>${enAbout.mission.text2}</p>`,
      contentEl: `<h2>${elAbout.mission.title}</h2><p>${elAbout.mission.text1}</p><p>${elAbout.mission.text2}</p>`,
    })
  })

  it('is seeded once: a later start neither adds another nor undoes an edit', async () => {
    const page = await about()
    await database.db.execute(sql`UPDATE pages SET lead = 'Edited lead' WHERE id = ${page.id}`)
    expect(await seedFixedPages(database.db)).toBe(0)
    expect((await about()).lead).toBe('Edited lead')
    await database.db.execute(sql`UPDATE pages SET lead = ${enAbout.lead} WHERE id = ${page.id}`)
  })
})

describe('reading pages through the API', () => {
  it('lists public pages to everybody and drafts to the team only', async () => {
    const draft = await newPage({ status: 'draft' })
    const [status, body] = await api(collection.loader, ANONYMOUS, '/api/v1/pages')
    expect(status).toBe(200)
    const slugs = (body.data as { slug: string }[]).map((page) => page.slug)
    expect(slugs).toContain('about')
    expect(slugs).not.toContain(draft.slug)
    expect((await get(ANONYMOUS, draft.id))[0]).toBe(404)
    expect((await get(USER, draft.slug))[0]).toBe(404)
    expect((await get(AUTHOR, draft.id))[0]).toBe(200)
    const [, team] = await api(collection.loader, EDITOR, '/api/v1/pages')
    expect((team.data as { slug: string }[]).map((page) => page.slug)).toContain(draft.slug)
  })

  it('answers a page by its slug with its fields and address', async () => {
    const [status, body] = await get(ANONYMOUS, 'about')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      slug: 'about',
      path: '/about',
      fixed: true,
      title: enAbout.title,
    })
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining(['title_el', 'lead', 'lead_el', 'content', 'content_el', 'el_ready']),
    )
  })

  it('holds back Greek that is not ready from visitors, not from the team', async () => {
    const page = await newPage({ el_ready: false })
    const [, visitor] = await get(ANONYMOUS, page.id)
    expect(visitor.data.title_el).toBeNull()
    expect(visitor.data.content_el).toBeNull()
    const [, editor] = await get(EDITOR, page.id)
    expect(editor.data.title_el).toBe(`Εθελοντισμός ${serial}`)
  })
})

describe('editing a page', () => {
  it('takes the team’s roles: editors and admins save, authors and reviewers wait, others are refused', async () => {
    const answers = await roleMatrix(
      async (auth) => (await patch(auth, 'about', { lead: `${auth.role} lead` }))[0],
    )
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 202,
      reviewer: 202,
      editor: 200,
      admin: 200,
    })
    expect((await about()).lead).toBe('admin lead')
    await patch(ADMIN, 'about', { lead: enAbout.lead })
  })

  it('keeps a revision, logs the change and bumps the content version the page cache keys on', async () => {
    const page = await about()
    const version = await readContentVersion(database.db)
    const [status, body] = await patch(EDITOR, page.id, {
      content: '<p>We are here for everyone.</p><script>alert(1)</script>',
    })
    expect(status).toBe(200)
    expect(body.data.content).toBe('<p>We are here for everyone.</p>')
    expect(await readContentVersion(database.db)).not.toBe(version)
    const revision = await latestRevision(database.db, 'pages', page.id)
    expect(revision).toMatchObject({ action: 'updated', actorEmail: EDITOR.user!.email })
    expect(revision!.changedFields).toEqual(['content'])
    const [entry] = await listAudit(database.db, { kind: 'pages' })
    expect(entry).toMatchObject({
      action: 'updated',
      itemId: page.id,
      actorEmail: EDITOR.user!.email,
    })
  })

  it('refuses a change over someone else’s to the same field, and merges one to another field', async () => {
    const page = await about()
    const base = String((await latestRevision(database.db, 'pages', page.id))!.id)
    expect((await patch(ADMIN, page.id, { title: 'Together against epilepsy' }))[0]).toBe(200)
    const [refused, conflict] = await patch(EDITOR, page.id, { title: 'Mine', base_revision: base })
    expect(refused).toBe(409)
    expect(conflict.error.fields).toHaveProperty('title')
    expect((await about()).title).toBe('Together against epilepsy')
    const [merged] = await patch(EDITOR, page.id, { lead: 'Merged lead', base_revision: base })
    expect(merged).toBe(200)
    expect(await about()).toMatchObject({ title: 'Together against epilepsy', lead: 'Merged lead' })
    await patch(ADMIN, page.id, { title: enAbout.title, lead: enAbout.lead })
  })

  it('keeps an author’s change aside until an editor publishes it from the review queue', async () => {
    const page = await about()
    const [status, body] = await patch(AUTHOR, page.id, { lead: 'An author’s lead' })
    expect(status).toBe(202)
    expect(body.pending_change).toMatchObject({ kind: 'pages', item_id: page.id })
    expect((await about()).lead).toBe(enAbout.lead)
    expect((await get(ANONYMOUS, 'about'))[1].data.lead).toBe(enAbout.lead)
    const editor = { id: EDITOR.user!.id, email: EDITOR.user!.email, role: 'editor' as const }
    const published = await publishChange(database.db, 'pages', page.id, editor)
    expect(published).toMatchObject({ ok: true, item: { kind: 'pages', path: '/about' } })
    expect((await about()).lead).toBe('An author’s lead')
    expect(await pendingChangeOf(database.db, 'pages', page.id)).toBeUndefined()
    await patch(ADMIN, page.id, { lead: enAbout.lead })
  })

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await about()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: 'about-us' }, 'slug', 'This page’s address cannot change: the site links to it.'],
      [{ title: 'x'.repeat(201) }, 'title', 'This text is too long. Please shorten it.'],
      [{ status: 'gone' }, 'status', 'Choose Draft, Pending review, Scheduled or Published.'],
    ]
    for (const [input, field, message] of cases) {
      const [status, body] = await patch(ADMIN, 'about', input)
      expect(status, field).toBe(400)
      expect(body.error.code).toBe('validation_failed')
      expect(body.error.fields[field], field).toBe(message)
    }
    const after = await about()
    expect(after.updatedAt).toEqual(before.updatedAt)
    expect(after.slug).toBe('about')
  })

  it('answers an unknown page with 404', async () => {
    expect((await patch(ADMIN, 'no-such-page', { lead: 'x' }))[0]).toBe(404)
  })
})

describe('adding a page', () => {
  it('is for admins only', async () => {
    const before = await pageCount()
    const answers = await roleMatrix(
      async (auth) =>
        (
          await create(auth, {
            title: 'Join us',
            slug: `join-${auth.role ?? 'nobody'}`,
            content: '<p>Hello</p>',
          })
        )[0],
    )
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 403,
      admin: 201,
    })
    expect(await pageCount()).toBe(before + 1)
  })

  it('refuses a reserved, taken, missing or malformed address, in the reader’s language', async () => {
    const before = await pageCount()
    const existing = await newPage()
    const cases: [string, string, 'en' | 'el'][] = [
      ['admin', 'This address belongs to another part of the site. Choose another one.', 'en'],
      ['events', 'Αυτή η διεύθυνση ανήκει σε άλλο μέρος του ιστότοπου. Επιλέξτε άλλη.', 'el'],
      [existing.slug, 'Another page already has this address. Choose a different one.', 'en'],
      ['about', 'Another page already has this address. Choose a different one.', 'en'],
      ['', 'Give the page an address.', 'en'],
    ]
    for (const [slug, message, lang] of cases) {
      const [status, body] = await api(collection.action, ADMIN, '/api/v1/pages', {
        method: 'POST',
        body: { title: 'Taken', slug, content: '<p>x</p>' },
        lang,
      })
      expect(status, slug).toBe(400)
      expect(body.error.fields.slug, slug).toBe(message)
    }
    expect(await pageCount()).toBe(before + 1)
  })

  it('makes a typed address a slug', async () => {
    const [status, body] = await create(ADMIN, { title: 'Our Team', slug: 'Our Team', content: '' })
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ slug: 'our-team', path: '/our-team', fixed: false })
  })
})

describe('deleting a page', () => {
  it('is for admins only, and never the fixed pages', async () => {
    const answers = await roleMatrix(async (auth) => {
      const page = await newPage()
      return (await remove(auth, page.id))[0]
    })
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 403,
      admin: 200,
    })
    const [status, body] = await remove(ADMIN, 'about')
    expect(status).toBe(409)
    expect(body.error.message).toBe('This page is part of the site and cannot be deleted.')
    expect(await about()).toBeDefined()
  })

  it('keeps the deleted page’s revisions and logs the deletion', async () => {
    const page = await newPage()
    expect((await remove(ADMIN, page.id))[0]).toBe(200)
    expect(await findPage(database.db, page.id)).toBeUndefined()
    expect((await latestRevision(database.db, 'pages', page.id))?.action).toBe('deleted')
    expect((await get(ADMIN, page.id))[0]).toBe(404)
  })
})

describe('search', () => {
  it('finds a page’s edited text and an added page, and forgets a page that is no longer public', async () => {
    const page = await about()
    expect(
      (
        await patch(EDITOR, page.id, { content: '<h2>Our mission</h2><p>Quokkaberry support.</p>' })
      )[0],
    ).toBe(200)
    const found = await search(database.db, { query: 'quokkaberry', lang: 'en' })
    expect(found.hits.map((hit) => hit.path)).toEqual(['/about#mission'])
    const added = await newPage({ content: '<p>Wombatfruit workshops.</p>' })
    const hits = await search(database.db, { query: 'wombatfruit', lang: 'en' })
    expect(hits.hits.map((hit) => hit.path)).toEqual([`/${added.slug}`])
    expect((await patch(ADMIN, added.id, { status: 'draft' }))[0]).toBe(200)
    expect((await search(database.db, { query: 'wombatfruit', lang: 'en' })).hits).toEqual([])
    await patch(ADMIN, page.id, { content: (await fixedPageSeed('about')).content })
  })
})
