/**
 * The wiki article, /wiki/{categorySlug}/{articleSlug}: breadcrumb, the sanitised body,
 * featured image, read time and tags, a 'Quick Navigation' sidebar, and inline editing for
 * admins. An unknown article answers 404 with 'Article not found' and a way back to the wiki.
 */
import { ArrowLeft, BookOpen } from 'lucide'
import { data, Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/article'
import { ArticleDisplay, Breadcrumb, EditableArticle } from '~/components/wiki/article-view'
import { shouldRevalidateWikiPage } from '~/components/wiki/wiki-navigation'
import { wikiArticleUrl, wikiCategoryUrl } from '~/lib/wiki-urls'
import { Button } from '~/components/ui/button'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { actorOf } from '~/http/content-permissions.server'
import { reviewerCreditOf } from '~/http/medical-review.server'
import { socialImageFor } from '~/http/social-image.server'
import { getArticleBySlugs } from '~/domain/wiki.server'
import { imageTextsFor } from '~/domain/image-texts.server'
import { rootMeta } from '~/lib/seo'
import {
  articleDescription,
  articleStructuredData,
  articleImageUrls,
  articleView,
  inlineEditable,
  loadAdminCategories,
} from './wiki-data.server'
import { wikiAction } from './wiki-action.server'

export const handle: I18nHandle = { i18n: ['wiki', 'sections'] }

/** 'Back to {category}' scrolls to the top 100 ms after the navigation. */
const SCROLL_DELAY_MS = 100

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const viewer = viewerOf(context)
  const found = await getArticleBySlugs(db, viewer, params.categorySlug, params.articleSlug)
  if (!found) {
    return data(
      { found: false as const, meta: { title: t('wiki.meta.notFoundTitle') } },
      { status: 404 },
    )
  }
  const article = articleView(
    found,
    lang,
    await imageTextsFor(context.get(servicesContext), articleImageUrls(found)),
  )
  return {
    found: true as const,
    meta: {
      title: article.title,
      description: articleDescription(found, lang),
      pathname: wikiArticleUrl(article.categorySlug, article.slug),
      image: await socialImageFor(context, {
        kind: 'article',
        title: article.title,
        imageUrl: article.featuredImageUrl,
        imageAlt: article.featuredImageAlt ?? undefined,
      }),
      structuredData: articleStructuredData(found, article, lang, {
        home: { name: t('wiki.meta.title'), path: '/wiki' },
        categoryPath: wikiCategoryUrl(article.categorySlug),
        path: wikiArticleUrl(article.categorySlug, article.slug),
      }),
    },
    article,
    editable: await inlineEditable(db, found, viewer, actorOf(context)?.id),
    adminCategories: await loadAdminCategories(db, viewer),
    reviewerCredit: await reviewerCreditOf(context),
  }
}

export const action = wikiAction
export const shouldRevalidate = shouldRevalidateWikiPage

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData?.found)
    return [
      ...rootMeta(matches, { title: loaderData?.meta.title, pathname: '/wiki' }),
      { name: 'robots', content: 'noindex' },
    ]
  return rootMeta(matches, { ...loaderData.meta })
}

export default function WikiArticle({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <WikiArticleNotFound />
  return <WikiArticlePage {...loaderData} />
}

function WikiArticlePage({
  article,
  editable,
  adminCategories,
  reviewerCredit,
}: Extract<Route.ComponentProps['loaderData'], { found: true }>) {
  const { t } = useTranslation()
  // Shown in English on a Greek page, or in Greek (named in Greek only) on an English one.
  const categoryLang = article.categoryNameUntranslated
    ? 'en'
    : article.categoryGreekOnly
      ? 'el'
      : undefined
  // A link, so it works before and without JavaScript; with it, the scroll follows the page.
  const scrollTopSoon = () =>
    setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), SCROLL_DELAY_MS)
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb
        items={[
          { label: t('wiki.article.wiki'), href: '/wiki' },
          {
            label: article.categoryName,
            href: wikiCategoryUrl(article.categorySlug),
            lang: categoryLang,
          },
          { label: article.title, lang: article.untranslated.includes('title') ? 'en' : undefined },
        ]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <EditableArticle
            article={article}
            editable={editable}
            categories={adminCategories}
            view="wiki"
            reviewerCredit={reviewerCredit}
          >
            <ArticleDisplay article={article} />
          </EditableArticle>
        </div>
        <aside aria-labelledby="quick-navigation" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-border p-5">
            <h2 id="quick-navigation" className="font-semibold">
              {t('wiki.article.quickNavigation')}
            </h2>
            <Button
              asChild
              variant="secondary"
              className="mt-3 h-auto w-full justify-start whitespace-normal py-2 text-left"
            >
              <Link to={wikiCategoryUrl(article.categorySlug)} onClick={scrollTopSoon}>
                <Icon icon={ArrowLeft} aria-hidden="true" />
                {t('wiki.article.backTo', { category: article.categoryName })}
              </Link>
            </Button>
          </div>
          <div className="mt-4 rounded-xl border border-border p-5">
            <h2 className="font-semibold">{t('wiki.article.info')}</h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('wiki.article.category')}</dt>
              <dd className="font-medium" lang={categoryLang}>
                {article.categoryName}
              </dd>
              <dt className="text-muted-foreground">{t('wiki.article.readTime')}</dt>
              <dd className="font-medium">
                {t('wiki.article.minutes', { count: article.readTime })}
              </dd>
              <dt className="text-muted-foreground">{t('wiki.article.media')}</dt>
              <dd className="font-medium">
                {t('wiki.article.mediaCount', { count: article.mediaCount })}
              </dd>
            </dl>
          </div>
        </aside>
      </div>
    </div>
  )
}

/** 'Article not found' with 'Back to Wiki' (the page answers 404). */
function WikiArticleNotFound() {
  const { t } = useTranslation()
  return (
    <section
      className="mx-auto max-w-xl px-4 py-20 text-center"
      aria-labelledby="article-not-found"
    >
      <Icon icon={BookOpen} aria-hidden="true" className="mx-auto size-12 text-primary" />
      <h1 id="article-not-found" className="mt-4 text-2xl font-bold">
        {t('wiki.article.notFoundTitle')}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('wiki.article.notFoundText')}</p>
      <Button asChild className="mt-8">
        <Link to="/wiki">
          <Icon icon={ArrowLeft} aria-hidden="true" />
          {t('wiki.article.backToWiki')}
        </Link>
      </Button>
    </section>
  )
}
