/**
 * /profile: signed-out visitors go to /auth. Display name from the e-mail, the way to the
 * newsletter, the Instagram connection, for admins the two-factor set-up and the analytics dashboard, and, while
 * no mail server is configured, the mail outbox (an admin sees every mail, others their own; a
 * password-reset link is shown to its recipient only).
 */
import type { Role } from '~/domain/constants'
import type { TranslationKey } from '~/i18n/keys'
import { ArrowLeft, BadgeCheck, BarChart3, Camera, Mail, ShieldCheck } from 'lucide'
import { useId, useState } from 'react'
import { data, Link, redirect, useActionData, useFetcher } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { can } from '~/domain/permissions'
import { credentialsOf } from '~/domain/profiles.server'
import { CREDENTIALS_INTENT, CREDENTIALS_MAX, type CredentialsResult } from '~/domain/credentials'
import { saveCredentials } from '~/http/profile-credentials.server'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/profile'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { i18nContext, servicesContext } from '~/context.server'
import { TwoFactorCard } from '~/components/auth/two-factor-card'
import { authContext } from '~/http/guards.server'
import { isTwoFactorIntent, type TwoFactorResult } from '~/domain/auth/two-factor'
import { runTwoFactorIntent } from '~/http/two-factor-setup.server'
import { listOutbox, listOutboxFor, outboxTextFor } from '~/domain/mail-outbox.server'
import { currentSiteSettings } from '~/domain/site-settings.server'
import { LOCALE_OF } from '~/i18n/languages'
import { readFormData } from '~/http/form-body.server'
import { instagramAuthorizeUrl } from '~/lib/instagram'
import { mailIsSent } from '~/domain/mail.server'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'

const ROLE_LABEL = {
  user: 'profile.account.roleUser',
  author: 'profile.account.roleAuthor',
  reviewer: 'profile.account.roleReviewer',
  editor: 'profile.account.roleEditor',
  admin: 'profile.account.roleAdmin',
} as const satisfies Record<Role, TranslationKey>

export const handle: I18nHandle = { i18n: ['profile', 'auth'] }

export async function loader({ context }: Route.LoaderArgs) {
  const { user, role, isAdmin } = context.get(authContext)
  if (!user) throw redirect('/auth')
  const services = context.get(servicesContext)
  const { config } = services
  const { t } = context.get(i18nContext)
  const showOutbox = !mailIsSent(services)
  const { db } = services.database
  const outbox = showOutbox
    ? await (isAdmin ? listOutbox(db, 20) : listOutboxFor(db, user.email, 20))
    : []
  return {
    meta: { title: t('profile.meta.title'), description: t('profile.meta.description') },
    email: user.email,
    role,
    instagramUrl: instagramAuthorizeUrl(config.INSTAGRAM_CLIENT_ID, config.INSTAGRAM_REDIRECT_URI),
    // Admin-only data never reaches a non-admin's page.
    analyticsUrl: isAdmin
      ? (await currentSiteSettings(services)).values.analyticsDashboardUrl
      : null,
    // The two-factor set-up is open to the whole editorial team, also to an admin or editor still
    // without it (REQUIRE_ADMIN_2FA).
    twoFactor:
      role && role !== 'user'
        ? { enabled: Boolean(user.twoFactorEnabled), required: config.REQUIRE_ADMIN_2FA }
        : null,
    // Only those who mark articles medically reviewed give the credentials readers see.
    credentials: can(context.get(authContext), 'medical-review')
      ? { value: await credentialsOf(db, user.id) }
      : null,
    showOutbox,
    outboxScope: isAdmin ? ('all' as const) : ('own' as const),
    outbox: outbox.map((mail) => ({
      id: mail.id,
      to: mail.recipient,
      subject: mail.subject,
      // A reset link is a key to its recipient's account: nobody else sees it, admins included.
      text: outboxTextFor(mail, user.email, t('profile.outbox.hiddenLink', { to: mail.recipient })),
      createdAt: mail.createdAt.toISOString(),
    })),
  }
}

/** The two-factor set-up's forms (admins only), and a medical reviewer's credentials. */
export async function action({ request, context }: Route.ActionArgs) {
  if (new URL(request.url).searchParams.get('intent') === CREDENTIALS_INTENT)
    return saveCredentials(request, context)
  const { user, role } = context.get(authContext)
  const { t } = context.get(i18nContext)
  // Who may post comes first: a refused caller's body is never read.
  if (!user || role !== 'admin') {
    const message = t(user ? 'common.guard.adminRequired' : 'common.guard.loginRequired')
    return data<TwoFactorResult>(
      { ok: false, step: 'password', intent: 'two-factor-enable', message },
      { status: user ? 403 : 401 },
    )
  }
  const form = await readFormData(request, context)
  const intent = form.get('intent')
  if (!isTwoFactorIntent(intent)) {
    return data<TwoFactorResult>(
      {
        ok: false,
        step: 'password',
        intent: 'two-factor-enable',
        message: t('profile.twoFactor.failed'),
      },
      { status: 400 },
    )
  }
  return runTwoFactorIntent(context, request, user, intent, form)
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/profile' }),
  { name: 'robots', content: 'noindex' },
]

function Card({
  id,
  title,
  description,
  icon,
  children,
}: {
  id?: string
  title: string
  description?: string
  icon?: React.ReactNode
  children: React.ReactNode
}) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-border bg-background p-6 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { auth } = useRootData()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/" onClick={() => window.scrollTo({ top: 0 })}>
          <Icon icon={ArrowLeft} aria-hidden="true" />
          {t('profile.back')}
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl font-bold text-primary">{t('profile.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('profile.subtitle')}</p>

      <div className="mt-8 space-y-6">
        <Card title={t('profile.account.title')}>
          <div className="space-y-2">
            <Label htmlFor="display-name">{t('profile.account.displayName')}</Label>
            <Input
              id="display-name"
              value={loaderData.email}
              readOnly
              aria-describedby="display-name-hint"
            />
            <p id="display-name-hint" className="text-sm text-muted-foreground">
              {t('profile.account.displayNameHint')}
            </p>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <span className="font-medium">{t('profile.account.role')}:</span>
            <Badge>{t(ROLE_LABEL[loaderData.role ?? 'user'])}</Badge>
          </p>
        </Card>

        {/* Readers are not accounts (decision 0063): the sign-up page knows the account's
            address and, for a verified one that reads the newsletter, its preferences (0070). */}
        <Card
          title={t('profile.newsletter.title')}
          description={t('profile.newsletter.description')}
          icon={<Icon icon={Mail} aria-hidden="true" className="size-5" />}
        >
          <Button asChild variant="outline">
            <Link to="/newsletter">{t('profile.newsletter.link')}</Link>
          </Button>
        </Card>

        <Card
          title={t('profile.integrations.title')}
          description={t('profile.integrations.description')}
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="flex items-center gap-2 font-medium">
                <Icon icon={Camera} aria-hidden="true" className="size-5" />
                {t('profile.integrations.instagramBrand')}
              </p>
              <p className="mt-1 text-sm text-muted-foreground" id="instagram-help">
                {loaderData.instagramUrl
                  ? t('profile.integrations.instagramText')
                  : t('profile.integrations.notConfigured')}
              </p>
            </div>
            {loaderData.instagramUrl ? (
              <Button asChild>
                <a href={loaderData.instagramUrl} target="_blank" rel="noopener noreferrer">
                  {t('profile.integrations.connect')}
                  <span className="sr-only"> {t('profile.integrations.newTab')}</span>
                </a>
              </Button>
            ) : (
              <Button disabled aria-describedby="instagram-help">
                {t('profile.integrations.connect')}
              </Button>
            )}
          </div>
        </Card>

        {loaderData.twoFactor ? (
          <TwoFactorCard
            enabled={loaderData.twoFactor.enabled}
            required={loaderData.twoFactor.required}
            frame={(children) => (
              <Card
                id="two-factor"
                title={t('profile.twoFactor.title')}
                description={t('profile.twoFactor.description')}
                icon={<Icon icon={ShieldCheck} aria-hidden="true" className="size-5" />}
              >
                {children}
              </Card>
            )}
          />
        ) : null}
        {loaderData.credentials ? (
          <CredentialsCard saved={loaderData.credentials.value ?? ''} />
        ) : null}
        {auth.isAdmin ? <AnalyticsCard url={loaderData.analyticsUrl} /> : null}
        {loaderData.showOutbox ? (
          <OutboxCard mails={loaderData.outbox} scope={loaderData.outboxScope} />
        ) : null}
      </div>
    </div>
  )
}

/**
 * A medical reviewer's name and credentials, as readers see them under the articles they review.
 * Posts with a fetcher; without JavaScript the form posts and the page shows the answer.
 */
function CredentialsCard({ saved }: { saved: string }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<CredentialsResult>({ key: 'credentials' })
  // Posted before the page was interactive (or without JavaScript): the page's own answer.
  const posted = useActionData<CredentialsResult | { intent: string }>()
  const result =
    fetcher.data ??
    (posted?.intent === CREDENTIALS_INTENT ? (posted as CredentialsResult) : undefined)
  const busy = fetcher.state !== 'idle'
  const invalid = result && !result.ok && result.invalid
  return (
    <Card
      id="credentials"
      title={t('profile.credentials.title')}
      description={t('profile.credentials.description')}
      icon={<Icon icon={BadgeCheck} aria-hidden="true" className="size-5" />}
    >
      <fetcher.Form
        method="post"
        action={`/profile?intent=${CREDENTIALS_INTENT}`}
        className="space-y-3"
      >
        <div className="space-y-2">
          <Label htmlFor="credentials-input">{t('profile.credentials.label')}</Label>
          <Input
            id="credentials-input"
            name="credentials"
            defaultValue={saved}
            maxLength={CREDENTIALS_MAX}
            autoComplete="off"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? 'credentials-hint credentials-status' : 'credentials-hint'}
          />
          <p id="credentials-hint" className="text-sm text-muted-foreground">
            {t('profile.credentials.hint')}
          </p>
        </div>
        <p
          id="credentials-status"
          role="status"
          className={result && !result.ok ? 'text-sm font-medium text-danger' : 'text-sm'}
        >
          {result?.message ?? ''}
        </p>
        <Button type="submit" disabled={busy}>
          {t('profile.credentials.save')}
        </Button>
      </fetcher.Form>
    </Card>
  )
}

function AnalyticsCard({ url }: { url: string | null }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <Card
      title={t('profile.analytics.title')}
      description={t('profile.analytics.description')}
      icon={<Icon icon={BarChart3} aria-hidden="true" className="size-5" />}
    >
      {url ? (
        <>
          <Button
            variant="outline"
            aria-expanded={open}
            aria-controls="analytics-frame"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? t('profile.analytics.hide') : t('profile.analytics.show')}
          </Button>
          <div id="analytics-frame" hidden={!open} className="mt-4">
            {open ? (
              <iframe
                src={url}
                title={t('profile.analytics.frameTitle')}
                className="h-[70vh] w-full rounded-lg border border-border"
                loading="lazy"
                referrerPolicy="no-referrer"
                sandbox="allow-scripts allow-same-origin allow-popups"
              />
            ) : null}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground" data-analytics-not-configured="">
          {t('profile.analytics.notConfigured')}{' '}
          <Link
            to="/admin/settings"
            className="font-medium text-primary underline underline-offset-4"
          >
            {t('profile.analytics.settingsLink')}
          </Link>
        </p>
      )}
    </Card>
  )
}

/** Turns the links of a plain-text e-mail into anchors. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g)
  return (
    <>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a
            key={index}
            href={part}
            className="break-all font-medium text-primary underline underline-offset-4"
          >
            {part}
          </a>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  )
}

function OutboxCard({
  mails,
  scope,
}: {
  mails: { id: string; to: string; subject: string; text: string; createdAt: string }[]
  scope: 'all' | 'own'
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const format = new Intl.DateTimeFormat(LOCALE_OF[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Nicosia',
  })
  return (
    <Card
      title={t('profile.outbox.title')}
      description={
        scope === 'all' ? t('profile.outbox.description') : t('profile.outbox.descriptionOwn')
      }
      icon={<Icon icon={Mail} aria-hidden="true" className="size-5" />}
    >
      {mails.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('profile.outbox.empty')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('profile.outbox.title')}>
          {mails.map((mail) => (
            <li key={mail.id}>
              <article className="rounded-lg border border-border p-4" aria-label={mail.subject}>
                <h3 className="font-medium">{mail.subject}</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t('profile.outbox.to')}: {mail.to} · {t('profile.outbox.sent')}:{' '}
                  <time dateTime={mail.createdAt}>{format.format(new Date(mail.createdAt))}</time>
                </p>
                <p className="mt-3 whitespace-pre-wrap text-sm">
                  <Linkified text={mail.text} />
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
