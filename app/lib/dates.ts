/**
 * The site's only date formatter, so every page writes dates the same way: long dates
 * ('5 March 2026', '5 Μαρτίου 2026') in en-GB or el-GR.
 */
import { LOCALE_OF, type Lang } from '~/i18n/languages'

// Building an Intl.DateTimeFormat loads locale data and costs far more than formatting with
// one, and a page formats many dates: make each formatter once and reuse it.
const longDateFormats = new Map<Lang, Intl.DateTimeFormat>()
let cyprusDateFormat: Intl.DateTimeFormat | undefined

function longDateFormat(lang: Lang) {
  let format = longDateFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    longDateFormats.set(lang, format)
  }
  return format
}

/** Formats a calendar date (YYYY-MM-DD) without letting the server's time zone shift it. */
export function formatLongDate(isoDate: string, lang: Lang) {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return longDateFormat(lang).format(new Date(Date.UTC(year, month - 1, day)))
}

/** Today's calendar date in Cyprus, where the foundation's events happen. */
export function todayInCyprus(now = new Date()) {
  cyprusDateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Nicosia' })
  return cyprusDateFormat.format(now)
}
