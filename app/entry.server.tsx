import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'

import { TranslationProvider } from './i18n/use-translation'
import { NonceProvider } from './components/nonce'
import { i18nContext, requestContext, servicesContext } from './context.server'
import { deliverySwitches, documentStream } from './http/delivery/index.server'
import { documentCacheControl } from './lib/cache-control'

export const streamTimeout = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, logger } = loadContext.get(requestContext)
  const delivery = deliverySwitches(loadContext.get(servicesContext).config)
  const i18n = loadContext.get(i18nContext)

  // Bots and crawlers get the whole page at once; people get it streamed.
  const readyEvent =
    isbot(request.headers.get('user-agent')) || routerContext.isSpaMode
      ? 'onAllReady'
      : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslationProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </TranslationProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          // Scripts make the page interactive; none of them is needed to paint it: they start after.
          const body = documentStream(delivery, logger, request.url)
          body.output.on('close', () => clearTimeout(deadline))
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          responseHeaders.set('Cache-Control', documentCacheControl(request, responseHeaders))
          responseHeaders.append('Vary', 'Cookie, Accept-Language')
          resolve(
            new Response(createReadableStreamFromReadable(body.output), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body.input)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged here; before it, React Router's boundary renders them.
          if (shellRendered)
            loadContext.get(requestContext).logger.error({ err: error }, 'render error')
        },
      },
    )
    // Cleared when the page is out (above): left running, it would keep each render's state alive
    // for seconds after the response, which under load is thousands of finished renders.
    const deadline = setTimeout(abort, streamTimeout + 1000)
  })
}

export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: RouterContextProvider },
) {
  if (request.signal.aborted) return
  context.get(requestContext).logger.error({ err: error, url: request.url }, 'unhandled error')
}

/**
 * A client navigation's `.data` answer follows the rule of the page it stands for, whatever its
 * status: a 404, a guard's 403 or a redirect's 202 had no Cache-Control at all, which lets a
 * shared cache apply its own guess. Answers that set their own (the private ones of a signed-in
 * person, the page cache's) keep it.
 */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (response.headers.has('Cache-Control')) return response
  try {
    response.headers.set('Cache-Control', documentCacheControl(request, response.headers))
    if (!response.headers.has('Vary')) response.headers.set('Vary', 'Cookie, Accept-Language')
    return response
  } catch {
    // Headers of a Response.redirect() are read-only: copy it.
    const copy = new Response(response.body, response)
    copy.headers.set('Cache-Control', documentCacheControl(request, response.headers))
    return copy
  }
}
