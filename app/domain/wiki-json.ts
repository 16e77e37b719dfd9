/**
 * The JSON API's shape of wiki categories and articles (docs/api.md): snake_case field
 * names, each text with its `_el` Greek twin. Shared by the API (server) and the admin editor
 * (browser), which reads an article through the API.
 */
import type { WikiArticleRow, WikiCategoryRow } from '~/db/schema'
import type { EditableArticle } from '~/domain/wiki-types'
import type { ArticleSource } from '~/lib/article-source'
import type { ArticleStatus } from './constants'
import { inputFieldNames } from './content-fields'
import { camelName } from './content-kinds'

export interface CategoryJson {
  id: string
  name: string
  name_el: string | null
  slug: string
  description: string
  description_el: string | null
  order_index: number
  page: number
  /** Articles the caller may see (published only for non-admins). */
  article_count: number
  created_at: string
  updated_at: string
}

export interface ArticleJson {
  id: string
  title: string
  title_el: string | null
  slug: string
  excerpt: string
  excerpt_el: string | null
  category_id: string
  category_slug: string
  content: string
  content_el: string | null
  status: ArticleStatus
  el_ready: boolean
  publish_at: string | null
  order_index: number
  /** As stored: 0 means "work it out from the words". */
  read_time: number
  /** Minutes as readers see it (stored value, else words / 200 rounded up). */
  read_time_minutes: number
  tags: string[]
  featured_image_url: string | null
  original_url: string | null
  meta_description: string | null
  meta_description_el: string | null
  /** The references the article rests on. */
  sources: ArticleSource[]
  /** When the next review is due; null: reviewed_on + 3 years (marking reviewed always sets it). */
  next_review_due: string | null
  /** The medical reviewer's name and credentials as shown to readers; null when not reviewed. */
  reviewed_by: string | null
  /** The day of the last medical review (YYYY-MM-DD, Cyprus). */
  reviewed_on: string | null
  created_at: string
  updated_at: string
  /** Admins: the newest revision id (null when none), sent back as `base_revision` with an edit. */
  revision_id?: number | null
  /**
   * The asker's own change to the article waiting for an editor (decision 0055): `values` is the
   * article as they submitted it (these fields, snake_case), `base_revision` the revision their
   * form was opened on. Only in a GET of one article, only for its author.
   */
  pending_change?: {
    kind: string
    item_id: string
    values: Record<string, unknown>
    base_revision: string
    author_email: string | null
    submitted_at: string
  }
}

/**
 * An article's own fields, in the API's snake_case and the declared order (content-fields.ts):
 * read by the JSON shape below, the revisions (a revision keeps exactly these) and the history's
 * comparison.
 */
export const WIKI_ARTICLE_FIELDS = inputFieldNames('wiki') as readonly (keyof ArticleJson &
  string)[]

const WIKI_CATEGORY_FIELDS = [
  'name',
  'name_el',
  'slug',
  'description',
  'description_el',
  'order_index',
  'page',
] as const

/** The named fields of a row (camelCase) under their snake_case names; times as ISO text. */
function snakeFields(row: object, fields: readonly string[]): Record<string, unknown> {
  const source = row as Record<string, unknown>
  return Object.fromEntries(
    fields.map((field) => {
      const value = source[camelName(field)] ?? null
      return [field, value instanceof Date ? value.toISOString() : value]
    }),
  )
}

/**
 * A stored article as a revision keeps it: its fields, and who reviewed it when (the name as
 * shown, which outlives the account), which no form writes and a restore leaves as it is.
 */
export function articleSnapshot(row: WikiArticleRow): Record<string, unknown> {
  return {
    ...snakeFields(row, WIKI_ARTICLE_FIELDS),
    reviewed_by: row.reviewedByName ?? null,
    reviewed_on: row.reviewedOn ?? null,
  }
}

/** A category's editable fields: what the category form edits and what an API PATCH is laid over. */
export function categoryFields(row: WikiCategoryRow) {
  return {
    name: row.name,
    nameEl: row.nameEl,
    slug: row.slug,
    description: row.description,
    descriptionEl: row.descriptionEl,
    orderIndex: row.orderIndex,
    page: row.page,
  }
}

export function categoryJson(row: WikiCategoryRow, articleCount: number): CategoryJson {
  return {
    id: row.id,
    ...snakeFields(row, WIKI_CATEGORY_FIELDS),
    article_count: articleCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  } as CategoryJson
}

export function articleJson(
  row: WikiArticleRow,
  categorySlug: string,
  readTimeMinutes: number,
): ArticleJson {
  return {
    id: row.id,
    ...articleSnapshot(row),
    category_slug: categorySlug,
    read_time_minutes: readTimeMinutes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  } as ArticleJson
}

/**
 * An article as the API gave it, as the admin editor's form reads it: the asker's own pending
 * change when there is one (its values, typed on its base revision, as the inline form opens
 * on it), else the stored article.
 */
export function articleFromJson(json: ArticleJson): EditableArticle {
  const pending = json.pending_change
  const source: Record<string, unknown> = pending ? { ...json, ...pending.values } : { ...json }
  const fields = Object.fromEntries(
    WIKI_ARTICLE_FIELDS.map((field) => [camelName(field), source[field]]),
  )
  return {
    id: json.id,
    ...fields,
    baseRevision: pending
      ? pending.base_revision
      : json.revision_id === undefined
        ? undefined
        : json.revision_id === null
          ? ''
          : String(json.revision_id),
  } as EditableArticle
}

/** An API body in snake_case as the form schemas read it (camelCase is accepted too). */
export function bodyToInput(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [camelName(key), value]))
}
