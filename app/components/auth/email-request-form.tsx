/**
 * The form of the account pages that only ask for an e-mail address (forgot password, a new
 * verification link), on the one form pipeline: checked before it is sent, the first problem
 * focused, a real failure shown above the button.
 */
import { useId } from 'react'
import { Form, useNavigation } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { useFormCheck } from '~/components/forms/use-form-check'
import { Button } from '~/components/ui/button'
import { checkEmailForm, type EmailRequestAnswer } from '~/domain/auth/auth-forms'
import { FormAlert, TextField } from './auth-form'

export function EmailRequestForm({
  answer,
  submitLabel,
  placeholder,
  className,
}: {
  answer?: EmailRequestAnswer
  submitLabel: string
  placeholder?: string
  className?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const submitting = useNavigation().state === 'submitting'
  const { errors, formProps } = useFormCheck({ check: checkEmailForm, answer })
  return (
    <Form method="post" {...formProps} className={className ?? 'space-y-4'}>
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        placeholder={placeholder}
        defaultValue={answer?.email}
        error={errors.email}
      />
      <FormAlert id={`${id}-error`}>{answer?.message}</FormAlert>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t('auth.actions.sending') : submitLabel}
      </Button>
    </Form>
  )
}
