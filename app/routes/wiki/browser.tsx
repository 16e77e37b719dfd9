/**
 * The wiki browser, /wiki and /wiki/{categorySlug}: the categories with their visible
 * articles on the left, the chosen category's article cards on the right. No slug, or an
 * unknown one, goes (replacing the history entry) to the first category.
 */
import { FilePlus2, FolderCog } from 'lucide'
import { Suspense, useState } from 'react'
import { Link, NavLink, replace } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import { useHydrated } from '~/components/layout/use-hydrated'
import type { Route } from './+types/browser'
import { AdminLoading } from '~/components/wiki/admin-loading'
import { LazyArticleEditorDialog, LazyCategoryManager } from '~/components/wiki/admin-lazy'
import { WikiArticleCard } from '~/components/wiki/article-cards'
import { ArticleCardSkeletons } from '~/components/wiki/skeletons'
import { StatusBadge } from '~/components/wiki/status-badge'
import { useSlowNavigationPath } from '~/components/wiki/wiki-navigation'
import type { CategoryCard } from '~/domain/wiki-types'
import { wikiArticleUrl, wikiCategoryUrl } from '~/lib/wiki-urls'
import { Button } from '~/components/ui/button'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { defaultSocialImage } from '~/http/social-image.server'
import { viewerOf } from '~/http/guards.server'
import { cn } from '~/lib/cn'
import { rootMeta } from '~/lib/seo'
import { loadAdminCategories, loadWikiTree } from './wiki-data.server'
import { wikiAction } from './wiki-action.server'
import { wikiSectionNameKey } from '~/domain/label-keys'
import { useRootData } from '~/components/use-root-data'
import { fieldLang } from '~/lib/localized'
import { GreekOnlyLabel, GreekOnlyNote } from '~/components/cards/untranslated-note'

export const handle: I18nHandle = { i18n: ['wiki', 'sections'] }

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const viewer = viewerOf(context)
  const { categories, articles } = await loadWikiTree(services, viewer, lang)
  const current = categories.find((category) => category.slug === params.categorySlug)
  if (!current && categories.length > 0) {
    throw replace(`${wikiCategoryUrl(categories[0]!.slug)}${new URL(request.url).search}`)
  }
  return {
    meta: {
      title: current ? `${current.name} · ${t('wiki.meta.title')}` : t('wiki.meta.title'),
      description: current?.description || t('wiki.meta.description'),
      pathname: current ? wikiCategoryUrl(current.slug) : '/wiki',
      // Shared, the wiki shows the articles' picture, not the site's.
      image: defaultSocialImage(context, 'article'),
    },
    categories,
    // The left list needs titles only; the cards need the whole card of the chosen category.
    titles: articles.map(({ id, slug, title, status, categoryId, untranslated }) => ({
      id,
      slug,
      title,
      status,
      categoryId,
      untranslated: untranslated.includes('title'),
    })),
    cards: current ? articles.filter((article) => article.categoryId === current.id) : [],
    currentId: current?.id,
    isAdmin: viewer.isAdmin,
    adminCategories: await loadAdminCategories(services.database.db, viewer),
  }
}

export const action = wikiAction

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, {
    title: loaderData?.meta.title,
    description: loaderData?.meta.description,
    pathname: loaderData?.meta.pathname ?? '/wiki',
    image: loaderData?.meta.image,
  })

export default function WikiBrowser({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const { categories, titles, cards, currentId, isAdmin, adminCategories } = loaderData
  const shown = categories.find((category) => category.id === currentId)
  const [managing, setManaging] = useState(false)
  const hydrated = useHydrated()
  const [editingId, setEditingId] = useState<string | null>(null)
  const groups = [1, 2, 0]
    .map((page) => ({
      page,
      members: categories.filter((category) =>
        page === 0 ? category.page !== 1 && category.page !== 2 : category.page === page,
      ),
    }))
    .filter((group) => group.members.length > 0)
  const pendingPath = useSlowNavigationPath()
  // Another category is loading: its cards are not here yet (3 placeholder cards stand in).
  const loadingCategory =
    pendingPath !== undefined &&
    /^\/wiki\/[^/]+$/.test(pendingPath) &&
    pendingPath !== (shown && wikiCategoryUrl(shown.slug))
  // While it loads, its title and description (already in the list) head the placeholders, so the
  // old category's title never sits over cards that are not its own.
  const current =
    (loadingCategory &&
      categories.find((category) => wikiCategoryUrl(category.slug) === pendingPath)) ||
    shown

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
            {t('wiki.browser.title')}
          </h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('wiki.browser.intro')}</p>
        </div>
        {isAdmin ? (
          <div
            className="flex flex-wrap gap-2"
            role="group"
            aria-label={t('wiki.browser.adminTools')}
          >
            <Button variant="outline" disabled={!hydrated} onClick={() => setManaging(true)}>
              <Icon icon={FolderCog} aria-hidden="true" />
              {t('wiki.browser.manage')}
            </Button>
            <Button asChild>
              <Link to="/wiki/create">
                <Icon icon={FilePlus2} aria-hidden="true" />
                {t('wiki.browser.addArticle')}
              </Link>
            </Button>
          </div>
        ) : null}
      </header>

      {categories.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-border p-10 text-center">
          <h2 className="text-xl font-semibold">{t('wiki.browser.noCategoriesTitle')}</h2>
          <p className="mt-2 text-muted-foreground">
            {isAdmin ? t('wiki.browser.noCategoriesAdmin') : t('wiki.browser.noCategoriesOther')}
          </p>
        </div>
      ) : (
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
          {/* min-w-0: the scrolling row of category chips must not widen the grid past the screen. */}
          <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
            {/* Phones: the categories as one scrolling row; the article titles are in the cards. */}
            <nav aria-label={t('wiki.browser.categoriesLabel')} className="lg:hidden">
              {/* relative: the links' visually hidden text is positioned inside the scrolling row, not the page. */}
              <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2">
                {categories.map((category) => (
                  <li key={category.id} className="shrink-0">
                    <CategoryLink category={category} active={category.id === currentId} />
                  </li>
                ))}
              </ul>
            </nav>
            {/* Larger screens: by section, each category with its article titles. */}
            <nav aria-label={t('wiki.browser.categoriesLabel')} className="hidden lg:block">
              {groups.map(({ page, members }) => (
                <div key={page} className="mb-6">
                  <h2 className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    {t(wikiSectionNameKey(page))}
                  </h2>
                  <ul className="flex flex-col gap-1">
                    {members.map((category) => {
                      const own = titles.filter((article) => article.categoryId === category.id)
                      return (
                        <li key={category.id} data-category={category.slug}>
                          <CategoryLink category={category} active={category.id === currentId} />
                          {own.length > 0 ? (
                            <ul className="mb-2 ml-3 mt-1 border-l border-border pl-3">
                              {own.map((article) => (
                                <li key={article.id}>
                                  <Link
                                    to={wikiArticleUrl(category.slug, article.slug)}
                                    className="flex flex-wrap items-center gap-2 py-1 text-sm text-muted-foreground hover:text-primary hover:underline"
                                  >
                                    <span lang={article.untranslated ? 'en' : undefined}>
                                      {article.title}
                                    </span>
                                    <StatusBadge status={article.status} />
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      )
                    })}
                  </ul>
                </div>
              ))}
            </nav>
          </div>

          <section aria-labelledby="wiki-category-title" aria-busy={loadingCategory || undefined}>
            {current ? (
              <>
                <h2
                  id="wiki-category-title"
                  className="text-2xl font-bold"
                  lang={fieldLang(current, 'name', lang)}
                >
                  {current.name}
                </h2>
                <GreekOnlyNote
                  greekOnly={current.greekOnly}
                  greekHref={`${wikiCategoryUrl(current.slug)}?lang=el`}
                  className="mt-2"
                />
                {current.description ? (
                  <p
                    className="mt-2 text-muted-foreground"
                    lang={fieldLang(current, 'description', lang)}
                  >
                    {current.description}
                  </p>
                ) : null}
              </>
            ) : null}
            {loadingCategory ? (
              <ArticleCardSkeletons count={3} className="mt-6 grid gap-5 md:grid-cols-2" />
            ) : cards.length === 0 ? (
              <div className="mt-6 rounded-xl border border-dashed border-border p-8 text-center">
                <h3 className="text-lg font-semibold">{t('wiki.browser.noArticlesTitle')}</h3>
                <p className="mt-2 text-muted-foreground">{t('wiki.browser.noArticlesText')}</p>
              </div>
            ) : (
              <div className="mt-6 grid gap-5 md:grid-cols-2">
                {cards.map((article) => (
                  <WikiArticleCard
                    key={article.id}
                    article={article}
                    href={wikiArticleUrl(shown!.slug, article.slug)}
                    onEdit={isAdmin && hydrated ? () => setEditingId(article.id) : undefined}
                  />
                ))}
              </div>
            )}
          </section>
        </div>
      )}

      {isAdmin && adminCategories ? (
        <Suspense fallback={managing || editingId ? <AdminLoading /> : null}>
          {managing ? (
            <LazyCategoryManager
              open={managing}
              onOpenChange={setManaging}
              categories={adminCategories}
              defaultPage={0}
            />
          ) : null}
          {editingId ? (
            <LazyArticleEditorDialog
              articleId={editingId}
              categories={adminCategories}
              onClose={() => setEditingId(null)}
            />
          ) : null}
        </Suspense>
      ) : null}
    </div>
  )
}

function CategoryLink({ category, active }: { category: CategoryCard; active: boolean }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  return (
    <NavLink
      to={wikiCategoryUrl(category.slug)}
      className={cn(
        'flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm font-semibold lg:border-transparent',
        active ? 'border-primary bg-primary-soft text-primary' : 'border-border hover:bg-muted',
      )}
      aria-current={active ? 'page' : undefined}
    >
      <span className="whitespace-nowrap lg:whitespace-normal">
        <span lang={fieldLang(category, 'name', lang)}>{category.name}</span>
        <GreekOnlyLabel greekOnly={category.greekOnly} />
      </span>
      <span className="rounded-full bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground">
        <span aria-hidden="true">{category.articleCount}</span>
        <span className="sr-only">
          {t('wiki.browser.articleCount', { count: category.articleCount })}
        </span>
      </span>
    </NavLink>
  )
}
