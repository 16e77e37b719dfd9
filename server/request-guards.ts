/**
 * Checks every request passes before any route code runs, in the order that reads the least:
 *   0. a Host (or, from a trusted proxy, X-Forwarded-Host) no address can be built on, such as a
 *      port past 65535 or a space (400): every page and API route builds the request's URL from it;
 *   1. a NUL byte in the path (404) or the query (400): no database may ever see one;
 *   2. a state-changing request from another site (403), whatever route it is for, including
 *      actions without a page (sign-out) and Better Auth's endpoints;
 *   3. the body's size: a declared Content-Length over the route's limit is refused with 413
 *      before one byte is read, and a streamed body is counted as it arrives: past the limit the
 *      reader gets a BodyTooLargeError (routes answer 413), the rest is never buffered.
 * Whenever an answer goes out before the body was read to its end (a refusal, an anonymous
 * write refused before its form was parsed), the rest of the body is discarded for a short
 * while, so the client gets to read the answer instead of a reset connection, and the
 * connection is then closed if the client keeps sending.
 */
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express'

import type { Config } from '~/config.server'
import { createI18n } from '~/i18n/i18n'
import { chooseLanguage } from '~/i18n/language.server'
import type { Lang } from '~/i18n/languages'
import type { ApiErrorCode } from '~/lib/api-error.server'
import { BodyTooLargeError, bodyLimitFor } from '~/lib/body-limits'
import { isSameOriginWrite, SAFE_METHODS } from '~/lib/same-origin'
import { escapeHtml } from '~/lib/escape-html'
import type { TranslationKey } from '~/i18n/keys'

/** How long an unread body is drained after the answer before the connection is closed. */
export const LINGER_MS = 5_000

const API_PATH = /^\/(api|functions|content-api)\//

function fetchRequestOf(req: ExpressRequest) {
  const headers = new Headers()
  for (const name of ['cookie', 'accept-language']) {
    const value = req.get(name)
    if (value) headers.set(name, value)
  }
  return new Request(`http://localhost${req.originalUrl.startsWith('/') ? req.originalUrl : '/'}`, {
    headers,
  })
}

/** One translator per language, made on first use: refusals come in floods, strings never change. */
const translators = new Map<Lang, ReturnType<typeof createI18n>>()
function translator(lang: Lang) {
  let made = translators.get(lang)
  if (!made) {
    made = createI18n(lang)
    translators.set(lang, made)
  }
  return made
}

/** A refusal in the caller's language: the API's JSON error, or a small page for a browser. */
export async function refuse(
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  code: ApiErrorCode,
  key: TranslationKey,
) {
  let lang: Lang = 'en'
  try {
    lang = chooseLanguage(fetchRequestOf(req)).lang
  } catch {
    // A path the URL parser refuses: answer in English.
  }
  const i18n = await translator(lang)
  const message = i18n.t(key)
  if (res.headersSent) return
  res.status(status).set('Cache-Control', 'no-store')
  if (API_PATH.test(req.path) || req.accepts(['html', 'json']) === 'json') {
    res.json({ error: { code, message } })
  } else if (req.path.endsWith('.data')) {
    res.type('text/plain').send(message)
  } else {
    const home = escapeHtml(i18n.t('common.error.home'))
    res
      .type('html')
      .send(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>${escapeHtml(i18n.t('common.siteName'))}</title></head>` +
          `<body><main><h1>${escapeHtml(message)}</h1><p><a href="/">${home}</a></p></main></body></html>`,
      )
  }
}

/**
 * After the answer, reads off what is left of an unread body without keeping it, for at most
 * LINGER_MS; then closes the connection. Node drops the bytes of a request nobody read (its
 * "dump"); for one whose reading started, `dropRest` tells our counter to stop passing bytes on.
 */
function lingerAfterAnswer(req: ExpressRequest, res: ExpressResponse, dropRest: () => void) {
  res.once('finish', () => {
    if (req.complete) return
    dropRest()
    req.resume()
    const timer = setTimeout(() => {
      if (!req.complete) req.socket?.destroy()
    }, LINGER_MS)
    timer.unref()
    req.socket?.once('close', () => clearTimeout(timer))
  })
}

/**
 * Counts the body as the HTTP parser hands it over. Past `limit`, the reader (the router's
 * request body stream) gets a BodyTooLargeError and nothing more is passed on.
 */
function countBody(req: ExpressRequest, limit: number) {
  let received = 0
  let dropping = false
  const push = req.push
  req.push = function countedPush(this: ExpressRequest, chunk: unknown, encoding?: BufferEncoding) {
    if (chunk === null || chunk === undefined) return push.call(this, chunk, encoding)
    if (dropping) return true
    received += (chunk as Buffer).length
    if (received > limit) {
      dropping = true
      if (this.listenerCount('error') > 0) this.emit('error', new BodyTooLargeError(limit))
      return true
    }
    return push.call(this, chunk, encoding)
  }
  return () => {
    dropping = true
  }
}

/**
 * Whether a URL can be built on this host header: a name or address, and a port from 0 to 65535
 * when one is given; nothing else (no path, user or spaces). An absent header is left to the
 * server's default host.
 */
export function isUsableHost(host: string | undefined): boolean {
  if (host === undefined || host === '') return true
  try {
    const url = new URL(`http://${host}/`)
    return (
      url.hostname !== '' &&
      url.pathname === '/' &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash
    )
  } catch {
    return false
  }
}

export function requestGuards(config: Pick<Config, 'BASE_URL'>): RequestHandler {
  const configured = config.BASE_URL ? [config.BASE_URL] : []
  return (req, res, next) => {
    if (!isUsableHost(req.get('host')) || !isUsableHost(req.host)) {
      refuse(req, res, 400, 'bad_request', 'common.refused.badHost').catch(next)
      return
    }
    const url = req.originalUrl
    const queryAt = url.indexOf('?')
    const path = queryAt === -1 ? url : url.slice(0, queryAt)
    if (/%00/i.test(path)) {
      refuse(req, res, 404, 'not_found', 'common.notFound.title').catch(next)
      return
    }
    if (queryAt !== -1 && /%00/i.test(url.slice(queryAt))) {
      refuse(req, res, 400, 'bad_request', 'common.refused.badRequest').catch(next)
      return
    }
    if (SAFE_METHODS.has(req.method)) return next()

    // req.protocol and req.host take X-Forwarded-Proto/-Host only from a trusted proxy (TRUST_PROXY).
    const sites = [...configured, `${req.protocol}://${req.host}`]
    if (
      !isSameOriginWrite(
        { origin: req.get('origin'), secFetchSite: req.get('sec-fetch-site') },
        sites,
      )
    ) {
      req.log?.warn(
        { origin: req.get('origin') ?? null, secFetchSite: req.get('sec-fetch-site') ?? null },
        'cross-site write refused',
      )
      lingerAfterAnswer(req, res, () => {})
      refuse(req, res, 403, 'forbidden', 'common.refused.crossSite').catch(next)
      return
    }

    const limit = bodyLimitFor(req.method, req.path)
    const declared = Number(req.get('content-length') ?? '0')
    if (declared > limit) {
      lingerAfterAnswer(req, res, () => {})
      refuse(req, res, 413, 'payload_too_large', 'common.refused.tooLarge').catch(next)
      return
    }
    lingerAfterAnswer(req, res, countBody(req, limit))
    next()
  }
}
