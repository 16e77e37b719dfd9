/**
 * RSS 2.0 feeds of news and patient stories (one per language), built with the `feed` library
 * so that escaping, dates and the atom:link self reference follow the format.
 */
import { Feed } from 'feed'

import type { Lang } from '~/i18n/languages'
import { defaultSocialImagePath } from './social-image'

export interface FeedEntry {
  id: string
  title: string
  summary: string
  /** Sanitised HTML of the whole text, when the item has one. */
  contentHtml?: string | null
  author: string
  /** Publication day, YYYY-MM-DD. */
  date: string
  updatedAt: Date
  /** Absolute address of the item's page in the feed's language. */
  url: string
  /**
   * The item's permanent name for feed readers: the address of its page by id, which never
   * changes with its slug (and redirects to it), so a renamed item is not shown again as new.
   */
  guid: string
  imageUrl?: string | null
  category: string
}

export interface FeedInput {
  title: string
  description: string
  lang: Lang
  /** Absolute address of the list page the feed follows. */
  pageUrl: string
  /** Absolute address of the feed itself. */
  feedUrl: string
  origin: string
  copyright: string
  entries: readonly FeedEntry[]
}

/** Noon UTC of a calendar day: the same day in every reader's time zone around Cyprus. */
function dayToDate(day: string) {
  return new Date(`${day}T12:00:00Z`)
}

/** Root-relative src/href in stored HTML point at this site; feed readers need them absolute. */
export function absolutizeHtml(html: string, origin: string) {
  return html.replace(/(\s(?:src|href)=")\/(?!\/)/g, `$1${origin}/`)
}

export function rssFeed(input: FeedInput) {
  const updated = input.entries.reduce<Date | undefined>(
    (latest, e) => (!latest || e.updatedAt > latest ? e.updatedAt : latest),
    undefined,
  )
  const feed = new Feed({
    id: input.feedUrl,
    title: input.title,
    description: input.description,
    link: input.pageUrl,
    language: input.lang,
    updated: updated ?? new Date(0),
    generator: false,
    copyright: input.copyright,
    image: new URL(defaultSocialImagePath('site', input.lang), input.origin).toString(),
    favicon: new URL('/favicon.svg', input.origin).toString(),
    feedLinks: { rss: input.feedUrl },
    ttl: 60,
  })
  for (const entry of input.entries) {
    feed.addItem({
      id: entry.guid,
      guid: entry.guid,
      title: entry.title,
      link: entry.url,
      date: dayToDate(entry.date),
      description: entry.summary,
      content: entry.contentHtml ? absolutizeHtml(entry.contentHtml, input.origin) : undefined,
      author: entry.author ? [{ name: entry.author }] : undefined,
      category: [{ name: entry.category }],
      image: entry.imageUrl ? new URL(entry.imageUrl, input.origin).toString() : undefined,
    })
  }
  return feed.rss2()
}
