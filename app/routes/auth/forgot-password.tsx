/** /auth/forgot-password: asks for a password reset link by e-mail. */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData, useNavigation } from 'react-router'

import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/forgot-password'
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

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  return { meta: { title: t('auth.meta.forgotTitle'), description: t('auth.forgot.intro') } }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/auth/forgot-password' }),
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
    const response = await authResponse(() => run(() => auth.api.requestPasswordReset({ body: { email }, headers, asResponse: true })))
    if (!response.ok) {
      const failure = await failureOf(t, response)
      return data({ sent: false, email, fieldError: undefined, message: failure.message }, { status: failure.status })
    }
    return { sent: true, email, fieldError: undefined, message: undefined }
  } catch (error) {
    context.get(requestContext).logger.error({ err: error }, 'password reset request failed')
    return data({ sent: false, email, fieldError: undefined, message: unexpectedFailure(t).message }, { status: 500 })
  }
}

export default function ForgotPassword() {
  const { t } = useTranslation()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const id = useId()
  const submitting = navigation.state === 'submitting'
  return (
    <AuthCard title={t('auth.forgot.heading')} subtitle={t('auth.forgot.intro')}>
      {result?.sent ? (
        <FormStatus>{t('auth.forgot.sent')}</FormStatus>
      ) : (
        <Form method="post" noValidate className="space-y-4">
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            placeholder={t('auth.fields.emailPlaceholder')}
            defaultValue={result?.email}
            error={result?.fieldError}
          />
          <FormAlert id={`${id}-error`}>{result?.message}</FormAlert>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? t('auth.actions.sending') : t('auth.actions.sendReset')}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
          {t('auth.actions.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
