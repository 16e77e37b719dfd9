/** Addresses of the wiki and of the two education sections. */

/** Wiki category page codes: the section a category appears in (any other code: the wiki only). */
export const WIKI_PAGE = { understanding: 1, living: 2 } as const

export type SectionKey = 'understanding' | 'living'

export const SECTION_PATH: Record<SectionKey, string> = {
  understanding: '/understanding-epilepsy',
  living: '/living-with-epilepsy',
}

export const SECTION_PAGE: Record<SectionKey, number> = {
  understanding: WIKI_PAGE.understanding,
  living: WIKI_PAGE.living,
}

/** The section a category page code belongs to; undefined for 'Other'. */
export function sectionOfPage(page: number): SectionKey | undefined {
  if (page === WIKI_PAGE.understanding) return 'understanding'
  if (page === WIKI_PAGE.living) return 'living'
  return undefined
}

export function wikiCategoryUrl(categorySlug: string) {
  return `/wiki/${categorySlug}`
}

export function wikiArticleUrl(categorySlug: string, articleSlug: string) {
  return `/wiki/${categorySlug}/${articleSlug}`
}

export function sectionCategoryUrl(section: SectionKey, categorySlug: string) {
  return `${SECTION_PATH[section]}/${categorySlug}`
}

export function sectionArticleUrl(section: SectionKey, categorySlug: string, articleSlug: string) {
  return `${SECTION_PATH[section]}/${categorySlug}/${articleSlug}`
}

/** Where a reader finds a category: in its section, or in the wiki for 'Other'. */
export function categoryHomeUrl(page: number, categorySlug: string) {
  const section = sectionOfPage(page)
  return section ? sectionCategoryUrl(section, categorySlug) : wikiCategoryUrl(categorySlug)
}

/** Where a reader finds an article: in its category's section, or in the wiki for 'Other'. */
export function articleHomeUrl(page: number, categorySlug: string, articleSlug: string) {
  const section = sectionOfPage(page)
  return section
    ? sectionArticleUrl(section, categorySlug, articleSlug)
    : wikiArticleUrl(categorySlug, articleSlug)
}
