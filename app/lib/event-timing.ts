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

const byDateTime = (a: Dated, b: Dated) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '')

export function splitByTiming<T extends Dated>(events: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((event) => !isPastEvent(event.date, today)).sort(byDateTime)
  const past = events.filter((event) => isPastEvent(event.date, today)).sort((a, b) => byDateTime(b, a))
  return { upcoming, past }
}
