/**
 * "Edit texts" on the home page for the editorial team (decision 0068), and the editor of the
 * page's stored texts it opens, loaded on demand so visitors' JavaScript does not grow. Renders
 * nothing for visitors, who get no editor data from the loader.
 */
import { lazy, Suspense, useState } from 'react'
import { useRevalidator } from 'react-router'

import { Button } from '~/components/ui/button'
import { AdminLoading } from '~/components/wiki/admin-loading'
import { useTranslation } from '~/i18n/use-translation'
import type { PageEditStart } from './page-edit-slot'

const LazyHomeTextsEditor = lazy(() => import('./home-texts-editor'))

export function HomeTextsSlot({
  editors,
}: {
  editors: Partial<Record<string, PageEditStart>> | undefined
}) {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  const [open, setOpen] = useState(false)
  if (!editors) return null
  if (!open)
    return (
      <div className="mx-auto flex max-w-7xl justify-end px-4 pt-4 sm:px-6">
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          {t('admin.pages.editTexts')}
        </Button>
      </div>
    )
  return (
    <Suspense fallback={<AdminLoading />}>
      <LazyHomeTextsEditor
        editors={editors}
        onClose={() => setOpen(false)}
        onSaved={() => void revalidator.revalidate()}
      />
    </Suspense>
  )
}
