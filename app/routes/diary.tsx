/**
 * /diary: the seizure diary, kept on the device only (localStorage). Entries (by hand, or from
 * the first-aid timer: /diary#from-timer reads the stopped timer from this browser's storage,
 * so the time never travels in a request), counts per month and per type over 3, 6 or 12
 * months with the medicine changes marked, a month calendar, the list, and files for the doctor
 * and for another phone. It works offline like the first-aid page.
 */
import { ArrowLeft, Plus } from 'lucide'
import { useId, useMemo, useState, useSyncExternalStore } from 'react'
import { Link } from 'react-router'

import { DiaryEntryForm } from '~/components/seizure-diary/diary-entry-form'
import { DiaryFiles } from '~/components/seizure-diary/diary-files'
import { DiaryList } from '~/components/seizure-diary/diary-list'
import { DiaryMedicineChanges } from '~/components/seizure-diary/diary-medicine'
import { DiaryMonth } from '~/components/seizure-diary/diary-month'
import { DiaryOverview } from '~/components/seizure-diary/diary-overview'
import { useDeviceDiary } from '~/components/seizure-diary/use-device-diary'
import { PLANS_STORAGE_KEY } from '~/components/seizure-plan/use-device-plans'
import { useDeviceValue } from '~/components/use-device-value'
import { useOfflinePdf } from '~/components/pdf/use-offline-pdf'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { useRootData } from '~/components/use-root-data'
import { i18nContext } from '~/context.server'
import {
  DIARY_PERIODS,
  entriesInMonths,
  entryInput,
  inputOfEntry,
  localDateTime,
  monthsOfPeriod,
  withEntry,
  withoutEntry,
  type DiaryPeriod,
  type EntryInput,
} from '~/domain/seizure-diary'
import { readStoredPlans } from '~/domain/seizure-plan'
import type { I18nHandle } from '~/i18n/areas'
import { LOCALE_OF } from '~/i18n/languages'
import { useTranslation } from '~/i18n/use-translation'
import { parseTimer, TIMER_STORAGE_KEY } from '~/lib/seizure-timer'
import { rootMeta } from '~/lib/seo'
import type { Route } from './+types/diary'

export const handle: I18nHandle = { i18n: ['diary'] }

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  return { meta: { title: t('diary.metaTitle'), description: t('diary.metaDescription') } }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/diary' })

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** The seizure types written in the plans on this device, each once. */
function typesOfPlans(raw: string | null | undefined): string[] {
  const names = readStoredPlans(raw ?? null).flatMap((plan) =>
    plan.seizureTypes.map((type) => type.name.trim()).filter(Boolean),
  )
  return [...new Set(names)]
}

/** The new entry of the stopped first-aid timer, when the page was opened from it. */
function formFromTimer(): { input: EntryInput; fromTimer: boolean } | null {
  if (typeof window === 'undefined' || window.location.hash !== '#from-timer') return null
  let stored: string | null
  try {
    stored = window.localStorage.getItem(TIMER_STORAGE_KEY)
  } catch {
    return null
  }
  const timer = parseTimer(stored, Date.now())
  return timer.phase === 'stopped' ? { input: entryInput(timer), fromTimer: true } : null
}

const noSubscription = () => () => undefined

/** Today's date on the device; null on the server, which does not know the visitor's day. */
function useToday(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => localDateTime(new Date())[0],
    () => null,
  )
}

export default function SeizureDiary() {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const locale = LOCALE_OF[lang]
  const periodId = useId()
  const { diary, save } = useDeviceDiary()
  useOfflinePdf()
  // Rendered only once the diary is read, after hydration: the timer's entry is known by then.
  const [form, setForm] = useState(formFromTimer)
  const [plansRaw] = useDeviceValue(PLANS_STORAGE_KEY)
  const planTypes = useMemo(() => typesOfPlans(plansRaw), [plansRaw])
  // The kept entry being changed, in its place in the list (one form at a time).
  const [editing, setEditing] = useState<string | null>(null)
  const [period, setPeriod] = useState<DiaryPeriod>(3)
  const [status, setStatus] = useState('')
  const today = useToday()

  const months = today ? monthsOfPeriod(period, new Date(`${today}T12:00:00`)) : []
  const edited = diary?.entries.find((entry) => entry.id === editing)

  /** Closes the edit form; focus goes back to the entry's edit button, when it is still listed. */
  function stopEditing(id: string) {
    setEditing(null)
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-entry-edit="${CSS.escape(id)}"]`)?.focus(),
    )
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12" aria-labelledby="diary-title">
      <header>
        <Link
          to="/first-aid"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:no-underline"
        >
          <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
          {t('diary.eyebrow')}
        </Link>
        <h1
          id="diary-title"
          className="mt-2 text-3xl font-bold tracking-tight text-primary sm:text-5xl"
        >
          {t('diary.title')}
        </h1>
        <p className="mt-4 text-lg leading-relaxed">{t('diary.lead')}</p>
        <p
          data-testid="diary-privacy"
          className="mt-4 rounded-xl border-l-4 border-accent bg-muted/50 p-4 text-base font-medium"
        >
          {t('diary.privacy')}
        </p>
      </header>

      {diary && today ? (
        <div className="mt-8 space-y-10">
          <div className="space-y-3">
            {form ? (
              <DiaryEntryForm
                initial={form.input}
                fromTimer={form.fromTimer}
                planTypes={planTypes}
                onCancel={() => setForm(null)}
                onSave={(entry) => {
                  save(withEntry(diary, { ...entry, id: newId() }))
                  setForm(null)
                  setStatus(t('diary.entry.saved'))
                  if (window.location.hash)
                    window.history.replaceState(window.history.state, '', window.location.pathname)
                }}
              />
            ) : (
              <Button
                type="button"
                size="lg"
                className="h-auto min-h-12 whitespace-normal py-2"
                onClick={() => {
                  setStatus('')
                  setEditing(null)
                  setForm({ input: entryInput(), fromTimer: false })
                }}
              >
                <Icon icon={Plus} aria-hidden="true" className="size-5" />
                {t('diary.add')}
              </Button>
            )}
            <p role="status" className="font-medium">
              {status}
            </p>
          </div>

          <fieldset>
            <legend className="text-lg font-semibold">{t('diary.period.label')}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {DIARY_PERIODS.map((length) => (
                <label key={length} className="flex min-h-11 items-center gap-2 text-base">
                  <input
                    type="radio"
                    name={periodId}
                    className="size-5 accent-primary"
                    checked={period === length}
                    onChange={() => setPeriod(length)}
                  />
                  {t('diary.period.months', { count: length })}
                </label>
              ))}
            </div>
          </fieldset>

          <DiaryOverview diary={diary} months={months} locale={locale} />
          <DiaryMonth entries={diary.entries} initialMonth={today.slice(0, 7)} locale={locale} />
          <DiaryList
            entries={entriesInMonths(diary.entries, months)}
            locale={locale}
            editing={editing}
            editor={
              edited ? (
                <DiaryEntryForm
                  // A fresh form for each entry edited.
                  key={edited.id}
                  initial={inputOfEntry(edited)}
                  fromTimer={false}
                  editing
                  planTypes={planTypes}
                  onCancel={() => stopEditing(edited.id)}
                  onSave={(entry) => {
                    save(withEntry(diary, { ...entry, id: edited.id }))
                    setStatus(t('diary.entry.updated'))
                    stopEditing(edited.id)
                  }}
                />
              ) : null
            }
            onEdit={(id) => {
              setForm(null)
              setStatus('')
              setEditing(id)
            }}
            onDelete={(id) => {
              save(withoutEntry(diary, id))
              setStatus(t('diary.entry.deleted'))
            }}
          />
          <DiaryMedicineChanges
            changes={diary.medicineChanges}
            today={today}
            locale={locale}
            onAdd={(change) =>
              save({
                ...diary,
                medicineChanges: [...diary.medicineChanges, { ...change, id: newId() }],
              })
            }
            onDelete={(id) =>
              save({
                ...diary,
                medicineChanges: diary.medicineChanges.filter((change) => change.id !== id),
              })
            }
          />
          <DiaryFiles diary={diary} months={months} locale={locale} today={today} onChange={save} />
        </div>
      ) : (
        <p role="status" className="mt-8 text-muted-foreground">
          {t('diary.loading')}
        </p>
      )}
    </article>
  )
}
