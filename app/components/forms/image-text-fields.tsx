import { useId } from 'react'

import { Input, Label } from '~/components/ui/input'
import { useTranslation } from '~/i18n/use-translation'
import { MAX_ALT_LENGTH, type ImageText } from '~/domain/image-text-rules'

export interface ImageTextFieldsProps {
  value: ImageText
  onChange: (value: ImageText) => void
  /** Called when a field is left (the upload widget saves the text of an image it already has). */
  onCommit?: (value: ImageText) => void
  /** The message of the rule the text breaks, shown under the fields and linked to them. */
  error?: string
  /** Field names, for a plain form post (the admin list of images); none in the item forms. */
  named?: boolean
  disabled?: boolean
}

/**
 * An image's text alternative: its description in English and Greek, or the decorative tick,
 * which must be ticked on purpose (it starts unticked and clears nothing by itself).
 */
export function ImageTextFields({
  value,
  onChange,
  onCommit,
  error,
  named = false,
  disabled = false,
}: ImageTextFieldsProps) {
  const { t } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ')
  const invalid = error ? true : undefined
  return (
    <fieldset className="grid min-w-0 gap-3" data-image-text="">
      <legend className="text-sm font-medium">{t('admin.imageText.legend')}</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('admin.imageText.hint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-alt`}>{t('admin.imageText.alt')}</Label>
          <Input
            id={`${id}-alt`}
            name={named ? 'alt' : undefined}
            lang="en"
            value={value.alt}
            maxLength={MAX_ALT_LENGTH}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, alt: event.target.value })}
            onBlur={() => onCommit?.(value)}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-alt-el`}>{t('admin.imageText.altEl')}</Label>
          <Input
            id={`${id}-alt-el`}
            name={named ? 'alt_el' : undefined}
            lang="el"
            value={value.altEl}
            maxLength={MAX_ALT_LENGTH}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, altEl: event.target.value })}
            onBlur={() => onCommit?.(value)}
          />
        </div>
      </div>
      <label className="flex items-start gap-3 text-sm font-medium">
        <input
          type="checkbox"
          name={named ? 'decorative' : undefined}
          value="true"
          checked={value.decorative}
          disabled={disabled}
          aria-describedby={`${id}-decorative-hint`}
          className="mt-0.5 size-5 shrink-0 accent-primary"
          onChange={(event) => {
            const next = { ...value, decorative: event.target.checked }
            onChange(next)
            onCommit?.(next)
          }}
        />
        <span>
          {t('admin.imageText.decorative')}
          <span id={`${id}-decorative-hint`} className="block font-normal text-muted-foreground">
            {t('admin.imageText.decorativeHint')}
          </span>
        </span>
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
