/**
 * /wiki/create: the article editor for admins; everybody else is sent to /wiki. After a
 * save the admin lands on the new article's category in the wiki, after cancel on /wiki.
 *
 * The editor is part of this page's own code, not loaded lazily as on the wiki's pages (where
 * visitors must not download it): this page is the team's only, and a lazily loaded form took
 * the served one over after the page was interactive, so a tag picked meanwhile was lost with
 * the markup it was picked in. Only the rich-text editors still arrive later, and they keep
 * what was typed before them.
 */
import { redirect, useNavigate } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/create'
import ArticleEditor from '~/components/wiki/article-editor'
import { wikiCategoryUrl } from '~/lib/wiki-urls'
import { i18nContext, servicesContext } from '~/context.server'
import { getAuth, viewerOf } from '~/http/guards.server'
import { isTeam } from '~/domain/permissions'
import { rootMeta } from '~/lib/seo'
import { loadAdminCategories } from './wiki-data.server'
import { wikiAction } from './wiki-action.server'

export const handle: I18nHandle = { i18n: ['wiki', 'sections'] }

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!isTeam(getAuth(context))) throw redirect('/wiki')
  const { db } = context.get(servicesContext).database
  const { t } = context.get(i18nContext)
  const url = new URL(request.url)
  const categories = (await loadAdminCategories(db, viewerOf(context))) ?? []
  const requested = url.searchParams.get('category')
  return {
    meta: { title: t('wiki.meta.createTitle') },
    categories,
    defaultCategoryId: categories.find(
      (category) => category.slug === requested || category.id === requested,
    )?.id,
  }
}

/** The action checks the role itself (the same guard); a refused post changes nothing. */
export const action = wikiAction

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { title: loaderData?.meta.title, pathname: '/wiki/create' }),
  { name: 'robots', content: 'noindex' },
]

export default function CreateWikiArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-primary">
        {t('admin.wiki.editor.createTitle')}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('admin.wiki.editor.description')}</p>
      <div className="mt-8">
        <ArticleEditor
          categories={loaderData.categories}
          defaultCategoryId={loaderData.defaultCategoryId}
          onSaved={(result) =>
            navigate(result.article ? wikiCategoryUrl(result.article.categorySlug) : '/wiki')
          }
          onCancel={() => navigate('/wiki')}
        />
      </div>
    </div>
  )
}
