/**
 * "Edit this page" for the editorial team on a page of text, and the inline editor it opens
 * (loaded on demand). Renders nothing for visitors, who get no editor data from the loader.
 */
import { Suspense, useState } from 'react'
import { Link, useRevalidator } from 'react-router'

import { Button } from '~/components/ui/button'
import { AdminLoading } from '~/components/wiki/admin-loading'
import { useTranslation } from '~/i18n/use-translation'
import type { TranslationKey } from '~/i18n/keys'
import { LazyPageEditor } from './page-editor-lazy'

export interface PageEditStart {
  id: string
  baseRevision: string
  values: Record<string, unknown>
}

export function PageEditSlot({
  editor,
  fixedParts = [],
}: {
  editor: PageEditStart | undefined
  fixedParts?: readonly TranslationKey[]
}) {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  const [editing, setEditing] = useState(false)
  if (!editor) return null
  if (!editing)
    return (
      <div className="mx-auto flex max-w-5xl flex-wrap justify-end gap-3 px-4 pt-4 sm:px-6">
        <Button asChild variant="ghost" size="sm">
          <Link to={`/admin/history/pages/${editor.id}`}>{t('admin.contentList.history')}</Link>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
          {t('admin.pages.edit')}
        </Button>
      </div>
    )
  return (
    <Suspense fallback={<AdminLoading />}>
      <LazyPageEditor
        // A new revision (after a save) starts the editor again from the page as now stored.
        key={editor.baseRevision}
        {...editor}
        fixedParts={fixedParts}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false)
          void revalidator.revalidate()
        }}
      />
    </Suspense>
  )
}
