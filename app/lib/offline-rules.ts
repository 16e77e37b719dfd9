/**
 * What the service worker may keep for offline use, shared by the worker (app/service-worker),
 * the server (which marks the responses it may keep) and the page that registers the worker.
 *
 * Kept: visitor pages an anonymous visitor has read, per language, and the first-aid page and
 * offline page in both languages. Never kept: admin and account pages, forms that create or edit,
 * the JSON API and auth endpoints, any response to a signed-in visitor, anything but a GET.
 */
import { LANGS, normalizeLang, type Lang } from '~/i18n/languages'

/** The response header by which the server allows the worker to keep a page. */
export const OFFLINE_HEADER = 'X-Offline-Cache'
export const OFFLINE_ALLOW = 'allow'

/** Pages saved in both languages when the worker installs. */
export const ALWAYS_OFFLINE_PATHS = [
  '/first-aid',
  '/first-aid/card',
  '/seizure-action-plan',
  '/diary',
  '/offline',
] as const
export const OFFLINE_FALLBACK_PATH = '/offline'

const PRIVATE_PATHS = [
  /^\/auth(\/|$)/,
  /^\/profile(\/|$)/,
  /^\/api\//,
  /^\/functions\//,
  /^\/content-api\//,
  // A newsletter reader's own pages: their links carry the reader's secret.
  /^\/newsletter\/(confirm|unsubscribe|preferences)(\/|$)/,
  /\/create\/?$/,
  /\/edit\/?$/,
]

/** Admin, account and API paths: never cached, and the worker is not registered there. */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((pattern) => pattern.test(pathname))
}

/**
 * Whether the server lets the worker keep this page: a successful GET of a visitor page for
 * someone who is not signed in.
 */
export function offlineCacheAllowed(input: {
  method: string
  pathname: string
  signedIn: boolean
  status: number
}): boolean {
  return (
    input.method === 'GET' &&
    !input.signedIn &&
    input.status === 200 &&
    !isPrivatePath(input.pathname)
  )
}

/**
 * The cache key of a page in one language: the page's own URL (the language parameter removed)
 * with the language put back in a fixed place, so that each language has its own copy.
 */
export function pageCacheKey(url: string | URL, lang: Lang): string {
  const parsed = new URL(url)
  parsed.hash = ''
  parsed.searchParams.delete('lang')
  parsed.searchParams.sort()
  parsed.searchParams.set('lang', lang)
  return parsed.toString()
}

/** The language a request asks for explicitly (?lang=), if any. */
export function requestedLang(url: string | URL): Lang | undefined {
  return normalizeLang(new URL(url).searchParams.get('lang'))
}

/** The other languages, to fall back on when a page is not saved in the visitor's own. */
export function langsInOrder(first: Lang): Lang[] {
  return [first, ...LANGS.filter((lang) => lang !== first)]
}

/**
 * React Router's data request for a client-side navigation (`/path.data`, `/_.data` for `/`)
 * turned back into the page's own URL, or null for any other URL.
 */
export function pageOfDataRequest(url: string | URL): string | null {
  const parsed = new URL(url)
  if (!parsed.pathname.endsWith('.data')) return null
  let pathname = parsed.pathname.slice(0, -'.data'.length)
  if (pathname === '/_root' || pathname.endsWith('/_'))
    pathname = pathname.replace(/\/?_(root)?$/, '/')
  parsed.pathname = pathname || '/'
  parsed.searchParams.delete('_routes')
  return parsed.pathname + parsed.search
}
