/**
 * The entries of the period, newest first, each with its details and buttons to edit and to
 * delete it. The entry being edited shows its form in place of its details.
 */
import { Pencil, Trash2 } from 'lucide'
import { useId, type ReactNode } from 'react'

import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { entriesNewestFirst, type DiaryEntry } from '~/domain/seizure-diary'
import { useTranslation } from '~/i18n/use-translation'
import { formatDate, formatDuration } from './diary-format'

export function DiaryList({
  entries,
  locale,
  editing,
  editor,
  onEdit,
  onDelete,
}: {
  entries: DiaryEntry[]
  locale: string
  /** The id of the entry being edited, whose card shows `editor`. */
  editing: string | null
  editor: ReactNode
  onEdit: (id: string) => void
  onDelete: (id: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold text-primary">
        {t('diary.list.title')}
      </h2>
      {entries.length === 0 ? <p>{t('diary.list.empty')}</p> : null}
      <ul className="space-y-3" data-testid="diary-entries">
        {entriesNewestFirst(entries).map((entry) => {
          const when = `${formatDate(entry.date, locale)}, ${entry.time}`
          if (entry.id === editing) return <li key={entry.id}>{editor}</li>
          return (
            <li key={entry.id} className="rounded-xl border border-border p-4">
              <p className="font-semibold">{when}</p>
              <p>
                {entry.type ? `${entry.type} · ` : ''}
                {entry.durationSeconds === null
                  ? formatDuration(null, t)
                  : t('diary.list.duration', {
                      duration: formatDuration(entry.durationSeconds, t),
                    })}
              </p>
              {entry.triggers.length || entry.triggerNotes ? (
                <p className="text-muted-foreground">
                  {t('diary.entry.triggers')}:{' '}
                  {[
                    ...entry.triggers.map((trigger) => t(`diary.triggers.${trigger}`)),
                    entry.triggerNotes,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </p>
              ) : null}
              {entry.rescueMedicineGiven ? <p>{t('diary.list.rescue')}</p> : null}
              {entry.injuries ? (
                <p>
                  {t('diary.entry.injuries')}: {entry.injuries}
                </p>
              ) : null}
              {entry.notes ? <p className="whitespace-pre-line">{entry.notes}</p> : null}
              <div className="mt-3 flex flex-wrap gap-3">
                <Button
                  type="button"
                  variant="secondary"
                  className="h-auto min-h-11 whitespace-normal py-2"
                  data-entry-edit={entry.id}
                  onClick={() => onEdit(entry.id)}
                >
                  <Icon icon={Pencil} aria-hidden="true" className="size-4" />
                  {t('diary.entry.edit', { when })}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  className="h-auto min-h-11 whitespace-normal py-2"
                  onClick={() => onDelete(entry.id)}
                >
                  <Icon icon={Trash2} aria-hidden="true" className="size-4" />
                  {t('diary.entry.delete', { when })}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
