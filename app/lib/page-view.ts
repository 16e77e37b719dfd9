/**
 * What the cookie-less statistics learn from one request, and nothing more: which page (by path),
 * from which other site (by host only), on which class of device, and whether it was a robot.
 * The user agent and the address are read here and forgotten; only these coarse values are counted.
 */

/** The search page says how many results it found, so that a search served from the page cache counts too. */
export const SEARCH_RESULTS_HEADER = 'X-Search-Results'

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/**
 * Crawlers, link previewers, monitors and scripted clients. Lighthouse and headless browsers
 * count as robots too: a measurement run is not a visitor.
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|curl\/|wget\/|python|java\/|go-http-client|node-fetch|axios|okhttp|httpclient|monitor|uptime|\bwrk\b/i

export function isRobot(userAgent: string | undefined) {
  // A browser always sends one; a request without any is a script.
  return !userAgent || ROBOT.test(userAgent)
}

/** Phones, tablets and the rest, as the user agent says (iPadOS asks for desktop pages: desktop). */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/\b(?:iPad|Tablet|Kindle|Silk|PlayBook)\b/i.test(userAgent)) return 'tablet'
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'phone'
  return 'desktop'
}

/**
 * The host of the site a visitor came from, or '' for none: no referrer, our own pages (a visitor
 * moving around the site) or a value that is not an address. Only the host: the path of another
 * site's page can carry a search or a person's name.
 */
export function referrerHostOf(referer: string | undefined, ownHost: string) {
  if (!referer) return ''
  let host: string
  try {
    const url = new URL(referer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    host = url.hostname.toLowerCase()
  } catch {
    return ''
  }
  const own = ownHost.toLowerCase().replace(/:\d+$/, '')
  if (host === own) return ''
  return host.replace(/^www\./, '').slice(0, 200)
}

/**
 * The page a request shows: an HTML document's path, or the page whose data a client-side
 * navigation fetched (`/news.data` is /news, `/_root.data` is the home page). Trailing slashes
 * go, so /news/ and /news count as one page.
 */
export function pagePathOf(path: string) {
  let page = path
  if (page.endsWith('.data')) {
    page = page.slice(0, -'.data'.length)
    if (page === '/_root') page = '/'
  }
  if (page.length > 1) page = page.replace(/\/+$/, '')
  return (page || '/').slice(0, 200)
}

/** A search as counted: trimmed, lower case, inner spaces collapsed, at most 100 characters. */
export function searchTermOf(query: string) {
  return query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100)
}

/** A country as counted: two capital letters from the proxy's header, or nothing. */
export function countryOf(header: string | undefined) {
  const code = header?.trim().toUpperCase() ?? ''
  // Cloudflare says XX for unknown and T1 for Tor.
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : ''
}
