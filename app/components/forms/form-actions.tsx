import { Link } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import { PreviewButton } from './preview-button'

export function FormActions({
  submitLabel,
  savingLabel,
  submitting,
  cancelTo,
  cancelLabel,
  previewAction,
}: {
  submitLabel: string
  savingLabel: string
  submitting: boolean
  cancelTo: string
  cancelLabel: string
  /** Where the Preview button posts the form's content (none: no Preview button). */
  previewAction?: string
}) {
  useTranslation()
  return (
    <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-6">
      <Button asChild variant="outline">
        <Link to={cancelTo}>{cancelLabel}</Link>
      </Button>
      {previewAction ? <PreviewButton action={previewAction} /> : null}
      <Button type="submit" disabled={submitting}>
        {submitting ? savingLabel : submitLabel}
      </Button>
    </div>
  )
}
