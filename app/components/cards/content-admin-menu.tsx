/**
 * The admin options menu of a card or detail page: edit, and delete after a confirm dialog
 * (nothing is deleted without one). Delete posts `intent=delete` to the item's page action; with
 * `redirectTo` the action goes there afterwards, else the list revalidates in place.
 */
import { MoreVertical, Pencil, Trash2 } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { toast } from '~/components/ui/toaster'

import { AlertDialogAction } from '~/components/ui/alert-dialog'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { cn } from '~/lib/cn'

export interface DeleteResult {
  ok: boolean
  message?: string
}

export interface ContentAdminMenuProps {
  title: string
  editHref: string
  /** The page whose action deletes the item (e.g. /events/<id>). */
  deleteAction: string
  confirmMessage: string
  successMessage: string
  failureMessage: string
  redirectTo?: string
  className?: string
}

export function ContentAdminMenu({
  title,
  editHref,
  deleteAction,
  confirmMessage,
  successMessage,
  failureMessage,
  redirectTo,
  className,
}: ContentAdminMenuProps) {
  const { t } = useTranslation()
  const fetcher = useFetcher<DeleteResult>()
  const [confirming, setConfirming] = useState(false)
  const reported = useRef<DeleteResult | undefined>(undefined)

  useEffect(() => {
    // Data arrives before revalidation ends; the card may be gone by then, so report at once.
    if (!fetcher.data || reported.current === fetcher.data) return
    reported.current = fetcher.data
    if (fetcher.data.ok) toast.success(successMessage)
    else toast.error(fetcher.data.message ?? failureMessage)
  }, [fetcher.data, successMessage, failureMessage])

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            aria-label={`${t('admin.more')}: ${title}`}
            className={cn(
              'relative z-10 inline-flex size-9 items-center justify-center rounded-full hover:bg-muted',
              className,
            )}
          >
            <Icon icon={MoreVertical} aria-hidden="true" className="size-5" />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <Link to={editHref}>
              <Icon icon={Pencil} aria-hidden="true" />
              {t('admin.edit')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Icon icon={Trash2} aria-hidden="true" />
            {t('admin.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirmMessage}
        description={title}
        cancelLabel={t('admin.cancel')}
        action={
          <AlertDialogAction
            onClick={() => {
              const form: Record<string, string> = { intent: 'delete' }
              if (redirectTo) form.redirectTo = redirectTo
              void fetcher.submit(form, { method: 'post', action: deleteAction })
            }}
          >
            {fetcher.state !== 'idle' ? t('admin.deleting') : t('admin.delete')}
          </AlertDialogAction>
        }
      />
    </>
  )
}
