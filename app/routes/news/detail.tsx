/** The page of one news post (article-page.server.ts, components/cards/article-page.tsx). */
import type { Route } from './+types/detail'
import { ArticlePage } from '~/components/cards/article-page'
import { deleteFromPage } from '~/http/content-page-actions.server'
import { itemPath } from '~/domain/content-kinds'
import { rootMeta } from '~/lib/seo'
import { loadArticlePage } from '../content/article-page.server'
import type { I18nHandle } from '~/i18n/areas'

export const handle: I18nHandle = { i18n: ['news'] }

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadArticlePage(context, 'news', params.id, request)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return deleteFromPage(context, 'news', params.id, request)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  rootMeta(matches, {
    ...loaderData?.meta,
    pathname: itemPath('news', loaderData?.item?.slug ?? params.id),
  })

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  return <ArticlePage kind="news" item={loaderData.item} />
}
