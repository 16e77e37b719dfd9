/**
 * Which education section a request is for. The shared section modules serve both sections;
 * each section's layout module (understanding-epilepsy.tsx, living-with-epilepsy.tsx, mounted
 * by routes.ts) sets it with its middleware, so no loader has to read it back from the URL.
 */
import {
  createContext,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router'

import type { Db } from '~/db/client.server'
import { getCategoryBySlug } from '~/domain/wiki.server'
import { SECTION_PAGE, SECTION_PATH, sectionOfPage, type SectionKey } from '~/lib/wiki-urls'

const sectionContext = createContext<SectionKey>()

export function sectionMiddleware(section: SectionKey): MiddlewareFunction<Response> {
  return ({ context }) => {
    context.set(sectionContext, section)
  }
}

/** The section of this request and its wiki page code. */
export function sectionOf(context: Readonly<RouterContextProvider>): {
  section: SectionKey
  page: number
} {
  const section = context.get(sectionContext)
  return { section, page: SECTION_PAGE[section] }
}

/**
 * The category of a section page's address. An unknown category leads to the section's home; a
 * category of the other section to the same page there (`addressIn` builds it), and one shown
 * in no section to this section's home. The query string goes along.
 */
export async function sectionCategory(
  db: Db,
  context: Readonly<RouterContextProvider>,
  request: Request,
  slug: string,
  addressIn: (section: SectionKey, categorySlug: string) => string,
) {
  const { section, page } = sectionOf(context)
  const search = new URL(request.url).search
  const category = await getCategoryBySlug(db, slug)
  if (!category) throw redirect(`${SECTION_PATH[section]}${search}`)
  if (category.page !== page) {
    const home = sectionOfPage(category.page)
    throw redirect(`${home ? addressIn(home, category.slug) : SECTION_PATH[section]}${search}`)
  }
  return { category, section, page }
}
