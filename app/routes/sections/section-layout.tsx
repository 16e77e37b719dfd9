/**
 * Frame of /understanding-epilepsy and /living-with-epilepsy and their categories and articles,
 * shared by the two sections' layout modules (understanding-epilepsy.tsx,
 * living-with-epilepsy.tsx), which name the section. While a page of the section takes long to
 * load, it shows that page's placeholders (6 category cards on the section home, 3 article cards
 * on a category).
 */
import { Outlet, useLocation } from 'react-router'

import {
  ArticleCardSkeletons,
  ArticleSkeleton,
  CategoryCardSkeletons,
} from '~/components/wiki/skeletons'
import { useSlowNavigationPath } from '~/components/wiki/wiki-navigation'
import { SECTION_PATH, type SectionKey } from '~/lib/wiki-urls'

export function SectionLayout({ section }: { section: SectionKey }) {
  const location = useLocation()
  const pending = useSlowNavigationPath()
  const base = SECTION_PATH[section]
  if (
    pending &&
    pending !== location.pathname &&
    (pending === base || pending.startsWith(`${base}/`))
  ) {
    const depth = pending.slice(base.length).split('/').filter(Boolean).length
    return (
      <div className="mx-auto max-w-6xl px-4 py-10" aria-busy="true">
        {depth === 0 ? (
          <CategoryCardSkeletons count={6} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
        ) : null}
        {depth === 1 ? (
          <ArticleCardSkeletons count={3} className="grid gap-6 md:grid-cols-3" />
        ) : null}
        {depth >= 2 ? <ArticleSkeleton /> : null}
      </div>
    )
  }
  return <Outlet />
}
