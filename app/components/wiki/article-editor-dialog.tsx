/**
 * The wiki browser's edit dialog: reads the whole article, in both languages, from the
 * JSON API and shows the article editor. Admins only; loaded on demand.
 */
import { useEffect, useState } from 'react'

import { useTranslation } from '~/i18n/use-translation'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { AdminLoading } from './admin-loading'
import ArticleEditor from './article-editor'
import { articleFromJson, type ArticleJson } from '~/domain/wiki-json'
import type { AdminCategory, EditableArticle } from '~/domain/wiki-types'

type Loaded =
  { status: 'loading' } | { status: 'ready'; article: EditableArticle } | { status: 'failed' }

export default function ArticleEditorDialog({
  articleId,
  categories,
  onClose,
}: {
  articleId: string
  categories: AdminCategory[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/v1/wiki/articles/${encodeURIComponent(articleId)}`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const body = (await response.json()) as { data: ArticleJson }
        setLoaded({ status: 'ready', article: articleFromJson(body.data) })
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' })
      })
    return () => controller.abort()
  }, [articleId])

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('admin.wiki.categories.close')}
        className="max-w-4xl"
        closeOnOutsideClick={false}
      >
        <DialogHeader>
          <DialogTitle>{t('admin.wiki.editor.editTitle')}</DialogTitle>
          <DialogDescription>{t('admin.wiki.editor.description')}</DialogDescription>
        </DialogHeader>
        {loaded.status === 'loading' ? (
          <AdminLoading>{t('admin.wiki.editor.loading')}</AdminLoading>
        ) : null}
        {loaded.status === 'failed' ? (
          <p role="alert" className="text-danger">
            {t('admin.wiki.editor.loadFailed')}
          </p>
        ) : null}
        {loaded.status === 'ready' ? (
          <ArticleEditor
            categories={categories}
            article={loaded.article}
            onSaved={onClose}
            onCancel={onClose}
            onDeleted={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
