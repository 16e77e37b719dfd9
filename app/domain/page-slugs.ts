/**
 * Which addresses a page of text may have (`/{slug}`, pages.server.ts). Runs in the browser (the
 * form's check) and on the server, which also keeps slugs unique.
 */
import { isUuid } from '~/lib/uuid'

/** The pages the site's own routes show; seeded at start, their addresses never change. */
export const FIXED_PAGE_SLUGS = [
  'about',
  'privacy',
  'terms',
  'accessibility',
  'community',
  // The home page's texts (decision 0068): parts of `/`, never shown at an address of their own.
  'home-hero',
  'home-statistics',
  'home-start',
  'home-community',
] as const
export type FixedPageSlug = (typeof FIXED_PAGE_SLUGS)[number]

/**
 * First segments of the site's other addresses (app/routes.ts, the server's own paths, the built
 * files): a page there would never be shown, or would hide the site's own page.
 * app/routes/pages/page-addresses.test.ts checks every route's first segment is here or a fixed
 * page's.
 */
const RESERVED = new Set([
  'admin',
  'api',
  'assets',
  'auth',
  'content-api',
  'diary',
  'events',
  'first-aid',
  'functions',
  'healthz',
  'living-with-epilepsy',
  'media',
  'news',
  'newsletter',
  'offline',
  'profile',
  'robots',
  'search',
  'seizure-action-plan',
  'sitemap',
  'social',
  'stories',
  'story',
  'understanding-epilepsy',
  'wiki',
])

/** A slug no page may take: another part of the site's, or an id's shape (ids name pages in the API). */
export function isReservedPageSlug(slug: string): boolean {
  return RESERVED.has(slug) || isUuid(slug)
}

export function isFixedPageSlug(slug: string): slug is FixedPageSlug {
  return (FIXED_PAGE_SLUGS as readonly string[]).includes(slug)
}

/** Where a fixed page is shown: the home page's texts on the home page, the others at their slug. */
export function fixedPagePath(slug: string): string | undefined {
  if (!isFixedPageSlug(slug)) return undefined
  return slug.startsWith('home-') ? '/' : `/${slug}`
}
