import type { TagEntry } from '~/domain/tags.server'
import { tagLabelJson } from '~/lib/tag-labels'

/** A tag of the list as the API answers it: its labels and how many items carry it. */
export function tagJson(entry: TagEntry) {
  return { ...tagLabelJson(entry.name, entry.nameEl), count: entry.count }
}
