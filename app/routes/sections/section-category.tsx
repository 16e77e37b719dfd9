/**
 * The section category view, /{section}/{categorySlug}: title, description and the article
 * cards in three columns; for admins, inline create ('Create New Article'). An unknown category
 * goes to the section home; a category of the other section to its own address there.
 */
import { FilePlus2 } from 'lucide'
import { Suspense, useState } from 'react'
import { useNavigate } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { useHydrated } from '~/components/layout/use-hydrated'
import type { Route } from './+types/section-category'
import { AdminLoading } from '~/components/wiki/admin-loading'
import { LazyInlineArticleForm } from '~/components/wiki/admin-lazy'
import { SectionArticleCard } from '~/components/wiki/article-cards'
import { Breadcrumb } from '~/components/wiki/article-view'
import { SECTION_PATH, sectionArticleUrl, sectionCategoryUrl } from '~/lib/wiki-urls'
import { Button } from '~/components/ui/button'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { rootMeta } from '~/lib/seo'
import { breadcrumbData } from '~/lib/structured-data'
import { categoryCard, loadAdminCategories, wikiIndex } from '../wiki/wiki-data.server'
import { wikiAction } from '../wiki/wiki-action.server'
import { sectionCategory } from './section-context.server'
import { sectionStringKey } from '~/domain/label-keys'
import { useRootData } from '~/components/use-root-data'
import { fieldLang } from '~/lib/localized'
import { GreekOnlyNote } from '~/components/cards/untranslated-note'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { db } = services.database
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const viewer = viewerOf(context)
  const { category: row, section } = await sectionCategory(
    db,
    context,
    request,
    params.categorySlug,
    sectionCategoryUrl,
  )
  const [index, adminCategories] = await Promise.all([
    wikiIndex(services, viewer, lang),
    loadAdminCategories(db, viewer),
  ])
  const category = categoryCard(row, lang, index.counts.get(row.id) ?? 0)
  return {
    meta: {
      title: `${category.name} · ${t(sectionStringKey(section, 'title'))}`,
      description: category.description || t(sectionStringKey(section, 'metaDescription')),
      pathname: sectionCategoryUrl(section, row.slug),
      structuredData: [
        breadcrumbData([
          { name: t(sectionStringKey(section, 'title')), path: SECTION_PATH[section] },
          { name: category.name, path: sectionCategoryUrl(section, row.slug) },
        ]),
      ],
    },
    section,
    category,
    articles: index.articles.filter((article) => article.categoryId === row.id),
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
    structuredData: loaderData?.meta.structuredData,
  })

export default function SectionCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const navigate = useNavigate()
  const { section, category, articles, isAdmin, adminCategories } = loaderData
  const [creating, setCreating] = useState(false)
  const hydrated = useHydrated()
  // English on a Greek page for want of Greek; Greek on an English page when named in Greek only.
  const english = (field: string) => fieldLang(category, field, lang)
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb
        items={[
          { label: t(sectionStringKey(section, 'title')), href: SECTION_PATH[section] },
          { label: category.name, lang: english('name') },
        ]}
      />
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1
            className="text-3xl font-bold tracking-tight text-primary sm:text-4xl"
            lang={english('name')}
          >
            {category.name}
          </h1>
          <GreekOnlyNote
            greekOnly={category.greekOnly}
            greekHref={`${sectionCategoryUrl(section, category.slug)}?lang=el`}
            className="mt-3"
          />
          {category.description ? (
            <p className="mt-3 text-lg text-muted-foreground" lang={english('description')}>
              {category.description}
            </p>
          ) : null}
        </div>
        {isAdmin && !creating ? (
          <Button disabled={!hydrated} onClick={() => setCreating(true)}>
            <Icon icon={FilePlus2} aria-hidden="true" />
            {t('sections.createArticle')}
          </Button>
        ) : null}
      </header>

      {isAdmin && adminCategories && creating ? (
        <div className="mt-8">
          <Suspense fallback={<AdminLoading />}>
            <LazyInlineArticleForm
              mode="create"
              category={{ id: category.id, name: category.name }}
              categories={adminCategories}
              view="section"
              withExcerpt={section === 'understanding'}
              onCancel={() => setCreating(false)}
              onDone={(result) => {
                setCreating(false)
                if (result.redirectTo) void navigate(result.redirectTo)
              }}
            />
          </Suspense>
        </div>
      ) : null}

      {articles.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-border p-10 text-center">
          <h2 className="text-xl font-semibold">{t('sections.noArticlesTitle')}</h2>
          <p className="mt-2 text-muted-foreground">
            {isAdmin ? t('sections.noArticlesAdmin') : t('sections.noArticlesOther')}
          </p>
        </div>
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <SectionArticleCard
              key={article.id}
              article={article}
              href={sectionArticleUrl(section, category.slug, article.slug)}
            />
          ))}
        </div>
      )}
    </div>
  )
}
