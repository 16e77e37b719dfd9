/**
 * The site's only date formatter, so every page writes dates the same way: long dates
 * ('5 March 2026', '5 Μαρτίου 2026') in en-GB or el-GR.
 */
import { LOCALE_OF, type Lang } from '~/i18n/languages'

/** The foundation's time zone: event times, "today" and publication times are Cyprus time. */
const CYPRUS_ZONE = 'Asia/Nicosia'
let cyprusDateFormat: Intl.DateTimeFormat | undefined

/**
 * Month names as a long date writes them in en-GB and el-GR ("5 March 2026", "5 Μαρτίου 2026":
 * Greek takes the genitive). Long dates are on the cards and pages every visitor sees, and the
 * browser formats them again while it hydrates the page; the first Intl.DateTimeFormat a page
 * builds loads the browser's date data, 63 to 88 ms in Chromium at a phone's CPU speed (4x
 * slower), in one piece that made a long task of its own. A test checks these names against
 * Intl's.
 */
const LONG_DATE_MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  el: [
    'Ιανουαρίου',
    'Φεβρουαρίου',
    'Μαρτίου',
    'Απριλίου',
    'Μαΐου',
    'Ιουνίου',
    'Ιουλίου',
    'Αυγούστου',
    'Σεπτεμβρίου',
    'Οκτωβρίου',
    'Νοεμβρίου',
    'Δεκεμβρίου',
  ],
}

/** Formats a calendar date (YYYY-MM-DD) without letting the server's time zone shift it. */
export function formatLongDate(isoDate: string, lang: Lang) {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  // Through Date.UTC, as a formatter would see it: an overflowing day rolls into the next month.
  const date = new Date(Date.UTC(year, month - 1, day))
  if (Number.isNaN(date.getTime())) return isoDate
  return `${date.getUTCDate()} ${LONG_DATE_MONTHS[lang][date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

let lastToday: { minute: number; date: string } | undefined

/** Today's calendar date in Cyprus, where the foundation's events happen. */
export function todayInCyprus(now = new Date()) {
  // Formatting in a time zone costs tens of microseconds, and most pages ask: the answer is kept
  // for the minute, which is exact because Cyprus's offsets from UTC are whole hours, so its days
  // start on a minute's boundary.
  const minute = Math.floor(now.getTime() / 60_000)
  if (lastToday?.minute === minute) return lastToday.date
  cyprusDateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: CYPRUS_ZONE })
  const date = cyprusDateFormat.format(now)
  lastToday = { minute, date }
  return date
}

let cyprusPartsFormat: Intl.DateTimeFormat | undefined

/** The wall-clock time in Cyprus at an instant, as numbers. */
function cyprusParts(instant: number) {
  cyprusPartsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CYPRUS_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  const parts = Object.fromEntries(
    cyprusPartsFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  )
  return {
    y: Number(parts.year),
    mo: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    mi: Number(parts.minute),
    s: Number(parts.second),
  }
}

/** How far Cyprus's wall clock is ahead of UTC at an instant (2 or 3 hours), in milliseconds. */
function cyprusOffset(instant: number) {
  const p = cyprusParts(instant)
  return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - Math.floor(instant / 1000) * 1000
}

/**
 * A wall-clock time in Cyprus ("2026-12-01T09:30", as a datetime-local field posts it) as an
 * instant; null when it is not such a time. Admins schedule in Cyprus time wherever they are.
 */
export function cyprusLocalToDate(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local)
  if (!match) return null
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s)
  const check = new Date(asUtc)
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  )
    return null
  // Two passes settle the offset across the daylight-saving changes.
  let instant = asUtc - cyprusOffset(asUtc)
  instant = asUtc - cyprusOffset(instant)
  return new Date(instant)
}

/** An instant as Cyprus wall-clock time for a datetime-local field ("2026-12-01T09:30"). */
export function dateToCyprusLocal(date: Date): string {
  const p = cyprusParts(date.getTime())
  const two = (n: number) => String(n).padStart(2, '0')
  return `${p.y}-${two(p.mo)}-${two(p.d)}T${two(p.h)}:${two(p.mi)}`
}

const dateTimeFormats = new Map<Lang, Intl.DateTimeFormat>()

/** Date and time in Cyprus, for admins ("1 December 2026, 09:30"). */
export function formatCyprusDateTime(date: Date | string, lang: Lang) {
  let format = dateTimeFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[lang], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: CYPRUS_ZONE,
    })
    dateTimeFormats.set(lang, format)
  }
  return format.format(typeof date === 'string' ? new Date(date) : date)
}
