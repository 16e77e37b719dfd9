/** Labelled form fields with hint and error wired for screen readers. */
import { useId } from 'react'

import { useTranslation } from '~/i18n/use-translation'
import { FieldError, Label } from '~/components/ui/input'
import { cn } from '~/lib/cn'
import { keyFromData } from '~/i18n/keys'

/** A native select styled like the text inputs (one class for every form's selects). */
export const selectClass =
  'h-10 w-full rounded-lg border border-border bg-background px-3 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-[invalid=true]:border-danger sm:text-sm'

export interface FieldControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

export interface FieldProps {
  label: string
  hint?: string
  /** An i18n key (from a form check or the server's answer); translated here. */
  error?: string
  className?: string
  /** The control's id, when the page needs a known one; a generated one otherwise. */
  id?: string
  children: (props: FieldControlProps) => React.ReactNode
}

/**
 * The one labelled form field of the site (admin and account forms alike): label, control, hint
 * and error, linked for screen readers; the control marks itself invalid, which is where a
 * refused form moves the focus.
 */
export function Field({ label, hint, error, className, id: givenId, children }: FieldProps) {
  const generated = useId()
  const id = givenId ?? generated
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
      <FieldErrorText id={`${id}-error`} error={error} />
    </div>
  )
}

/** A field's error for controls that bring their own label (the editor, tags, image upload): the key, translated. */
export function FieldErrorText({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation()
  return <FieldError id={id}>{error ? t(keyFromData(error)) : null}</FieldError>
}
