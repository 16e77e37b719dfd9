/**
 * /newsletter/unsubscribe?token=… and /newsletter/preferences?token=…: a reader's own page,
 * reached by the links at the end of every newsletter (the token is the reader's secret; no
 * sign-in). It unsubscribes with one button, or changes the language of the editions.
 *
 * A POST to the unsubscribe address unsubscribes at once: that is the one-click unsubscribe of
 * the List-Unsubscribe-Post header (RFC 8058), which mail programs send without a page.
 */
import { data, Form } from 'react-router'

import type { Route } from './+types/manage'
import { ReaderPage, readerPageHeaders, readerPageMeta } from '~/components/newsletter/reader-page'
import { Button } from '~/components/ui/button'
import { selectClass } from '~/components/forms/field'
import { servicesContext } from '~/context.server'
import { readFormData } from '~/http/form-body.server'
import { readerPageTitles, readerToken } from '~/http/newsletter-reader-page.server'
import {
  setSubscriberLanguage,
  subscriberByToken,
  unsubscribe,
} from '~/domain/newsletter/subscriptions.server'
import type { I18nHandle } from '~/i18n/areas'
import { useTranslation } from '~/i18n/use-translation'

export const handle: I18nHandle = { i18n: ['newsletter'] }

export const headers: Route.HeadersFunction = readerPageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const meta = readerPageTitles(context, 'newsletter.manage.heading')
  const row = await subscriberByToken(
    context.get(servicesContext).database.db,
    readerToken(request),
  )
  return {
    meta,
    reader: row ? { email: row.email, lang: row.lang, active: row.status === 'active' } : null,
  }
}

export const meta: Route.MetaFunction = readerPageMeta

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, context)
  const { db } = context.get(servicesContext).database
  const token = readerToken(request)
  if (form.get('intent') === 'language') {
    const lang = form.get('lang')
    if (lang !== 'en' && lang !== 'el') return data({ done: 'invalid' as const }, { status: 400 })
    const row = await setSubscriberLanguage(db, token, lang)
    if (!row) return data({ done: 'unknown' as const }, { status: 404 })
    return { done: 'language', lang } as const
  }
  // The page's button, or a mail program's one-click POST (List-Unsubscribe=One-Click).
  const row = await unsubscribe(db, token)
  if (!row) return data({ done: 'unknown' as const }, { status: 404 })
  return { done: 'unsubscribed' as const, email: row.email }
}

export default function ManageSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { reader } = loaderData
  let body: React.ReactNode
  if (!reader || actionData?.done === 'unknown') {
    body = <p role="alert">{t('newsletter.manage.invalid')}</p>
  } else if (actionData?.done === 'unsubscribed') {
    body = <p role="status">{t('newsletter.manage.unsubscribed', { email: actionData.email })}</p>
  } else if (!reader.active) {
    body = <p role="status">{t('newsletter.manage.notActive')}</p>
  } else {
    const current = actionData?.done === 'language' ? actionData.lang : reader.lang
    body = (
      <div className="grid gap-8">
        <p>{t('newsletter.manage.address', { email: reader.email })}</p>
        {actionData?.done === 'language' ? (
          <p role="status" className="rounded-lg border border-border bg-muted p-4">
            {t('newsletter.manage.saved', {
              language: t(`newsletter.languagesInSentence.${actionData.lang}`),
            })}
          </p>
        ) : null}
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="language" />
          <label htmlFor="newsletter-lang" className="font-medium">
            {t('newsletter.manage.language')}
          </label>
          <select id="newsletter-lang" name="lang" defaultValue={current} className={selectClass}>
            <option value="en">{t('newsletter.languages.en')}</option>
            <option value="el">{t('newsletter.languages.el')}</option>
          </select>
          <Button type="submit" variant="outline" className="w-fit">
            {t('newsletter.manage.save')}
          </Button>
        </Form>
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="unsubscribe" />
          <p>{t('newsletter.manage.unsubscribeIntro')}</p>
          <Button type="submit" variant="destructive" className="w-fit">
            {t('newsletter.manage.unsubscribe')}
          </Button>
        </Form>
      </div>
    )
  }
  return <ReaderPage heading={t('newsletter.manage.heading')}>{body}</ReaderPage>
}
