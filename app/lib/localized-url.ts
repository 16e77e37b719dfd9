import type { Lang } from '~/i18n/languages'

/**
 * The absolute address of a page in one language: English has no parameter, Greek adds
 * `?lang=el` (the site chooses the language by parameter, not by path).
 */
export function localizedUrl(origin: string, pathname: string, lang: Lang) {
  const url = new URL(pathname, origin)
  if (lang === 'el') url.searchParams.set('lang', 'el')
  return url.toString()
}
