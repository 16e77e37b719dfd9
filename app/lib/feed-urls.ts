/** Addresses of the feeds and calendars, for links in page heads, the footer and event pages. */
import type { Lang } from '~/i18n/languages'

export type FeedName = 'news' | 'stories'

function withLang(path: string, lang: Lang) {
  return lang === 'el' ? `${path}?lang=el` : path
}

export function feedPath(name: FeedName, lang: Lang) {
  return withLang(`/${name}/feed.xml`, lang)
}

export function eventsCalendarPath(lang: Lang) {
  return withLang('/events.ics', lang)
}

/** One event's calendar file, by its slug (its id works too). */
export function eventCalendarPath(slug: string, lang: Lang) {
  return withLang(`/events/${slug}.ics`, lang)
}
