import { Eye, History, Languages } from 'lucide'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { EditorialState } from '~/lib/editorial-state'
import { formatCyprusDateTime } from '~/lib/dates'
import { useRootData } from '~/components/use-root-data'
import { isTeam } from '~/domain/permissions'

/**
 * For admins on an item's page: "Preview — not published" while visitors cannot see the item,
 * a note while its Greek is held back, and the way to its history. Nothing for visitors.
 */
export function EditorialBanner({
  state,
  historyHref,
}: {
  state: EditorialState | undefined
  historyHref: string
}) {
  const { t } = useTranslation()
  const { lang, auth } = useRootData()
  if (!isTeam(auth) || !state) return null
  return (
    <div className="mb-6 grid gap-2" data-editorial-banner="">
      {state.preview ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg border-2 border-primary bg-primary-soft text-primary px-4 py-3 text-sm font-semibold"
          data-preview-banner=""
        >
          <Icon icon={Eye} aria-hidden="true" className="size-4 shrink-0" />
          <span>{t('admin.editorial.previewBanner')}</span>
          <span className="font-normal">
            {state.status === 'scheduled' && state.publishAt
              ? t('admin.editorial.previewScheduled', {
                  time: formatCyprusDateTime(state.publishAt, lang),
                })
              : state.status === 'pending_review'
                ? t('admin.editorial.previewPending')
                : t('admin.editorial.previewDraft')}
          </span>
        </p>
      ) : null}
      {!state.elReady ? (
        <p className="flex items-center gap-2 rounded-lg border border-border bg-muted px-4 py-2 text-sm">
          <Icon icon={Languages} aria-hidden="true" className="size-4 shrink-0" />
          {t('admin.editorial.greekHeld')}
        </p>
      ) : null}
      <Link
        to={historyHref}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <Icon icon={History} aria-hidden="true" className="size-4" />
        {t('admin.editorial.historyLink')}
      </Link>
    </div>
  )
}
