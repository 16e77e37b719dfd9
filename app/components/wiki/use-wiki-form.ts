import { useMemo } from 'react'
import type { z } from 'zod'

import { useFormCheck } from '~/components/forms/use-form-check'
import type { WikiActionResult } from '~/domain/wiki-types'
import { schemaCheck } from '~/lib/form-input'
import { useWikiAction, type WikiActionHandlers } from './use-wiki-action'

/**
 * A wiki admin form on the shared form pipeline (components/forms/use-form-check.ts): the form's
 * Zod schema (domain/wiki-input.ts) checks it before it is posted, the server checks again;
 * invalid input is shown at its fields, focused, with no toast.
 */
export function useWikiForm(
  schema: z.ZodType,
  handlers: WikiActionHandlers,
  pageAnswer?: WikiActionResult,
) {
  const action = useWikiAction(handlers)
  const check = useMemo(() => schemaCheck(schema, 'admin.wiki.validation.invalid'), [schema])
  const { errors, formProps } = useFormCheck({
    check,
    answer: action.result ?? pageAnswer,
    send: (form) => void action.submit(form),
  })
  return { errors, formProps, busy: action.busy }
}
