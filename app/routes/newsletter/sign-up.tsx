/**
 * /newsletter: the newsletter's sign-up page, and where every sign-up form posts (the footer's,
 * the community's), so that they work as plain HTML forms before any script runs. The answer is
 * the same whether the address was new or already known.
 */
import type { Route } from './+types/sign-up'
import { NewsletterForm } from '~/components/newsletter/newsletter-form'
import { i18nContext, requestContext, servicesContext } from '~/context.server'
import { readFormData } from '~/http/form-body.server'
import { signUpForNewsletter } from '~/domain/newsletter/sign-up.server'
import { CONFIRM_DAYS } from '~/domain/newsletter/subscriptions.server'
import type { SignUpSource } from '~/domain/newsletter/subscription-input'
import type { I18nHandle } from '~/i18n/areas'
import { useTranslation } from '~/i18n/use-translation'
import { rootMeta } from '~/lib/seo'
import { data } from 'react-router'

export const handle: I18nHandle = { i18n: ['newsletter'] }

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  return {
    meta: { title: t('newsletter.meta.title'), description: t('newsletter.meta.description') },
  }
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

export default function NewsletterSignUp({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-xl px-4 py-14 sm:px-6" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" className="text-3xl font-bold text-primary sm:text-4xl">
        {t('newsletter.page.heading')}
      </h1>
      {actionData?.outcome === 'accepted' ? (
        <p role="status" className="mt-6 rounded-lg border border-border bg-muted p-4 text-lg">
          {actionData.message}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg">{t('newsletter.page.intro')}</p>
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
              defaults={actionData?.defaults}
              landmark={false}
            />
          </div>
        </>
      )}
    </section>
  )
}
