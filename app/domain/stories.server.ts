/** Patient stories: the only module that touches the stories table. */
import { desc, eq } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { stories, type StoryRow } from '~/db/schema'
import { sanitizeHtml } from '~/lib/sanitize-html.server'
import { STORY_READ_TIME_ON_CREATE, type StoryCategory } from './constants'
import type { StoryInput } from './content-schema'
import { isUuid } from '~/lib/uuid'
import { PUBLIC_CONTENT } from './public-content.server'
import { forgetLikes } from './likes.server'

export interface ListStoriesOptions {
  category?: StoryCategory
  limit?: number
}

/** SPEC §7: all stories ordered by date descending. */
export async function listStories(db: Db, options: ListStoriesOptions = {}) {
  return db
    .select()
    .from(stories)
    .where(options.category ? eq(stories.category, options.category) : undefined)
    .orderBy(desc(stories.date), desc(stories.createdAt))
    .limit(options.limit ?? 500)
}

/** Public stories, newest first (feeds and the sitemap); `limit` bounds a feed. */
export async function listPublicStories(db: Db, options: { limit?: number } = {}) {
  const query = db
    .select()
    .from(stories)
    .where(PUBLIC_CONTENT.stories())
    .orderBy(desc(stories.date), desc(stories.createdAt))
  return options.limit === undefined ? query : query.limit(options.limit)
}

export async function getStory(db: Db, id: string) {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1)
  return row
}

function storyValues(input: StoryInput) {
  return {
    title: input.title,
    titleEl: input.title_el,
    excerpt: input.excerpt,
    excerptEl: input.excerpt_el,
    content: input.content === null ? null : sanitizeHtml(input.content) || null,
    contentEl: input.content_el === null ? null : sanitizeHtml(input.content_el) || null,
    author: input.author,
    authorEl: input.author_el,
    date: input.date,
    category: input.category,
    tags: input.tags,
    imageUrl: input.image_url,
  }
}

/** SPEC §4/§7: a new story is saved with featured false and read_time '5 min read'. */
export async function createStory(db: Db, input: StoryInput): Promise<StoryRow> {
  const [row] = await db
    .insert(stories)
    .values({ ...storyValues(input), featured: false, readTime: STORY_READ_TIME_ON_CREATE })
    .returning()
  return row!
}

/** SPEC §7: updated without read_time; featured as the form holds it. */
export async function updateStory(db: Db, id: string, input: StoryInput): Promise<StoryRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.update(stories).set({ ...storyValues(input), featured: input.featured }).where(eq(stories.id, id)).returning()
  return row
}

export async function deleteStory(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  return db.transaction(async (tx) => {
    const rows = await tx.delete(stories).where(eq(stories.id, id)).returning({ id: stories.id })
    if (rows.length > 0) await forgetLikes(tx as unknown as Db, 'story', id)
    return rows.length > 0
  })
}

export function storyAsInput(row: StoryRow): Record<string, unknown> {
  return {
    title: row.title,
    title_el: row.titleEl,
    excerpt: row.excerpt,
    excerpt_el: row.excerptEl,
    content: row.content,
    content_el: row.contentEl,
    author: row.author,
    author_el: row.authorEl,
    date: row.date,
    category: row.category,
    featured: row.featured,
    tags: row.tags,
    image_url: row.imageUrl,
  }
}

export function storyJson(row: StoryRow) {
  return {
    id: row.id,
    ...storyAsInput(row),
    read_time: row.readTime,
    likes_count: row.likesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
