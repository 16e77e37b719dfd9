/**
 * Wraps the events, news and story pages: while a client navigation loads one of them, a
 * loading text is shown ('Loading event...', 'Loading article...', 'Loading story...',
 * 'Loading...' for edit pages), and each route change scrolls to the top.
 */
import { Outlet, useNavigation } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { LikeSessionProvider } from '~/components/cards/like-session'
import type { TranslationKey } from '~/i18n/keys'

const UUIDISH = '[^/]+'
const PENDING: [RegExp, TranslationKey][] = [
  [new RegExp(`^/events/${UUIDISH}/edit$`), 'common.loadingPage'],
  [new RegExp(`^/news/${UUIDISH}/edit$`), 'common.loadingPage'],
  [new RegExp(`^/story/${UUIDISH}/edit$`), 'common.loadingPage'],
  [/^\/events\/create$/, 'common.loadingPage'],
  [/^\/(news|story)\/create$/, 'common.loadingPage'],
  [new RegExp(`^/events/${UUIDISH}$`), 'common.pending.event'],
  [new RegExp(`^/news/${UUIDISH}$`), 'common.pending.article'],
  [new RegExp(`^/story/${UUIDISH}$`), 'common.pending.story'],
  [/^\/news$/, 'common.pending.newsList'],
]

export function pendingMessageKey(pathname: string): TranslationKey | undefined {
  return PENDING.find(([pattern]) => pattern.test(pathname))?.[1]
}

export default function ContentLayout() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const target =
    navigation.state === 'loading' && !navigation.formMethod
      ? navigation.location?.pathname
      : undefined
  const key = target ? pendingMessageKey(target) : undefined
  return (
    <LikeSessionProvider>
      {key ? (
        // Just under the sticky header (h-16), never over its links; clicks pass through.
        <div
          role="status"
          className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center p-2"
        >
          <span className="rounded-full bg-primary px-4 py-1.5 text-sm font-medium text-primary-foreground shadow">
            {t(key)}
          </span>
        </div>
      ) : null}
      <Outlet />
    </LikeSessionProvider>
  )
}
