import { describe, expect, it } from 'vitest'

import { langFromAcceptLanguage, normalizeLang } from './languages'
import { chooseLanguage } from './language.server'

describe('normalizeLang', () => {
  it.each([
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['el', 'el'],
    ['gr', 'el'],
    ['el-CY', 'el'],
    ['fr', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeLang(input)).toBe(expected)
  })
})

describe('langFromAcceptLanguage', () => {
  it('honours q-values and order', () => {
    expect(langFromAcceptLanguage('el-GR,el;q=0.9,en;q=0.8')).toBe('el')
    expect(langFromAcceptLanguage('en;q=0.5, el;q=0.9')).toBe('el')
    expect(langFromAcceptLanguage('fr-FR, en;q=0.3')).toBe('en')
    expect(langFromAcceptLanguage('fr-FR, de')).toBeUndefined()
    expect(langFromAcceptLanguage('el;q=0')).toBeUndefined()
  })
})

describe('chooseLanguage', () => {
  const request = (url: string, headers: Record<string, string> = {}) =>
    new Request(url, { headers })

  it('prefers ?lang=, then the cookie, then Accept-Language, then English', () => {
    expect(chooseLanguage(request('http://x/?lang=gr', { cookie: 'lang=en' })).lang).toBe('el')
    expect(
      chooseLanguage(request('http://x/', { cookie: 'a=b; lang=el', 'accept-language': 'en' }))
        .lang,
    ).toBe('el')
    expect(chooseLanguage(request('http://x/', { 'accept-language': 'el-GR' })).lang).toBe('el')
    expect(chooseLanguage(request('http://x/')).lang).toBe('en')
    expect(chooseLanguage(request('http://x/?lang=xx', { 'accept-language': 'el' })).lang).toBe(
      'el',
    )
  })

  it('remembers an explicit choice in a cookie only when it changes', () => {
    expect(chooseLanguage(request('http://x/?lang=el')).setCookie).toMatch(
      /^lang=el; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    )
    expect(chooseLanguage(request('https://x/?lang=el')).setCookie).toMatch(/; Secure$/)
    expect(
      chooseLanguage(request('http://x/?lang=el', { cookie: 'lang=el' })).setCookie,
    ).toBeUndefined()
    expect(chooseLanguage(request('http://x/', { cookie: 'lang=el' })).setCookie).toBeUndefined()
  })
})
