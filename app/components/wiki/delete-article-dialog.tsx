import { useTranslation } from '~/i18n/use-translation'
import type { WikiActionResult } from '~/domain/wiki-types'
import { useWikiAction } from './use-wiki-action'
import { WikiDeleteDialog } from './wiki-delete-dialog'

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
    successToast: () =>
      variant === 'editor'
        ? t('admin.wiki.toast.articleDeleted')
        : t('admin.wiki.toast.inlineDeleted'),
    failureToast: () =>
      variant === 'editor'
        ? t('admin.wiki.toast.articleDeleteFailed')
        : t('admin.wiki.toast.inlineDeleteFailed'),
    onSuccess: (result) => {
      onClose()
      onDeleted(result)
    },
  })
  return (
    <WikiDeleteDialog
      fields={
        article ? { intent: 'article-delete', id: article.id, ...(view ? { view } : {}) } : null
      }
      action={action}
      onClose={onClose}
      title={t('admin.wiki.confirm.deleteArticleTitle')}
      description={t('admin.wiki.confirm.deleteArticle', { title: article?.title ?? '' })}
    />
  )
}
