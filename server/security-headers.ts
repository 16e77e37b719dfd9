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
