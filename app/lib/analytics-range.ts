/**
 * The days a statistics report covers, from an address's `from` and `to` (YYYY-MM-DD, Cyprus
 * days, both included). Without them: the last 30 days up to today.
 */
export const DEFAULT_RANGE_DAYS = 30
/** A report covers at most a year and a day, so that one request cannot ask for decades. */
export const MAX_RANGE_DAYS = 366

const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

export const RANGE_PROBLEMS = ['from', 'to', 'order', 'length'] as const
export type RangeProblem = (typeof RANGE_PROBLEMS)[number]

export type RangeResult =
  | { ok: true; from: string; to: string }
  | { ok: false; field: 'from' | 'to'; problem: RangeProblem }

function validDay(value: string) {
  if (!ISO_DAY.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export function shiftDay(day: string, days: number) {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10)
}

export function parseAnalyticsRange(params: URLSearchParams, today: string): RangeResult {
  const to = params.get('to') || today
  if (!validDay(to)) return { ok: false, field: 'to', problem: 'to' }
  const from = params.get('from') || shiftDay(to, -(DEFAULT_RANGE_DAYS - 1))
  if (!validDay(from)) return { ok: false, field: 'from', problem: 'from' }
  if (from > to) return { ok: false, field: 'from', problem: 'order' }
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1
  if (days > MAX_RANGE_DAYS) return { ok: false, field: 'from', problem: 'length' }
  return { ok: true, from, to }
}
