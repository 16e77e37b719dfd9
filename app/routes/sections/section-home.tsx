/**
 * The section home, /understanding-epilepsy and /living-with-epilepsy: the section's
 * categories as cards (name, the description in Understanding only, the number of articles),
 * and 'Manage Categories' for admins.
 */
import { ArrowRight, FolderCog } from 'lucide'
import { Suspense, useState } from 'react'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { useHydrated } from '~/components/layout/use-hydrated'
import type { Route } from './+types/section-home'
import { AdminLoading } from '~/components/wiki/admin-loading'
import { LazyCategoryManager } from '~/components/wiki/admin-lazy'
import { SECTION_PATH, sectionCategoryUrl } from '~/lib/wiki-urls'
import { Button } from '~/components/ui/button'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { rootMeta } from '~/lib/seo'
import { categoryCard, loadAdminCategories, wikiIndex } from '../wiki/wiki-data.server'
import { wikiAction } from '../wiki/wiki-action.server'
import { sectionOf } from './section-context.server'
import { sectionStringKey } from '~/domain/label-keys'
import { useRootData } from '~/components/use-root-data'
import { fieldLang } from '~/lib/localized'
import { GreekOnlyNote } from '~/components/cards/untranslated-note'

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { db } = services.database
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const viewer = viewerOf(context)
  const { section, page } = sectionOf(context)
  const [index, adminCategories] = await Promise.all([
    wikiIndex(services, viewer, lang),
    loadAdminCategories(db, viewer),
  ])
  return {
    meta: {
      title: t(sectionStringKey(section, 'title')),
      description: t(sectionStringKey(section, 'metaDescription')),
      pathname: SECTION_PATH[section],
    },
    section,
    page,
    categories: index.rows
      .filter((row) => row.page === page)
      .map((row) => categoryCard(row, lang, index.counts.get(row.id) ?? 0)),
    isAdmin: viewer.isAdmin,
    adminCategories,
  }
}

export const action = wikiAction

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, {
    title: loaderData?.meta.title,
    description: loaderData?.meta.description,
    pathname: loaderData?.meta.pathname ?? '/',
  })

export default function SectionHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const { section, page, categories, isAdmin, adminCategories } = loaderData
  const [managing, setManaging] = useState(false)
  const hydrated = useHydrated()
  const sectionTitle = t(sectionStringKey(section, 'title'))
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
            {sectionTitle}
          </h1>
          <p className="mt-3 text-lg text-muted-foreground">
            {t(sectionStringKey(section, 'intro'))}
          </p>
        </div>
        {isAdmin ? (
          <Button variant="outline" disabled={!hydrated} onClick={() => setManaging(true)}>
            <Icon icon={FolderCog} aria-hidden="true" />
            {t('sections.manageCategories')}
          </Button>
        ) : null}
      </header>

      {categories.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-border p-10 text-center">
          <h2 className="text-xl font-semibold">{t('sections.noCategoriesTitle')}</h2>
          <p className="mt-2 text-muted-foreground">
            {isAdmin ? t('sections.noCategoriesAdmin') : t('sections.noCategoriesOther')}
          </p>
        </div>
      ) : (
        <ul
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t('sections.categoriesLabel', { section: sectionTitle })}
        >
          {categories.map((category) => (
            <li key={category.id} data-category={category.slug}>
              <article className="relative flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
                <h2 className="text-xl font-semibold" lang={fieldLang(category, 'name', lang)}>
                  <Link
                    to={sectionCategoryUrl(section, category.slug)}
                    className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
                  >
                    {category.name}
                  </Link>
                </h2>
                <GreekOnlyNote greekOnly={category.greekOnly} className="mt-2" />
                {/* Category descriptions appear in Understanding Epilepsy only, not in Living with Epilepsy. */}
                {section === 'understanding' && category.description ? (
                  <p
                    className="mt-2 text-muted-foreground"
                    lang={fieldLang(category, 'description', lang)}
                  >
                    {category.description}
                  </p>
                ) : null}
                <p className="mt-auto flex items-center justify-between pt-4 text-sm font-medium text-primary">
                  {t('sections.articleCount', { count: category.articleCount })}
                  <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}

      {isAdmin && adminCategories && managing ? (
        <Suspense fallback={<AdminLoading />}>
          <LazyCategoryManager
            open={managing}
            onOpenChange={setManaging}
            categories={adminCategories}
            defaultPage={page}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
