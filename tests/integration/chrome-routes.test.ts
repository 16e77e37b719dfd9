/**
 * The header's resource routes on a real database: GET /api/v1/header-menus (the mega-menus)
 * and GET /api/v1/country (the proxy header's country), called as React Router calls them.
 */
import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig, type Config } from '~/config.server'
import { i18nContext, langContext, requestContext, servicesContext } from '~/context.server'
import { wikiArticles, wikiCategories } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { authContext } from '~/http/guards.server'
import { createI18n } from '~/i18n/i18n'
import type { Lang } from '~/i18n/languages'
import type { HeaderMenus } from '~/lib/header-menus'
import { createLogger } from '~/logger.server'
import { loader as countryLoader } from '~/routes/chrome/country'
import { loader as menusLoader } from '~/routes/chrome/header-menus'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
const logger = createLogger('silent')

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
})
afterAll(async () => {
  await database.destroy()
})

async function context(options: { lang?: Lang; isAdmin?: boolean; config?: Config } = {}) {
  const lang = options.lang ?? 'en'
  const provider = new RouterContextProvider()
  provider.set(servicesContext, { config: options.config ?? parseConfig({}), database, logger })
  provider.set(requestContext, { requestId: 'test', nonce: 'nonce', logger, clientIp: '127.0.0.1' })
  provider.set(langContext, lang)
  provider.set(i18nContext, await createI18n(lang))
  if (options.isAdmin) {
    provider.set(authContext, {
      user: { id: 'admin', email: 'admin@example.org', name: 'Admin', emailVerified: true },
      role: 'admin',
      isAdmin: true,
    } as never)
  }
  return provider
}

/** The arguments React Router passes to a resource route's loader. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const args = (request: Request, ctx: RouterContextProvider): any => ({
  request,
  context: ctx,
  params: {},
  url: new URL(request.url),
})

async function menus(options: { lang?: Lang; isAdmin?: boolean } = {}) {
  const response = await menusLoader(
    args(new Request('http://site.test/api/v1/header-menus'), await context(options)),
  )
  expect(response.status).toBe(200)
  // Shareable as far as the route is concerned; a signed-in caller's copy is made private by the
  // middleware (tests/e2e/hostile-requests.spec.ts).
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  expect(response.headers.get('vary')).toBe('Cookie, Accept-Language')
  return (await response.json()) as HeaderMenus
}

describe('GET /api/v1/header-menus', () => {
  it('gives the Understanding (page 1) and Living (page 2) categories with their published articles', async () => {
    const { understanding, living } = await menus()
    expect(understanding.columns.map((column) => column.href)).toEqual([
      '/understanding-epilepsy/what-is-epilepsy',
      '/understanding-epilepsy/types-of-seizures',
      '/understanding-epilepsy/diagnosis',
      '/understanding-epilepsy/treatment-options',
    ])
    expect(living.columns[0]).toMatchObject({
      name: 'Seizure First Aid',
      href: '/living-with-epilepsy/seizure-first-aid',
    })
    expect(understanding.columns[0]?.articles[0]).toEqual({
      title: 'What is epilepsy?',
      href: '/understanding-epilepsy/what-is-epilepsy/epilepsy-explained',
      untranslated: false,
      greekOnly: false,
    })
  })

  it('never lists drafts, not even for admins', async () => {
    for (const isAdmin of [false, true]) {
      const { living } = await menus({ isAdmin })
      const schoolAndWork = living.columns.find((column) =>
        column.href.endsWith('/school-and-work'),
      )
      expect(schoolAndWork?.articles.map((article) => article.href)).toEqual([
        '/living-with-epilepsy/school-and-work/epilepsy-at-school',
      ])
    }
  })

  it('answers in Greek for Greek pages', async () => {
    const { understanding } = await menus({ lang: 'el' })
    expect(understanding.columns[0]).toMatchObject({
      name: 'Τι είναι η επιληψία;',
      untranslated: false,
    })
  })

  it('keeps a category whose articles are all unpublished, without articles', async () => {
    const [category] = await database.db
      .select()
      .from(wikiCategories)
      .where(eq(wikiCategories.slug, 'diagnosis'))
    await database.db
      .update(wikiArticles)
      .set({ status: 'archived' })
      .where(eq(wikiArticles.categoryId, category!.id))
    const { understanding } = await menus()
    expect(
      understanding.columns.find((column) => column.href.endsWith('/diagnosis'))?.articles,
    ).toEqual([])
    await database.db
      .update(wikiArticles)
      .set({ status: 'published' })
      .where(eq(wikiArticles.categoryId, category!.id))
  })

  it('shows at most five columns and says there are more', async () => {
    const extra = Array.from({ length: 3 }, (_, i) => ({
      name: `Extra ${i}`,
      slug: `extra-${i}`,
      orderIndex: 10 + i,
      page: 1,
    }))
    await database.db.insert(wikiCategories).values(extra)
    const { understanding } = await menus()
    expect(understanding.columns).toHaveLength(5)
    expect(understanding.more).toBe(true)
    for (const category of extra)
      await database.db.delete(wikiCategories).where(eq(wikiCategories.slug, category.slug))
  })

  it('answers a translated JSON error when the database fails, and logs it', async () => {
    const broken = await context({ lang: 'el' })
    const failing = {
      ...database,
      db: {
        select: () => {
          throw new Error('database down')
        },
      },
    }
    broken.set(servicesContext, { config: parseConfig({}), database: failing as never, logger })
    const response = await menusLoader(
      args(new Request('http://site.test/api/v1/header-menus'), broken),
    )
    expect(response.status).toBe(500)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('internal')
    expect(body.error.message).toBe('Δεν ήταν δυνατή η φόρτωση του μενού. Δοκιμάστε ξανά σε λίγο.')
  })
})

describe('GET /api/v1/country', () => {
  const ask = async (config: Config, headers: Record<string, string> = {}) => {
    const response = countryLoader(
      args(new Request('http://site.test/api/v1/country', { headers }), await context({ config })),
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    return (await response.json()) as { code: string | null }
  }

  it('says nothing when COUNTRY_HEADER is not configured, whatever the request claims', async () => {
    expect(await ask(parseConfig({}), { 'cf-ipcountry': 'GR' })).toEqual({ code: null })
  })

  it('reads the configured header', async () => {
    const config = parseConfig({ COUNTRY_HEADER: 'CF-IPCountry' })
    expect(await ask(config, { 'CF-IPCountry': 'gr' })).toEqual({ code: 'GR' })
    expect(await ask(config)).toEqual({ code: null })
    expect(await ask(config, { 'CF-IPCountry': 'XX' })).toEqual({ code: null })
    expect(await ask(config, { 'CF-IPCountry': 'T1' })).toEqual({ code: null })
    expect(await ask(config, { 'CF-IPCountry': '<script>' })).toEqual({ code: null })
  })
})
