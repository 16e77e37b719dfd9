/**
 * /auth/invitation?token=…: the link of an invitation to the team. The invited person chooses
 * the name the team sees and a password; the account is made with the invitation's role (the
 * link works once, for 7 days) and they sign in on /auth. The only way in for an address that
 * ADMIN_EMAILS does not list (app/domain/people.server.ts).
 */
import { useId } from 'react'
import { data, Form, redirect, useActionData, useNavigation } from 'react-router'

import { AuthCard, FormAlert, PasswordField, TextField } from '~/components/auth/auth-form'
import { useFormCheck } from '~/components/forms/use-form-check'
import { Button } from '~/components/ui/button'
import { i18nContext, requestContext, servicesContext } from '~/context.server'
import { auditRoleKey } from '~/domain/audit-label-keys'
import { checkJoin, type AuthFieldErrors } from '~/domain/auth/auth-forms'
import { acceptInvitation, PeopleError, pendingInvitation } from '~/domain/people.server'
import { authContext } from '~/http/guards.server'
import { readFormData } from '~/http/form-body.server'
import type { I18nHandle } from '~/i18n/areas'
import { useTranslation } from '~/i18n/use-translation'
import { formValues, hasFieldErrors } from '~/lib/form-input'
import { rootMeta } from '~/lib/seo'
import type { Route } from './+types/invitation'

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ context, request }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  // Someone signed in follows the link of another address: they sign out first.
  if (context.get(authContext).user) throw redirect('/')
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const invitation = token
    ? await pendingInvitation(context.get(servicesContext).database.db, token)
    : null
  const roleKey = invitation ? auditRoleKey(invitation.role) : undefined
  return {
    meta: { title: t('auth.invitation.title'), description: t('auth.invitation.heading') },
    token,
    invitation: invitation
      ? { email: invitation.email, role: roleKey ? t(roleKey) : invitation.role }
      : null,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/auth/invitation' }),
  { name: 'robots', content: 'noindex' },
]

export async function action({ request, context }: Route.ActionArgs) {
  const { t } = context.get(i18nContext)
  const values = formValues(await readFormData(request, context))
  const field = (name: string) => (typeof values[name] === 'string' ? values[name] : '')
  const fields = checkJoin(values)
  const none: AuthFieldErrors = {}
  if (hasFieldErrors(fields))
    return data({ fields, message: undefined, linkInvalid: false }, { status: 400 })
  try {
    await acceptInvitation(context.get(servicesContext).database.db, field('token'), {
      name: field('name'),
      password: field('password'),
    })
  } catch (error) {
    if (error instanceof PeopleError)
      return data(
        { fields: none, message: t('auth.invitation.invalid'), linkInvalid: true },
        { status: 410 },
      )
    context.get(requestContext).logger.error({ err: error }, 'joining by invitation failed')
    return data(
      { fields: none, message: t('auth.invitation.failed'), linkInvalid: false },
      { status: 500 },
    )
  }
  return redirect('/auth?notice=joined')
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const id = useId()
  const submitting = navigation.state === 'submitting'
  const { errors, formProps } = useFormCheck({ check: checkJoin, answer: result })
  const { invitation } = loaderData
  if (!invitation || result?.linkInvalid) {
    return (
      <AuthCard title={t('auth.invitation.invalidHeading')}>
        <FormAlert id={`${id}-error`}>{t('auth.invitation.invalid')}</FormAlert>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={t('auth.invitation.heading')}
      subtitle={t('auth.invitation.intro', { role: invitation.role })}
    >
      <Form method="post" {...formProps} className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('auth.invitation.email')}
          value={invitation.email}
          readOnly
          autoComplete="username"
        />
        <TextField
          id={`${id}-name`}
          name="name"
          label={t('auth.invitation.name')}
          autoComplete="name"
          maxLength={100}
          error={errors.name}
        />
        <PasswordField
          id={`${id}-password`}
          name="password"
          autoComplete="new-password"
          label={t('auth.invitation.password')}
          error={errors.password}
        />
        <PasswordField
          id={`${id}-confirm`}
          name="confirmPassword"
          autoComplete="new-password"
          label={t('auth.invitation.confirm')}
          error={errors.confirmPassword}
        />
        <FormAlert id={`${id}-error`}>{result?.message}</FormAlert>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('auth.invitation.submitting') : t('auth.invitation.submit')}
        </Button>
      </Form>
    </AuthCard>
  )
}
