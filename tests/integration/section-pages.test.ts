/**
 * The loaders of the education sections (/understanding-epilepsy, /living-with-epilepsy: home,
 * category, article) and of the wiki browser (/wiki, /wiki/{category}) on the seeded demo
 * content: what each page gets, where an unknown or misplaced address leads, and the 404 of an
 * unknown article. The section comes from its layout's middleware, run here as the router does.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedDemoContentOnce } from '~/db/seed/seed.server'
import type { Lang } from '~/i18n/languages'
import { SECTION_PAGE, type SectionKey } from '~/lib/wiki-urls'
import { sectionMiddleware } from '~/routes/sections/section-context.server'
import * as sectionArticle from '~/routes/sections/section-article'
import * as sectionCategory from '~/routes/sections/section-category'
import * as sectionHome from '~/routes/sections/section-home'
import * as wikiBrowser from '~/routes/wiki/browser'
import { ORIGIN, routeContext } from './support/route-call'
import { createTestDatabase, rowsOf, type TestDatabase } from './support/test-database'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
})
afterAll(async () => {
  await database?.destroy()
})

type Handler = (args: never) => unknown

/** Runs a section page's loader as the router does: the section's middleware first. */
async function load(
  handler: Handler,
  path: string,
  options: {
    section?: SectionKey
    params?: Record<string, string>
    isAdmin?: boolean
    lang?: Lang
  } = {},
) {
  const context = await routeContext(database, { isAdmin: options.isAdmin, lang: options.lang })
  if (options.section)
    await sectionMiddleware(options.section)({ context } as never, (async () => undefined) as never)
  const request = new Request(`${ORIGIN}${path}`)
  try {
    const result = (await handler({
      request,
      params: options.params ?? {},
      context,
    } as never)) as { data?: unknown; init?: { status?: number } }
    return {
      status: result.init?.status ?? 200,
      data: (result.data ?? result) as Record<string, unknown>,
    }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') }
    throw thrown
  }
}

/** A published article of a category shown on `page`, with its category's slug. */
async function articleOn(page: number) {
  const [row] = rowsOf<{ category: string; slug: string; title: string }>(
    await database.db.execute(sql`
      select c.slug as category, a.slug, a.title from wiki_articles a
      join wiki_categories c on c.id = a.category_id
      where c.page = ${page} and a.status = 'published'
      order by c.order_index, a.order_index, a.title limit 1`),
  )
  if (!row) throw new Error(`no published article on page ${page}`)
  return row
}

describe('the education sections', () => {
  it('lists a section’s own categories on its home, each with its article count', async () => {
    const home = await load(sectionHome.loader, '/understanding-epilepsy', {
      section: 'understanding',
    })
    const data = home.data as {
      section: string
      page: number
      categories: { slug: string; articleCount: number }[]
      isAdmin: boolean
      meta: { title: string }
    }
    expect([data.section, data.page, data.isAdmin]).toEqual([
      'understanding',
      SECTION_PAGE.understanding,
      false,
    ])
    expect(data.meta.title).toBe('Understanding Epilepsy')
    const { category } = await articleOn(SECTION_PAGE.understanding)
    expect(data.categories.find((card) => card.slug === category)?.articleCount).toBeGreaterThan(0)
    const other = await articleOn(SECTION_PAGE.living)
    expect(data.categories.map((card) => card.slug)).not.toContain(other.category)
  })

  it('shows a category with its articles; an unknown one leads home, one of the other section there', async () => {
    const { category, slug } = await articleOn(SECTION_PAGE.living)
    const shown = await load(sectionCategory.loader, `/living-with-epilepsy/${category}`, {
      section: 'living',
      params: { categorySlug: category },
    })
    const data = shown.data as {
      category: { slug: string }
      articles: { slug: string }[]
      meta: { pathname: string }
    }
    expect(data.category.slug).toBe(category)
    expect(data.articles.map((article) => article.slug)).toContain(slug)
    expect(data.meta.pathname).toBe(`/living-with-epilepsy/${category}`)

    expect(
      await load(sectionCategory.loader, '/living-with-epilepsy/nothing-here?lang=el', {
        section: 'living',
        params: { categorySlug: 'nothing-here' },
      }),
    ).toEqual({ status: 302, location: '/living-with-epilepsy?lang=el' })
    expect(
      await load(sectionCategory.loader, `/understanding-epilepsy/${category}`, {
        section: 'understanding',
        params: { categorySlug: category },
      }),
    ).toEqual({ status: 302, location: `/living-with-epilepsy/${category}` })
  })

  it('shows an article with the section’s sidebar; an unknown one answers 404 with the sidebar', async () => {
    const { category, slug, title } = await articleOn(SECTION_PAGE.understanding)
    const params = { categorySlug: category, articleSlug: slug }
    const shown = await load(sectionArticle.loader, `/understanding-epilepsy/${category}/${slug}`, {
      section: 'understanding',
      params,
    })
    const data = shown.data as {
      found: boolean
      article: { title: string }
      nav: { slug: string; articles: { slug: string }[] }[]
      meta: { pathname: string }
      editable: unknown
    }
    expect([shown.status, data.found, data.article.title]).toEqual([200, true, title])
    expect(data.meta.pathname).toBe(`/understanding-epilepsy/${category}/${slug}`)
    expect(
      data.nav.find((entry) => entry.slug === category)?.articles.map((a) => a.slug),
    ).toContain(slug)
    // Anonymous readers edit nothing.
    expect(data.editable).toBeFalsy()

    const missing = await load(
      sectionArticle.loader,
      `/understanding-epilepsy/${category}/no-such-article`,
      {
        section: 'understanding',
        params: { categorySlug: category, articleSlug: 'no-such-article' },
      },
    )
    expect(missing.status).toBe(404)
    expect(missing.data).toMatchObject({ found: false, meta: { title: 'Article Not Found' } })
    expect((missing.data as { nav: unknown[] }).nav.length).toBeGreaterThan(0)

    // The same article asked for in the other section goes to its own address.
    expect(
      await load(sectionArticle.loader, `/living-with-epilepsy/${category}/${slug}`, {
        section: 'living',
        params,
      }),
    ).toEqual({ status: 302, location: `/understanding-epilepsy/${category}/${slug}` })
  })

  it('gives an admin the categories to edit with, in Greek', async () => {
    const home = await load(sectionHome.loader, '/understanding-epilepsy', {
      section: 'understanding',
      isAdmin: true,
      lang: 'el',
    })
    const data = home.data as {
      isAdmin: boolean
      adminCategories: unknown[] | null
      meta: { title: string }
    }
    expect(data.isAdmin).toBe(true)
    expect(data.adminCategories?.length).toBeGreaterThan(0)
    expect(data.meta.title).toBe('Κατανόηση της επιληψίας')
  })
})

describe('the wiki browser', () => {
  it('sends /wiki to the first category, keeping the query', async () => {
    const first = await load(wikiBrowser.loader, '/wiki?lang=el')
    expect(first.status).toBe(302)
    expect(first.location).toMatch(/^\/wiki\/[a-z0-9-]+\?lang=el$/)
  })

  it('shows a category’s cards and every category’s titles', async () => {
    const { category, slug } = await articleOn(SECTION_PAGE.understanding)
    const shown = await load(wikiBrowser.loader, `/wiki/${category}`, {
      params: { categorySlug: category },
    })
    const data = shown.data as {
      cards: { slug: string }[]
      titles: { slug: string }[]
      categories: { slug: string }[]
      currentId: string
      meta: { pathname: string; title: string }
    }
    expect(data.cards.map((card) => card.slug)).toContain(slug)
    expect(data.titles.length).toBeGreaterThanOrEqual(data.cards.length)
    expect(data.meta.pathname).toBe(`/wiki/${category}`)
    expect(data.categories.map((c) => c.slug)).toContain(category)
  })
})
