import { DEFAULT_LANG, normalizeLang, type Lang } from '~/i18n/languages'

/**
 * The language of a feed, calendar or search API call: named in the address (?lang=el), never
 * taken from a cookie, so the same address always gives the same document to every reader and
 * cache.
 */
export function langOfAddress(request: Request): Lang {
  return normalizeLang(new URL(request.url).searchParams.get('lang')) ?? DEFAULT_LANG
}
