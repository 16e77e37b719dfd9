/** The entries of the period, newest first, each with its details and a delete button. */
import { Trash2 } from 'lucide'
import { useId } from 'react'

import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { entriesNewestFirst, type DiaryEntry } from '~/domain/seizure-diary'
import { useTranslation } from '~/i18n/use-translation'
import { formatDate, formatDuration } from './diary-format'

export function DiaryList({
  entries,
  locale,
  onDelete,
}: {
  entries: DiaryEntry[]
  locale: string
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
              <Button
                type="button"
                variant="outline"
                className="mt-3 h-auto min-h-11 whitespace-normal py-2"
                onClick={() => onDelete(entry.id)}
              >
                <Icon icon={Trash2} aria-hidden="true" className="size-4" />
                {t('diary.entry.delete', { when })}
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
