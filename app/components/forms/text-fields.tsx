/** Text fields of the admin content forms: one text, or an English text and its Greek twin. */

import { useTranslation } from '~/i18n/use-translation'
import { Input, Textarea } from '~/components/ui/input'
import { Field } from './field'

interface TextFieldProps {
  name: string
  label: string
  defaultValue?: string | null
  hint?: string
  error?: string
  required?: boolean
  multiline?: boolean
  rows?: number
  lang?: string
  className?: string
  maxLength?: number
}

export function TextField({
  name,
  label,
  defaultValue,
  hint,
  error,
  required,
  multiline,
  rows = 4,
  lang,
  className,
  maxLength,
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(props) =>
        multiline ? (
          <Textarea
            {...props}
            name={name}
            defaultValue={defaultValue ?? ''}
            rows={rows}
            lang={lang}
            maxLength={maxLength}
          />
        ) : (
          <Input
            {...props}
            name={name}
            defaultValue={defaultValue ?? ''}
            required={required}
            lang={lang}
            maxLength={maxLength}
          />
        )
      }
    </Field>
  )
}

/**
 * An English text and its optional Greek twin (every visitor-facing text has one), side by side on
 * wide screens. The Greek field is named `<name>_el`.
 */
export function BilingualTextField({
  name,
  label,
  values,
  errors,
  hint,
  required,
  multiline,
  rows,
  maxLength,
  greekHint,
}: {
  name: string
  label: string
  values: Record<string, unknown>
  errors: Record<string, string>
  /** Help under the English field (the Greek one says how its language is used). */
  hint?: string
  required?: boolean
  multiline?: boolean
  rows?: number
  maxLength?: number
  /** The Greek field's hint, where the general one (Greek readers see the English) is not true. */
  greekHint?: string
}) {
  const { t } = useTranslation()
  const str = (value: unknown) =>
    typeof value === 'string' ? value : value == null ? '' : String(value)
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        name={name}
        label={`${label} (${t('admin.english')})`}
        defaultValue={str(values[name])}
        hint={hint}
        error={errors[name]}
        required={required}
        multiline={multiline}
        rows={rows}
        lang="en"
        maxLength={maxLength}
      />
      <TextField
        name={`${name}_el`}
        label={`${label} (${t('admin.greek')})`}
        defaultValue={str(values[`${name}_el`])}
        error={errors[`${name}_el`]}
        hint={greekHint ?? t('admin.greekHint')}
        multiline={multiline}
        rows={rows}
        lang="el"
        maxLength={maxLength}
      />
    </div>
  )
}
