import { EyeOff } from 'lucide'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Badge } from '~/components/ui/badge'
import type { ArticleStatus } from '~/domain/constants'
import { wikiStatusKey } from '~/domain/label-keys'

/**
 * Marks a draft, pending, scheduled or archived article, which only the team sees; published
 * articles get no badge.
 */
export function StatusBadge({ status, className }: { status: ArticleStatus; className?: string }) {
  const { t } = useTranslation()
  if (status === 'published') return null
  return (
    <Badge
      variant={status === 'draft' || status === 'pending_review' ? 'draft' : 'muted'}
      className={className}
      data-status={status}
    >
      <Icon icon={EyeOff} aria-hidden="true" className="size-3.5" />
      {t(wikiStatusKey(status))}
    </Badge>
  )
}
