/**
 * Hands requests to React Router, serving anonymous page views (HTML documents and the `.data`
 * of client navigations) and the read every page makes after it loads (the header's menus)
 * from the page cache when the content has not changed since they were rendered. Everything
 * else, and every request that carries a session, goes straight to React Router through its
 * Express adapter.
 */
import { createRequestHandler as createExpressHandler } from '@react-router/express'
import { writeReadableStreamToWritable } from '@react-router/node'
import type express from 'express'
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router'

import type { ContentVersionFeed } from '~/db/content-version-feed.server'
import { carriesCredentials } from '~/lib/credentials'
import { chooseLanguageFrom } from '~/i18n/language.server'
import { LANG_COOKIE } from '~/i18n/languages'
import type { Logger } from '~/logger.server'
import { makeCachedPage, type CachedPage, type PageCache } from './page-cache'
import type { RenderQueue } from './render-queue'
import { todayInCyprus } from '~/lib/dates'

export interface PageCaching {
  pages: PageCache
  versions: Pick<ContentVersionFeed, 'get'>
  /** Cache-Control of a page and of a read served to a shared audience (browsers, CDN, reverse proxy). */
  sharedCacheControl: Record<Cacheable, string>
  logger: Logger
}

export interface PageRequestHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext(req: express.Request, res: express.Response): RouterContextProvider
  caching?: PageCaching
  /** Where page renders wait their turn; pages from the cache and everything else do not. */
  renders?: RenderQueue
}

/** Paths that are never pages: the JSON API, auth, uploaded media and their aliases. */
export const NOT_PAGES = /^\/(?:api|functions|content-api|media|assets)\//
/**
 * JSON that every page asks for once it has loaded, the same for every anonymous visitor in a
 * language: the header's menus. Rendered for each page view, it cost the server far more than
 * the cached page itself (decision 0032).
 */
const SHARED_READS = /^\/api\/v1\/header-menus$/
const CACHED_TYPES = { page: /^text\/(?:html|x-script)\b/, read: /^application\/json\b/ }
const VARY = 'Cookie, Accept-Language, Accept-Encoding'

type Cacheable = keyof typeof CACHED_TYPES

/** Builds the Fetch request React Router sees, with the host the Express adapter would use. */
function requestUrl(req: express.Request) {
  const forwarded = req.app.enabled('trust proxy')
    ? req.get('X-Forwarded-Host')?.split(':')[1]
    : undefined
  const port = Number.parseInt(forwarded ?? req.get('host')?.split(':')[1] ?? '', 10)
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || 'localhost'}${Number.isSafeInteger(port) ? `:${port}` : ''}`
  return new URL(`${req.protocol}://${host}${req.originalUrl}`)
}

function fetchRequest(req: express.Request, res: express.Response, url: URL) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  return new Request(url.href, { method: req.method, headers, signal: controller.signal })
}

/** A response every anonymous visitor in this language may get: a page or read, whole, setting no cookie of its own. */
function isShareable(response: Response, kind: Cacheable) {
  if (response.status !== 200) return false
  if (!CACHED_TYPES[kind].test(response.headers.get('content-type') ?? '')) return false
  const cookies = response.headers.getSetCookie()
  // The language cookie follows from the request alone and is set again on every hit.
  if (!cookies.every((cookie) => cookie.startsWith(`${LANG_COOKIE}=`))) return false
  // Setting it makes the response private to this browser, but not the page itself.
  const refused = cookies.length > 0 ? /\bno-store\b/ : /\b(?:private|no-store)\b/
  return !refused.test(response.headers.get('cache-control') ?? '')
}

async function sendResponse(res: express.Response, response: Response) {
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

function sendPage(
  req: express.Request,
  res: express.Response,
  page: CachedPage,
  setCookie: string | undefined,
  sharedCacheControl: string,
  state: 'hit' | 'miss',
) {
  res.status(page.status)
  for (const [name, value] of page.headers) res.setHeader(name, value)
  // The body's scripts carry the nonce of the render that made it: the policy must name that one.
  const ownNonce = res.locals.cspNonce as string | undefined
  const policy = res.getHeader('Content-Security-Policy')
  if (ownNonce && typeof policy === 'string')
    res.setHeader('Content-Security-Policy', policy.replaceAll(ownNonce, page.nonce))
  res.locals.cspNonce = page.nonce
  res.setHeader('Vary', VARY)
  res.setHeader('ETag', page.etag)
  res.setHeader('X-Page-Cache', state)
  if (setCookie) {
    res.append('Set-Cookie', setCookie)
    res.setHeader('Cache-Control', 'private, no-cache')
  } else {
    res.setHeader('Cache-Control', sharedCacheControl)
  }
  const known = req.headers['if-none-match']
  if (known && known.split(',').some((tag) => tag.trim() === page.etag)) {
    res.status(304).end()
    return
  }
  // Compressed once, when the page was kept; a proxy in front may compress it its own way.
  const gzip = req.acceptsEncodings('gzip') === 'gzip'
  const body = gzip ? page.gzip : page.body
  if (gzip) res.setHeader('Content-Encoding', 'gzip')
  res.setHeader('Content-Length', body.byteLength)
  if (req.method === 'HEAD') res.end()
  else res.end(body)
}

/** What the cache may hold a copy of: a page view (an HTML document or its `.data`, not the API, media or a form's post) or a shared read. */
function cacheableKind(req: express.Request): Cacheable | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  if (SHARED_READS.test(req.path)) return 'read'
  return NOT_PAGES.test(req.path) ? undefined : 'page'
}

export function createPageRequestHandler(
  options: PageRequestHandlerOptions,
): express.RequestHandler {
  const { build, mode, getLoadContext, caching, renders } = options
  const render = createExpressHandler({ build, mode, getLoadContext })
  const direct: express.RequestHandler = renders
    ? (req, res, next) =>
        cacheableKind(req) === 'page'
          ? renders.admit(req, res, () => render(req, res, next))
          : render(req, res, next)
    : render
  if (!caching) return direct
  const handle = createRequestHandler(build, mode)
  let versionFailureLogged = false

  return async (req, res, next) => {
    const kind = cacheableKind(req)
    if (!kind || carriesCredentials(req.headers.cookie, req.headers.authorization))
      return direct(req, res, next)

    let version: string
    try {
      const current = caching.versions.get()
      version = typeof current === 'string' ? current : await current
      versionFailureLogged = false
    } catch (error) {
      // Without a current version nothing cached can be trusted: render, as without a cache.
      if (!versionFailureLogged)
        caching.logger.error({ err: error }, 'page cache: could not read the content version')
      versionFailureLogged = true
      return direct(req, res, next)
    }

    try {
      const url = requestUrl(req)
      const choice = chooseLanguageFrom(
        url,
        req.headers.cookie ?? null,
        req.headers['accept-language'] ?? null,
      )
      // A page asked for with ?lang= remembers the choice; a read (?lang= of the page that asks) does not.
      const setCookie = kind === 'page' ? choice.setCookie : undefined
      const shared = caching.sharedCacheControl[kind]
      // The origin is part of the key: without BASE_URL, pages link to the host they were asked on.
      // So is the day in Cyprus: events move from upcoming to past at midnight without any write.
      const key = `${todayInCyprus()} ${choice.lang} ${url.origin}${req.originalUrl}`
      const cached = caching.pages.get(key, version)
      if (cached) {
        return sendPage(req, res, cached, setCookie, shared, 'hit')
      }

      const renderAndKeep = async () => {
        try {
          // Visitors who asked for the same page while it was rendering waited behind it.
          const renderedMeanwhile = renders && caching.pages.get(key, version)
          if (renderedMeanwhile)
            return sendPage(req, res, renderedMeanwhile, setCookie, shared, 'hit')
          const response = await handle(fetchRequest(req, res, url), getLoadContext(req, res))
          if (req.method === 'GET' && isShareable(response, kind)) {
            const body = Buffer.from(await response.arrayBuffer())
            const page = makeCachedPage(
              response.status,
              response.headers,
              body,
              res.locals.cspNonce as string,
            )
            caching.pages.set(key, version, page)
            return sendPage(req, res, page, setCookie, shared, 'miss')
          }
          await sendResponse(res, response)
        } catch (error) {
          next(error)
        }
      }
      // Reads are short and do not take turns with page renders, as without the cache.
      if (renders && kind === 'page') renders.admit(req, res, renderAndKeep)
      else await renderAndKeep()
    } catch (error) {
      next(error)
    }
  }
}

/**
 * Cache-Control for pages and reads anyone may share: browsers revalidate each time (ETag),
 * shared caches keep them briefly. Pages may also be served stale by a CDN while it revalidates;
 * reads may not, because browsers apply stale-while-revalidate to what a script fetches, and the
 * header's menus would then show the content of the page before.
 */
export function sharedCacheControl(cdnMaxAge: number): Record<Cacheable, string> {
  if (cdnMaxAge <= 0)
    return {
      page: 'public, max-age=0, must-revalidate',
      read: 'public, max-age=0, must-revalidate',
    }
  return {
    page: `public, max-age=0, s-maxage=${cdnMaxAge}, stale-while-revalidate=${Math.max(60, cdnMaxAge * 2)}`,
    read: `public, max-age=0, s-maxage=${cdnMaxAge}`,
  }
}
