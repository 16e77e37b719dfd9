/**
 * Counts the pages the server serves to people (docs/decisions/0050-cookieless-analytics.md):
 * once a response has gone out, a page view adds one to the day's totals of its path, language,
 * device class, referring site and country. Pages from the cache count like rendered ones,
 * because the count is taken here, in front of both. Robots, prefetches, pages a script fetched
 * (the service worker saving pages for offline use), the site's own team (marked by the auth
 * middleware) and anything that is not a page are not counted. Nothing about
 * the visitor is kept: the user agent and referrer are reduced to a class and a host on the spot.
 */
import type express from 'express'

import type { AnalyticsCounter } from '~/domain/analytics.server'
import { NOT_PAGES } from './page-request-handler'
import { todayInCyprus } from '~/lib/dates'
import {
  countryOf,
  deviceClassOf,
  isRobot,
  pagePathOf,
  referrerHostOf,
  SEARCH_RESULTS_HEADER,
  searchTermOf,
} from '~/lib/page-view'

/** Files the site serves beside its pages (feeds, calendars, the sitemap, icons). */
const FILES = /\.(?:xml|txt|ics|js|json|webmanifest|png|svg|ico)$/

/** Set on `res.locals` for a request of the site's team, which is not counted. */
export const NOT_COUNTED = 'analyticsNotCounted'

function isPageResponse(req: express.Request, res: express.Response) {
  const type = String(res.getHeader('content-type') ?? '')
  if (req.path.endsWith('.data')) {
    if (res.statusCode !== 200 || !type.startsWith('text/x-script')) return false
    // Data for the page the visitor is already on is a revalidation (after a like, a form), not
    // a visit: only a navigation from another page counts.
    const from = req.get('referer')
    if (!from) return true
    try {
      return pagePathOf(new URL(from).pathname) !== pagePathOf(req.path)
    } catch {
      return true
    }
  }
  if ((res.statusCode !== 200 && res.statusCode !== 304) || !type.startsWith('text/html'))
    return false
  // A page a script fetched, not one a person opened: the service worker keeping the first-aid
  // pages for offline use (mode cors). A navigation the service worker passes on keeps its mode
  // but says destination "empty" (Chromium), so the mode is what tells them apart. Browsers too
  // old to say count.
  const destination = req.get('sec-fetch-dest')
  return !destination || destination === 'document' || req.get('sec-fetch-mode') === 'navigate'
}

export function pageViewCounter(
  counter: AnalyticsCounter,
  options: { countryHeader?: string },
): express.RequestHandler {
  return (req, res, next) => {
    if (
      req.method === 'GET' &&
      !NOT_PAGES.test(req.path) &&
      !FILES.test(req.path) &&
      !isRobot(req.get('user-agent')) &&
      !req.get('sec-purpose')?.includes('prefetch') &&
      req.get('purpose') !== 'prefetch'
    ) {
      res.once('finish', () => {
        if (res.locals[NOT_COUNTED] || !isPageResponse(req, res)) return
        const day = todayInCyprus()
        const lang = String(res.getHeader('content-language') ?? '')
        const path = pagePathOf(req.path)
        counter.pageView({
          day,
          lang,
          path,
          device: deviceClassOf(req.get('user-agent') ?? ''),
          referrer: referrerHostOf(req.get('referer'), req.get('host') ?? ''),
          country: options.countryHeader ? countryOf(req.get(options.countryHeader)) : '',
        })
        const found = res.getHeader(SEARCH_RESULTS_HEADER)
        const query = req.query.q
        if (path === '/search' && found !== undefined && typeof query === 'string')
          counter.search(day, lang, searchTermOf(query), Number(found))
      })
    }
    next()
  }
}
