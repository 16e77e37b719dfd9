/**
 * Content-Security-Policy: only our own scripts (and React Router's inline ones, by nonce), no
 * third-party request unless the operator configured one: a visitor's browser contacts no other
 * site on its own (docs/product.md, Principles).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Config } from '~/config.server'

type Directive = string | ((req: IncomingMessage, res: ServerResponse) => string)

const nonce: Directive = (_req, res) =>
  `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`

function origin(url: string | null | undefined) {
  return url ? new URL(url).origin : undefined
}

export function contentSecurityPolicy(config: Config, dev: boolean): Record<string, Directive[]> {
  // The analytics dashboard (site settings, read per request for the profile page) may be framed.
  const frames: Directive = (_req, res) => {
    const dashboard = (
      res as ServerResponse & { locals: { analyticsDashboardUrl?: string | null } }
    ).locals.analyticsDashboardUrl
    return ['https://www.youtube-nocookie.com', origin(dashboard ?? config.ANALYTICS_DASHBOARD_URL)]
      .filter(Boolean)
      .join(' ')
  }
  const connect: Directive[] = ["'self'"]
  const geolocation = origin(config.GEOLOCATION_URL)
  if (geolocation) connect.push(geolocation)
  if (dev) connect.push('ws:')
  return {
    'default-src': ["'self'"],
    // Vite's dev client injects inline scripts without a nonce; production allows ours by nonce only.
    'script-src': dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", nonce],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': connect,
    'frame-src': [frames],
    // The service worker (/sw.js) and the web app manifest come from the site itself.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
}

/**
 * Headers that only a document (or a worker) acts on: the policy of what a page may load and
 * run, framing, the opener, the referrer of a page's requests, and old browsers' switches. A
 * script, style sheet or font ignores them, yet helmet sets them on every answer, about 700 bytes
 * (a new nonce each time) on each of the 30 or so files a page loads. On a phone over HTTP/1.1
 * each file's headers come uncompressed, 20 kB or more of the line before the page is interactive
 * (docs/decisions/0079-lighter-path-to-hydration.md). `X-Content-Type-Options` and
 * `Cross-Origin-Resource-Policy` do apply to such files and stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
]

/** Files of the build that no browser opens as a document or runs as a worker. */
const SUBRESOURCE = /\.(?:js|css|woff2|ttf)(?:\.br)?$/

/** For serve-static's `setHeaders`: a script, style sheet or font goes out without them. */
export function withoutDocumentHeaders(res: ServerResponse, file: string) {
  if (!SUBRESOURCE.test(file)) return
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name)
}
