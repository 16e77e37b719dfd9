/** Chooses the page language: ?lang= (en, el, gr), then the cookie, then Accept-Language. */
import {
  DEFAULT_LANG,
  LANG_COOKIE,
  langFromAcceptLanguage,
  normalizeLang,
  type Lang,
} from './languages'

export interface LanguageChoice {
  lang: Lang
  /** Set when the request asked for a language explicitly and the cookie must remember it. */
  setCookie?: string
}

function readCookie(header: string | null, name: string) {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

export function chooseLanguage(request: Request): LanguageChoice {
  return chooseLanguageFrom(
    new URL(request.url),
    request.headers.get('cookie'),
    request.headers.get('accept-language'),
  )
}

/** The same choice from the raw parts of a request (the page cache asks before any rendering). */
export function chooseLanguageFrom(
  url: URL,
  cookie: string | null,
  acceptLanguage: string | null,
): LanguageChoice {
  const fromQuery = normalizeLang(url.searchParams.get('lang'))
  const fromCookie = normalizeLang(readCookie(cookie, LANG_COOKIE))
  if (fromQuery) {
    const secure = url.protocol === 'https:' ? '; Secure' : ''
    return {
      lang: fromQuery,
      setCookie:
        fromQuery === fromCookie
          ? undefined
          : `${LANG_COOKIE}=${fromQuery}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`,
    }
  }
  return { lang: fromCookie ?? langFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG }
}
