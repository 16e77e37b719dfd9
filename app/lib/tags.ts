/** Tags: a tag is added when non-empty after trimming and not already present. */
export const MAX_TAG_LENGTH = 40
export const MAX_TAGS = 20

export function addTag(tags: string[], candidate: string): string[] {
  const tag = candidate.trim()
  if (!tag || tags.includes(tag)) return tags
  return [...tags, tag]
}

/** Tags as a form posts them: several fields, each possibly a comma-separated list. */
export function parseTags(values: readonly unknown[]): string[] {
  return values
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .reduce(addTag, [] as string[])
}
