import { useEffect, useRef, useState } from 'react'
import { useActionData, useNavigation } from 'react-router'
import { toast } from '~/components/ui/toaster'
import type { z } from 'zod'

import { fieldErrors, formToObject } from '~/domain/content-schema'

export interface ContentActionData {
  ok: false
  message: string
  fields?: Record<string, string>
  values?: Record<string, unknown>
  /** Someone else saved since the form was opened: their revision. */
  conflict?: { revisionId: number }
}

/**
 * Shared behaviour of the admin content forms. Invalid input is shown at its fields only: the
 * shared Zod schema checks the form before it is sent (the server checks again), focus moves to
 * the first field with a problem, and each error clears as soon as its field becomes valid. A
 * toast is for a real failure (the server refused or failed: 'Failed to create event.' and the
 * like), one at a time, never stacked; a conflicting save is explained in the form itself.
 */
export function useContentForm(schema: z.ZodType<unknown>, failureMessage: string, defaults: Record<string, unknown>) {
  const actionData = useActionData() as ContentActionData | undefined
  const navigation = useNavigation()
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const reported = useRef<ContentActionData | undefined>(undefined)
  const formRef = useRef<HTMLFormElement | null>(null)

  useEffect(() => {
    if (!actionData || actionData.ok !== false || reported.current === actionData) return
    reported.current = actionData
    setClientErrors(null)
    if (actionData.fields && Object.keys(actionData.fields).length > 0) {
      focusField(formRef.current, Object.keys(actionData.fields)[0])
      return
    }
    if (actionData.conflict) return
    toast.error(failureMessage, { id: FAILURE_TOAST, description: actionData.message })
  }, [actionData, failureMessage])

  const errors = clientErrors ?? actionData?.fields ?? {}
  const values = actionData?.values ?? defaults

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    formRef.current = event.currentTarget
    const result = schema.safeParse(formToObject(new FormData(event.currentTarget)))
    if (result.success) {
      setClientErrors(null)
      toast.dismiss(FAILURE_TOAST)
      return
    }
    event.preventDefault()
    const fields = fieldErrors(result.error)
    setClientErrors(fields)
    focusField(event.currentTarget, Object.keys(fields)[0])
  }

  /** On every change: errors of fields that have become valid go; no new error appears while typing. */
  function onChange(event: React.FormEvent<HTMLFormElement>) {
    formRef.current = event.currentTarget
    if (Object.keys(errors).length === 0) return
    const result = schema.safeParse(formToObject(new FormData(event.currentTarget)))
    const still = result.success ? {} : fieldErrors(result.error)
    const kept = Object.fromEntries(Object.entries(errors).filter(([field]) => field in still))
    if (Object.keys(kept).length !== Object.keys(errors).length) setClientErrors(kept)
  }

  return { errors, values, onSubmit, onChange, submitting: navigation.state === 'submitting' }
}

const FAILURE_TOAST = 'content-form-failure'

/** Focus the first field with a problem so keyboard and screen-reader users land on it. */
function focusField(form: HTMLFormElement | null, name: string | undefined) {
  if (!form || !name) return
  form.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
}
