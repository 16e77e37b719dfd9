/** Parts the wiki's article forms share: the content fields, the category choices and the buttons. */
import { Trash2 } from 'lucide'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { PreviewButton } from '~/components/forms/preview-button'
import { Button } from '~/components/ui/button'
import type { AdminCategory } from '~/domain/wiki-types'
import { cn } from '~/lib/cn'
import { wikiSectionNameKey } from '~/domain/label-keys'
import { useRootData } from '~/components/use-root-data'
import { nameIn } from '~/lib/localized'

// The wiki's forms take the shared rich-text field from here, with the rest of their parts.
export { RichTextField } from '~/components/forms/rich-text-field'

/**
 * Each category as a choice, with its section's name: its name in the admin's language, else the
 * other one (a category named in Greek only has no English name).
 */
export function CategoryOptions({ categories }: { categories: AdminCategory[] }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  return categories.map((category) => (
    <option key={category.id} value={category.id}>
      {nameIn(category, lang).text} ({t(wikiSectionNameKey(category.page))})
    </option>
  ))
}

/** Delete (when the article can be deleted here) on one side; Cancel and the save button on the other. */
export function ArticleFormButtons({
  onDelete,
  onCancel,
  busy,
  submitLabel,
  className,
  preview,
}: {
  onDelete?: () => void
  onCancel: () => void
  busy: boolean
  submitLabel: string
  className: string
  /** Where the Preview button posts the form's content (/admin/preview/wiki); no button when absent. */
  preview?: string
}) {
  const { t } = useTranslation()
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      {onDelete ? (
        <Button variant="outline" className="text-danger" onClick={onDelete}>
          <Icon icon={Trash2} aria-hidden="true" />
          {t('admin.wiki.form.delete')}
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {preview ? <PreviewButton action={preview} /> : null}
        <Button variant="outline" onClick={onCancel}>
          {t('admin.wiki.form.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('admin.wiki.form.saving') : submitLabel}
        </Button>
      </div>
    </div>
  )
}
