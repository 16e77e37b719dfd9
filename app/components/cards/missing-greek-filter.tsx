import { Languages } from 'lucide'
import { Link, useLocation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { useRootData } from '~/components/use-root-data'
import { isTeam } from '~/domain/permissions'

/**
 * Admins' switch between every item and only the items whose Greek is not ready (the list's
 * `?greek=missing`), so translators find their work. Nothing for visitors.
 */
export function MissingGreekFilter({ active, className }: { active: boolean; className?: string }) {
  const { t } = useTranslation()
  const { auth } = useRootData()
  const location = useLocation()
  if (!isTeam(auth)) return null
  const params = new URLSearchParams(location.search)
  if (active) params.delete('greek')
  else params.set('greek', 'missing')
  const query = params.toString()
  return (
    <Link
      to={`${location.pathname}${query ? `?${query}` : ''}`}
      // A link, not a button: aria-current (not aria-pressed, which links may not carry) says the
      // filtered view is the one shown; following the link again shows every item.
      aria-current={active ? 'true' : undefined}
      className={cn(
        'inline-flex w-fit items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium',
        active
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border hover:bg-muted',
        className ?? 'mt-4',
      )}
      data-missing-greek-filter=""
    >
      <Icon icon={Languages} aria-hidden="true" className="size-4" />
      {t('admin.editorial.missingGreekFilter')}
    </Link>
  )
}
