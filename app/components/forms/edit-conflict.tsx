import { AlertTriangle } from 'lucide'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'

/**
 * Says who saved an item after this form was opened ("Changed by … at … since you opened it")
 * and what the editor can do; the form keeps what they typed, and saving again overwrites
 * knowingly.
 */
export function EditConflictAlert({ message }: { message?: string }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="flex gap-3 rounded-lg border-2 border-danger bg-danger/5 p-3 text-sm" data-conflict="">
      <Icon icon={AlertTriangle} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div>
        <p className="font-semibold">{message}</p>
        <p className="mt-1">{t('admin.editorial.conflictHelp')}</p>
      </div>
    </div>
  )
}
