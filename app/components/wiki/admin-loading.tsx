import type { ReactNode } from 'react'

import { useTranslation } from '~/i18n/use-translation'

/** What shows while an admin part of the wiki loads. */
export function AdminLoading({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <p role="status" className="py-6 text-center text-sm text-muted-foreground">
      {children ?? t('common.loading')}
    </p>
  )
}
