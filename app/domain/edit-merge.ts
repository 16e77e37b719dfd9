/**
 * Merging two editors' saves field by field, against the version the later one opened (the
 * base): a field only the other person changed keeps their value, a field only this editor
 * changed takes this editor's, and a field both changed to different values needs this
 * editor's choice. Pure: the write pipelines (content.server.ts, wiki.server.ts)
 * give it snapshots in one shape (snake_case fields, as revisions keep them).
 */

export type Snapshot = Record<string, unknown>

/** Which version of a field both editors changed this editor keeps. */
export type MergeChoice = 'theirs' | 'yours'

/** What a merge found: the fields the other person changed, and what needs a choice. */
export interface MergePlan {
  /** Changed between the base and the stored version (by the other person). */
  theirs: string[]
  /** Changed by both to different values. */
  both: string[]
  /** Of `both`, those without a choice: nothing may be written until each has one. */
  unresolved: string[]
  /** Fields whose stored (their) value the save must keep rather than what this editor sent. */
  keepTheirs: string[]
}

/** Empty text and no value are the same field value (forms send '', the store keeps null). */
function comparable(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return 'null'
  // Instants: to the minute, as the forms show and send them.
  if (field.endsWith('_at') || field === 'publishAt') {
    const time =
      value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined
    if (time && !Number.isNaN(time.getTime())) return time.toISOString().slice(0, 16)
  }
  return JSON.stringify(value instanceof Date ? value.toISOString() : value)
}

export function sameValue(field: string, a: unknown, b: unknown): boolean {
  return comparable(field, a) === comparable(field, b)
}

/** The fields among `fields` whose value differs between two snapshots. */
export function fieldsChanged(
  fields: readonly string[],
  before: Snapshot,
  after: Snapshot,
): string[] {
  return fields.filter((field) => !sameValue(field, before[field], after[field]))
}

/**
 * Plans the merge of `mine` (the values this editor sends, in the snapshots' shape; `sent` the
 * fields the save carries) into `current` (stored now), both descended from `base`.
 */
export function planMerge(input: {
  fields: readonly string[]
  base: Snapshot
  current: Snapshot
  mine: Snapshot
  sent: readonly string[]
  choices?: Record<string, MergeChoice | undefined>
}): MergePlan {
  const { fields, base, current, mine, choices = {} } = input
  const sent = new Set(input.sent)
  const theirs = fieldsChanged(fields, base, current)
  const mineChanged = new Set(
    fields.filter((field) => sent.has(field) && !sameValue(field, base[field], mine[field])),
  )
  const both = theirs.filter(
    (field) => mineChanged.has(field) && !sameValue(field, mine[field], current[field]),
  )
  return {
    theirs,
    both,
    unresolved: both.filter((field) => choices[field] !== 'theirs' && choices[field] !== 'yours'),
    keepTheirs: theirs.filter((field) => !mineChanged.has(field) || choices[field] === 'theirs'),
  }
}

/** A field both editors changed: the stored (their) value and the one sent, as revisions keep them. */
export interface BothChanged {
  field: string
  theirs: unknown
  yours: unknown
}

/** What a form shows after a conflicting save, its labels and values as text in the reader's language. */
export interface ConflictView {
  /** The newest revision: saving again names it, so a save after yet another one is caught. */
  revisionId: number
  /** What the other person changed. */
  fields: { field: string; label: string }[]
  /** The fields both changed, with the two versions. */
  both: { field: string; label: string; theirs: string; yours: string }[]
}

/** The choices a form posts for the fields both changed: `resolve.<field>` = theirs | yours. */
export function mergeChoicesOf(values: Record<string, unknown>): Record<string, MergeChoice> {
  const choices: Record<string, MergeChoice> = {}
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith('resolve.') && (value === 'theirs' || value === 'yours'))
      choices[key.slice('resolve.'.length)] = value
  }
  return choices
}
