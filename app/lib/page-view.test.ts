import { describe, expect, it } from 'vitest'

import {
  countryOf,
  deviceClassOf,
  isRobot,
  pagePathOf,
  referrerHostOf,
  searchTermOf,
} from './page-view'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X210) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

describe('isRobot', () => {
  it('knows crawlers, previewers, measurement runs and scripts', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32',
      'wrk',
      undefined,
      '',
    ])
      expect(isRobot(agent), String(agent)).toBe(true)
  })

  it('counts people’s browsers', () => {
    for (const agent of [IPHONE, ANDROID_PHONE, ANDROID_TABLET, IPAD, DESKTOP])
      expect(isRobot(agent)).toBe(false)
  })
})

describe('deviceClassOf', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClassOf(IPHONE)).toBe('phone')
    expect(deviceClassOf(ANDROID_PHONE)).toBe('phone')
    expect(deviceClassOf(ANDROID_TABLET)).toBe('tablet')
    expect(deviceClassOf(IPAD)).toBe('tablet')
    expect(deviceClassOf(DESKTOP)).toBe('desktop')
  })
})

describe('referrerHostOf', () => {
  it('keeps only another site’s host, without www', () => {
    expect(referrerHostOf('https://www.google.com/search?q=my+name', 'epilepsy.cy')).toBe(
      'google.com',
    )
    expect(referrerHostOf('https://m.facebook.com/groups/123', 'epilepsy.cy')).toBe(
      'm.facebook.com',
    )
  })

  it('gives nothing for our own pages, no referrer or a value that is not a web address', () => {
    expect(referrerHostOf('http://localhost:3000/news', 'localhost:3000')).toBe('')
    expect(referrerHostOf('https://EPILEPSY.cy/about', 'epilepsy.cy')).toBe('')
    expect(referrerHostOf(undefined, 'epilepsy.cy')).toBe('')
    expect(referrerHostOf('not a url', 'epilepsy.cy')).toBe('')
    expect(referrerHostOf('android-app://com.google.android.gm/', 'epilepsy.cy')).toBe('')
  })
})

describe('pagePathOf', () => {
  it('counts a document and its client-side navigation data as the same page', () => {
    expect(pagePathOf('/news')).toBe('/news')
    expect(pagePathOf('/news.data')).toBe('/news')
    expect(pagePathOf('/_root.data')).toBe('/')
    expect(pagePathOf('/')).toBe('/')
    expect(pagePathOf('/wiki/medication/')).toBe('/wiki/medication')
  })

  it('keeps at most 200 characters', () => {
    expect(pagePathOf(`/${'a'.repeat(500)}`)).toHaveLength(200)
  })
})

describe('searchTermOf', () => {
  it('folds case and spaces so one search counts once', () => {
    expect(searchTermOf('  Recovery   Position ')).toBe('recovery position')
    expect(searchTermOf('Θέση ανάνηψης')).toBe('θέση ανάνηψης')
    expect(searchTermOf('x'.repeat(300))).toHaveLength(100)
  })
})

describe('countryOf', () => {
  it('takes a two-letter code and ignores unknowns', () => {
    expect(countryOf('cy')).toBe('CY')
    expect(countryOf(' GR ')).toBe('GR')
    expect(countryOf('XX')).toBe('')
    expect(countryOf('Cyprus')).toBe('')
    expect(countryOf(undefined)).toBe('')
  })
})
