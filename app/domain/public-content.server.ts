/**
 * What a visitor may see, per kind of content: the one rule that every public listing shares
 * (pages, search, the sitemap and the feeds). When events, news or stories gain an editorial
 * status, only the predicate of that kind here changes.
 *
 * Each predicate is a SQL condition on the kind's own table, so it can sit in a Drizzle `where`
 * or inside a hand-written query.
 */
import { eq, sql, type SQL } from 'drizzle-orm'

import { events, news, stories, wikiArticles } from '~/db/schema'

export const PUBLIC_CONTENT = {
  /** Wiki articles: published only (drafts and archived articles stay with the admins). */
  wiki: (): SQL => eq(wikiArticles.status, 'published'),
  /** Events have no editorial status yet: every stored event is public. */
  events: (): SQL => sql`${events.id} IS NOT NULL`,
  /** News have no editorial status yet: every stored post is public. */
  news: (): SQL => sql`${news.id} IS NOT NULL`,
  /** Stories have no editorial status yet: every stored story is public. */
  stories: (): SQL => sql`${stories.id} IS NOT NULL`,
} as const

export type PublicKind = keyof typeof PUBLIC_CONTENT
