/**
 * The home page's texts and the community's as fixed pages (decision 0068) on a real database:
 * seeded at start from today's strings in both languages, once; the home page and the root's
 * community text read them (the figures from their list), in the reader's language, and the
 * first version while one is taken back to a draft; the JSON API's role matrix on editing them;
 * the editor data for the team only; no page of their own at `/{slug}`.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { seedFixedPages } from '~/domain/fixed-pages.server'
import { communityText } from '~/domain/fixed-texts.server'
import { findPage } from '~/domain/pages.server'
import enChrome from '~/i18n/locales/en/chrome.json'
import elChrome from '~/i18n/locales/el/chrome.json'
import enHome from '~/i18n/locales/en/home.json'
import elHome from '~/i18n/locales/el/home.json'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import * as item from '~/routes/api/page'
import * as community from '~/routes/community'
import { homePageData } from '~/routes/home-data.server'
import * as textPage from '~/routes/pages/page'
import {
  ADMIN,
  ANONYMOUS,
  contentApi,
  contextFor,
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
const patch = (auth: AuthState, ref: string, body: Record<string, unknown>) =>
  api(item.action, auth, `/api/v1/pages/${ref}`, { method: 'PATCH', body, params: { id: ref } })

const home = async (lang: Lang, auth: AuthState = ANONYMOUS) =>
  homePageData(await contextFor(services, auth, { lang }))

const HOME = { en: enHome, el: elHome } as const
const CHROME = { en: enChrome, el: elChrome } as const

describe('the seeded texts', () => {
  it('hold today’s strings in both languages', async () => {
    expect(await findPage(database.db, 'home-hero')).toMatchObject({
      fixed: true,
      status: 'published',
      title: enHome.hero.title,
      titleEl: elHome.hero.title,
      lead: enHome.hero.subtitle,
      leadEl: elHome.hero.subtitle,
      metaDescription: enHome.metaDescription,
    })
    expect(await findPage(database.db, 'home-start')).toMatchObject({
      title: enHome.start.title,
      leadEl: elHome.start.text,
    })
    expect(await findPage(database.db, 'home-community')).toMatchObject({
      title: enHome.impactSection.title,
      leadEl: elHome.impactSection.text,
    })
    expect(await findPage(database.db, 'community')).toMatchObject({
      title: enChrome.community.title,
      titleEl: elChrome.community.title,
      lead: enChrome.community.text,
      metaDescriptionEl: elChrome.community.metaDescription,
    })
  })

  it('are seeded once: a later start neither adds another nor undoes an edit', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(
        await database.db.execute(sql`SELECT count(*)::int AS n FROM pages`),
      )[0]!.n
    const before = await count()
    await database.db.execute(sql`UPDATE pages SET title = 'Edited' WHERE slug = 'home-start'`)
    expect(await seedFixedPages(database.db)).toBe(0)
    expect(await count()).toBe(before)
    expect((await findPage(database.db, 'home-start'))!.title).toBe('Edited')
    await database.db.execute(
      sql`UPDATE pages SET title = ${enHome.start.title} WHERE slug = 'home-start'`,
    )
  })
})

describe('the home page and the community read them', () => {
  for (const lang of ['en', 'el'] as const)
    it(`as the page showed them before, in ${lang}`, async () => {
      const { texts, textEditors, meta } = await home(lang)
      const strings = HOME[lang]
      expect(texts.hero).toMatchObject({ title: strings.hero.title, lead: strings.hero.subtitle })
      expect(texts.start).toMatchObject({ title: strings.start.title, lead: strings.start.text })
      expect(texts.community).toMatchObject({
        title: strings.impactSection.title,
        lead: strings.impactSection.text,
      })
      expect(texts.statistics).toMatchObject({
        figures: [
          { figure: strings.hero.impactFigure, text: strings.hero.impact },
          { figure: strings.hero.worldFigure, text: strings.hero.world },
        ],
        line: strings.hero.supportLine,
      })
      expect(meta.description).toBe(strings.metaDescription)
      expect(textEditors).toBeUndefined()
      const { title, text, points } = await communityText(services, lang)
      const chrome = CHROME[lang].community
      expect({ title, text, points }).toEqual({
        title: chrome.title,
        text: chrome.text,
        points: [chrome.point1, chrome.point2, chrome.point3],
      })
    })

  it('gives the team what the editor starts from, and nobody else', async () => {
    const { textEditors } = await home('en', EDITOR)
    const hero = await findPage(database.db, 'home-hero')
    expect(Object.keys(textEditors!).sort()).toEqual([
      'home-community',
      'home-hero',
      'home-start',
      'home-statistics',
    ])
    expect(textEditors!['home-hero']).toMatchObject({
      id: hero!.id,
      values: { title: hero!.title },
    })
    expect((await home('en', USER)).textEditors).toBeUndefined()
  })

  it('shows the first version while a text is a draft', async () => {
    expect((await patch(ADMIN, 'home-start', { status: 'draft' }))[0]).toBe(200)
    expect((await home('en')).texts.start.title).toBe(enHome.start.title)
    expect((await patch(ADMIN, 'home-start', { status: 'published' }))[0]).toBe(200)
  })
})

describe('editing them', () => {
  it('takes the team’s roles: editors and admins save, authors and reviewers wait, others are refused', async () => {
    const answers = await roleMatrix(
      async (auth) => (await patch(auth, 'home-hero', { title: `${auth.role} heading` }))[0],
    )
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 202,
      reviewer: 202,
      editor: 200,
      admin: 200,
    })
    expect((await home('en')).texts.hero.title).toBe('admin heading')
    await patch(ADMIN, 'home-hero', { title: enHome.hero.title })
  })

  it('shows an edit of the figures, the community’s points and the Greek at once', async () => {
    const [status] = await patch(EDITOR, 'home-statistics', {
      content_el:
        '<ul><li><p><strong>60.000</strong> άνθρωποι</p></li><li><p><strong>1/100</strong> στον κόσμο</p></li><li><p><strong>3</strong> ομάδες</p></li></ul>',
    })
    expect(status).toBe(200)
    expect((await home('el')).texts.statistics.figures).toEqual([
      { figure: '60.000', text: 'άνθρωποι' },
      { figure: '1/100', text: 'στον κόσμο' },
      { figure: '3', text: 'ομάδες' },
    ])
    expect((await home('en')).texts.statistics.figures[0]!.figure).toBe(enHome.hero.impactFigure)
    expect(
      (await patch(EDITOR, 'community', { content: '<ul><li><p>Meet monthly.</p></li></ul>' }))[0],
    ).toBe(200)
    expect((await communityText(services, 'en')).points).toEqual(['Meet monthly.'])
  })

  it('keeps their address, and they have no page of their own', async () => {
    const [status, body] = await patch(ADMIN, 'home-hero', { slug: 'hero' })
    expect(status).toBe(400)
    expect(body.error.fields.slug).toBe('This page’s address cannot change: the site links to it.')
    const context = await contextFor(services, ADMIN, { lang: 'en' })
    const answer = (await textPage.loader({
      request: new Request(`${ORIGIN}/home-hero`),
      params: { pageSlug: 'home-hero' },
      context,
    } as never)) as { init: { status: number } | null }
    expect(answer.init?.status).toBe(404)
  })

  it('gives /community’s editor to the team only', async () => {
    const load = async (auth: AuthState) =>
      community.loader({
        request: new Request(`${ORIGIN}/community`),
        params: {},
        context: await contextFor(services, auth, { lang: 'en' }),
      } as never)
    expect((await load(EDITOR)).editor?.id).toBe((await findPage(database.db, 'community'))!.id)
    expect((await load(ANONYMOUS)).editor).toBeUndefined()
  })
})
