/** Labelled form fields with hint and error wired for screen readers. */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { FieldError, Input, Label, Textarea } from '~/components/ui/input'
import { cn } from '~/lib/cn'

/** A native select styled like the text inputs (one class for every form's selects). */
export const selectClass =
  'h-10 w-full rounded-lg border border-border bg-background px-3 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-[invalid=true]:border-danger sm:text-sm'

export interface FieldProps {
  label: string
  hint?: string
  /** An i18n key (from the shared schema) or a message. */
  error?: string
  className?: string
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode
}

export function Field({ label, hint, error, className, children }: FieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error ? t(error) : null}</FieldError>
    </div>
  )
}

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

export function TextField({ name, label, defaultValue, hint, error, required, multiline, rows = 4, lang, className, maxLength }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(props) =>
        multiline ? (
          <Textarea {...props} name={name} defaultValue={defaultValue ?? ''} rows={rows} lang={lang} maxLength={maxLength} />
        ) : (
          <Input {...props} name={name} defaultValue={defaultValue ?? ''} required={required} lang={lang} maxLength={maxLength} />
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
  required,
  multiline,
  rows,
  maxLength,
}: {
  name: string
  label: string
  values: Record<string, unknown>
  errors: Record<string, string>
  required?: boolean
  multiline?: boolean
  rows?: number
  maxLength?: number
}) {
  const { t } = useTranslation()
  const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        name={name}
        label={`${label} (${t('admin.english')})`}
        defaultValue={str(values[name])}
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
        hint={t('admin.greekHint')}
        multiline={multiline}
        rows={rows}
        lang="el"
        maxLength={maxLength}
      />
    </div>
  )
}
