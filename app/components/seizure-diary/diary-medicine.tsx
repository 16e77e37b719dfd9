/** Medicine changes: the day and what changed; each shows as a marker on the chart. */
import { Trash2 } from 'lucide'
import { useId, useState } from 'react'

import { Button } from '~/components/ui/button'
import { FieldError, Input, Label } from '~/components/ui/input'
import { Icon } from '~/components/ui/icon'
import type { MedicineChange } from '~/domain/seizure-diary'
import { useTranslation } from '~/i18n/use-translation'
import { formatDate } from './diary-format'

export function DiaryMedicineChanges({
  changes,
  today,
  locale,
  onAdd,
  onDelete,
}: {
  changes: MedicineChange[]
  today: string
  locale: string
  onAdd: (change: Omit<MedicineChange, 'id'>) => void
  onDelete: (id: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [date, setDate] = useState(today)
  const [note, setNote] = useState('')
  const [missing, setMissing] = useState(false)
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold text-primary">
        {t('diary.medicine.title')}
      </h2>
      <p className="text-muted-foreground">{t('diary.medicine.intro')}</p>
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !note.trim() || note.length > 300) {
            setMissing(true)
            return
          }
          setMissing(false)
          onAdd({ date, note: note.trim() })
          setNote('')
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>{t('diary.medicine.date')}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            className="h-12 text-base"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-note`}>{t('diary.medicine.note')}</Label>
          <Input
            id={`${id}-note`}
            className="h-12 text-base"
            value={note}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="h-auto min-h-12 whitespace-normal py-2"
        >
          {t('diary.medicine.add')}
        </Button>
      </form>
      <FieldError id={`${id}-error`}>{missing ? t('diary.medicine.missing') : null}</FieldError>
      {changes.length ? (
        <ul className="space-y-2">
          {[...changes]
            .sort((a, b) => b.date.localeCompare(a.date))
            .map((change) => (
              <li key={change.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {formatDate(change.date, locale)}: {change.note}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  className="h-auto min-h-11 whitespace-normal py-2"
                  onClick={() => onDelete(change.id)}
                >
                  <Icon icon={Trash2} aria-hidden="true" className="size-4" />
                  {t('diary.medicine.delete', { date: formatDate(change.date, locale) })}
                </Button>
              </li>
            ))}
        </ul>
      ) : null}
    </section>
  )
}
