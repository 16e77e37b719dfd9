/**
 * /auth/verify-email?token=…: the link from the verification e-mail. Opening it verifies the
 * address; an invalid or expired link offers to send a new one.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData, useNavigation } from 'react-router'

import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/verify-email'
import { AuthCard, FormAlert, FormStatus, TextField } from '~/components/auth/auth-form'
import { Button } from '~/components/ui/button'
import { i18nContext, requestContext } from '~/context.server'
import { readFormData } from '~/http/form-body.server'
import { normalizeEmail } from '~/domain/auth/allow-list'
import { authResponse, failureOf, unexpectedFailure } from '~/domain/auth/auth-errors.server'
import { checkEmail } from '~/domain/auth/auth-forms'
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
    const response = await authResponse(() => run(() => auth.api.verifyEmail({ query: { token }, headers, asResponse: true })))
    if (response.ok) return { meta, verified: true }
    context.get(requestContext).logger.info({ status: response.status }, 'e-mail verification link refused')
  } catch (error) {
    context.get(requestContext).logger.error({ err: error }, 'e-mail verification failed')
  }
  return { meta, verified: false }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/auth/verify-email' }),
  { name: 'robots', content: 'noindex' },
]

export async function action({ request, context }: Route.ActionArgs) {
  const { t } = context.get(i18nContext)
  const form = await readFormData(request, context)
  const raw = form.get('email')
  const email = normalizeEmail(typeof raw === 'string' ? raw : '')
  const invalid = checkEmail(email)
  if (invalid) return data({ sent: false, email, fieldError: t(invalid), message: undefined }, { status: 400 })
  const { auth, headers, run } = authCall(context, request)
  try {
    const response = await authResponse(() => run(() => auth.api.sendVerificationEmail({ body: { email }, headers, asResponse: true })))
    if (!response.ok) {
      const failure = await failureOf(t, response)
      return data({ sent: false, email, fieldError: undefined, message: failure.message }, { status: failure.status })
    }
    return { sent: true, email, fieldError: undefined, message: undefined }
  } catch (error) {
    context.get(requestContext).logger.error({ err: error }, 'resending the verification e-mail failed')
    return data({ sent: false, email, fieldError: undefined, message: unexpectedFailure(t).message }, { status: 500 })
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const id = useId()
  const submitting = navigation.state === 'submitting'
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
      {result?.sent ? (
        <FormStatus>{t('auth.toast.verificationSent')}</FormStatus>
      ) : (
        <>
          <FormAlert id={`${id}-invalid`}>{t('auth.errors.verifyLinkInvalid')}</FormAlert>
          <Form method="post" noValidate className="mt-4 space-y-4">
            <TextField
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              label={t('auth.fields.email')}
              defaultValue={result?.email}
              error={result?.fieldError}
            />
            <FormAlert id={`${id}-error`}>{result?.message}</FormAlert>
            <Button type="submit" className="w-full" disabled={submitting}>
              {submitting ? t('auth.actions.sending') : t('auth.actions.resend')}
            </Button>
          </Form>
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
