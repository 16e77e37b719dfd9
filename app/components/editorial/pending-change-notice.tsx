import { Clock } from 'lucide'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { useRootData } from '~/components/use-root-data'
import { formatCyprusDateTime } from '~/lib/dates'

/**
 * On the form of a published item with a change waiting for an editor (decision 0055): who
 * submitted it and when, and that visitors see the published version meanwhile.
 */
export function PendingChangeNotice({
  change,
}: {
  change: { by: string | null; at: string } | null | undefined
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  if (!change) return null
  return (
    <section
      aria-labelledby="pending-change-title"
      className="my-6 rounded-xl border-2 border-primary bg-primary-soft p-4"
      data-pending-change=""
    >
      <p id="pending-change-title" className="flex items-center gap-2 text-lg font-semibold">
        <Icon icon={Clock} aria-hidden="true" className="size-5 shrink-0" />
        {t('admin.review.pendingChange.title')}
      </p>
      <p className="mt-2">{t('admin.review.pendingChange.text')}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('admin.review.pendingChange.by', {
          who: change.by ?? t('admin.review.bySite'),
          time: formatCyprusDateTime(change.at, lang),
        })}
      </p>
    </section>
  )
}
