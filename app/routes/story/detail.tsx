/** The page of one patient story (article-page.server.ts, components/cards/article-page.tsx). */
import type { Route } from './+types/detail'
import { ArticlePage } from '~/components/cards/article-page'
import { deleteFromPage } from '~/http/content-page-actions.server'
import { itemPath } from '~/domain/content-kinds'
import { rootMeta } from '~/lib/seo'
import { loadArticlePage } from '../content/article-page.server'
import type { I18nHandle } from '~/i18n/areas'

export const handle: I18nHandle = { i18n: ['stories'] }

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadArticlePage(context, 'stories', params.id, request)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return deleteFromPage(context, 'stories', params.id, request)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  rootMeta(matches, {
    ...loaderData?.meta,
    pathname: itemPath('stories', loaderData?.item?.slug ?? params.id),
  })

export default function StoryDetail({ loaderData }: Route.ComponentProps) {
  return <ArticlePage kind="stories" item={loaderData.item} />
}
