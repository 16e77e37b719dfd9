/**
 * What changed between two versions of an item, field by field, word by word (jsdiff). Rich
 * text is compared as text with its formatting marked (lib/html-marked-text.ts). Pure: runs
 * wherever the two snapshots are.
 */
import { diffWords } from 'diff'

import { htmlToMarkedText } from '~/lib/html-marked-text'

export interface DiffPart {
  value: string
  added?: true
  removed?: true
}

export interface FieldDiff {
  /** The snapshot field ("title_el"). */
  field: string
  parts: DiffPart[]
}

let segmenter: Intl.Segmenter | undefined

/**
 * Words as Intl finds them: jsdiff's own word rule knows Latin letters only, so Greek text
 * would be compared letter by letter.
 */
function wordSegmenter() {
  segmenter ??= new Intl.Segmenter('el', { granularity: 'word' })
  return segmenter
}

const isRecord = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null

/** One item of a list: a record (a wiki article's source) as its parts, one line each. */
function itemText(item: unknown): string {
  if (!isRecord(item)) return String(item)
  return Object.values(item)
    .filter((part) => part !== null && part !== '')
    .join(' · ')
}

/** A snapshot value as comparable text. */
export function fieldText(value: unknown, html: boolean): string {
  if (value === null || value === undefined) return ''
  if (html) return htmlToMarkedText(String(value))
  if (Array.isArray(value)) return value.map(itemText).join(value.some(isRecord) ? '\n' : ', ')
  return String(value)
}

/** The changed fields of `newer` against `older`, in the order of `fields`. */
export function diffSnapshots(
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
  fields: readonly string[],
  htmlFields: readonly string[],
): FieldDiff[] {
  const out: FieldDiff[] = []
  for (const field of fields) {
    const html = htmlFields.includes(field)
    const before = fieldText(older[field], html)
    const after = fieldText(newer[field], html)
    if (before === after) continue
    const parts = diffWords(before, after, { intlSegmenter: wordSegmenter() }).map((change) => ({
      value: change.value,
      ...(change.added ? { added: true as const } : {}),
      ...(change.removed ? { removed: true as const } : {}),
    }))
    out.push({ field, parts })
  }
  return out
}
