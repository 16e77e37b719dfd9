import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'

import { notice } from '~/components/forms/notice'
import type { WikiActionResult } from '~/domain/wiki-types'
import { hasFieldErrors } from '~/lib/form-input'
import { refreshHeaderData } from './refresh-header-data'

type Ok = Extract<WikiActionResult, { ok: true }>

type Failed = Extract<WikiActionResult, { ok: false }>

export interface WikiActionHandlers {
  /** The success toast for this answer. */
  successToast: (result: Ok) => string
  /** The failure toast of a real failure; the server's message is its description. */
  failureToast: (result: Failed) => string
  onSuccess?: (result: Ok) => void
  onFailure?: (result: Failed) => void
}

/**
 * Posts an admin wiki form to the page's action (routes/wiki/wiki-action.server.ts) and reacts
 * to the answer once: a notice (forms/notice.ts), the 'refreshHeaderData' event for the header's mega-menus after
 * every change, and the caller's follow-up. The page's loaders run again on their own.
 */
export function useWikiAction(handlers: WikiActionHandlers) {
  const fetcher = useFetcher<WikiActionResult>()
  const handled = useRef<WikiActionResult | undefined>(undefined)
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })

  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || handled.current === result) return
    handled.current = result
    const { successToast, failureToast, onSuccess, onFailure } = latest.current
    if (result.ok) {
      notice.success(successToast(result))
      refreshHeaderData()
      onSuccess?.(result)
    } else {
      // Invalid input is shown at its fields and a conflict in the form itself (as in the content forms).
      if (!hasFieldErrors(result.fields) && !result.conflict)
        notice.failure(failureToast(result), result.message)
      onFailure?.(result)
    }
  }, [fetcher.state, fetcher.data])

  return {
    submit: (formData: FormData) => {
      // Tells the action that the page handles the answer itself (see wiki-action.server.ts).
      formData.set('enhanced', '1')
      return fetcher.submit(formData, { method: 'post' })
    },
    busy: fetcher.state !== 'idle',
    /** The last answer, once it has arrived. */
    result: fetcher.state === 'idle' ? fetcher.data : undefined,
  }
}
