import { Link } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'

/** The not-found page's content: also shown at `/{slug}` when no page has that address. */
export function NotFoundContent() {
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
