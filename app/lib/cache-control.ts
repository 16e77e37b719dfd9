/**
 * Cache-Control for HTML documents. A page rendered for a signed-in person, or one that sets a
 * cookie, is private to that browser. Anonymous pages differ only by language (the cookie and
 * Accept-Language, both in Vary), so a shared cache may keep them; the page cache replaces this
 * with its own lifetimes when it serves them.
 */
import { carriesCredentials } from './credentials'

export function documentCacheControl(request: Request, responseHeaders: Headers) {
  if (
    carriesCredentials(request.headers.get('cookie'), request.headers.get('authorization')) ||
    responseHeaders.has('set-cookie')
  ) {
    return 'private, no-cache'
  }
  return 'public, max-age=0, must-revalidate'
}
