/**
 * The browser half of the one form pipeline (docs/decisions/0018-one-form-pipeline.md), the same
 * for content, wiki and account forms:
 * - before a form is sent, its fields are read with `formValues` and checked by the form's rule
 *   (a Zod schema through `schemaCheck`, or plain checks of the same shape); invalid input is not
 *   sent and is shown at its fields only;
 * - the server checks again and answers `{ fields }` (i18n keys) for invalid input, or a
 *   message for a real failure, which becomes one failure toast where the form asks for it;
 * - focus moves to the first field with a problem, so keyboard and screen-reader users land on it;
 * - an error goes as soon as its field is valid again; no new error appears while typing.
 */
import { useEffect, useRef, useState } from 'react'

import { formValues, hasFieldErrors, type FieldErrors, type FormCheck } from '~/lib/form-input'
import { notice } from './notice'

/** The part of a server's answer the pipeline reads: `ok` is falsy when the post was refused. */
export interface FormAnswer {
  ok?: unknown
  message?: string
  fields?: FieldErrors
}

const NONE: FieldErrors = {}

export interface FormCheckOptions<A extends FormAnswer> {
  /** The form's rule, run before sending (the server runs it again). */
  check?: FormCheck
  /** The server's latest answer to this form (action data or a fetcher's data). */
  answer?: A
  /** The failure toast's title for a refused answer without field errors; undefined for none. */
  failureTitle?: (answer: A) => string | undefined
  /** For fetcher forms: sends the checked form (the browser's own submission is stopped). */
  send?: (form: FormData) => void
}

export function useFormCheck<A extends FormAnswer>({
  check,
  answer,
  failureTitle,
  send,
}: FormCheckOptions<A>) {
  const formRef = useRef<HTMLFormElement | null>(null)
  // Errors found in the browser; null shows the server's answer.
  const [local, setLocal] = useState<FieldErrors | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  // Fields the browser's check found at the last submission: their errors go once they are valid.
  const foundHere = useRef<FieldErrors>(NONE)
  const latestTitle = useRef(failureTitle)
  useEffect(() => {
    latestTitle.current = failureTitle
  })

  // A new answer from the server: its field errors replace the browser's, and take the focus.
  const [seen, setSeen] = useState<A | undefined>(undefined)
  if (answer !== seen) {
    setSeen(answer)
    if (answer && !answer.ok) {
      setLocal(null)
      if (hasFieldErrors(answer.fields)) setFocusRequest((n) => n + 1)
    }
  }
  const refused = answer && !answer.ok ? answer : undefined
  const errors = local ?? refused?.fields ?? NONE

  // A real failure (no field to show it at) is told once per answer.
  const told = useRef<A | undefined>(undefined)
  useEffect(() => {
    if (!refused || told.current === refused || hasFieldErrors(refused.fields)) return
    told.current = refused
    const title = latestTitle.current?.(refused)
    if (title) notice.failure(title, refused.message)
  }, [refused])

  useEffect(() => {
    if (focusRequest > 0) focusFirstProblem(formRef.current, Object.keys(errors)[0])
    // Only when asked: a re-render with the same errors leaves the focus where the person put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest])

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    formRef.current = event.currentTarget
    const found = check?.(formValues(new FormData(event.currentTarget))) ?? NONE
    if (hasFieldErrors(found)) {
      event.preventDefault()
      foundHere.current = found
      setLocal(found)
      setFocusRequest((n) => n + 1)
      return
    }
    // The last answer's errors no longer apply; the next answer brings its own.
    foundHere.current = NONE
    setLocal(NONE)
    notice.clearFailure()
    if (send) {
      event.preventDefault()
      send(new FormData(event.currentTarget))
    }
  }

  /** Errors of fields that have become valid go; an error only the server can find goes when its field is edited. */
  function onChange(event: React.FormEvent<HTMLFormElement>) {
    formRef.current = event.currentTarget
    if (!check || !hasFieldErrors(errors)) return
    const still = check(formValues(new FormData(event.currentTarget)))
    const edited = (event.target as { name?: string }).name
    const kept = Object.fromEntries(
      Object.entries(errors).filter(
        ([field]) => field in still || (field !== edited && !(field in foundHere.current)),
      ),
    )
    if (Object.keys(kept).length !== Object.keys(errors).length) setLocal(kept)
  }

  return { errors, formProps: { ref: formRef, noValidate: true, onSubmit, onChange } }
}

/** The first control marked invalid, in page order; else the named field's control. */
function focusFirstProblem(form: HTMLFormElement | null, firstField: string | undefined) {
  if (!form) return
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (marked) return marked.focus()
  if (firstField)
    form
      .querySelector<HTMLElement>(`[name="${CSS.escape(firstField)}"]:not([type="hidden"])`)
      ?.focus()
}
