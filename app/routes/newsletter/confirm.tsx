/**
 * /newsletter/confirm?token=…: the link of the confirmation mail. Opening it shows a button;
 * the sign-up is confirmed by the button's POST, not by the visit, because mail filters open
 * links in mails on their own, and that must not subscribe anyone.
 */
import { data, Form } from 'react-router'

import type { Route } from './+types/confirm'
import { Button } from '~/components/ui/button'
import { i18nContext, servicesContext } from '~/context.server'
import { readFormData } from '~/http/form-body.server'
import {
  confirmSubscription,
  pendingByConfirmToken,
} from '~/domain/newsletter/subscriptions.server'
import type { I18nHandle } from '~/i18n/areas'
import { useTranslation } from '~/i18n/use-translation'
import { rootMeta } from '~/lib/seo'

export const handle: I18nHandle = { i18n: ['newsletter'] }

/** The page is one reader's (its link holds their secret): no cache keeps it. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

function tokenOf(request: Request) {
  return new URL(request.url).searchParams.get('token') ?? ''
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  const meta = {
    title: t('newsletter.confirm.heading'),
    description: t('newsletter.meta.description'),
  }
  const token = tokenOf(request)
  const pending = token
    ? await pendingByConfirmToken(context.get(servicesContext).database.db, token)
    : null
  return { meta, pending: pending ? { email: pending.email, lang: pending.lang } : null }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/newsletter/confirm' }),
  { name: 'robots', content: 'noindex' },
]

export async function action({ request, context }: Route.ActionArgs) {
  await readFormData(request, context)
  const row = await confirmSubscription(context.get(servicesContext).database.db, tokenOf(request))
  return row ? { confirmed: true as const } : data({ confirmed: false as const }, { status: 400 })
}

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { pending } = loaderData
  let body: React.ReactNode
  if (actionData?.confirmed) body = <p role="status">{t('newsletter.confirm.done')}</p>
  else if (!pending || actionData?.confirmed === false)
    body = <p role="alert">{t('newsletter.confirm.invalid')}</p>
  else
    body = (
      <Form method="post" className="grid gap-4">
        <p>
          {t('newsletter.confirm.intro', {
            email: pending.email,
            language: t(`newsletter.languagesInSentence.${pending.lang}`),
          })}
        </p>
        <Button type="submit" className="w-fit">
          {t('newsletter.confirm.button')}
        </Button>
      </Form>
    )
  return (
    <section className="mx-auto max-w-xl px-4 py-14 sm:px-6" aria-labelledby="confirm-title">
      <h1 id="confirm-title" className="text-3xl font-bold text-primary">
        {t('newsletter.confirm.heading')}
      </h1>
      <div className="mt-6 text-lg">{body}</div>
    </section>
  )
}
