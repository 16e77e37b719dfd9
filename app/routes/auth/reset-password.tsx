/**
 * /auth/reset-password?token=…: the link from the reset e-mail. Setting the new password ends all
 * the account's sessions; the person then signs in with it.
 */
import { useId } from 'react'
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/reset-password'
import { AuthCard, FormAlert, PasswordField } from '~/components/auth/auth-form'
import { Button } from '~/components/ui/button'
import { i18nContext, requestContext } from '~/context.server'
import { readFormData } from '~/http/form-body.server'
import { authResponse, failureOf, unexpectedFailure } from '~/domain/auth/auth-errors.server'
import { checkResetPassword, type AuthFieldErrors } from '~/domain/auth/auth-forms'
import { useFormCheck } from '~/components/forms/use-form-check'
import { formValues, hasFieldErrors } from '~/lib/form-input'
import { authCall } from '~/http/auth-call.server'
import { rootMeta } from '~/lib/seo'

export const handle: I18nHandle = { i18n: ['auth'] }

export function loader({ context, request }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { meta: { title: t('auth.meta.resetTitle'), description: t('auth.reset.intro') }, token }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/auth/reset-password' }),
  { name: 'robots', content: 'noindex' },
]

export async function action({ request, context }: Route.ActionArgs) {
  const { t } = context.get(i18nContext)
  const values = formValues(await readFormData(request, context))
  const field = (name: string) => (typeof values[name] === 'string' ? values[name] : '')
  const token = field('token')
  const newPassword = field('password')
  // Field messages stay i18n keys: the form translates them like its own checks.
  const fields = checkResetPassword(values)
  if (hasFieldErrors(fields))
    return data({ ok: false, fields, message: undefined, linkInvalid: false }, { status: 400 })
  const none: AuthFieldErrors = {}
  if (!token)
    return data(
      { ok: false, fields: none, message: t('auth.reset.missingToken'), linkInvalid: true },
      { status: 400 },
    )
  const { auth, headers, run } = authCall(context, request)
  try {
    const response = await authResponse(() =>
      run(() =>
        auth.api.resetPassword({ body: { newPassword, token }, headers, asResponse: true }),
      ),
    )
    if (!response.ok) {
      const failure = await failureOf(t, response)
      const linkInvalid = failure.code === 'INVALID_TOKEN' || response.status === 400
      return data(
        {
          ok: false,
          fields: none,
          message: linkInvalid ? t('auth.errors.resetLinkInvalid') : failure.message,
          linkInvalid,
        },
        { status: failure.status },
      )
    }
  } catch (error) {
    context.get(requestContext).logger.error({ err: error }, 'password reset failed')
    return data(
      { ok: false, fields: none, message: unexpectedFailure(t).message, linkInvalid: false },
      { status: 500 },
    )
  }
  return redirect('/auth?notice=password-reset')
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const id = useId()
  const submitting = navigation.state === 'submitting'
  const { errors, formProps } = useFormCheck({ check: checkResetPassword, answer: result })
  if (!loaderData.token) {
    return (
      <AuthCard title={t('auth.reset.heading')}>
        <FormAlert id={`${id}-error`}>{t('auth.reset.missingToken')}</FormAlert>
        <ForgotLink />
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.reset.heading')} subtitle={t('auth.reset.intro')}>
      <Form method="post" {...formProps} className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          id={`${id}-password`}
          name="password"
          autoComplete="new-password"
          label={t('auth.fields.newPassword')}
          error={errors.password}
        />
        <PasswordField
          id={`${id}-confirm`}
          name="confirmPassword"
          autoComplete="new-password"
          label={t('auth.fields.confirmPassword')}
          error={errors.confirmPassword}
        />
        <FormAlert id={`${id}-error`}>{result?.message}</FormAlert>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('auth.actions.saving') : t('auth.actions.setPassword')}
        </Button>
      </Form>
      {result?.linkInvalid ? <ForgotLink /> : null}
    </AuthCard>
  )
}

function ForgotLink() {
  const { t } = useTranslation()
  return (
    <p className="mt-6 text-center text-sm">
      <Link
        to="/auth/forgot-password"
        className="font-medium text-primary underline underline-offset-4"
      >
        {t('auth.actions.forgot')}
      </Link>
    </p>
  )
}
