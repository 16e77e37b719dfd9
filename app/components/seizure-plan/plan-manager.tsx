/**
 * The plans on this device: which one is shown, a new one, deleting one (after a confirmation),
 * and the plan file that moves a plan to another phone (saved and imported here, never uploaded).
 */
import { FileUp, Plus, Save, Trash2 } from 'lucide'
import { useId, useRef, useState } from 'react'

import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { Label } from '~/components/ui/input'
import { planFile, planFileName, type SeizurePlan } from '~/domain/seizure-plan'
import { useTranslation } from '~/i18n/use-translation'
import { saveFile } from './save-file'

export function PlanManager({
  plans,
  current,
  onChoose,
  onNew,
  onDelete,
  onImport,
}: {
  plans: SeizurePlan[]
  current: SeizurePlan
  onChoose: (id: string) => void
  onNew: () => void
  onDelete: (id: string) => void
  onImport: (plan: SeizurePlan) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const stored = plans.some((plan) => plan.id === current.id)
  /** A new plan shows among the others before its first change stores it. */
  const shown = stored ? plans : [...plans, current]
  const nameOf = (plan: SeizurePlan) => plan.name.trim() || t('plan.plans.unnamed')

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-muted/50 p-4 sm:p-6 print:hidden"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('plan.plans.title')}
      </h2>
      {shown.length > 1 ? (
        <div className="mt-3 space-y-1.5">
          <Label htmlFor={`${id}-choose`}>{t('plan.plans.choose')}</Label>
          <select
            id={`${id}-choose`}
            className="ui-field h-12 text-base"
            value={current.id}
            onChange={(event) => {
              setConfirming(false)
              onChoose(event.target.value)
            }}
          >
            {shown.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {nameOf(plan)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          className="h-auto min-h-12 whitespace-normal py-2"
          disabled={!stored}
          onClick={() => {
            setConfirming(false)
            setMessage(null)
            onNew()
          }}
        >
          <Icon icon={Plus} aria-hidden="true" className="size-5" />
          {t('plan.plans.new')}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="h-auto min-h-12 whitespace-normal py-2"
          disabled={!stored}
          onClick={() =>
            saveFile(
              new File([planFile(current)], planFileName(current, 'plan', 'json'), {
                type: 'application/json',
              }),
            )
          }
        >
          <Icon icon={Save} aria-hidden="true" className="size-5" />
          {t('plan.plans.export')}
        </Button>
        <label className="ui-button ui-button-outline ui-button-size-default h-auto min-h-12 cursor-pointer whitespace-normal py-2 focus-within:ring-[3px] focus-within:ring-ring">
          <Icon icon={FileUp} aria-hidden="true" className="size-5" />
          {t('plan.plans.import')}
          <input
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={async (event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (!file) return
              // The strict check of a file from elsewhere, loaded when a file is chosen.
              const { readPlanFile } = await import('~/domain/seizure-plan-file')
              const result = readPlanFile(await file.text())
              if (!result.ok) {
                setMessage({ text: t(`plan.plans.${result.problem}`), error: true })
                return
              }
              onImport(result.plan)
              setMessage({
                text: t('plan.plans.imported', { name: nameOf(result.plan) }),
                error: false,
              })
            }}
          />
        </label>
        <Button
          ref={deleteButton}
          type="button"
          variant="destructive"
          className="h-auto min-h-12 whitespace-normal py-2"
          disabled={!stored}
          aria-expanded={confirming}
          onClick={() => setConfirming(true)}
        >
          <Icon icon={Trash2} aria-hidden="true" className="size-5" />
          {t('plan.plans.delete')}
        </Button>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{t('plan.plans.exportHint')}</p>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
          className="mt-4 rounded-xl border-2 border-danger p-4"
        >
          <p id={`${id}-confirm`} className="font-semibold">
            {t('plan.plans.confirmDelete', { name: nameOf(current) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              type="button"
              variant="destructive"
              className="h-auto min-h-12 whitespace-normal py-2"
              // The question has just appeared: the answer is one key press away.
              autoFocus
              onClick={() => {
                setConfirming(false)
                onDelete(current.id)
                setMessage({ text: t('plan.plans.deleted'), error: false })
              }}
            >
              {t('plan.plans.confirm')}
            </Button>
            <Button
              type="button"
              variant="outline"
              className="h-auto min-h-12 whitespace-normal py-2"
              onClick={() => {
                setConfirming(false)
                deleteButton.current?.focus()
              }}
            >
              {t('plan.plans.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <p role="status" className={message?.error ? 'mt-3 font-medium text-danger' : 'mt-3'}>
        {message?.text}
      </p>
    </section>
  )
}
