/** /auth/forgot-password: asks for a password reset link by e-mail. */
import { Link, useActionData } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/forgot-password'
import { AuthCard, FormStatus } from '~/components/auth/auth-form'
import { EmailRequestForm } from '~/components/auth/email-request-form'
import { i18nContext } from '~/context.server'
import { emailRequestAction } from '~/http/email-request.server'
import { rootMeta } from '~/lib/seo'

export const handle: I18nHandle = { i18n: ['auth'] }

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  return { meta: { title: t('auth.meta.forgotTitle'), description: t('auth.forgot.intro') } }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/auth/forgot-password' }),
  { name: 'robots', content: 'noindex' },
]

export function action({ request, context }: Route.ActionArgs) {
  return emailRequestAction(
    context,
    request,
    ({ auth, headers }, email) =>
      auth.api.requestPasswordReset({ body: { email }, headers, asResponse: true }),
    'password reset request failed',
  )
}

export default function ForgotPassword() {
  const { t } = useTranslation()
  const result = useActionData<typeof action>()
  return (
    <AuthCard title={t('auth.forgot.heading')} subtitle={t('auth.forgot.intro')}>
      {result?.ok ? (
        <FormStatus>{t('auth.forgot.sent')}</FormStatus>
      ) : (
        <EmailRequestForm
          answer={result}
          submitLabel={t('auth.actions.sendReset')}
          placeholder={t('auth.fields.emailPlaceholder')}
        />
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
          {t('auth.actions.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
