/**
 * /seizure-action-plan: a guided seizure action plan, kept on the device only (localStorage),
 * printed on A4, made a PDF or a wallet card in the browser, moved to another phone as a file.
 * The server renders the empty page; the plans appear once the browser has read its storage.
 * It works offline like the first-aid page (the service worker keeps it).
 */
import { ArrowLeft } from 'lucide'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'

import { PlanForm } from '~/components/seizure-plan/plan-form'
import { PlanManager } from '~/components/seizure-plan/plan-manager'
import { PlanOutput } from '~/components/seizure-plan/plan-output'
import { PlanPrint } from '~/components/seizure-plan/plan-print'
import { useDevicePlans } from '~/components/seizure-plan/use-device-plans'
import { useOutputTranslator } from '~/components/seizure-plan/use-output-translator'
import { useOfflinePdf } from '~/components/pdf/use-offline-pdf'
import { Icon } from '~/components/ui/icon'
import { useRootData } from '~/components/use-root-data'
import { i18nContext } from '~/context.server'
import { newPlan, withImportedPlan, type SeizurePlan } from '~/domain/seizure-plan'
import type { I18nHandle } from '~/i18n/areas'
import { LOCALE_OF, type Lang } from '~/i18n/languages'
import { useTranslation } from '~/i18n/use-translation'
import { DEFAULT_EMERGENCY_NUMBER } from '~/lib/emergency-default'
import { rootMeta } from '~/lib/seo'
import type { Route } from './+types/seizure-action-plan'

export const handle: I18nHandle = { i18n: ['plan', 'firstAid'] }

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  return { meta: { title: t('plan.metaTitle'), description: t('plan.metaDescription') } }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/seizure-action-plan' })

function newPlanId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

export default function SeizureActionPlan() {
  const { t } = useTranslation()
  const { lang, site } = useRootData()
  const { plans, save, change } = useDevicePlans()
  useOfflinePdf()
  const [currentId, setCurrentId] = useState<string | null>(null)
  /** A plan started with "New plan": kept in memory, not on the device, until its first change. */
  const [draft, setDraft] = useState<SeizurePlan | null>(null)
  /** A device with no plan shows a blank one. */
  const [blankId] = useState(newPlanId)
  const blank = useMemo(() => newPlan(blankId, DEFAULT_EMERGENCY_NUMBER), [blankId])
  /** The language of the printout and PDF: the page's, unless another is chosen. */
  const [chosenLang, setChosenLang] = useState<Lang | null>(null)
  const outputLang = chosenLang ?? lang
  const outputT = useOutputTranslator(lang, outputLang)

  const current = plans
    ? (plans.find((plan) => plan.id === currentId) ??
      (draft && !plans.some((plan) => plan.id === draft.id) ? draft : undefined) ??
      plans[0] ??
      blank)
    : undefined

  /**
   * A new plan takes the ambulance number of the visitor's country (found as the first-aid page
   * finds it) once it is first saved, unless the person has changed the number by then. Not
   * before: the lookup's tables would weigh on every first visit to this page.
   */
  function fillCountryNumber(id: string) {
    import('~/lib/ambulance-lookup')
      .then(({ findAmbulanceNumber }) => findAmbulanceNumber(site))
      .then((number) =>
        change((plans) =>
          plans.map((plan) =>
            plan.id === id && plan.ambulance.number === DEFAULT_EMERGENCY_NUMBER
              ? { ...plan, ambulance: { ...plan.ambulance, number } }
              : plan,
          ),
        ),
      )
      .catch(() => {
        // The number stays 112, which works across the EU.
      })
  }

  function update(edit: (plan: SeizurePlan) => SeizurePlan) {
    if (!plans || !current) return
    const next = { ...edit(current), updatedAt: new Date().toISOString() }
    const isNew = !plans.some((plan) => plan.id === next.id)
    save(isNew ? [...plans, next] : plans.map((plan) => (plan.id === next.id ? next : plan)))
    setCurrentId(next.id)
    if (isNew) fillCountryNumber(next.id)
  }

  return (
    <article
      className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0"
      aria-labelledby="plan-title"
    >
      <header className="print:hidden">
        <Link
          to="/first-aid"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:no-underline"
        >
          <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
          {t('plan.eyebrow')}
        </Link>
        <h1
          id="plan-title"
          className="mt-2 text-3xl font-bold tracking-tight text-primary sm:text-5xl"
        >
          {t('plan.title')}
        </h1>
        <p className="mt-4 text-lg leading-relaxed">{t('plan.lead')}</p>
        <p
          data-testid="plan-privacy"
          className="mt-4 rounded-xl border-l-4 border-accent bg-muted/50 p-4 text-base font-medium"
        >
          {t('plan.privacy')}
        </p>
      </header>

      {plans && current ? (
        <>
          <div className="mt-8 space-y-6 print:hidden">
            <PlanManager
              plans={plans}
              current={current}
              onChoose={setCurrentId}
              onNew={() => {
                const plan = newPlan(newPlanId(), DEFAULT_EMERGENCY_NUMBER)
                setDraft(plan)
                setCurrentId(plan.id)
              }}
              onDelete={(id) => {
                const rest = plans.filter((plan) => plan.id !== id)
                save(rest)
                setCurrentId(rest[0]?.id ?? null)
                setDraft(null)
              }}
              onImport={(plan) => {
                save(withImportedPlan(plans, plan))
                setCurrentId(plan.id)
              }}
            />
            <form
              key={current.id}
              aria-label={t('plan.title')}
              onSubmit={(event) => event.preventDefault()}
            >
              <PlanForm plan={current} update={update} />
            </form>
            <PlanOutput
              plan={current}
              outputLang={outputLang}
              onOutputLang={setChosenLang}
              outputT={outputT}
            />
          </div>
          <PlanPrint
            plan={current}
            t={outputT}
            lang={outputLang}
            updated={new Intl.DateTimeFormat(LOCALE_OF[outputLang], { dateStyle: 'long' }).format(
              new Date(current.updatedAt),
            )}
          />
        </>
      ) : (
        <p role="status" className="mt-8 text-muted-foreground">
          {t('plan.loading')}
        </p>
      )}
    </article>
  )
}
