/**
 * What an admin may change of a tag, from the Tags page's form or the API's JSON body: its Greek
 * label (`label_el`; empty or null clears it) and its English label (`label`, which renames the
 * tag on every item). The same rules as for tags typed in an item's form (app/lib/tags.ts):
 * trimmed, at most MAX_TAG_LENGTH characters; an English label is required and holds no comma,
 * since item forms read a comma as the end of a tag.
 */
import type { FieldErrors } from '~/lib/form-input'
import { MAX_TAG_LENGTH } from '~/lib/tags'

export interface TagChange {
  nameEl?: string | null
  rename?: string
}

export type TagChangeResult = { ok: true; change: TagChange } | { ok: false; errors: FieldErrors }

export function parseTagChange(input: Record<string, unknown>): TagChangeResult {
  const errors: FieldErrors = {}
  const change: TagChange = {}
  if ('label_el' in input) {
    const value = input.label_el
    if (value !== null && typeof value !== 'string') errors.label_el = 'admin.tags.errors.notText'
    else if (value && value.trim().length > MAX_TAG_LENGTH)
      errors.label_el = 'admin.tags.errors.tooLong'
    else change.nameEl = value?.trim() || null
  }
  if ('label' in input) {
    const value = input.label
    if (typeof value !== 'string') errors.label = 'admin.tags.errors.notText'
    else if (!value.trim()) errors.label = 'admin.tags.errors.labelRequired'
    else if (value.trim().length > MAX_TAG_LENGTH) errors.label = 'admin.tags.errors.tooLong'
    else if (value.includes(',')) errors.label = 'admin.tags.errors.comma'
    else change.rename = value.trim()
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  if (change.nameEl === undefined && change.rename === undefined)
    return { ok: false, errors: { form: 'admin.tags.errors.nothing' } }
  return { ok: true, change }
}
