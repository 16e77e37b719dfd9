/**
 * The items of the news and story feeds and of the event calendars: public items only, in the
 * reader's language (Greek where written, else English, as on the pages).
 */
import type { TFunction } from '~/i18n/translator'

import type { Db } from '~/db/client.server'
import type { EventRow } from '~/db/schema'
import { todayInCyprus } from '~/lib/dates'
import type { CalendarEvent } from '~/lib/event-calendar'
import type { Lang } from '~/i18n/languages'
import type { FeedEntry } from '~/lib/content-feed'
import { isFreeCost } from '~/lib/event-cost'
import { fieldLang, localizeForReader } from '~/lib/localized'
import { localizedUrl } from '~/lib/localized-url'
import { metaDescriptionOf } from '~/lib/meta-description'
import { bilingualKeys } from './content-fields'
import { itemPath } from './content-kinds'
import { itemSections, sectionsAsText } from './content-sections'
import { findReaderRow, listReaderRows } from './content.server'
import { imageTextsIn, uploadUrlsInHtml } from './image-texts.server'
import { withCurrentAlts } from './rich-text-pictures.server'
import { ANONYMOUS } from './viewer'
import { eventCategoryKey, translatedOr } from './label-keys'

export type FeedKind = 'news' | 'stories'
export const FEED_SIZE = 50

export async function feedEntries(
  db: Db,
  kind: FeedKind,
  lang: Lang,
  origin: string,
): Promise<FeedEntry[]> {
  const rows = await listReaderRows(db, kind, ANONYMOUS, { limit: FEED_SIZE })
  const items = rows.map((row) => localizeForReader(row, lang, bilingualKeys(kind, row)))
  const texts = await imageTextsIn(
    db,
    items.flatMap((item) => [item.imageUrl, ...uploadUrlsInHtml(item.content)]),
  )
  return items.map((item) => {
    // Images in the text are described in the text's language (English shown for want of Greek).
    const contentLang = fieldLang(item, 'content', lang) ?? lang
    return {
      id: item.id,
      title: item.title,
      summary: metaDescriptionOf(item, lang, item.excerpt),
      contentHtml: item.content
        ? withCurrentAlts(item.content, { texts, lang: contentLang })
        : item.content,
      author: item.author,
      date: item.date,
      updatedAt: item.updatedAt,
      url: localizedUrl(origin, itemPath(kind, item.slug), lang),
      guid: localizedUrl(origin, itemPath(kind, item.id), lang),
      imageUrl: item.imageUrl,
      category: item.category,
    }
  })
}

function calendarEvent(
  row: Omit<EventRow, 'contactNumber'>,
  lang: Lang,
  origin: string,
  t: TFunction,
): CalendarEvent {
  const event = localizeForReader(row, lang, bilingualKeys('events', row))
  return {
    id: event.id,
    title: event.title,
    description: sectionsAsText('events', itemSections('events', event), t),
    date: event.date,
    time: event.time,
    endTime: event.endTime ?? null,
    location: event.location,
    cost: isFreeCost(event.cost) ? t('events.free') : event.cost,
    category: translatedOr(t, eventCategoryKey(event.category), event.category),
    url: localizedUrl(origin, itemPath('events', event.slug), lang),
    updatedAt: event.updatedAt,
    createdAt: event.createdAt,
  }
}

/** Events from today (in Cyprus) on, soonest first: the calendar feed. */
export async function upcomingCalendarEvents(
  db: Db,
  lang: Lang,
  origin: string,
  t: TFunction,
  now = new Date(),
) {
  const rows = await listReaderRows(db, 'events', ANONYMOUS, { fromDate: todayInCyprus(now), now })
  return rows.map((row) => calendarEvent(row, lang, origin, t))
}

/**
 * One public event, past or upcoming, for its "Add to calendar" file, by its slug (an id or an
 * older slug works too); with its current slug.
 */
export async function calendarEventByRef(
  db: Db,
  ref: string,
  lang: Lang,
  origin: string,
  t: TFunction,
) {
  const found = await findReaderRow(db, 'events', ANONYMOUS, ref)
  return found
    ? { event: calendarEvent(found.row, lang, origin, t), slug: found.row.slug }
    : undefined
}
