/**
 * /newsletter: the newsletter's sign-up page, and where every sign-up form posts (the footer's,
 * the community's), so that they work as plain HTML forms before any script runs. The answer is
 * the same whether the address was new or already known.
 *
 * A signed-in person reaches it from the profile page: the form is filled in with the account's
 * address, and a verified address that already receives the newsletter gets its preferences
 * link instead (decision 0070).
 */
import type { Route } from './+types/sign-up'
import { NewsletterForm } from '~/components/newsletter/newsletter-form'
import { i18nContext, requestContext, servicesContext } from '~/context.server'
import { authContext } from '~/http/guards.server'
import { readFormData } from '~/http/form-body.server'
import { signUpForNewsletter } from '~/domain/newsletter/sign-up.server'
import { CONFIRM_DAYS, subscriptionOfAccount } from '~/domain/newsletter/subscriptions.server'
import type { Lang } from '~/i18n/languages'
import type { SignUpSource } from '~/domain/newsletter/subscription-input'
import type { I18nHandle } from '~/i18n/areas'
import { useTranslation } from '~/i18n/use-translation'
import { rootMeta } from '~/lib/seo'
import { data, Link } from 'react-router'

export const handle: I18nHandle = { i18n: ['newsletter'] }

/** What the page knows of a signed-in person's own subscription (nothing for visitors). */
type AccountSubscription =
  | { email: string; status: 'none' | 'pending' }
  | { email: string; status: 'active'; lang: Lang; preferences: string }

async function accountSubscription(
  context: Route.LoaderArgs['context'],
): Promise<AccountSubscription | null> {
  const { user } = context.get(authContext)
  if (!user) return null
  if (!user.emailVerified) return { email: user.email, status: 'none' }
  const row = await subscriptionOfAccount(context.get(servicesContext).database.db, user.email)
  if (row?.status === 'active') {
    const query = new URLSearchParams({ token: row.token, lang: row.lang })
    return {
      email: user.email,
      status: 'active',
      lang: row.lang,
      preferences: `/newsletter/preferences?${query}`,
    }
  }
  return { email: user.email, status: row?.status === 'pending' ? 'pending' : 'none' }
}

export async function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  const account = await accountSubscription(context)
  return data(
    {
      meta: { title: t('newsletter.meta.title'), description: t('newsletter.meta.description') },
      account,
    },
    // A signed-in person's page may hold their reader's secret: no cache keeps it.
    account ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined,
  )
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control')
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers()
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/newsletter' })

const FORM_SOURCES: readonly SignUpSource[] = ['footer', 'community', 'newsletter-page']

export async function action({ request, context }: Route.ActionArgs) {
  const { t } = context.get(i18nContext)
  const form = await readFormData(request, context)
  const value = (name: string) => {
    const entry = form.get(name)
    return typeof entry === 'string' ? entry : undefined
  }
  const source = FORM_SOURCES.find((known) => known === value('source')) ?? 'newsletter-page'
  const answer = await signUpForNewsletter(
    context.get(servicesContext),
    { email: value('email'), lang: value('lang'), name: value('name'), source },
    {
      source,
      ip: context.get(requestContext).clientIp,
      consentWording: t('chrome.newsletter.consent'),
    },
  )
  const defaults = { email: value('email'), name: value('name'), lang: value('lang') }
  if (answer.status === 'invalid') {
    const errors = Object.fromEntries(
      Object.entries(answer.fields).map(([field, key]) => [field, t(key)]),
    )
    return data({ outcome: 'invalid' as const, errors, defaults }, { status: 400 })
  }
  if (answer.status === 'rate_limited') {
    const minutes = Math.ceil(answer.retryAfterSeconds / 60)
    return data(
      {
        outcome: 'rate_limited' as const,
        message: t('newsletter.errors.rateLimited', { minutes }),
        defaults,
      },
      { status: 429, headers: { 'Retry-After': String(answer.retryAfterSeconds) } },
    )
  }
  return {
    outcome: 'accepted' as const,
    message: t('newsletter.page.checkMail', { days: CONFIRM_DAYS }),
  }
}

export default function NewsletterSignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { account } = loaderData
  let body: React.ReactNode
  if (actionData?.outcome === 'accepted')
    body = (
      <p role="status" className="mt-6 rounded-lg border border-border bg-muted p-4 text-lg">
        {actionData.message}
      </p>
    )
  else if (account?.status === 'active')
    body = (
      <div className="mt-6 grid gap-4 text-lg">
        <p>
          {t('newsletter.page.account.active', {
            email: account.email,
            language: t(`newsletter.languagesInSentence.${account.lang}`),
          })}
        </p>
        <Link
          to={account.preferences}
          className="inline-flex min-h-11 w-fit items-center font-medium underline underline-offset-4"
        >
          {t('newsletter.page.account.manage')}
        </Link>
      </div>
    )
  else
    body = (
      <>
        <p className="mt-4 text-lg">{t('newsletter.page.intro')}</p>
        {account?.status === 'pending' && !actionData ? (
          <p className="mt-6 rounded-lg border border-border bg-muted p-4">
            {t('newsletter.page.account.pending', { email: account.email })}
          </p>
        ) : null}
        {actionData?.outcome === 'rate_limited' ? (
          <p role="alert" className="mt-6 rounded-lg border border-danger p-4 font-medium">
            {actionData.message}
          </p>
        ) : null}
        {actionData?.outcome === 'invalid' ? (
          <div role="alert" className="mt-6 rounded-lg border border-danger p-4">
            <p className="font-medium">{t('newsletter.page.correct')}</p>
            <ul className="mt-2 list-disc pl-5">
              {Object.entries(actionData.errors).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-6">
          <NewsletterForm
            source="newsletter-page"
            // A refused attempt's values; else the signed-in person's own address.
            defaults={actionData?.defaults ?? (account ? { email: account.email } : undefined)}
            landmark={false}
          />
        </div>
      </>
    )
  return (
    <section className="mx-auto max-w-xl px-4 py-14 sm:px-6" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" className="text-3xl font-bold text-primary sm:text-4xl">
        {t('newsletter.page.heading')}
      </h1>
      {body}
    </section>
  )
}
