/**
 * Shared parts of the wiki JSON API (docs/api.md, "Wiki"): the JSON shapes, reading a body in
 * snake_case, and turning validation and domain errors into the API's error answers.
 */
import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'

import type { Db } from '~/db/client.server'
import type { WikiArticleRow } from '~/db/schema'
import type { Viewer } from '~/domain/viewer'
import { countArticlesByCategory, getCategoryById, WikiWriteError } from '~/domain/wiki.server'
import { fieldErrorKeys } from '~/domain/wiki-input'
import { articleJson, categoryJson } from '~/domain/wiki-json'
import { apiError } from '~/lib/api-error.server'
import { readTimeMinutes } from '~/lib/read-time'
import { t } from './api.server'

type Ctx = Readonly<RouterContextProvider>

const CAMEL_TO_SNAKE: Record<string, string> = {
  nameEl: 'name_el',
  descriptionEl: 'description_el',
  orderIndex: 'order_index',
  titleEl: 'title_el',
  excerptEl: 'excerpt_el',
  categoryId: 'category_id',
  contentEl: 'content_el',
  readTime: 'read_time',
  featuredImageUrl: 'featured_image_url',
  originalUrl: 'original_url',
  metaDescription: 'meta_description',
  metaDescriptionEl: 'meta_description_el',
  elReady: 'el_ready',
  publishAt: 'publish_at',
  contentBlocks: 'content_blocks',
}

/** 400 with the translated message of each field, named as the API names them. */
export function validationFailed(context: Ctx, error: z.ZodError) {
  const fields = Object.fromEntries(
    Object.entries(fieldErrorKeys(error)).map(([field, key]) => [CAMEL_TO_SNAKE[field] ?? field, t(context, key)]),
  )
  return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), fields)
}

/** A refused write as an API error: 404, 409 (slug in use) or 400. */
export function writeFailed(context: Ctx, error: unknown): Response {
  if (!(error instanceof WikiWriteError)) throw error
  const message = t(context, error.messageKey)
  const fields = error.field ? { [CAMEL_TO_SNAKE[error.field] ?? error.field]: message } : undefined
  if (error.code === 'not_found') return apiError(404, 'not_found', message)
  if (error.code === 'conflict') return apiError(409, 'conflict', message, fields)
  return apiError(400, 'validation_failed', message, fields)
}

export async function categoryWithCount(db: Db, viewer: Viewer, row: Parameters<typeof categoryJson>[0]) {
  const counts = await countArticlesByCategory(db, viewer)
  return categoryJson(row, counts.get(row.id) ?? 0)
}

export async function articleWithCategory(db: Db, row: WikiArticleRow, categorySlug?: string) {
  const slug = categorySlug ?? (await getCategoryById(db, row.categoryId))?.slug ?? ''
  return articleJson(row, slug, readTimeMinutes(row.readTime, row.content))
}

/** The stored category as form input, for PATCH: the body is laid over it. */
export function categoryAsInput(row: Parameters<typeof categoryJson>[0]): Record<string, unknown> {
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

export function articleAsInput(row: WikiArticleRow): Record<string, unknown> {
  return {
    title: row.title,
    titleEl: row.titleEl,
    slug: row.slug,
    excerpt: row.excerpt,
    excerptEl: row.excerptEl,
    categoryId: row.categoryId,
    content: row.content,
    contentEl: row.contentEl,
    status: row.status,
    orderIndex: row.orderIndex,
    readTime: row.readTime,
    tags: row.tags,
    featuredImageUrl: row.featuredImageUrl,
    originalUrl: row.originalUrl,
    metaDescription: row.metaDescription,
    metaDescriptionEl: row.metaDescriptionEl,
    elReady: row.elReady,
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
  }
}
