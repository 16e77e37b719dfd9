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
 * Shared behaviour of the admin content forms: the shared Zod schema checks the form before it
 * is sent (the server checks again); errors from either side show at their fields, and a
 * refused save shows the form's failure toast ('Failed to create event.' and the like).
 */
export function useContentForm(schema: z.ZodType<unknown>, failureMessage: string, defaults: Record<string, unknown>) {
  const actionData = useActionData() as ContentActionData | undefined
  const navigation = useNavigation()
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const reported = useRef<ContentActionData | undefined>(undefined)

  useEffect(() => {
    if (!actionData || actionData.ok !== false || reported.current === actionData) return
    reported.current = actionData
    toast.error(failureMessage, { description: actionData.message })
  }, [actionData, failureMessage])

  const errors = clientErrors ?? actionData?.fields ?? {}
  const values = actionData?.values ?? defaults

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(formToObject(new FormData(event.currentTarget)))
    if (result.success) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    const fields = fieldErrors(result.error)
    setClientErrors(fields)
    toast.error(failureMessage)
    // Focus the first field with a problem so keyboard and screen-reader users land on it.
    const first = Object.keys(fields)[0]
    const element = first ? event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`) : null
    element?.focus()
  }

  return { errors, values, onSubmit, submitting: navigation.state === 'submitting' }
}
