/**
 * The forms' Preview button: posts what the form holds now to /admin/preview/:kind in a new tab,
 * where it is shown as visitors will see it. A separate native form carries the values, so the
 * editing form is neither submitted nor left (its unsaved-changes guard stays quiet, nothing
 * typed is lost) and nothing is saved.
 */
import { Eye } from 'lucide'
import type { MouseEvent } from 'react'

import { Icon } from '~/components/ui/icon'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/i18n/use-translation'

export function previewOf(form: HTMLFormElement, action: string) {
  const carrier = document.createElement('form')
  carrier.method = 'post'
  carrier.action = action
  carrier.target = '_blank'
  carrier.hidden = true
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue
    const input = document.createElement('textarea')
    input.name = name
    input.value = value
    carrier.append(input)
  }
  document.body.append(carrier)
  carrier.submit()
  carrier.remove()
}

export function PreviewButton({ action }: { action: string }) {
  const { t } = useTranslation()
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form
    if (form) previewOf(form, action)
  }
  return (
    <Button type="button" variant="outline" onClick={open}>
      <Icon icon={Eye} aria-hidden="true" className="size-4" />
      {t('admin.preview.button')}
      <span className="sr-only"> {t('admin.preview.opensNewTab')}</span>
    </Button>
  )
}
