/**
 * The publication rule of every kind with a status (events, news, stories, wiki articles), in
 * one place so the kinds cannot drift apart: what a visitor may see (every public listing shares
 * it: pages, search, the sitemap and the feeds), marking scheduled items published when due, and
 * when the next one is due. Visible are published items, and scheduled items whose publication
 * time has passed (the scheduler marks those published soon after; a read never waits for it).
 *
 * Each predicate is a SQL condition on the kind's own table, so it can sit in a Drizzle `where`
 * or inside a hand-written query. The four tables are otherwise read and written by their own
 * modules (content-store.server.ts, wiki.server.ts); only the status flip is done here.
 */
import { and, eq, lte, or, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'

import type { Db } from '~/db/client.server'
import { events, news, stories, wikiArticles } from '~/db/schema'

const TABLES = { wiki: wikiArticles, events, news, stories } as const

export type PublicKind = keyof typeof TABLES
export const PUBLIC_KINDS = Object.keys(TABLES) as PublicKind[]

/** The kind's table; typed as one of them, since the columns used here are alike in all four. */
function table(kind: PublicKind) {
  return TABLES[kind] as typeof news
}

/** Published, or scheduled and due; `at` is now (the database's clock) unless a test sets it. */
export function publicCondition(kind: PublicKind, at?: Date): SQL {
  const t = table(kind)
  const due = at ? lte(t.publishAt, at) : sql`${t.publishAt} <= now()`
  return or(eq(t.status, 'published'), and(eq(t.status, 'scheduled'), due))!
}

export const PUBLIC_CONTENT = {
  wiki: (at?: Date): SQL => publicCondition('wiki', at),
  events: (at?: Date): SQL => publicCondition('events', at),
  news: (at?: Date): SQL => publicCondition('news', at),
  stories: (at?: Date): SQL => publicCondition('stories', at),
} as const

/**
 * Scheduled items of a kind whose time has come, marked published; their ids and titles. Safe
 * with several instances on one database: a row another instance published meanwhile no longer
 * matches, so each publication is returned (and logged) once.
 */
export async function publishDueRows(db: Db, kind: PublicKind, at: Date) {
  const t = table(kind)
  return db
    .update(t)
    .set({ status: 'published' })
    .where(and(eq(t.status, 'scheduled'), lte(t.publishAt, at)))
    .returning({ id: t.id, title: t.title })
}

/** The earliest publication time of any scheduled item (past ones included), in one query; null when nothing is scheduled. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [first, second, ...rest] = PUBLIC_KINDS.map((kind) => {
    const t = table(kind)
    return db
      .select({ at: sql<Date | string | null>`min(${t.publishAt})` })
      .from(t)
      .where(eq(t.status, 'scheduled'))
  })
  const rows = await unionAll(first!, second!, ...rest)
  const times = rows.flatMap((row) => (row.at ? [new Date(row.at).getTime()] : []))
  return times.length ? new Date(Math.min(...times)) : null
}
