/**
 * /offline: what the service worker shows, in the visitor's language, for a page that is not
 * saved on the device while there is no connection. It points to first aid, which always is.
 */
import { HeartPulse, RefreshCw, WifiOff } from 'lucide'
import { useLocation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { Route } from './+types/offline'
import { useNonce } from '~/components/nonce'
import { i18nContext } from '~/context.server'
import type { I18nHandle } from '~/i18n/areas'
import { offlineRetryScript, retryTarget } from '~/lib/offline-retry'
import { rootMeta } from '~/lib/seo'

export const handle: I18nHandle = { i18n: ['firstAid'] }

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  return { meta: { title: t('firstAid.offline.metaTitle') } }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/offline' }),
  { name: 'robots', content: 'noindex' },
]

export default function Offline() {
  const { t } = useTranslation()
  const nonce = useNonce()
  // The page the visitor asked for (set by the service worker); only a path of this site.
  const retry = retryTarget(useLocation().search)
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="offline-title">
      <Icon icon={WifiOff} aria-hidden="true" className="mx-auto size-12 text-primary" />
      <h1 id="offline-title" className="mt-4 text-3xl font-bold text-primary">
        {t('firstAid.offline.title')}
      </h1>
      <p className="mt-4 text-lg">{t('firstAid.offline.text')}</p>
      <p className="mt-6 font-semibold">{t('firstAid.offline.firstAid')}</p>
      <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        {/* A document link: the service worker answers it from the device. */}
        <a
          href="/first-aid"
          className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-primary px-6 text-lg font-semibold text-primary-foreground hover:bg-primary/90"
        >
          <Icon icon={HeartPulse} aria-hidden="true" className="size-5" />
          {t('firstAid.offline.openFirstAid')}
        </a>
        <button
          type="button"
          onClick={() => (retry ? window.location.assign(retry) : window.location.reload())}
          className="inline-flex min-h-12 items-center gap-2 rounded-xl border border-border px-6 text-lg font-semibold hover:bg-muted"
        >
          <Icon icon={RefreshCw} aria-hidden="true" className="size-5" />
          {t('firstAid.offline.retry')}
        </button>
        {/* Before hydration the button works through this script (made on the server only: a
            script that React inserts in the browser never runs). The service worker keeps the
            whole response, so the nonce still matches the page's policy offline. */}
        <script
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: typeof document === 'undefined' ? offlineRetryScript() : '',
          }}
        />
      </div>
      <p className="mt-8 rounded-lg bg-[#fdf1f0] p-4 font-semibold text-emergency">
        {t('firstAid.offline.emergency')}
      </p>
    </section>
  )
}
