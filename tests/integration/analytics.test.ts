/**
 * The site's cookie-less statistics: what the server counts in front of its pages (and what it
 * leaves out), the daily totals in the database, today's figures before they are written, the
 * API for the people who run the content, and that nothing personal can be stored.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { rowsOf } from '~/db/client.server'
import { analyticsDaily } from '~/db/schema'
import {
  createAnalyticsCounter,
  readAnalytics,
  readCurrentAnalytics,
  type AnalyticsCounter,
} from '~/domain/analytics.server'
import { todayInCyprus } from '~/lib/dates'
import { createLogger } from '~/logger.server'
import { loader as analyticsApi, action as analyticsApiAction } from '~/routes/api/analytics'
import { action as timerStart, loader as timerStartGet } from '~/routes/api/analytics-timer-start'
import { NOT_COUNTED, pageViewCounter } from '../../server/page-view-counter'
import { ADMIN, ANONYMOUS, USER, callRoute } from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let database: TestDatabase
let services: Services
let counter: AnalyticsCounter

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.destroy()
})
beforeEach(async () => {
  await database.db.delete(analyticsDaily)
  counter = createAnalyticsCounter(database.db)
  services = {
    config: parseConfig({}),
    database,
    logger: createLogger('silent'),
    analytics: counter,
  }
})

const today = () => todayInCyprus()
const report = () => readCurrentAnalytics(database.db, counter, today(), today())

describe('the counter', () => {
  it('folds page views into daily totals per path, language, device, referrer and country', async () => {
    const view = { day: today(), path: '/news', device: 'phone', referrer: '', country: '' }
    counter.pageView({ ...view, lang: 'el', referrer: 'google.com', country: 'CY' })
    counter.pageView({ ...view, lang: 'el' })
    counter.pageView({ ...view, lang: 'en', path: '/first-aid', device: 'desktop' })
    counter.search(today(), 'el', 'κρίση', 3)
    counter.search(today(), 'en', 'siezure', 0)
    counter.timerStart(today())

    // Before the minute's write the counts are in memory only; a report writes them first.
    expect(counter.pending().size).toBeGreaterThan(0)
    expect((await readAnalytics(database.db, today(), today())).totalViews).toBe(0)
    const figures = await report()
    expect(counter.pending().size).toBe(0)
    expect(figures.totalViews).toBe(3)
    expect(figures.days).toEqual([{ day: today(), views: 3 }])
    expect(figures.pages).toEqual([
      { value: '/news', count: 2 },
      { value: '/first-aid', count: 1 },
    ])
    expect(figures.languages).toEqual([
      { value: 'el', count: 2 },
      { value: 'en', count: 1 },
    ])
    expect(figures.devices).toEqual([
      { value: 'phone', count: 2 },
      { value: 'desktop', count: 1 },
    ])
    expect(figures.referrers).toEqual([{ value: 'google.com', count: 1 }])
    expect(figures.countries).toEqual([{ value: 'CY', count: 1 }])
    expect(figures.searches).toEqual([
      { lang: 'el', term: 'κρίση', count: 1 },
      { lang: 'en', term: 'siezure', count: 1 },
    ])
    expect(figures.searchesWithoutResults).toEqual([{ lang: 'en', term: 'siezure', count: 1 }])
    expect(figures.firstAid).toEqual({ views: 1, timerStarts: 1 })
  })

  it('adds to the stored totals on each write, never replacing them', async () => {
    const view = { day: today(), lang: 'en', path: '/', device: 'phone', referrer: '', country: '' }
    counter.pageView(view)
    await counter.flush()
    counter.pageView(view)
    counter.pageView(view)
    await counter.flush()
    // A second server writing to the same database adds to the same rows.
    const other = createAnalyticsCounter(database.db)
    other.pageView(view)
    await other.flush()
    expect((await report()).pages).toEqual([{ value: '/', count: 4 }])
  })

  it('fills every day of the period, with 0 for days without views', async () => {
    await database.db.insert(analyticsDaily).values([
      { day: '2026-01-01', lang: 'en', measure: 'views', value: '/', count: 5 },
      { day: '2026-01-03', lang: 'el', measure: 'views', value: '/news', count: 2 },
    ])
    const figures = await readAnalytics(database.db, '2026-01-01', '2026-01-03')
    expect(figures.days).toEqual([
      { day: '2026-01-01', views: 5 },
      { day: '2026-01-02', views: 0 },
      { day: '2026-01-03', views: 2 },
    ])
    expect((await readAnalytics(database.db, '2026-01-02', '2026-01-02')).totalViews).toBe(0)
  })

  it('keeps the counts for the next write when a write fails', async () => {
    counter.timerStart(today())
    await database.db.execute(
      sql`ALTER TABLE analytics_daily ADD CONSTRAINT analytics_refuse CHECK (count < 0) NOT VALID`,
    )
    try {
      await expect(counter.flush()).rejects.toThrow()
      expect(counter.pending().size).toBe(1)
    } finally {
      await database.db.execute(sql`ALTER TABLE analytics_daily DROP CONSTRAINT analytics_refuse`)
    }
    await counter.flush()
    expect((await report()).firstAid.timerStarts).toBe(1)
  })

  it('stores nothing that could tell one visitor from another', async () => {
    const columns = rowsOf<{ column_name: string }>(
      await database.db.execute(
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'analytics_daily' ORDER BY ordinal_position`,
      ),
    )
    const names = columns.map((row) => row.column_name)
    expect(names).toEqual(['day', 'lang', 'measure', 'value', 'count'])
  })
})

describe('what the server counts', () => {
  let base: string
  let server: http.Server

  beforeEach(async () => {
    const app = express()
    app.use(pageViewCounter(counter, { countryHeader: 'cf-ipcountry' }))
    // Stand-ins for what React Router answers: pages, their data, the API, errors.
    app.use((req, res) => {
      if (req.get('x-team')) res.locals[NOT_COUNTED] = true
      res.setHeader('Content-Language', req.query.lang === 'el' ? 'el' : 'en')
      if (req.path === '/missing') return res.status(404).type('html').send('<h1>404</h1>')
      if (req.path.startsWith('/api/')) return res.json({ ok: true })
      if (req.path === '/cached') return res.status(304).type('html').end()
      if (req.path.endsWith('.data')) return res.type('text/x-script').send('[]')
      if (req.path === '/search') res.setHeader('X-Search-Results', String(req.query.found))
      res.type('html').send('<!doctype html><p>page</p>')
    })
    server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return () => new Promise<void>((resolve) => server.close(() => resolve()))
  })

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      headers: { 'user-agent': PHONE, ...headers },
    })
    await response.arrayBuffer()
    // The count is taken once the server sees the answer finish: the checks poll for it.
    return response.status
  }

  it('counts people’s page views, with their device, the other site and the country', async () => {
    await get('/news', { referer: 'https://www.facebook.com/groups/1', 'cf-ipcountry': 'CY' })
    await get('/news?lang=el', { 'user-agent': DESKTOP, 'sec-fetch-dest': 'document' })
    await get('/cached')
    // A returning visitor's navigation, passed on by the service worker (Chromium's headers;
    // fetch would put its own Sec-Fetch-Mode in, so this one goes out as written).
    await new Promise<void>((resolve, reject) =>
      http
        .get(
          `${base}/news`,
          {
            headers: {
              'user-agent': PHONE,
              'sec-fetch-dest': 'empty',
              'sec-fetch-mode': 'navigate',
            },
          },
          (response) => response.resume().on('end', resolve),
        )
        .on('error', reject),
    )
    await expect.poll(async () => (await report()).totalViews).toBe(4)
    const figures = await report()
    expect(figures.pages).toEqual([
      { value: '/news', count: 3 },
      { value: '/cached', count: 1 },
    ])
    expect(figures.languages).toEqual([
      { value: 'en', count: 3 },
      { value: 'el', count: 1 },
    ])
    expect(figures.devices).toEqual([
      { value: 'phone', count: 3 },
      { value: 'desktop', count: 1 },
    ])
    expect(figures.referrers).toEqual([{ value: 'facebook.com', count: 1 }])
    expect(figures.countries).toEqual([{ value: 'CY', count: 1 }])
  })

  it('counts a client-side navigation to another page, not a reload of the same page’s data', async () => {
    await get('/news.data', { referer: `${base}/` })
    await get('/news.data', { referer: `${base}/news` })
    await get('/_root.data', { referer: `${base}/about` })
    await expect.poll(async () => (await report()).totalViews).toBe(2)
    expect((await report()).pages).toEqual([
      { value: '/', count: 1 },
      { value: '/news', count: 1 },
    ])
  })

  it('leaves out robots, prefetches, the site’s team, errors, the API and files', async () => {
    await get('/news', { 'user-agent': GOOGLEBOT })
    await get('/news', { 'user-agent': '' })
    await get('/news', { 'sec-purpose': 'prefetch' })
    // The service worker saving a page for offline use fetches it as a script does.
    await get('/first-aid', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' })
    await get('/news', { 'x-team': '1' })
    await get('/missing')
    await get('/api/v1/news')
    await get('/sitemap.xml')
    await get('/events.ics')
    // One page view after them all: once it is counted, none of the others was.
    await get('/about')
    await expect.poll(async () => (await report()).totalViews).toBe(1)
    expect((await report()).pages).toEqual([{ value: '/about', count: 1 }])
    expect((await report()).devices).toEqual([{ value: 'phone', count: 1 }])
  })

  it('counts searches, also those answered from the page cache, and the ones that found nothing', async () => {
    await get('/search?q=Recovery%20Position&found=4')
    await get('/search?q=recovery+position&found=4')
    await get('/search?q=siezure&found=0')
    await expect
      .poll(async () => (await report()).searches)
      .toEqual([
        { lang: 'en', term: 'recovery position', count: 2 },
        { lang: 'en', term: 'siezure', count: 1 },
      ])
    expect((await report()).searchesWithoutResults).toEqual([
      { lang: 'en', term: 'siezure', count: 1 },
    ])
  })
})

describe('POST /api/v1/analytics/timer-start', () => {
  it('adds one to today’s timer starts for anyone, and reads no body', async () => {
    for (const auth of [ANONYMOUS, USER]) {
      const response = await callRoute(
        services,
        timerStart,
        auth,
        '/api/v1/analytics/timer-start',
        {
          method: 'POST',
          headers: { 'user-agent': PHONE },
        },
      )
      expect(response.status).toBe(204)
    }
    expect((await report()).firstAid.timerStarts).toBe(2)
  })

  it('does not count robots, and answers 405 to other methods without counting', async () => {
    const robot = await callRoute(
      services,
      timerStart,
      ANONYMOUS,
      '/api/v1/analytics/timer-start',
      {
        method: 'POST',
        headers: { 'user-agent': GOOGLEBOT },
      },
    )
    expect(robot.status).toBe(204)
    const get = await callRoute(services, timerStartGet, ANONYMOUS, '/api/v1/analytics/timer-start')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const put = await callRoute(services, timerStart, ANONYMOUS, '/api/v1/analytics/timer-start', {
      method: 'PUT',
      headers: { 'user-agent': PHONE },
    })
    expect(put.status).toBe(405)
    expect((await report()).firstAid.timerStarts).toBe(0)
  })
})

describe('GET /api/v1/analytics', () => {
  beforeEach(async () => {
    await database.db.insert(analyticsDaily).values([
      { day: '2026-11-01', lang: 'el', measure: 'views', value: '/first-aid', count: 7 },
      { day: '2026-11-02', lang: 'en', measure: 'views', value: '/news', count: 3 },
      { day: '2026-11-02', lang: 'en', measure: 'search', value: '=cmd|calc', count: 1 },
      { day: '2026-11-02', lang: 'en', measure: 'search_empty', value: '=cmd|calc', count: 1 },
      { day: '2026-11-02', lang: '', measure: 'timer_start', value: '', count: 2 },
    ])
  })

  it('refuses anyone but the people who run the content', async () => {
    const path = '/api/v1/analytics?from=2026-11-01&to=2026-11-02'
    expect((await callRoute(services, analyticsApi, ANONYMOUS, path)).status).toBe(401)
    const user = await callRoute(services, analyticsApi, USER, path)
    expect(user.status).toBe(403)
    expect((await user.json()).error.code).toBe('forbidden')
  })

  it('answers the period’s figures as JSON, today’s counts included', async () => {
    counter.pageView({
      day: today(),
      lang: 'en',
      path: '/',
      device: 'phone',
      referrer: '',
      country: '',
    })
    const response = await callRoute(
      services,
      analyticsApi,
      ADMIN,
      `/api/v1/analytics?from=2026-11-01&to=${today()}`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { data } = await response.json()
    expect(data.from).toBe('2026-11-01')
    expect(data.views).toBe(11)
    expect(data.pages).toEqual([
      { path: '/first-aid', views: 7 },
      { path: '/news', views: 3 },
      { path: '/', views: 1 },
    ])
    expect(data.languages).toEqual([
      { lang: 'el', views: 7 },
      { lang: 'en', views: 4 },
    ])
    expect(data.first_aid).toEqual({ views: 7, timer_starts: 2 })
    expect(data.searches_without_results).toEqual([{ lang: 'en', term: '=cmd|calc', count: 1 }])
    expect(data.days[0]).toEqual({ day: '2026-11-01', views: 7 })
  })

  it('downloads as CSV, where nothing a visitor typed can run as a formula', async () => {
    const response = await callRoute(
      services,
      analyticsApi,
      ADMIN,
      '/api/v1/analytics?from=2026-11-01&to=2026-11-02&format=csv',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="statistics-2026-11-01-to-2026-11-02.csv"',
    )
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe('section,value,language,count')
    expect(lines).toContain('day,2026-11-01,,7')
    expect(lines).toContain('page,/first-aid,,7')
    expect(lines).toContain("search,'=cmd|calc,en,1")
    expect(lines).toContain('timer_starts,,,2')
  })

  it.each([
    ['from=2026-02-30', 'from', 'Start date: write it as YYYY-MM-DD, for example 2026-11-01.'],
    ['to=soon', 'to', 'End date: write it as YYYY-MM-DD, for example 2026-11-30.'],
    ['from=2026-11-02&to=2026-11-01', 'from', 'The start date must be on or before the end date.'],
    ['from=2020-01-01&to=2026-01-01', 'from', 'Choose a period of at most 366 days.'],
    ['format=xml', 'format', 'format may be json or csv.'],
  ])('answers 400 to %s, naming the field', async (query, field, message) => {
    const response = await callRoute(services, analyticsApi, ADMIN, `/api/v1/analytics?${query}`)
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({ [field]: message })
  })

  it('speaks Greek to a Greek caller', async () => {
    const response = await callRoute(services, analyticsApi, ADMIN, '/api/v1/analytics?to=x', {
      lang: 'el',
    })
    expect((await response.json()).error.message).toBe(
      'Ημερομηνία λήξης: γράψτε τη ως ΕΕΕΕ-ΜΜ-ΗΗ, για παράδειγμα 2026-11-30.',
    )
  })

  it('is read-only', async () => {
    const response = await callRoute(services, analyticsApiAction, ADMIN, '/api/v1/analytics', {
      method: 'POST',
      body: {},
    })
    expect(response.status).toBe(405)
    expect((await report()).totalViews).toBe(0)
  })
})
