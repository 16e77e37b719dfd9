/**
 * What the pages of a reader's own links (/newsletter/confirm, /newsletter/unsubscribe,
 * /newsletter/preferences) read on the server: the secret in the link, and the page's title.
 */
import type { RouterContextProvider } from 'react-router'

import { i18nContext } from '~/context.server'
import type { TranslationKey } from '~/i18n/keys'

/** The secret of the link (`?token=`); empty when the link has none. */
export function readerToken(request: Request): string {
  return new URL(request.url).searchParams.get('token') ?? ''
}

/** The page's title (its heading) and the newsletter's description. */
export function readerPageTitles(
  context: Readonly<RouterContextProvider>,
  heading: TranslationKey,
) {
  const { t } = context.get(i18nContext)
  return { title: t(heading), description: t('newsletter.meta.description') }
}
