/**
 * Cache-Control for HTML documents. Pages differ by language cookie and session, so a shared
 * cache may keep a page only when the request carries no cookie and the response sets none;
 * otherwise the page is private to the browser (DESIGN: no session page in a shared cache).
 */
export function documentCacheControl(request: Request, responseHeaders: Headers) {
  if (request.headers.has('cookie') || responseHeaders.has('set-cookie') || request.headers.has('authorization')) {
    return 'private, no-cache'
  }
  return 'public, max-age=0, must-revalidate'
}
