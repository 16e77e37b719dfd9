/**
 * The legal pages as fixed pages (decision 0069) on a real database: seeded at start from their
 * documents in both languages, once; what their routes load (the stored text cut into sections,
 * the generated parts in place, the statistics section only while the site counts visits); the
 * JSON API's role matrix on editing them; their address and their existence kept; an edit shown
 * to visitors in both languages and found by search.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { seedFixedPages } from '~/domain/fixed-pages.server'
import { findPage } from '~/domain/pages.server'
import { search } from '~/domain/search.server'
import { LEGAL_DOCUMENTS, LEGAL_SLUGS } from '~/content/legal/legal-text.server'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import * as item from '~/routes/api/page'
import * as privacyRoute from '~/routes/legal/privacy'
import * as termsRoute from '~/routes/legal/terms'
import {
  ADMIN,
  ANONYMOUS,
  contentApi,
  contextFor,
  ORIGIN,
  roleMatrix,
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
const patch = (auth: AuthState, ref: string, body: Record<string, unknown>) =>
  api(item.action, auth, `/api/v1/pages/${ref}`, { method: 'PATCH', body, params: { id: ref } })
const remove = (auth: AuthState, ref: string) =>
  api(item.action, auth, `/api/v1/pages/${ref}`, { method: 'DELETE', params: { id: ref } })

async function load(
  route: { loader: (args: never) => ReturnType<typeof privacyRoute.loader> },
  lang: Lang,
  over: Partial<Services> = {},
) {
  const context = await contextFor({ ...services, ...over }, ANONYMOUS, { lang })
  return route.loader({
    request: new Request(`${ORIGIN}/privacy`),
    params: {},
    context,
  } as never)
}

const pageCount = async () =>
  rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM pages`))[0]!.n

describe('the seeded legal pages', () => {
  it('hold today’s texts in both languages, the generated parts as their markers', async () => {
    for (const slug of LEGAL_SLUGS) {
      const page = await findPage(database.db, slug)
      const { en, el } = LEGAL_DOCUMENTS[slug]
      expect(page, slug).toMatchObject({
        slug,
        fixed: true,
        status: 'published',
        elReady: true,
        title: en.title,
        titleEl: el.title,
        lead: en.lead,
        leadEl: el.lead,
        metaDescription: en.description,
        metaDescriptionEl: el.description,
      })
      // The date the pages show stays the texts' own.
      expect(page!.updatedAt.toISOString()).toBe('2026-11-22T00:00:00.000Z')
      expect(page!.content).toContain('<p>[contact]</p>')
      for (const section of en.sections.filter((s) => s.id !== 'statistics'))
        expect(page!.content).toContain(`<h2>${section.title}</h2>`)
      for (const section of el.sections.filter((s) => s.id !== 'statistics'))
        expect(page!.contentEl).toContain(`<h2>${section.title}</h2>`)
    }
    const privacy = await findPage(database.db, 'privacy')
    expect(privacy!.content).toContain('<p>[services]</p>')
    expect(privacy!.content).toContain('<p>[statistics]</p>')
  })

  it('are seeded once: a later start neither adds another nor undoes an edit', async () => {
    const before = await pageCount()
    await database.db.execute(sql`UPDATE pages SET lead = 'Edited lead' WHERE slug = 'terms'`)
    expect(await seedFixedPages(database.db)).toBe(0)
    expect(await pageCount()).toBe(before)
    expect((await findPage(database.db, 'terms'))!.lead).toBe('Edited lead')
    await database.db.execute(
      sql`UPDATE pages SET lead = ${LEGAL_DOCUMENTS.terms.en.lead} WHERE slug = 'terms'`,
    )
  })
})

describe('a legal page’s route', () => {
  for (const lang of ['en', 'el'] as const)
    it(`shows every section of the document with its anchor, nothing changed (${lang})`, async () => {
      const loaded = await load(privacyRoute, lang)
      const document = LEGAL_DOCUMENTS.privacy[lang]
      expect(loaded.page.title).toBe(document.title)
      expect(loaded.page.updated).toBe('2026-11-22')
      expect(loaded.sections.map((s) => [s.id, s.title])).toEqual(
        document.sections.map((s) => [s.id, s.title]),
      )
      const other = loaded.sections.find((s) => s.id === 'other-services')!
      expect(other.parts.at(-1)).toEqual({ generated: 'services' })
      expect(loaded.services.map((s) => s.key)).toContain('whatsapp')
      expect(loaded.sections.at(-1)!.parts).toEqual([{ generated: 'contact' }])
      expect(loaded.editor).toBeUndefined()
    })

  it('leaves out the statistics section while the site counts nothing', async () => {
    const loaded = await load(privacyRoute, 'en', {
      config: parseConfig({ NODE_ENV: 'test', ANALYTICS: 'off' }),
    })
    expect(loaded.sections.map((s) => s.id)).not.toContain('statistics')
    expect(loaded.sections.map((s) => s.id)).toContain('accounts')
  })
})

describe('editing a legal page', () => {
  it('takes the team’s roles: editors and admins save, authors and reviewers wait, others are refused', async () => {
    const answers = await roleMatrix(
      async (auth) => (await patch(auth, 'terms', { lead: `${auth.role} lead` }))[0],
    )
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 202,
      reviewer: 202,
      editor: 200,
      admin: 200,
    })
    expect((await findPage(database.db, 'terms'))!.lead).toBe('admin lead')
    await patch(ADMIN, 'terms', { lead: LEGAL_DOCUMENTS.terms.en.lead })
  })

  it('keeps its address and cannot be deleted', async () => {
    const [status, body] = await patch(ADMIN, 'privacy', { slug: 'privacy-policy' })
    expect(status).toBe(400)
    expect(body.error.fields.slug).toBe('This page’s address cannot change: the site links to it.')
    const [deleted, answer] = await remove(ADMIN, 'privacy')
    expect(deleted).toBe(409)
    expect(answer.error.message).toBe('This page is part of the site and cannot be deleted.')
    expect(await findPage(database.db, 'privacy')).toBeDefined()
  })

  it('shows the edit to visitors in both languages and search finds it', async () => {
    const terms = (await findPage(database.db, 'terms'))!
    const content = terms.content.replace(
      '<h2>Contact</h2>',
      '<h2>Volunteering</h2><p>Volunteers sign a short quinoa agreement.</p><h2>Contact</h2>',
    )
    const contentEl = terms.contentEl!.replace(
      '<h2>Επικοινωνία</h2>',
      '<h2>Εθελοντισμός</h2><p>Οι εθελοντές υπογράφουν μια σύντομη συμφωνία.</p><h2>Επικοινωνία</h2>',
    )
    const [status] = await patch(ADMIN, 'terms', { content, content_el: contentEl })
    expect(status).toBe(200)
    const en = await load(termsRoute, 'en')
    const added = en.sections.find((s) => s.title === 'Volunteering')!
    expect(added.id).toMatch(/^section-\d+$/)
    expect(added.parts).toEqual([{ html: '<p>Volunteers sign a short quinoa agreement.</p>' }])
    const el = await load(termsRoute, 'el')
    expect(el.sections.map((s) => s.title)).toContain('Εθελοντισμός')
    // The contact section keeps its anchor and its generated part.
    expect(en.sections.at(-1)).toMatchObject({ id: 'contact', parts: [{ generated: 'contact' }] })
    const found = await search(database.db, { query: 'quinoa', lang: 'en' })
    expect(found.hits.map((hit) => hit.path)).toEqual([`/terms#${added.id}`])
  })
})
