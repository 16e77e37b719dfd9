import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import type { useWikiAction } from './use-wiki-action'

/**
 * Confirm before deleting an article or a category: the delete posts `fields` (intent, id and the
 * like) through the caller's wiki action. Not an AlertDialogAction: the dialog stays open until
 * the server has answered.
 */
export function WikiDeleteDialog({
  fields,
  action,
  onClose,
  title,
  description,
  note,
}: {
  /** What the delete posts; null while nothing is being deleted (the dialog is closed). */
  fields: Record<string, string> | null
  action: ReturnType<typeof useWikiAction>
  onClose: () => void
  title: string
  description: string
  note?: React.ReactNode
}) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open={fields !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      note={note}
      cancelLabel={t('admin.wiki.confirm.cancel')}
      action={
        <Button
          variant="destructive"
          disabled={action.busy}
          onClick={() => {
            if (!fields) return
            const formData = new FormData()
            for (const [name, value] of Object.entries(fields)) formData.set(name, value)
            void action.submit(formData)
          }}
        >
          {action.busy ? t('admin.wiki.form.deleting') : t('admin.wiki.confirm.delete')}
        </Button>
      }
    />
  )
}
