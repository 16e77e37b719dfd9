/**
 * The JSON API's shape of wiki categories and articles (docs/api.md): snake_case field
 * names, each text with its `_el` Greek twin. Shared by the API (server) and the admin editor
 * (browser), which reads an article through the API.
 */
import type { WikiArticleRow, WikiCategoryRow } from '~/db/schema'
import type { EditableArticle } from '~/domain/wiki-types'
import type { ArticleStatus } from './constants'

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
  created_at: string
  updated_at: string
}

export function categoryJson(row: WikiCategoryRow, articleCount: number): CategoryJson {
  return {
    id: row.id,
    name: row.name,
    name_el: row.nameEl,
    slug: row.slug,
    description: row.description,
    description_el: row.descriptionEl,
    order_index: row.orderIndex,
    page: row.page,
    article_count: articleCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function articleJson(row: WikiArticleRow, categorySlug: string, readTimeMinutes: number): ArticleJson {
  return {
    id: row.id,
    title: row.title,
    title_el: row.titleEl,
    slug: row.slug,
    excerpt: row.excerpt,
    excerpt_el: row.excerptEl,
    category_id: row.categoryId,
    category_slug: categorySlug,
    content: row.content,
    content_el: row.contentEl,
    status: row.status as ArticleStatus,
    el_ready: row.elReady,
    publish_at: row.publishAt ? row.publishAt.toISOString() : null,
    order_index: row.orderIndex,
    read_time: row.readTime,
    read_time_minutes: readTimeMinutes,
    tags: row.tags,
    featured_image_url: row.featuredImageUrl,
    original_url: row.originalUrl,
    meta_description: row.metaDescription,
    meta_description_el: row.metaDescriptionEl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export function articleFromJson(json: ArticleJson): EditableArticle {
  return {
    id: json.id,
    title: json.title,
    titleEl: json.title_el,
    slug: json.slug,
    excerpt: json.excerpt,
    excerptEl: json.excerpt_el,
    categoryId: json.category_id,
    content: json.content,
    contentEl: json.content_el,
    status: json.status,
    elReady: json.el_ready,
    publishAt: json.publish_at,
    orderIndex: json.order_index,
    readTime: json.read_time,
    tags: json.tags,
    featuredImageUrl: json.featured_image_url,
    originalUrl: json.original_url,
    metaDescription: json.meta_description,
    metaDescriptionEl: json.meta_description_el,
  }
}

const SNAKE_TO_CAMEL: Record<string, string> = {
  name_el: 'nameEl',
  description_el: 'descriptionEl',
  order_index: 'orderIndex',
  title_el: 'titleEl',
  excerpt_el: 'excerptEl',
  category_id: 'categoryId',
  content_el: 'contentEl',
  read_time: 'readTime',
  featured_image_url: 'featuredImageUrl',
  original_url: 'originalUrl',
  meta_description: 'metaDescription',
  meta_description_el: 'metaDescriptionEl',
  el_ready: 'elReady',
  publish_at: 'publishAt',
  content_blocks: 'contentBlocks',
}

/** An API body in snake_case as the form schemas read it (camelCase is accepted too). */
export function bodyToInput(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) out[SNAKE_TO_CAMEL[key] ?? key] = value
  return out
}
