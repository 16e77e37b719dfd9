/**
 * Upcoming and past events. An event is past from the day after its date (in Cyprus time, see
 * todayInCyprus): on its own day it is still upcoming. Upcoming events come soonest first, past
 * ones most recent first.
 */
export function isPastEvent(date: string, today: string) {
  return date < today
}

interface Dated {
  date: string
  time?: string | null
}

const byDateTime = (a: Dated, b: Dated) =>
  a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '')

export function splitByTiming<T extends Dated>(
  events: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((event) => !isPastEvent(event.date, today)).sort(byDateTime)
  const past = events
    .filter((event) => isPastEvent(event.date, today))
    .sort((a, b) => byDateTime(b, a))
  return { upcoming, past }
}

/**
 * How long calendars show an event that has no end time: two hours (docs/product.md), so it is
 * never a zero-length entry that some calendar apps hide or show as a line.
 */
export const DEFAULT_EVENT_MINUTES = 120

/**
 * When an event ends, as Cyprus wall-clock date and time: its own end time (same day), or the
 * default duration after its start, which may fall on the next day.
 */
export function eventEnd(event: { date: string; time: string; endTime?: string | null }): {
  date: string
  time: string
} {
  if (event.endTime) return { date: event.date, time: event.endTime }
  const [y, m, d] = event.date.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = event.time.split(':').map(Number) as [number, number]
  // Wall-clock arithmetic in UTC: no time zone shifts the hours of a local date.
  const end = new Date(Date.UTC(y, m - 1, d, hours, minutes + DEFAULT_EVENT_MINUTES))
  return { date: end.toISOString().slice(0, 10), time: end.toISOString().slice(11, 16) }
}
