/** Building blocks of the account pages: the card, labelled fields with their errors, alerts. */
import { Eye, EyeOff } from 'lucide'
import { useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Field } from '~/components/forms/field'
import { Input } from '~/components/ui/input'

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-primary">{title}</h1>
        {subtitle ? <p className="mt-2 text-muted-foreground">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}

interface AccountFieldProps extends Omit<React.ComponentProps<'input'>, 'id' | 'name'> {
  id: string
  name: string
  label: string
  /** An i18n key (the form's check or the server's answer). */
  error?: string
}

export function TextField({ id, name, label, error, className, ...props }: AccountFieldProps) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      {(control) => <Input {...control} name={name} {...props} />}
    </Field>
  )
}

/** A password input with a show/hide toggle (people with tremors mistype; seeing helps). */
export function PasswordField({
  id,
  name,
  label,
  error,
  ...props
}: Omit<AccountFieldProps, 'type'>) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            name={name}
            type={visible ? 'text' : 'password'}
            className="pr-11"
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={t('auth.fields.showPassword')}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            {visible ? (
              <Icon icon={EyeOff} aria-hidden="true" className="size-4" />
            ) : (
              <Icon icon={Eye} aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      )}
    </Field>
  )
}

/** A form-level error, announced when it appears. */
export function FormAlert({ id, children }: { id: string; children?: React.ReactNode }) {
  if (!children) return null
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
    >
      {children}
    </p>
  )
}

export function FormStatus({ children }: { children?: React.ReactNode }) {
  if (!children) return null
  return (
    <p role="status" className="rounded-lg bg-primary-soft px-4 py-3 text-sm text-primary">
      {children}
    </p>
  )
}
