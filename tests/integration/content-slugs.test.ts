/**
 * The readable addresses of events, news and stories on a real database: slugs made from the
 * title (English, or the Greek transliterated), made unique with -2, -3..., edited by admins with
 * their rules and messages; the id and every older slug answer 301 with the current address; the
 * API takes the id or the slug; the database makes the slugs the site makes.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { saveContent, restoreDeleted, deleteContent } from '~/domain/content.server'
import { getRow } from '~/domain/content-store.server'
import { CONTENT_KINDS, type ContentKind } from '~/domain/content-kinds'
import { slugify } from '~/lib/slug'
import { createLogger } from '~/logger.server'
import * as item from '~/routes/api/content-item'
import * as eventPage from '~/routes/events/detail'
import * as newsPage from '~/routes/news/detail'
import * as storyPage from '~/routes/story/detail'
import type { AuthState } from '~/domain/auth/auth-state'
import { ADMIN, ANONYMOUS, callRoute, USER, type CallOptions } from './support/content-context'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

const ACTOR = { id: 'admin-1', email: 'admin@example.org' }

const BASE: Record<ContentKind, Record<string, unknown>> = {
  events: { date: '2099-06-01', time: '10:00', location: 'Nicosia' },
  news: { date: '2026-01-15', content: '<p>Text.</p>' },
  stories: { date: '2099-06-01', content: '<p>Text.</p>' },
}

const PAGE = { events: eventPage, news: newsPage, stories: storyPage }
const PATH = { events: '/events', news: '/news', stories: '/story' }

async function create(kind: ContentKind, fields: Record<string, unknown>) {
  const result = await saveContent(
    database.db,
    kind,
    { ...BASE[kind], ...fields },
    { actor: ACTOR },
  )
  if (!result.ok) throw new Error(JSON.stringify(result))
  return result
}

async function slugOf(kind: ContentKind, id: string) {
  return (await getRow(database.db, kind, id))!.slug
}

/** A page's loader for `ref`: its thrown redirect's status and address, or its status. */
async function openPage(kind: ContentKind, path: string, ref: string) {
  try {
    const result = (await callRoute(services, PAGE[kind].loader as never, ANONYMOUS, path, {
      params: { id: ref },
    })) as { init?: { status?: number } }
    return { status: result.init?.status ?? 200 }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') }
    throw thrown
  }
}

async function api(auth: AuthState, kind: ContentKind, ref: string, options: CallOptions = {}) {
  const response = await callRoute(
    services,
    (options.method ? item.action : item.loader) as never,
    auth,
    `/api/v1/${kind}/${ref}`,
    { ...options, params: { kind, id: ref } },
  )
  return [response.status, (await response.json()) as Json] as const
}

describe(`slugs of events, news and stories (${testDbKind})`, () => {
  it('makes the slug from the English title, or the Greek one transliterated', async () => {
    const english = await create('news', {
      title: 'Walk for Epilepsy 2026!',
      title_el: 'Περίπατος',
    })
    expect(english.slug).toBe('walk-for-epilepsy-2026')
    const greek = await create('stories', { title: '', title_el: 'Ζώντας με επιληψία' })
    expect(greek.slug).toBe('zontas-me-epilipsia')
    const symbols = await create('events', { title: '★ ★ ★' })
    expect(symbols.slug).toBe('event')
  })

  it('adds -2, -3 to a title another item of the kind already uses, per kind', async () => {
    const first = await create('news', { title: 'Same title' })
    const second = await create('news', { title: 'Same title' })
    const third = await create('news', { title: 'Same  title?' })
    expect([first.slug, second.slug, third.slug]).toEqual([
      'same-title',
      'same-title-2',
      'same-title-3',
    ])
    // Another kind has addresses of its own.
    expect((await create('events', { title: 'Same title' })).slug).toBe('same-title')
    // A title that makes a reserved slug gets a number too.
    expect((await create('news', { title: 'Create' })).slug).toBe('create-2')
  })

  it('keeps the slug when a save sends none, and takes the one an admin gives', async () => {
    const saved = await create('events', { title: 'Picnic in the park' })
    const kept = await saveContent(
      database.db,
      'events',
      { ...BASE.events, title: 'Picnic moved indoors', slug: '' },
      { id: saved.id, actor: ACTOR },
    )
    expect(kept).toMatchObject({ ok: true, slug: 'picnic-in-the-park' })
    const renamed = await saveContent(
      database.db,
      'events',
      { ...BASE.events, title: 'Picnic moved indoors', slug: 'indoor-picnic' },
      { id: saved.id, actor: ACTOR },
    )
    expect(renamed).toMatchObject({ ok: true, slug: 'indoor-picnic' })
  })

  it('refuses a slug in the wrong form, reserved or taken, with its message, changing nothing', async () => {
    const taken = await create('stories', { title: 'Taken address' })
    const mine = await create('stories', { title: 'My story' })
    for (const [slug, message] of [
      ['Upper-Case', 'admin.validation.slugInvalid'],
      ['two--hyphens', 'admin.validation.slugInvalid'],
      ['ends-', 'admin.validation.slugInvalid'],
      ['ελληνικά', 'admin.validation.slugInvalid'],
      ['a'.repeat(101), 'admin.validation.tooLong'],
      ['create', 'admin.validation.slugReserved'],
      ['5f0c1f7e-1111-4222-8333-944455556666', 'admin.validation.slugReserved'],
      [taken.slug, 'admin.validation.slugTaken'],
    ]) {
      const result = await saveContent(
        database.db,
        'stories',
        { ...BASE.stories, title: 'My story', slug },
        { id: mine.id, actor: ACTOR },
      )
      expect(result, slug).toEqual({ ok: false, reason: 'invalid', fields: { slug: message } })
    }
    expect(await slugOf('stories', mine.id)).toBe('my-story')
  })

  it('gives existing and imported rows slugs in the database, the way the site makes them', async () => {
    for (const title of [
      'Ζώντας με επιληψία',
      'Ευχαριστούμε τους εθελοντές',
      'Μπαίνουμε στο γήπεδο με αυτοπεποίθηση',
      'Άγγελος και Ξένια: πρόοδος',
      'Café au lait — naïve résumé',
      'Ηλιοβασίλεμα ΑΥΤΟΚΙΝΗΤΟ ευρώ',
    ]) {
      const [row] = rowsOf<{ slug: string }>(
        await database.db.execute(sql`SELECT slug_of_text(${title}) AS slug`),
      )
      expect(row!.slug, title).toBe(slugify(title))
    }
    // A row written without a slug (an import, the demo seed) gets a unique one.
    await database.db.execute(
      sql`INSERT INTO news (title, date) VALUES ('Same title', '2026-01-01'), ('', '2026-01-02')`,
    )
    const rows = rowsOf<{ title: string; slug: string }>(
      await database.db.execute(
        sql`SELECT title, slug FROM news WHERE date IN ('2026-01-01', '2026-01-02') ORDER BY date`,
      ),
    )
    expect(rows.map((row) => row.slug)).toEqual(['same-title-4', 'news'])
  })

  for (const kind of CONTENT_KINDS) {
    it(`${kind}: answers the id and older slugs with 301 to the current slug`, async () => {
      const saved = await create(kind, { title: `Moving ${kind}` })
      const first = saved.slug
      await saveContent(
        database.db,
        kind,
        { ...BASE[kind], title: `Moving ${kind}`, slug: `moved-${kind}` },
        { id: saved.id, actor: ACTOR },
      )
      await saveContent(
        database.db,
        kind,
        { ...BASE[kind], title: `Moving ${kind}`, slug: `settled-${kind}` },
        { id: saved.id, actor: ACTOR },
      )
      const current = `${PATH[kind]}/settled-${kind}`
      expect(await openPage(kind, current, `settled-${kind}`)).toEqual({ status: 200 })
      expect(await openPage(kind, `${PATH[kind]}/${saved.id}?lang=el`, saved.id)).toEqual({
        status: 301,
        location: `${current}?lang=el`,
      })
      for (const old of [first, `moved-${kind}`])
        expect(await openPage(kind, `${PATH[kind]}/${old}`, old)).toEqual({
          status: 301,
          location: current,
        })
      expect((await openPage(kind, `${PATH[kind]}/no-such-item`, 'no-such-item')).status).toBe(404)
    })
  }

  it('gives an old slug to the item that takes it, and brings a deleted item back with its slug', async () => {
    const a = await create('news', { title: 'Old name' })
    await saveContent(
      database.db,
      'news',
      { ...BASE.news, title: 'Old name', slug: 'new-name' },
      { id: a.id, actor: ACTOR },
    )
    // A new item's slug made from its title avoids another item's older address...
    expect((await create('news', { title: 'Old name' })).slug).toBe('old-name-2')
    // ...but an admin may give it, and the address then leads to that item.
    const b = await create('news', { title: 'Someone else', slug: 'old-name' })
    expect(await openPage('news', '/news/old-name', 'old-name')).toEqual({ status: 200 })
    expect(b.slug).toBe('old-name')

    await deleteContent(database.db, 'news', a.id, ACTOR)
    expect((await openPage('news', '/news/new-name', 'new-name')).status).toBe(404)
    const restored = await restoreDeleted(database.db, 'news', a.id, ACTOR)
    expect(restored.ok).toBe(true)
    expect(await slugOf('news', a.id)).toBe('new-name')
  })

  it('never tells a draft’s slug through a redirect', async () => {
    const draft = await create('news', { title: 'Secret plan', status: 'draft' })
    expect((await openPage('news', `/news/${draft.id}`, draft.id)).status).toBe(404)
  })
})

describe(`the API by id or slug (${testDbKind})`, () => {
  for (const kind of CONTENT_KINDS) {
    it(`${kind}: reads by id, slug and older slug, and returns the slug`, async () => {
      const saved = await create(kind, { title: `API ${kind} item` })
      const [byId, one] = await api(ANONYMOUS, kind, saved.id)
      expect(byId).toBe(200)
      expect(one.data).toMatchObject({ id: saved.id, slug: `api-${kind}-item` })
      const [bySlug, two] = await api(ANONYMOUS, kind, `api-${kind}-item`)
      expect(bySlug).toBe(200)
      expect(two.data.id).toBe(saved.id)
      expect((await api(ANONYMOUS, kind, 'no-such-slug'))[0]).toBe(404)
      expect((await api(ANONYMOUS, kind, 'Not A Slug!'))[0]).toBe(404)
    })

    it(`${kind}: writes by slug: refused signed out and for members, done for admins`, async () => {
      const saved = await create(kind, { title: `Write ${kind} item` })
      const ref = saved.slug
      const patch = { method: 'PATCH', body: { slug: `written-${kind}` } }
      const [anonymous, refusal] = await api(ANONYMOUS, kind, ref, patch)
      expect(anonymous).toBe(401)
      expect(refusal.error.code).toBeDefined()
      expect((await api(USER, kind, ref, patch))[0]).toBe(403)
      expect(await slugOf(kind, saved.id)).toBe(ref)

      const [bad, invalid] = await api(ADMIN, kind, ref, {
        method: 'PATCH',
        body: { slug: 'Bad Slug' },
      })
      expect(bad).toBe(400)
      expect(invalid.error.fields.slug).toBe(
        'Use only lowercase letters (a-z), digits and single hyphens between them, such as walk-for-epilepsy-2026.',
      )
      const [badEl, invalidEl] = await api(ADMIN, kind, ref, {
        method: 'PATCH',
        body: { slug: 'create' },
        lang: 'el',
      })
      expect(badEl).toBe(400)
      expect(invalidEl.error.fields.slug).toBe(
        'Αυτή τη διεύθυνση τη χρησιμοποιεί ο ίδιος ο ιστότοπος. Επιλέξτε άλλη.',
      )
      const other = await create(kind, { title: `Other ${kind} item` })
      const [taken, takenBody] = await api(ADMIN, kind, ref, {
        method: 'PATCH',
        body: { slug: other.slug },
      })
      expect(taken).toBe(400)
      expect(takenBody.error.fields.slug).toBe(
        'Another item of this kind already has this address. Choose a different one.',
      )
      expect(await slugOf(kind, saved.id)).toBe(ref)

      const [ok, patched] = await api(ADMIN, kind, ref, patch)
      expect(ok).toBe(200)
      expect(patched.data).toMatchObject({ id: saved.id, slug: `written-${kind}` })
      // The old slug still names it, for the API too.
      const [deleted, gone] = await api(ADMIN, kind, ref, { method: 'DELETE' })
      expect(deleted).toBe(200)
      expect(gone).toEqual({ deleted: true, id: saved.id })
      expect(await getRow(database.db, kind, saved.id)).toBeUndefined()
    })
  }
})
