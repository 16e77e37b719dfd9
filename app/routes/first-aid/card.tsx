/**
 * /first-aid/card: the first-aid advice condensed to a card that prints on one A6 or A4 page
 * (print styles in app.css hide the site's header and footer). On screen it shows a Print button.
 */
import { ArrowLeft, Printer } from 'lucide'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { Route } from './+types/card'
import {
  CALL_AMBULANCE_IF,
  callAmbulanceKey,
  DO_NOT,
  doNotKey,
  DURING_STEPS,
  duringStepKey,
} from '~/components/first-aid/guide'
import { RecoveryPosition } from '~/components/first-aid/recovery-position'
import { useEmergencyNumber } from '~/components/first-aid/use-emergency-number'
import { useHydrated } from '~/components/layout/use-hydrated'
import { i18nContext } from '~/context.server'
import type { I18nHandle } from '~/i18n/areas'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'

export const handle: I18nHandle = { i18n: ['firstAid'] }

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  return {
    meta: { title: t('firstAid.card.metaTitle'), description: t('firstAid.card.metaDescription') },
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/first-aid/card' })

export default function FirstAidCard() {
  const { t } = useTranslation()
  const { origin } = useRootData()
  const number = useEmergencyNumber()
  const hydrated = useHydrated()
  const site = origin
    ? new URL('/first-aid', origin).toString().replace(/^https?:\/\//, '')
    : '/first-aid'
  return (
    <div className="mx-auto max-w-xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-6 space-y-4 print:hidden">
        <Link
          to="/first-aid"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4"
        >
          <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
          {t('firstAid.card.back')}
        </Link>
        <p>{t('firstAid.card.hint')}</p>
        <button
          type="button"
          onClick={() => window.print()}
          disabled={!hydrated}
          className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-primary px-6 text-lg font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60"
        >
          <Icon icon={Printer} aria-hidden="true" className="size-5" />
          {t('firstAid.card.print')}
        </button>
      </div>

      <article
        data-testid="first-aid-card"
        className="first-aid-card rounded-xl border-2 border-primary p-4 text-sm leading-snug"
        aria-labelledby="card-title"
      >
        <header className="flex items-baseline justify-between gap-3 border-b border-border pb-2">
          <h1 id="card-title" className="text-lg font-bold text-primary">
            {t('firstAid.card.title')}
          </h1>
          <p className="shrink-0 text-lg font-bold text-emergency">
            {t('firstAid.card.emergency', { number })}
          </p>
        </header>
        <div className="grid gap-x-4 sm:grid-cols-2 print:grid-cols-2">
          <div>
            <h2 className="mt-2 font-bold">{t('firstAid.steps.title')}</h2>
            <ol className="mt-1 list-decimal space-y-0.5 pl-5 print:pl-3.5">
              {DURING_STEPS.map((step) => (
                <li key={step}>{t(duringStepKey(step, 'title'))}</li>
              ))}
            </ol>
            <h2 className="mt-2 font-bold">{t('firstAid.dont.title')}</h2>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 print:pl-3.5">
              {DO_NOT.map((item) => (
                <li key={item}>{t(doNotKey(item))}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="mt-2 font-bold text-emergency">{t('firstAid.ambulance.title')}</h2>
            <ul className="mt-1 list-disc pl-5 print:pl-3.5">
              {CALL_AMBULANCE_IF.map((item) => (
                <li key={item}>{t(callAmbulanceKey(item))}</li>
              ))}
            </ul>
            <h2 className="mt-2 font-bold">{t('firstAid.recovery.title')}</h2>
            <RecoveryPosition compact className="mt-1" />
          </div>
        </div>
        <p className="mt-2 border-t border-border pt-1 text-xs text-muted-foreground">
          {t('firstAid.card.site', { url: site })}
        </p>
      </article>
    </div>
  )
}
