/**
 * /auth: tabs Sign In and Sign Up. A session already open goes to /; success goes to /.
 * The action calls Better Auth on the server, so the page also works without JavaScript. The
 * allow-list (ADMIN_EMAILS) is checked on the server only: the page never learns who is on it, and
 * the form shows the server's refusal in the page's language.
 */
import { useEffect, useId, useState } from 'react'
import {
  data,
  Link,
  redirect,
  useActionData,
  useFetcher,
  useNavigate,
  useSearchParams,
} from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/auth'
import { AuthCard, FormAlert, PasswordField, TextField } from '~/components/auth/auth-form'
import { notice } from '~/components/forms/notice'
import { useFormCheck } from '~/components/forms/use-form-check'
import { Button } from '~/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { i18nContext, requestContext } from '~/context.server'
import { readFormData } from '~/http/form-body.server'
import { normalizeEmail } from '~/domain/auth/allow-list'
import { checkSignIn, checkSignUp, type AuthFieldErrors } from '~/domain/auth/auth-forms'
import { hasFieldErrors } from '~/lib/form-input'
import {
  authResponse,
  failureOf,
  unexpectedFailure,
  type AuthFailure,
} from '~/domain/auth/auth-errors.server'
import { authCall } from '~/http/auth-call.server'
import { authContext } from '~/http/guards.server'
import { rootMeta } from '~/lib/seo'

export const handle: I18nHandle = { i18n: ['auth'] }

type Intent = 'sign-in' | 'sign-up' | 'resend' | 'two-factor'

export type AuthActionData =
  | {
      intent: Intent
      ok: 'signedIn' | 'signedUp' | 'verificationSent' | 'twoFactor'
      enhanced: boolean
    }
  | {
      intent: Intent
      ok?: undefined
      fields?: AuthFieldErrors
      failure?: AuthFailure
      email: string
    }

/** An authenticator app shows 6 digits; backup codes are longer and carry letters and a dash. */
function isAuthenticatorCode(code: string) {
  return /^\d{6}$/.test(code)
}

const NOTICES = ['password-reset', 'joined'] as const

export function loader({ context, request }: Route.LoaderArgs) {
  if (context.get(authContext).user) throw redirect('/')
  const { t } = context.get(i18nContext)
  const notice = new URL(request.url).searchParams.get('notice')
  return {
    meta: { title: t('auth.meta.title'), description: t('auth.meta.description') },
    notice: (NOTICES as readonly string[]).includes(notice ?? '')
      ? (notice as (typeof NOTICES)[number])
      : null,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/auth' }),
  { name: 'robots', content: 'noindex' },
]

function text(form: FormData, name: string) {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export async function action({ request, context }: Route.ActionArgs) {
  const { t } = context.get(i18nContext)
  const logger = context.get(requestContext).logger
  const form = await readFormData(request, context)
  const intentValue = text(form, 'intent')
  const intent: Intent =
    intentValue === 'sign-up' || intentValue === 'resend' || intentValue === 'two-factor'
      ? intentValue
      : 'sign-in'
  const email = normalizeEmail(text(form, 'email'))
  const password = text(form, 'password')
  // Enhanced forms show a toast and navigate themselves; a plain HTML form gets a redirect.
  const enhanced = text(form, 'enhanced') === '1'

  // The second step of a two-factor sign-in: one field takes an app code or a backup code.
  const code = text(form, 'code').replace(/\s+/g, '')
  if (intent === 'two-factor' && !code) {
    return data<AuthActionData>(
      { intent, fields: { code: 'auth.errors.codeRequired' }, email: '' },
      { status: 400 },
    )
  }
  if (intent === 'sign-in' || intent === 'sign-up') {
    const fieldErrors =
      intent === 'sign-up'
        ? checkSignUp({ email, password, confirmPassword: text(form, 'confirmPassword') })
        : checkSignIn({ email, password })
    // Field messages stay i18n keys: the form translates them like its own checks.
    if (hasFieldErrors(fieldErrors)) {
      return data<AuthActionData>({ intent, fields: fieldErrors, email }, { status: 400 })
    }
  }

  const { auth, headers, run } = authCall(context, request)
  try {
    const response = await authResponse(() =>
      run(() => {
        if (intent === 'sign-up') {
          // The profile page shows a display name taken from the e-mail, so the name is the address.
          return auth.api.signUpEmail({
            body: { email, password, name: email },
            headers,
            asResponse: true,
          })
        }
        if (intent === 'resend') {
          return auth.api.sendVerificationEmail({ body: { email }, headers, asResponse: true })
        }
        if (intent === 'two-factor') {
          return isAuthenticatorCode(code)
            ? auth.api.verifyTOTP({ body: { code }, headers, asResponse: true })
            : auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true })
        }
        return auth.api.signInEmail({ body: { email, password }, headers, asResponse: true })
      }),
    )
    if (!response.ok) {
      const failure = await failureOf(t, response)
      return data<AuthActionData>({ intent, failure, email }, { status: failure.status })
    }
    const cookies = new Headers()
    for (const cookie of response.headers.getSetCookie()) cookies.append('Set-Cookie', cookie)
    // The password was right and the account has two-factor sign-in on: Better Auth answers
    // with a short-lived two_factor cookie instead of a session, and the page asks for the code.
    if (
      intent === 'sign-in' &&
      (
        (await response
          .clone()
          .json()
          .catch(() => null)) as { twoFactorRedirect?: boolean } | null
      )?.twoFactorRedirect
    ) {
      return data<AuthActionData>({ intent, ok: 'twoFactor', enhanced }, { headers: cookies })
    }
    if (intent === 'sign-in' || intent === 'two-factor') {
      logger.info({ twoFactor: intent === 'two-factor' }, 'signed in')
      if (!enhanced) throw redirect('/', { headers: cookies })
      return data<AuthActionData>({ intent, ok: 'signedIn', enhanced }, { headers: cookies })
    }
    return data<AuthActionData>(
      { intent, ok: intent === 'sign-up' ? 'signedUp' : 'verificationSent', enhanced },
      { headers: cookies },
    )
  } catch (error) {
    if (error instanceof Response) throw error
    logger.error({ err: error, intent }, 'account request failed')
    const failure = unexpectedFailure(t)
    return data<AuthActionData>({ intent, failure, email }, { status: 500 })
  }
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const [tab, setTab] = useState(searchParams.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in')
  const signIn = useFetcher<AuthActionData>({ key: 'auth-sign-in' })
  const posted = useActionData<AuthActionData>()
  if (
    signIn.data?.ok === 'twoFactor' ||
    posted?.ok === 'twoFactor' ||
    posted?.intent === 'two-factor'
  ) {
    return (
      <AuthCard title={t('auth.twoFactor.heading')} subtitle={t('auth.twoFactor.intro')}>
        <TwoFactorStep posted={posted?.intent === 'two-factor' ? posted : undefined} />
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.heading')} subtitle={t('auth.subtitle')}>
      {loaderData.notice ? (
        <p role="status" className="mb-4 rounded-lg bg-primary-soft px-4 py-3 text-sm text-primary">
          {loaderData.notice === 'joined'
            ? t('auth.invitation.joined')
            : t('auth.toast.passwordReset')}
        </p>
      ) : null}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('auth.tabs.label')} className="grid w-full grid-cols-2">
          <TabsTrigger value="sign-in">{t('auth.tabs.signIn')}</TabsTrigger>
          <TabsTrigger value="sign-up">{t('auth.tabs.signUp')}</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in" className="mt-6">
          <AccountForm intent="sign-in" />
        </TabsContent>
        <TabsContent value="sign-up" className="mt-6">
          <AccountForm intent="sign-up" />
        </TabsContent>
      </Tabs>
    </AuthCard>
  )
}

function AccountForm({ intent }: { intent: 'sign-in' | 'sign-up' }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const fetcher = useFetcher<AuthActionData>({ key: `auth-${intent}` })
  const resend = useFetcher<AuthActionData>({ key: `auth-resend` })
  const id = useId()
  const submitting = fetcher.state !== 'idle'
  // A plain HTML post (no JavaScript yet) comes back as the page's action data.
  const posted = useActionData<AuthActionData>()
  const result = fetcher.data ?? (posted?.intent === intent ? posted : undefined)
  const { errors, formProps } = useFormCheck({
    check: intent === 'sign-up' ? checkSignUp : checkSignIn,
    answer: fetcher.state === 'idle' ? result : undefined,
    send: (form) => {
      form.set('enhanced', '1')
      void fetcher.submit(form, { method: 'post', action: '/auth' })
    },
  })

  useEffect(() => {
    if (fetcher.state !== 'idle' || !result?.ok) return
    if (result.ok === 'signedIn') {
      notice.success(t('auth.toast.signedInTitle'), t('auth.toast.signedInBody'))
      void navigate('/')
    } else if (result.ok === 'signedUp') {
      notice.success(t('auth.toast.signedUpTitle'), t('auth.toast.signedUpBody'))
      void navigate('/')
    }
  }, [fetcher.state, result, navigate, t])

  useEffect(() => {
    if (resend.state === 'idle' && resend.data?.ok === 'verificationSent')
      notice.success(t('auth.toast.verificationSent'))
  }, [resend.state, resend.data, t])

  // The browser's own check found a problem: the server's last failure no longer applies.
  const checkedHere =
    hasFieldErrors(errors) && errors !== (result && !result.ok ? result.fields : undefined)
  const serverFailed = result && !result.ok ? result : null
  const message = checkedHere ? undefined : serverFailed?.failure?.message
  const unverified = !checkedHere && serverFailed?.failure?.unverified
  const errorId = `${id}-error`

  return (
    <fetcher.Form
      method="post"
      action="/auth"
      {...formProps}
      className="space-y-4"
      aria-describedby={message ? errorId : undefined}
    >
      <input type="hidden" name="intent" value={intent} />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
        placeholder={t('auth.fields.emailPlaceholder')}
        error={errors.email}
        defaultValue={serverFailed?.email}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('auth.fields.password')}
        autoComplete={intent === 'sign-up' ? 'new-password' : 'current-password'}
        error={errors.password}
      />
      {intent === 'sign-up' ? (
        <PasswordField
          id={`${id}-confirm`}
          name="confirmPassword"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
      ) : null}
      <FormAlert id={errorId}>{message}</FormAlert>
      {result?.ok === 'signedUp' && !result.enhanced ? (
        <p role="status" className="rounded-lg bg-primary-soft px-4 py-3 text-sm text-primary">
          {t('auth.toast.signedUpTitle')} {t('auth.toast.signedUpBody')}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting
          ? t(intent === 'sign-up' ? 'auth.actions.signingUp' : 'auth.actions.signingIn')
          : t(intent === 'sign-up' ? 'auth.actions.signUp' : 'auth.actions.signIn')}
      </Button>
      {unverified && serverFailed ? (
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={resend.state !== 'idle'}
          onClick={() =>
            void resend.submit(
              { intent: 'resend', email: serverFailed.email, enhanced: '1' },
              { method: 'post', action: '/auth' },
            )
          }
        >
          {t('auth.actions.resend')}
        </Button>
      ) : null}
      {resend.data && !resend.data.ok && resend.data.failure ? (
        <FormAlert id={`${id}-resend-error`}>{resend.data.failure.message}</FormAlert>
      ) : null}
      {intent === 'sign-in' ? (
        <p className="text-center text-sm">
          <Link
            to="/auth/forgot-password"
            className="font-medium text-primary underline underline-offset-4"
          >
            {t('auth.actions.forgot')}
          </Link>
        </p>
      ) : null}
    </fetcher.Form>
  )
}

/** The second step of a two-factor sign-in: an authenticator code or a backup code. */
function TwoFactorStep({ posted }: { posted?: AuthActionData }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const fetcher = useFetcher<AuthActionData>({ key: 'auth-two-factor' })
  const id = useId()
  const result = fetcher.data ?? posted
  const failed = result && !result.ok ? result : null
  const { errors, formProps } = useFormCheck({
    answer: fetcher.state === 'idle' ? result : undefined,
    send: (form) => {
      form.set('enhanced', '1')
      void fetcher.submit(form, { method: 'post', action: '/auth' })
    },
  })

  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data?.ok !== 'signedIn') return
    notice.success(t('auth.toast.signedInTitle'), t('auth.toast.signedInBody'))
    void navigate('/')
  }, [fetcher.state, fetcher.data, navigate, t])

  const errorId = `${id}-error`
  const message = failed?.failure?.message
  return (
    <>
      <fetcher.Form
        method="post"
        action="/auth"
        {...formProps}
        className="space-y-4"
        aria-describedby={message ? errorId : undefined}
      >
        <input type="hidden" name="intent" value="two-factor" />
        <TextField
          id={`${id}-code`}
          name="code"
          label={t('auth.twoFactor.codeLabel')}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          // Focus moves here when the step appears, where the person types next.
          autoFocus
          error={errors.code}
        />
        <FormAlert id={errorId}>{message}</FormAlert>
        <Button type="submit" className="w-full" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
        </Button>
      </fetcher.Form>
      <p className="mt-6 text-center text-sm">
        {/* A full page load: the first step starts afresh. */}
        <a href="/auth" className="font-medium text-primary underline underline-offset-4">
          {t('auth.twoFactor.startAgain')}
        </a>
      </p>
    </>
  )
}
