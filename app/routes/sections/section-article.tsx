/**
 * The section article view, /{section}/{categorySlug}/{articleSlug}: breadcrumb, the article,
 * a sidebar of the section's categories with their articles ('Show all categories' / 'Hide' on
 * phones), and inline editing for admins. An unknown category goes to the section home; an
 * unknown article shows the 'Article Not Found' notice with tips (HTTP 404).
 */
import { ArrowLeft, ChevronDown, FileQuestion } from 'lucide'
import { useId, useState } from 'react'
import { data, Link, NavLink } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { Route } from './+types/section-article'
import { useHydrated } from '~/components/layout/use-hydrated'
import { ArticleDisplay, Breadcrumb, EditableArticle } from '~/components/wiki/article-view'
import { reviewerCreditOf } from '~/http/medical-review.server'
import { shouldRevalidateWikiPage } from '~/components/wiki/wiki-navigation'
import {
  SECTION_PATH,
  sectionArticleUrl,
  sectionCategoryUrl,
  type SectionKey,
} from '~/lib/wiki-urls'
import { Button } from '~/components/ui/button'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { actorOf } from '~/http/content-permissions.server'
import { socialImageFor } from '~/http/social-image.server'
import { getArticleBySlugs } from '~/domain/wiki.server'
import { imageTextsFor } from '~/domain/image-texts.server'
import { cn } from '~/lib/cn'
import { rootMeta } from '~/lib/seo'
import {
  articleDescription,
  articleStructuredData,
  articleImageUrls,
  articleView,
  inlineEditable,
  loadAdminCategories,
  loadWikiTree,
} from '../wiki/wiki-data.server'
import { wikiAction } from '../wiki/wiki-action.server'
import { sectionCategory } from './section-context.server'
import { sectionStringKey, wikiStatusKey } from '~/domain/label-keys'
import { GreekOnlyLabel } from '~/components/cards/untranslated-note'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { db } = services.database
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const viewer = viewerOf(context)
  const { section, page } = await sectionCategory(
    db,
    context,
    request,
    params.categorySlug,
    (home, slug) => sectionArticleUrl(home, slug, params.articleSlug),
  )
  const [found, tree, adminCategories] = await Promise.all([
    getArticleBySlugs(db, viewer, params.categorySlug, params.articleSlug),
    loadWikiTree(services, viewer, lang, { page }),
    loadAdminCategories(db, viewer),
  ])
  // The sidebar: the section's categories that have articles, with their titles.
  const nav = tree.categories
    .map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      untranslated: c.untranslated.includes('name'),
      greekOnly: c.greekOnly,
      articles: tree.articles
        .filter((a) => a.categoryId === c.id)
        .map((a) => ({
          id: a.id,
          slug: a.slug,
          title: a.title,
          status: a.status,
          untranslated: a.untranslated.includes('title'),
        })),
    }))
    .filter((c) => c.articles.length > 0)
  if (!found) {
    return data(
      { found: false as const, section, nav, meta: { title: t('sections.notFound.title') } },
      { status: 404 },
    )
  }
  const article = articleView(found, lang, await imageTextsFor(services, articleImageUrls(found)))
  return {
    found: true as const,
    section,
    nav,
    meta: {
      title: article.title,
      description: articleDescription(found, lang),
      pathname: sectionArticleUrl(section, article.categorySlug, article.slug),
      image: await socialImageFor(context, {
        kind: 'article',
        title: article.title,
        imageUrl: article.featuredImageUrl,
        imageAlt: article.featuredImageAlt ?? undefined,
      }),
      structuredData: articleStructuredData(found, article, lang, {
        home: { name: t(sectionStringKey(section, 'title')), path: SECTION_PATH[section] },
        categoryPath: sectionCategoryUrl(section, article.categorySlug),
        path: sectionArticleUrl(section, article.categorySlug, article.slug),
      }),
    },
    article,
    editable: await inlineEditable(db, found, viewer, actorOf(context)?.id),
    adminCategories,
    reviewerCredit: await reviewerCreditOf(context),
  }
}

export const action = wikiAction
export const shouldRevalidate = shouldRevalidateWikiPage

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData?.found)
    return [
      ...rootMeta(matches, { title: loaderData?.meta.title, pathname: '/' }),
      { name: 'robots', content: 'noindex' },
    ]
  return rootMeta(matches, { ...loaderData.meta })
}

type Nav = Route.ComponentProps['loaderData']['nav']

export default function SectionArticle({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { section, nav } = loaderData
  const sectionTitle = t(sectionStringKey(section, 'title'))
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {loaderData.found ? (
        <Breadcrumb
          items={[
            { label: sectionTitle, href: SECTION_PATH[section] },
            {
              label: loaderData.article.categoryName,
              href: sectionCategoryUrl(section, loaderData.article.categorySlug),
              lang: loaderData.article.categoryNameUntranslated
                ? 'en'
                : loaderData.article.categoryGreekOnly
                  ? 'el'
                  : undefined,
            },
            {
              label: loaderData.article.title,
              lang: loaderData.article.untranslated.includes('title') ? 'en' : undefined,
            },
          ]}
        />
      ) : (
        <Breadcrumb
          items={[
            { label: sectionTitle, href: SECTION_PATH[section] },
            { label: t('sections.notFound.title') },
          ]}
        />
      )}
      <div className="mt-6 grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
        <SectionSidebar
          section={section}
          nav={nav}
          currentCategory={params.categorySlug}
          currentArticle={params.articleSlug}
        />
        <div className="min-w-0">
          {loaderData.found ? (
            <EditableArticle
              article={loaderData.article}
              editable={loaderData.editable}
              categories={loaderData.adminCategories}
              view="section"
              withExcerpt={section === 'understanding'}
              reviewerCredit={loaderData.reviewerCredit}
            >
              <ArticleDisplay article={loaderData.article} />
            </EditableArticle>
          ) : (
            <ArticleNotFoundNotice section={section} />
          )}
        </div>
      </div>
    </div>
  )
}

function SectionSidebar({
  section,
  nav,
  currentCategory,
  currentArticle,
}: {
  section: SectionKey
  nav: Nav
  currentCategory: string
  currentArticle: string
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const listId = useId()
  // The toggle works once the page is interactive; until then it cannot be pressed in vain.
  const hydrated = useHydrated()
  if (nav.length === 0) return <div className="hidden lg:block" />
  return (
    <nav aria-label={t('sections.navigation')} className="lg:sticky lg:top-24 lg:self-start">
      <Button
        variant="outline"
        className="w-full justify-between lg:hidden"
        aria-expanded={open}
        aria-controls={listId}
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('sections.hide') : t('sections.showAll')}
        <Icon
          icon={ChevronDown}
          aria-hidden="true"
          className={cn('transition-transform', open && 'rotate-180')}
        />
      </Button>
      <ul
        id={listId}
        className={cn(
          'mt-3 space-y-4 rounded-xl border border-border p-4 lg:mt-0 lg:block',
          open ? 'block' : 'hidden',
        )}
      >
        {nav.map((category) => (
          <li key={category.id}>
            <Link
              to={sectionCategoryUrl(section, category.slug)}
              className={cn(
                'font-semibold hover:underline',
                category.slug === currentCategory ? 'text-primary' : 'text-foreground',
              )}
            >
              <span lang={category.untranslated ? 'en' : category.greekOnly ? 'el' : undefined}>
                {category.name}
              </span>
              <GreekOnlyLabel greekOnly={category.greekOnly} />
            </Link>
            <ul className="mt-1.5 space-y-1 border-l border-border pl-3">
              {category.articles.map((article) => {
                const current = category.slug === currentCategory && article.slug === currentArticle
                return (
                  <li key={article.id}>
                    <NavLink
                      to={sectionArticleUrl(section, category.slug, article.slug)}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'block rounded-md px-2 py-1 text-sm',
                        current
                          ? 'bg-primary-soft font-semibold text-primary'
                          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                      )}
                      lang={article.untranslated ? 'en' : undefined}
                    >
                      {article.title}
                      {article.status !== 'published' ? (
                        <span className="ml-1 text-xs">({t(wikiStatusKey(article.status))})</span>
                      ) : null}
                    </NavLink>
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The in-page 'Article Not Found' notice with tips (the page answers 404). */
function ArticleNotFoundNotice({ section }: { section: SectionKey }) {
  const { t } = useTranslation()
  const sectionTitle = t(sectionStringKey(section, 'title'))
  return (
    <section
      aria-labelledby="article-not-found"
      className="rounded-xl border border-border bg-muted/60 p-6 sm:p-8"
    >
      <Icon icon={FileQuestion} aria-hidden="true" className="size-10 text-primary" />
      <h1 id="article-not-found" className="mt-3 text-2xl font-bold">
        {t('sections.notFound.title')}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('sections.notFound.text')}</p>
      <h2 className="mt-6 font-semibold">{t('sections.notFound.tipsTitle')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-muted-foreground">
        <li>{t('sections.notFound.tipAddress')}</li>
        <li>{t('sections.notFound.tipCategories')}</li>
        <li>
          <Link to="/wiki" className="font-medium text-primary underline underline-offset-4">
            {t('sections.notFound.tipWiki')}
          </Link>
        </li>
      </ul>
      {/* The Greek label is longer than a 360 px phone is wide: the button grows and wraps. */}
      <Button asChild className="mt-6 h-auto min-h-10 whitespace-normal text-left">
        <Link to={SECTION_PATH[section]}>
          <Icon icon={ArrowLeft} aria-hidden="true" />
          {t('sections.backToSection', { section: sectionTitle })}
        </Link>
      </Button>
    </section>
  )
}
