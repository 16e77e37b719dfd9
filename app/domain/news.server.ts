/** News posts: the only module that touches the news table. */
import { desc, eq } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { news, type NewsRow } from '~/db/schema'
import { sanitizeHtml } from '~/lib/sanitize-html.server'
import type { NewsCategory } from './constants'
import type { NewsInput } from './content-schema'
import { isUuid } from '~/lib/uuid'
import { PUBLIC_CONTENT } from './public-content.server'
import { forgetLikes } from './likes.server'

export interface ListNewsOptions {
  category?: NewsCategory
  limit?: number
}

/** SPEC §7: all news ordered by date descending. */
export async function listNews(db: Db, options: ListNewsOptions = {}) {
  return db
    .select()
    .from(news)
    .where(options.category ? eq(news.category, options.category) : undefined)
    .orderBy(desc(news.date), desc(news.createdAt))
    .limit(options.limit ?? 500)
}

/** Public news, newest first (feeds and the sitemap); `limit` bounds a feed. */
export async function listPublicNews(db: Db, options: { limit?: number } = {}) {
  const query = db
    .select()
    .from(news)
    .where(PUBLIC_CONTENT.news())
    .orderBy(desc(news.date), desc(news.createdAt))
  return options.limit === undefined ? query : query.limit(options.limit)
}

export async function getNews(db: Db, id: string) {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1)
  return row
}

function newsValues(input: NewsInput) {
  return {
    title: input.title,
    titleEl: input.title_el,
    excerpt: input.excerpt,
    excerptEl: input.excerpt_el,
    // The one allow-list for stored HTML (DESIGN principle 2).
    content: sanitizeHtml(input.content),
    contentEl: input.content_el === null ? null : sanitizeHtml(input.content_el) || null,
    category: input.category,
    date: input.date,
    author: input.author,
    authorEl: input.author_el,
    tags: input.tags,
    imageUrl: input.image_url,
  }
}

/** SPEC §4: a new news post is saved with featured false. */
export async function createNews(db: Db, input: NewsInput): Promise<NewsRow> {
  const [row] = await db.insert(news).values({ ...newsValues(input), featured: false }).returning()
  return row!
}

/** SPEC §4: on edit, featured stays as the form holds it. */
export async function updateNews(db: Db, id: string, input: NewsInput): Promise<NewsRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.update(news).set({ ...newsValues(input), featured: input.featured }).where(eq(news.id, id)).returning()
  return row
}

export async function deleteNews(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  return db.transaction(async (tx) => {
    const rows = await tx.delete(news).where(eq(news.id, id)).returning({ id: news.id })
    if (rows.length > 0) await forgetLikes(tx as unknown as Db, 'news', id)
    return rows.length > 0
  })
}

export function newsAsInput(row: NewsRow): Record<string, unknown> {
  return {
    title: row.title,
    title_el: row.titleEl,
    excerpt: row.excerpt,
    excerpt_el: row.excerptEl,
    content: row.content,
    content_el: row.contentEl,
    category: row.category,
    date: row.date,
    author: row.author,
    author_el: row.authorEl,
    tags: row.tags,
    featured: row.featured,
    image_url: row.imageUrl,
  }
}

export function newsJson(row: NewsRow) {
  return {
    id: row.id,
    ...newsAsInput(row),
    likes_count: row.likesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
