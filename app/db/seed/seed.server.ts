/**
 * Seeds the demo content (demo-content.ts) once per database. A marker row in app_settings,
 * written in the same transaction, makes a second start (or a second instance starting at the
 * same time) seed nothing; deleting the demo content later does not bring it back.
 */
import { sql } from 'drizzle-orm'

import type { Db } from '../client.server'
import { DEMO_SEEDED_KEY } from '../demo-markers'
import { appSettings, events, news, stories, tags, wikiArticles, wikiCategories } from '../schema'
import { replaceArticleMedia } from '~/domain/wiki.server'
import { dateFromOffset } from '~/lib/day-offset'

import {
  demoEvents,
  demoNews,
  demoStories,
  demoTagLabels,
  demoWikiArticles,
  demoWikiCategories,
} from './demo-content'

export interface SeedCounts {
  events: number
  news: number
  stories: number
  wikiCategories: number
  wikiArticles: number
}

/** Returns what it inserted, or undefined when this database was seeded before. */
export async function seedDemoContentOnce(
  db: Db,
  today = new Date(),
): Promise<SeedCounts | undefined> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(appSettings)
      .values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key })
    if (marked.length === 0) return undefined

    const withDate = <T extends { dayOffset: number }>({ dayOffset, ...rest }: T) => ({
      ...rest,
      date: dateFromOffset(dayOffset, today),
    })
    await tx.insert(events).values(demoEvents.map(withDate))
    await tx.insert(news).values(demoNews.map(withDate))
    await tx.insert(stories).values(demoStories.map(withDate))
    const categories = await tx
      .insert(wikiCategories)
      .values(demoWikiCategories)
      .returning({ id: wikiCategories.id, slug: wikiCategories.slug })
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]))
    const articles = await tx
      .insert(wikiArticles)
      .values(
        demoWikiArticles.map(({ categorySlug, ...article }) => {
          const id = categoryId.get(categorySlug)
          if (!id)
            throw new Error(
              `Demo article "${article.slug}" names unknown category "${categorySlug}"`,
            )
          return { ...article, categoryId: id }
        }),
      )
      .returning()
    for (const article of articles) await replaceArticleMedia(tx, article)
    // The items brought their tags into the list (trigger add_item_tags); a Greek label an
    // admin gave before is kept.
    await tx
      .insert(tags)
      .values(Object.entries(demoTagLabels).map(([name, nameEl]) => ({ name, nameEl })))
      .onConflictDoUpdate({
        target: tags.name,
        set: { nameEl: sql`coalesce(${tags.nameEl}, excluded.name_el)` },
      })
    return {
      events: demoEvents.length,
      news: demoNews.length,
      stories: demoStories.length,
      wikiCategories: demoWikiCategories.length,
      wikiArticles: demoWikiArticles.length,
    }
  })
}
