/** The ErrorBoundary of the admin content pages: the guard's message, else the generic error. */

import { useTranslation } from '~/i18n/use-translation'
import { AccessDenied, guardRefusalOf } from '~/components/auth/access-denied'

export function AdminPageErrorBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const refusal = guardRefusalOf(error)
  if (refusal) return <AccessDenied refusal={refusal} />
  return (
    <section
      className="mx-auto max-w-xl px-4 py-20 text-center"
      aria-labelledby="admin-error-title"
    >
      <h1 id="admin-error-title" className="text-2xl font-bold text-primary">
        {t('common.error.title')}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('common.error.generic')}</p>
    </section>
  )
}
