import { data, Link } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
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
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby="not-found-title">
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        {t('common.notFound.code')}
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-semibold">
        <span className="sr-only">{t('common.notFound.code')} </span>
        {t('common.notFound.title')}
      </h1>
      <Link
        to="/"
        className="mt-8 inline-block font-semibold text-primary underline underline-offset-4"
      >
        {t('common.notFound.home')}
      </Link>
    </section>
  )
}
