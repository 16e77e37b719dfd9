/**
 * Every public page of the site, for the sitemap: the fixed pages, the pages admins added, the
 * wiki's sections and categories, and each public article, event, news post and story with its
 * last change. What "public" means comes from each kind's own module
 * (app/domain/public-content.server.ts, pages.server.ts).
 */
import { articleHomeUrl, categoryHomeUrl, SECTION_PATH } from '~/lib/wiki-urls'
import type { Db } from '~/db/client.server'
import type { SitemapPage } from '~/lib/sitemap'
import { listSummaryReaderRows } from './content.server'
import { itemPath, type ContentKind } from './content-kinds'
import { listPagesJson } from './pages.server'
import { ANONYMOUS } from './viewer'
import { listCategories, listPublicArticlesWithCategory } from './wiki.server'

/** Pages without a row behind them. Sign-in, profile and admin forms are not for search engines. */
/** A sitemap file holds at most 50,000 addresses; a kind never comes near that. */
const SITEMAP_ITEMS = 10_000

const FIXED_PAGES = ['/about', '/community', '/privacy', '/terms', '/accessibility']

function newest(dates: readonly Date[]): Date | undefined {
  let latest: Date | undefined
  for (const date of dates) if (!latest || date > latest) latest = date
  return latest
}

export async function listSitemapPages(db: Db): Promise<SitemapPage[]> {
  const [events, news, stories, categories, articles, textPages] = await Promise.all([
    listSummaryReaderRows(db, 'events', ANONYMOUS, { limit: SITEMAP_ITEMS }),
    listSummaryReaderRows(db, 'news', ANONYMOUS, { limit: SITEMAP_ITEMS }),
    listSummaryReaderRows(db, 'stories', ANONYMOUS, { limit: SITEMAP_ITEMS }),
    listCategories(db),
    listPublicArticlesWithCategory(db),
    listPagesJson(db, { mayReadDrafts: false }),
  ])
  const articlesOf = (categorySlug: string) =>
    articles.filter((a) => a.categorySlug === categorySlug)
  const pages = (kind: ContentKind, rows: readonly { slug: string; updatedAt: Date }[]) =>
    rows.map((row) => ({ pathname: itemPath(kind, row.slug), lastModified: row.updatedAt }))
  const eventPages = pages('events', events)
  const newsPages = pages('news', news)
  const storyPages = pages('stories', stories)
  const articlePages = articles.map((a) => ({
    pathname: articleHomeUrl(a.categoryPage, a.categorySlug, a.slug),
    lastModified: a.updatedAt,
  }))
  const categoryPages = categories.map((c) => ({
    pathname: categoryHomeUrl(c.page, c.slug),
    lastModified: newest([c.updatedAt, ...articlesOf(c.slug).map((a) => a.updatedAt)]),
  }))
  const sectionPages = (Object.keys(SECTION_PATH) as (keyof typeof SECTION_PATH)[]).map(
    (section) => ({
      pathname: SECTION_PATH[section],
      lastModified: newest(
        categoryPages
          .filter((c) => c.pathname.startsWith(`${SECTION_PATH[section]}/`))
          .flatMap((c) => (c.lastModified ? [c.lastModified] : [])),
      ),
    }),
  )
  const everything = [...eventPages, ...newsPages, ...storyPages, ...articlePages]
  return [
    { pathname: '/', lastModified: newest(everything.map((p) => p.lastModified)) },
    { pathname: '/events', lastModified: newest(eventPages.map((p) => p.lastModified)) },
    {
      pathname: '/news',
      lastModified: newest([...newsPages, ...storyPages].map((p) => p.lastModified)),
    },
    { pathname: '/wiki', lastModified: newest(articlePages.map((p) => p.lastModified)) },
    ...sectionPages,
    ...FIXED_PAGES.map((pathname) => ({ pathname })),
    // The pages admins added (About is among the fixed ones above).
    ...textPages
      .filter((page) => !page.fixed)
      .map((page) => ({ pathname: page.path, lastModified: new Date(page.updated_at) })),
    ...categoryPages,
    ...articlePages,
    ...eventPages,
    ...newsPages,
    ...storyPages,
  ]
}
