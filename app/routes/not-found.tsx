import { data } from 'react-router'

import { NotFoundContent } from '~/components/layout/not-found-content'
import type { Route } from './+types/not-found'
import { i18nContext, requestContext } from '~/context.server'

/** The not-found page for every unknown address: HTTP 404, and the path is logged. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  context.get(requestContext).logger.warn({ path: pathname }, 'page not found')
  return data({ title: context.get(i18nContext).t('common.notFound.metaTitle') }, { status: 404 })
}

export const action = loader

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: 'robots', content: 'noindex' },
]

export default function NotFound() {
  return <NotFoundContent />
}
