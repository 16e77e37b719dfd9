/**
 * /first-aid: what to do when someone has a seizure, with the seizure timer. The one page of the
 * site made to work with no connection (the service worker keeps it), so it stands alone: the
 * advice is static text in the firstAid translation area and the timer needs no server.
 */
import {
  AlertTriangle,
  Ban,
  CheckCircle2,
  ClipboardList,
  HeartHandshake,
  Phone,
  Printer,
} from 'lucide'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { Route } from './+types/first-aid'
import {
  AFTER_STEPS,
  afterStepKey,
  CALL_AMBULANCE_IF,
  callAmbulanceKey,
  DO_NOT,
  doNotKey,
  DURING_STEPS,
  duringStepKey,
} from '~/components/first-aid/guide'
import { RecoveryPosition } from '~/components/first-aid/recovery-position'
import { SeizureTimer } from '~/components/first-aid/seizure-timer'
import { useEmergencyNumber } from '~/components/first-aid/use-emergency-number'
import { i18nContext } from '~/context.server'
import type { I18nHandle } from '~/i18n/areas'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'

export const handle: I18nHandle = { i18n: ['firstAid'] }

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  return { meta: { title: t('firstAid.metaTitle'), description: t('firstAid.metaDescription') } }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/first-aid' })

export default function FirstAid() {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const number = useEmergencyNumber()
  return (
    <article
      className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12"
      aria-labelledby="first-aid-title"
    >
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">
          {t('firstAid.eyebrow')}
        </p>
        <h1
          id="first-aid-title"
          className="mt-2 text-3xl font-bold tracking-tight text-primary sm:text-5xl"
        >
          {t('firstAid.title')}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed">{t('firstAid.lead')}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 print:hidden">
          <a
            href={`tel:${number}`}
            data-testid="first-aid-call"
            className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-emergency px-5 text-lg font-bold text-white hover:bg-emergency/90 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Icon icon={Phone} aria-hidden="true" className="size-5" />
            {t('firstAid.callNumber', { number })}
          </a>
          <Link
            to="/first-aid/card"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            <Icon icon={Printer} aria-hidden="true" className="size-5" />
            {t('firstAid.printCard')}
          </Link>
          <Link
            to="/seizure-action-plan"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            <Icon icon={ClipboardList} aria-hidden="true" className="size-5" />
            {t('firstAid.makePlan')}
          </Link>
        </div>
      </header>

      <div className="mt-8 print:hidden">
        <SeizureTimer lang={lang} number={number} />
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="during">
          <h2 id="during" className="text-2xl font-bold">
            {t('firstAid.steps.title')}
          </h2>
          <ol className="mt-4 space-y-4">
            {DURING_STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{t(duringStepKey(step, 'title'))}</h3>
                  <p className="mt-1 leading-relaxed text-muted-foreground">
                    {t(duringStepKey(step, 'text'))}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <div className="space-y-8">
          <section aria-labelledby="do-not" className="rounded-2xl border border-border p-5">
            <h2 id="do-not" className="flex items-center gap-2 text-2xl font-bold">
              <Icon icon={Ban} aria-hidden="true" className="size-6 text-emergency" />
              {t('firstAid.dont.title')}
            </h2>
            <ul className="mt-3 space-y-2">
              {DO_NOT.map((item) => (
                <li key={item} className="leading-relaxed">
                  {t(doNotKey(item))}
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="ambulance"
            className="rounded-2xl border-2 border-emergency/40 bg-[#fdf1f0] p-5"
          >
            <h2
              id="ambulance"
              className="flex items-center gap-2 text-2xl font-bold text-emergency"
            >
              <Icon icon={AlertTriangle} aria-hidden="true" className="size-6" />
              {t('firstAid.ambulance.title')}
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-6 marker:text-emergency">
              {CALL_AMBULANCE_IF.map((item) => (
                <li key={item}>{t(callAmbulanceKey(item))}</li>
              ))}
            </ul>
            <a
              href={`tel:${number}`}
              className="mt-4 inline-flex min-h-11 items-center gap-2 font-bold text-emergency underline underline-offset-4 hover:no-underline"
            >
              <Icon icon={Phone} aria-hidden="true" className="size-5" />
              {t('firstAid.callNumber', { number })}
            </a>
          </section>
        </div>
      </div>

      <section aria-labelledby="recovery" className="mt-12">
        <h2 id="recovery" className="text-2xl font-bold">
          {t('firstAid.recovery.title')}
        </h2>
        <p className="mt-2 max-w-3xl leading-relaxed">{t('firstAid.recovery.intro')}</p>
        <RecoveryPosition className="mt-5" />
      </section>

      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="other">
          <h2 id="other" className="flex items-center gap-2 text-2xl font-bold">
            <Icon icon={HeartHandshake} aria-hidden="true" className="size-6 text-primary" />
            {t('firstAid.other.title')}
          </h2>
          <p className="mt-3 leading-relaxed">{t('firstAid.other.text')}</p>
        </section>
        <section aria-labelledby="after">
          <h2 id="after" className="flex items-center gap-2 text-2xl font-bold">
            <Icon icon={CheckCircle2} aria-hidden="true" className="size-6 text-accent" />
            {t('firstAid.after.title')}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-6 marker:text-accent">
            {AFTER_STEPS.map((item) => (
              <li key={item}>{t(afterStepKey(item))}</li>
            ))}
          </ul>
        </section>
      </div>

      <p className="mt-12 border-t border-border pt-6 text-sm leading-relaxed text-muted-foreground">
        {t('firstAid.sources')}
      </p>
    </article>
  )
}
