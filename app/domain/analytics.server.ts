/**
 * Cookie-less statistics (docs/decisions/0050-cookieless-analytics.md): the server counts what it
 * serves into daily totals. Counting a page view costs a few map updates in memory; the totals go
 * to the database once a minute (and when the server stops) as one upsert, so a cached page stays
 * as cheap as it was. A report first writes what is in memory, so today's figures are up to date.
 */
import { between, sql } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { analyticsDaily } from '~/db/schema'

/** What is counted; each is a count per day, language and value. */
export const MEASURES = {
  /** Page views, by path. */
  views: 'views',
  /** Page views that came from another site, by its host. */
  referrer: 'referrer',
  /** Page views by device class (phone, tablet, desktop). */
  device: 'device',
  /** Page views by country, when the proxy in front says it (COUNTRY_HEADER). */
  country: 'country',
  /** Searches, by what was searched. */
  search: 'search',
  /** Searches that found nothing, by what was searched. */
  searchEmpty: 'search_empty',
  /** Times the first-aid seizure timer was started. */
  timerStart: 'timer_start',
} as const
export type Measure = (typeof MEASURES)[keyof typeof MEASURES]

/** How often the totals in memory go to the database. */
export const FLUSH_INTERVAL_MS = 60_000
/** Values kept in memory before a flush is forced (a flood of distinct paths cannot grow it). */
const MAX_PENDING = 5_000

export interface PageViewCount {
  day: string
  lang: string
  path: string
  referrer: string
  device: string
  country: string
}

function keyOf(day: string, measure: Measure, lang: string, value: string) {
  return JSON.stringify([day, measure, lang, value])
}

export interface AnalyticsCounter {
  pageView(view: PageViewCount): void
  search(day: string, lang: string, term: string, found: number): void
  timerStart(day: string): void
  /** Writes the totals in memory to the database; safe to call at any time. */
  flush(): Promise<void>
  /** What is in memory and not yet written. */
  pending(): ReadonlyMap<string, number>
  /** Flushes every minute until `stop`, which flushes one last time. */
  start(onError: (error: unknown) => void): void
  stop(): Promise<void>
}

export function createAnalyticsCounter(db: Db): AnalyticsCounter {
  let counts = new Map<string, number>()
  let timer: ReturnType<typeof setInterval> | undefined
  let flushing: Promise<void> = Promise.resolve()
  let reportError: (error: unknown) => void = () => {}

  const add = (day: string, measure: Measure, lang: string, value: string) => {
    const key = keyOf(day, measure, lang, value)
    counts.set(key, (counts.get(key) ?? 0) + 1)
    if (counts.size >= MAX_PENDING) void counter.flush().catch(reportError)
  }

  const write = async (batch: Map<string, number>) => {
    if (batch.size === 0) return
    const rows = [...batch].map(([key, count]) => {
      const [day, measure, lang, value] = JSON.parse(key) as [string, Measure, string, string]
      return { day, measure, lang, value, count }
    })
    try {
      await db
        .insert(analyticsDaily)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            analyticsDaily.day,
            analyticsDaily.measure,
            analyticsDaily.lang,
            analyticsDaily.value,
          ],
          set: { count: sql`${analyticsDaily.count} + excluded.count` },
        })
    } catch (error) {
      // Kept for the next flush rather than lost: put the batch back under what came since.
      for (const [key, count] of batch) counts.set(key, (counts.get(key) ?? 0) + count)
      throw error
    }
  }

  const counter: AnalyticsCounter = {
    pageView({ day, lang, path, referrer, device, country }) {
      add(day, MEASURES.views, lang, path)
      add(day, MEASURES.device, lang, device)
      if (referrer) add(day, MEASURES.referrer, lang, referrer)
      if (country) add(day, MEASURES.country, lang, country)
    },
    search(day, lang, term, found) {
      if (!term) return
      add(day, MEASURES.search, lang, term)
      if (found === 0) add(day, MEASURES.searchEmpty, lang, term)
    },
    timerStart(day) {
      add(day, MEASURES.timerStart, '', '')
    },
    flush() {
      // One write at a time, in order: a batch is taken only when the one before has landed.
      flushing = flushing
        .catch(() => {})
        .then(() => {
          const batch = counts
          counts = new Map()
          return write(batch)
        })
      return flushing
    },
    pending() {
      return counts
    },
    start(onError) {
      reportError = onError
      timer ??= setInterval(() => void counter.flush().catch(onError), FLUSH_INTERVAL_MS)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await counter.flush()
    },
  }
  return counter
}

export interface CountedValue {
  value: string
  count: number
}

export interface CountedSearch {
  lang: string
  term: string
  count: number
}

export interface AnalyticsReport {
  from: string
  to: string
  /** Page views per day of the range, every day present (0 when none). */
  days: { day: string; views: number }[]
  totalViews: number
  pages: CountedValue[]
  languages: CountedValue[]
  referrers: CountedValue[]
  devices: CountedValue[]
  countries: CountedValue[]
  searches: CountedSearch[]
  searchesWithoutResults: CountedSearch[]
  firstAid: { views: number; timerStarts: number }
}

/** How many values each ranked list shows. */
export const TOP = 50

interface Row {
  day: string
  measure: string
  lang: string
  value: string
  count: number
}

function daysOf(from: string, to: string) {
  const days: string[] = []
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day = new Date(day.getTime() + 86_400_000)
  )
    days.push(day.toISOString().slice(0, 10))
  return days
}

function ranked(totals: Map<string, number>): CountedValue[] {
  return [...totals]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, TOP)
}

const searchKey = (row: Row) => JSON.stringify([row.lang, row.value])

function rankedSearches(totals: Map<string, number>): CountedSearch[] {
  return ranked(totals).map(({ value, count }) => {
    const [lang, term] = JSON.parse(value) as [string, string]
    return { lang, term, count }
  })
}

/**
 * The stored figures of the days from `from` to `to` (YYYY-MM-DD, Cyprus days, both included).
 * Callers that want today's counts up to the moment flush the counter first (readCurrentAnalytics).
 */
export async function readAnalytics(db: Db, from: string, to: string): Promise<AnalyticsReport> {
  const rows: Row[] = await db
    .select({
      day: sql<string>`${analyticsDaily.day}::text`,
      measure: analyticsDaily.measure,
      lang: analyticsDaily.lang,
      value: analyticsDaily.value,
      count: analyticsDaily.count,
    })
    .from(analyticsDaily)
    .where(between(analyticsDaily.day, from, to))

  const perDay = new Map(daysOf(from, to).map((day) => [day, 0]))
  const sums = (measure: Measure, by: (row: Row) => string) => {
    const totals = new Map<string, number>()
    for (const row of rows)
      if (row.measure === measure) totals.set(by(row), (totals.get(by(row)) ?? 0) + row.count)
    return totals
  }
  let totalViews = 0
  let firstAidViews = 0
  for (const row of rows) {
    if (row.measure !== MEASURES.views) continue
    totalViews += row.count
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count)
    if (row.value === '/first-aid') firstAidViews += row.count
  }
  const timerStarts = [...sums(MEASURES.timerStart, () => '').values()].reduce((a, b) => a + b, 0)
  return {
    from,
    to,
    days: [...perDay].map(([day, views]) => ({ day, views })),
    totalViews,
    pages: ranked(sums(MEASURES.views, (row) => row.value)),
    languages: ranked(sums(MEASURES.views, (row) => row.lang)),
    referrers: ranked(sums(MEASURES.referrer, (row) => row.value)),
    devices: ranked(sums(MEASURES.device, (row) => row.value)),
    countries: ranked(sums(MEASURES.country, (row) => row.value)),
    searches: rankedSearches(sums(MEASURES.search, searchKey)),
    searchesWithoutResults: rankedSearches(sums(MEASURES.searchEmpty, searchKey)),
    firstAid: { views: firstAidViews, timerStarts },
  }
}

/**
 * The figures with today's counts up to the moment: what the counter holds is written first (one
 * write, in order with the minute's), so nothing is counted twice or missed by a write under way.
 */
export async function readCurrentAnalytics(
  db: Db,
  counter: AnalyticsCounter | undefined,
  from: string,
  to: string,
) {
  await counter?.flush()
  return readAnalytics(db, from, to)
}

/** The report as CSV rows: one row per counted value, a header first. */
export function analyticsCsvRows(report: AnalyticsReport): (string | number)[][] {
  const rows: (string | number)[][] = [['section', 'value', 'language', 'count']]
  for (const { day, views } of report.days) rows.push(['day', day, '', views])
  const lists = [
    ['page', report.pages],
    ['language', report.languages],
    ['referrer', report.referrers],
    ['device', report.devices],
    ['country', report.countries],
  ] as const
  for (const [section, list] of lists)
    for (const { value, count } of list) rows.push([section, value, '', count])
  for (const { lang, term, count } of report.searches) rows.push(['search', term, lang, count])
  for (const { lang, term, count } of report.searchesWithoutResults)
    rows.push(['search_without_results', term, lang, count])
  rows.push(['first_aid_views', '', '', report.firstAid.views])
  rows.push(['timer_starts', '', '', report.firstAid.timerStarts])
  return rows
}

/** The report as the JSON API answers it (docs/api.md, Statistics). */
export function analyticsJson(report: AnalyticsReport) {
  const counted = (list: CountedValue[], name: string, count = 'views') =>
    list.map(({ value, count: n }) => ({ [name]: value, [count]: n }))
  return {
    from: report.from,
    to: report.to,
    views: report.totalViews,
    days: report.days,
    pages: counted(report.pages, 'path'),
    languages: counted(report.languages, 'lang'),
    referrers: counted(report.referrers, 'host'),
    devices: counted(report.devices, 'device'),
    countries: counted(report.countries, 'country'),
    searches: report.searches,
    searches_without_results: report.searchesWithoutResults,
    first_aid: { views: report.firstAid.views, timer_starts: report.firstAid.timerStarts },
  }
}
