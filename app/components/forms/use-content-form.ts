import { useMemo } from 'react'
import { useActionData, useNavigation } from 'react-router'
import type { z } from 'zod'

import { V } from '~/domain/content-schema'
import type { ConflictView } from '~/domain/edit-merge'
import { schemaCheck, type FieldErrors } from '~/lib/form-input'
import { useUnsavedChanges } from './unsaved-changes'
import { useFormCheck } from './use-form-check'

/** The props every content form page passes (events, news, stories). */
export interface ContentFormProps {
  mode: 'create' | 'edit'
  defaults: Record<string, unknown>
  today: string
  currentDate?: string
  /** Edit: the newest revision when the form was opened ('' when none). */
  baseRevision?: string
  cancelTo: string
}

export interface ContentActionData {
  ok: false
  message: string
  fields?: FieldErrors
  values?: Record<string, unknown>
  /** Someone else saved since the form was opened: what they changed, what both did. */
  conflict?: ConflictView
}

/**
 * The admin content forms on the shared form pipeline (use-form-check.ts): the kind's Zod schema
 * checks the form before it is sent, the server checks again. A real failure ('Failed to create
 * event.' and the like) is a toast; a conflicting save is explained in the form itself. After a
 * refused post the form shows what was sent.
 */
export function useContentForm(
  schema: z.ZodType<unknown>,
  failureMessage: string,
  defaults: Record<string, unknown>,
) {
  const actionData = useActionData() as ContentActionData | undefined
  const navigation = useNavigation()
  const check = useMemo(() => schemaCheck(schema, V.textInvalid), [schema])
  const { errors, formProps } = useFormCheck({
    check,
    answer: actionData,
    failureTitle: (answer) => (answer.conflict ? undefined : failureMessage),
  })
  return {
    errors,
    values: actionData?.values ?? defaults,
    formProps,
    submitting: navigation.state === 'submitting',
  }
}

/**
 * A content form with its unsaved-changes guard: a restored draft stands in for the defaults.
 * Render `unsaved.guard` inside the form and key the form with `unsaved.formKey`.
 */
export function useGuardedContentForm(
  schema: z.ZodType<unknown>,
  failureMessage: string,
  defaults: Record<string, unknown>,
) {
  const unsaved = useUnsavedChanges()
  return { unsaved, ...useContentForm(schema, failureMessage, unsaved.restored ?? defaults) }
}
