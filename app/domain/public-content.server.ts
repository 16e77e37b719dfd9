/**
 * What a visitor may see, per kind of content: the one rule that every public listing shares
 * (pages, search, the sitemap and the feeds). Published items, and scheduled items whose
 * publication time has passed (the scheduler marks those published soon after; a read never
 * waits for it).
 *
 * Each predicate is a SQL condition on the kind's own table, so it can sit in a Drizzle `where`
 * or inside a hand-written query.
 */
import { and, eq, lte, or, sql, type SQL } from 'drizzle-orm'

import { wikiArticles } from '~/db/schema'
import { publicCondition } from './content-store.server'

/** Wiki articles: published, or scheduled and due; drafts and archived articles stay with the admins. */
function publicWiki(at?: Date): SQL {
  const due = at ? lte(wikiArticles.publishAt, at) : sql`${wikiArticles.publishAt} <= now()`
  return or(eq(wikiArticles.status, 'published'), and(eq(wikiArticles.status, 'scheduled'), due))!
}

export const PUBLIC_CONTENT = {
  wiki: publicWiki,
  events: (at?: Date): SQL => publicCondition('events', at),
  news: (at?: Date): SQL => publicCondition('news', at),
  stories: (at?: Date): SQL => publicCondition('stories', at),
} as const

export type PublicKind = keyof typeof PUBLIC_CONTENT
