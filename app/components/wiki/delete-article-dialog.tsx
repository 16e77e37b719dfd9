import { useTranslation } from 'react-i18next'

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import type { WikiActionResult } from '~/domain/wiki-types'
import { useWikiAction } from './use-wiki-action'

/**
 * Confirm before deleting an article: 'Are you sure you want to delete "{title}"? This action
 * cannot be undone.' The editor and the inline form have toasts of their own ('Article deleted
 * successfully!' and 'Article deleted successfully'; docs/product.md, Messages the site shows).
 */
export function DeleteArticleDialog({
  article,
  variant,
  view,
  onClose,
  onDeleted,
}: {
  article: { id: string; title: string } | null
  variant: 'editor' | 'inline'
  /** Article pages: the server answers with the category's address to go to. */
  view?: 'wiki' | 'section'
  onClose: () => void
  onDeleted: (result: Extract<WikiActionResult, { ok: true }>) => void
}) {
  const { t } = useTranslation()
  const action = useWikiAction({
    successToast: () => (variant === 'editor' ? t('wiki.toast.articleDeleted') : t('wiki.toast.inlineDeleted')),
    failureToast: () => (variant === 'editor' ? t('wiki.toast.articleDeleteFailed') : t('wiki.toast.inlineDeleteFailed')),
    onSuccess: (result) => {
      onClose()
      onDeleted(result)
    },
  })
  return (
    <AlertDialog open={article !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('wiki.confirm.deleteArticleTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('wiki.confirm.deleteArticle', { title: article?.title ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('wiki.confirm.cancel')}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={action.busy}
            onClick={() => {
              if (!article) return
              const formData = new FormData()
              formData.set('intent', 'article-delete')
              formData.set('id', article.id)
              if (view) formData.set('view', view)
              void action.submit(formData)
            }}
          >
            {action.busy ? t('wiki.form.deleting') : t('wiki.confirm.delete')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
