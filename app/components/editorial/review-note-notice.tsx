import { MessageSquareWarning } from 'lucide'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { useRootData } from '~/components/use-root-data'
import { formatCyprusDateTime } from '~/lib/dates'

/**
 * On the form of an item an editor sent back: their note, who wrote it and when, and what to do
 * next. Shown until the author submits the item again.
 */
export function ReviewNoteNotice({
  note,
}: {
  note: { note: string; by: string | null; at: string } | null | undefined
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  if (!note) return null
  return (
    <section
      aria-labelledby="review-note-title"
      className="my-6 rounded-xl border-2 border-primary bg-primary-soft p-4"
      data-review-note=""
    >
      {/* Not a heading: it stands above an article's own title on the wiki's pages. */}
      <p id="review-note-title" className="flex items-center gap-2 text-lg font-semibold">
        <Icon icon={MessageSquareWarning} aria-hidden="true" className="size-5 shrink-0" />
        {t('admin.review.notice.title')}
      </p>
      <p className="mt-2 break-words whitespace-pre-wrap">{note.note}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('admin.review.notice.by', {
          who: note.by ?? t('admin.review.bySite'),
          time: formatCyprusDateTime(note.at, lang),
        })}
      </p>
      <p className="mt-2 text-sm font-medium">{t('admin.review.notice.text')}</p>
    </section>
  )
}
