import type { EditableArticle } from '~/domain/wiki-types'
import { cyprusLocalToDate } from '~/lib/dates'

const TEXT_FIELDS = [
  'title',
  'titleEl',
  'slug',
  'excerpt',
  'excerptEl',
  'categoryId',
  'content',
  'contentEl',
  'status',
  'featuredImageUrl',
  'originalUrl',
  'metaDescription',
  'metaDescriptionEl',
  'nextReviewDue',
] as const satisfies readonly (keyof EditableArticle)[]

/**
 * A kept draft of the wiki article form (its fields as posted: all text) as the article's values
 * the form starts from: numbers, the Greek-ready flag, the publication time as an instant.
 */
export function restoredArticleFields(
  restored: Record<string, unknown> | undefined,
): Partial<EditableArticle> {
  if (!restored) return {}
  const fields: Partial<Record<keyof EditableArticle, unknown>> = {}
  for (const name of TEXT_FIELDS)
    if (typeof restored[name] === 'string') fields[name] = restored[name]
  for (const name of ['orderIndex', 'readTime'] as const) {
    const value = Number(restored[name])
    if (restored[name] !== '' && Number.isFinite(value)) fields[name] = value
  }
  if (Array.isArray(restored.tags))
    fields.tags = restored.tags.filter((tag) => typeof tag === 'string')
  if (typeof restored.elReady === 'string') fields.elReady = restored.elReady !== 'false'
  // The revision the draft was typed against: a save of it merges against that one, never over newer saves.
  if (typeof restored.base_revision === 'string') fields.baseRevision = restored.base_revision
  // The sources travel as one JSON text (sources-field.tsx); an unreadable one is not restored.
  if (typeof restored.sources === 'string') {
    try {
      const sources: unknown = JSON.parse(restored.sources)
      if (Array.isArray(sources)) fields.sources = sources
    } catch {
      // Left as the article has them.
    }
  }
  if (typeof restored.publishAt === 'string')
    fields.publishAt = cyprusLocalToDate(restored.publishAt)?.toISOString() ?? null
  return fields as Partial<EditableArticle>
}
