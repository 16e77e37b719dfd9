/**
 * /auth/verify-email?token=…: the link from the verification e-mail. Opening it verifies the
 * address; an invalid or expired link offers to send a new one.
 */
import { useId } from 'react'
import { Link, useActionData } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/verify-email'
import { AuthCard, FormAlert, FormStatus } from '~/components/auth/auth-form'
import { EmailRequestForm } from '~/components/auth/email-request-form'
import { Button } from '~/components/ui/button'
import { i18nContext, requestContext } from '~/context.server'
import { emailRequestAction } from '~/http/email-request.server'
import { authResponse } from '~/domain/auth/auth-errors.server'
import { authCall } from '~/http/auth-call.server'
import { rootMeta } from '~/lib/seo'

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ context, request }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  const meta = { title: t('auth.meta.verifyTitle'), description: t('auth.verify.resendIntro') }
  const token = new URL(request.url).searchParams.get('token')
  if (!token) return { meta, verified: false }
  const { auth, headers, run } = authCall(context, request)
  try {
    const response = await authResponse(() =>
      run(() => auth.api.verifyEmail({ query: { token }, headers, asResponse: true })),
    )
    if (response.ok) return { meta, verified: true }
    context
      .get(requestContext)
      .logger.info({ status: response.status }, 'e-mail verification link refused')
  } catch (error) {
    context.get(requestContext).logger.error({ err: error }, 'e-mail verification failed')
  }
  return { meta, verified: false }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/auth/verify-email' }),
  { name: 'robots', content: 'noindex' },
]

export function action({ request, context }: Route.ActionArgs) {
  return emailRequestAction(
    context,
    request,
    ({ auth, headers }, email) =>
      auth.api.sendVerificationEmail({ body: { email }, headers, asResponse: true }),
    'resending the verification e-mail failed',
  )
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const result = useActionData<typeof action>()
  const id = useId()
  if (loaderData.verified) {
    return (
      <AuthCard title={t('auth.verify.heading')}>
        <FormStatus>{t('auth.verify.done')}</FormStatus>
        <Button asChild className="mt-6 w-full">
          <Link to="/auth">{t('auth.actions.goToSignIn')}</Link>
        </Button>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.verify.heading')}>
      {result?.ok ? (
        <FormStatus>{t('auth.toast.verificationSent')}</FormStatus>
      ) : (
        <>
          <FormAlert id={`${id}-invalid`}>{t('auth.errors.verifyLinkInvalid')}</FormAlert>
          <EmailRequestForm
            answer={result}
            submitLabel={t('auth.actions.resend')}
            className="mt-4 space-y-4"
          />
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
          {t('auth.actions.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
