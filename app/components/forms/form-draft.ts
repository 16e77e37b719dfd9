/**
 * Drafts of admin forms kept in this browser (localStorage), one per form and item: the fields
 * as the form would post them, and when they were typed. Nothing leaves the device.
 */
import { formValues } from '~/lib/form-input'

/** A form's fields as [name, value] pairs in document order; files are left out. */
export type FormEntries = [string, string][]

export interface FormDraft {
  savedAt: string
  entries: FormEntries
}

const PREFIX = 'form-draft:'

/**
 * The draft of the form on this page: its kind and item, 'new' for a form that creates one
 * ('/events/create' is 'events:new', '/news/<id>/edit' is 'news:<id>').
 */
export function draftKeyOf(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean)
  if (parts.length === 2 && parts[1] === 'create') return `${parts[0]}:new`
  if (parts.length === 3 && parts[2] === 'edit') return `${parts[0]}:${parts[1]}`
  return pathname
}

export function entriesOfForm(form: HTMLFormElement): FormEntries {
  const entries: FormEntries = []
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') entries.push([name, value])
  return entries
}

export function sameEntries(a: FormEntries, b: FormEntries): boolean {
  return (
    a.length === b.length && a.every(([name, value], i) => b[i]![0] === name && b[i]![1] === value)
  )
}

/**
 * `current`, with the values of the field `name` taken back from `before` (in order, as many as
 * `before` had): the form as it was just before a change to that one field.
 */
export function entriesWithFieldFrom(
  current: FormEntries,
  before: FormEntries,
  name: string,
): FormEntries {
  const old = before.filter(([field]) => field === name).map(([, value]) => value)
  let next = 0
  return current.map(([field, value]) =>
    field === name && next < old.length ? [field, old[next++]!] : [field, value],
  )
}

/** Entries as the values a form takes as defaults (tags as a list), as the server answers them. */
export function valuesOfEntries(entries: FormEntries): Record<string, unknown> {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return formValues(data)
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage refused (private mode, policies): the form works without drafts.
    return undefined
  }
}

export function readDraft(key: string, store = storage()): FormDraft | null {
  try {
    const parsed = JSON.parse(store?.getItem(PREFIX + key) ?? 'null') as FormDraft | null
    if (!parsed || typeof parsed.savedAt !== 'string' || !Array.isArray(parsed.entries)) return null
    const entries = parsed.entries.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
    )
    return { savedAt: parsed.savedAt, entries }
  } catch {
    return null
  }
}

export function writeDraft(key: string, entries: FormEntries, store = storage(), now = new Date()) {
  try {
    store?.setItem(
      PREFIX + key,
      JSON.stringify({ savedAt: now.toISOString(), entries } satisfies FormDraft),
    )
  } catch {
    // Storage full or refused: the draft is not kept, the form goes on working.
  }
}

export function removeDraft(key: string, store = storage()) {
  try {
    store?.removeItem(PREFIX + key)
  } catch {
    // As above.
  }
}
