/**
 * The plans on this device: which one is shown, a new one, deleting one (after a confirmation),
 * and the plan file that moves a plan to another phone (saved and imported here, never uploaded).
 */
import { Plus, Save, Trash2 } from 'lucide'
import { useId, useRef, useState } from 'react'

import { DeleteConfirmation } from '~/components/device-files/delete-confirmation'
import { FileStatus, useFileStatus } from '~/components/device-files/file-status'
import { ImportFileButton } from '~/components/device-files/import-file-button'
import { saveFile } from '~/components/device-files/save-file'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { Label } from '~/components/ui/input'
import { planFile, planFileName, type SeizurePlan } from '~/domain/seizure-plan'
import { useTranslation } from '~/i18n/use-translation'

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
  const { message, say, clear } = useFileStatus()
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
            clear()
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
        <ImportFileButton
          label={t('plan.plans.import')}
          onText={async (text) => {
            // The strict check of a file from elsewhere, loaded when a file is chosen.
            const { readPlanFile } = await import('~/domain/seizure-plan-file')
            const result = readPlanFile(text)
            if (!result.ok) {
              say(t(`plan.plans.${result.problem}`), true)
              return
            }
            onImport(result.plan)
            say(t('plan.plans.imported', { name: nameOf(result.plan) }))
          }}
        />
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
        <DeleteConfirmation
          className="mt-4"
          question={t('plan.plans.confirmDelete', { name: nameOf(current) })}
          confirm={t('plan.plans.confirm')}
          cancel={t('plan.plans.cancel')}
          returnFocus={deleteButton}
          onConfirm={() => {
            setConfirming(false)
            onDelete(current.id)
            say(t('plan.plans.deleted'))
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <FileStatus message={message} className="mt-3" />
    </section>
  )
}
