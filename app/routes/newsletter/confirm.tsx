/**
 * /newsletter/confirm?token=…: the link of the confirmation mail. Opening it shows a button;
 * the sign-up is confirmed by the button's POST, not by the visit, because mail filters open
 * links in mails on their own, and that must not subscribe anyone.
 */
import { data, Form } from 'react-router'

import type { Route } from './+types/confirm'
import { ReaderPage, readerPageHeaders, readerPageMeta } from '~/components/newsletter/reader-page'
import { Button } from '~/components/ui/button'
import { servicesContext } from '~/context.server'
import { readFormData } from '~/http/form-body.server'
import { readerPageTitles, readerToken } from '~/http/newsletter-reader-page.server'
import {
  confirmSubscription,
  pendingByConfirmToken,
} from '~/domain/newsletter/subscriptions.server'
import type { I18nHandle } from '~/i18n/areas'
import { useTranslation } from '~/i18n/use-translation'

export const handle: I18nHandle = { i18n: ['newsletter'] }

export const headers: Route.HeadersFunction = readerPageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const meta = readerPageTitles(context, 'newsletter.confirm.heading')
  const token = readerToken(request)
  const pending = token
    ? await pendingByConfirmToken(context.get(servicesContext).database.db, token)
    : null
  return { meta, pending: pending ? { email: pending.email, lang: pending.lang } : null }
}

export const meta: Route.MetaFunction = readerPageMeta

export async function action({ request, context }: Route.ActionArgs) {
  await readFormData(request, context)
  const row = await confirmSubscription(
    context.get(servicesContext).database.db,
    readerToken(request),
  )
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
  return <ReaderPage heading={t('newsletter.confirm.heading')}>{body}</ReaderPage>
}
