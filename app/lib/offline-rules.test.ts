import { describe, expect, it } from 'vitest'

import {
  isPrivatePath,
  langsInOrder,
  offlineCacheAllowed,
  pageCacheKey,
  pageOfDataRequest,
  requestedLang,
} from './offline-rules'

describe('isPrivatePath', () => {
  it.each([
    '/auth',
    '/auth/sign-out',
    '/profile',
    '/api/v1/events',
    '/api/auth/session',
    '/functions/v1/image-upload',
    '/content-api/stories/1',
    '/events/create',
    '/news/abc/edit',
    '/wiki/create',
    '/story/x/edit/',
  ])('%s is private', (path) => {
    expect(isPrivatePath(path)).toBe(true)
  })

  it.each([
    '/',
    '/first-aid',
    '/first-aid/card',
    '/events',
    '/events/123',
    '/news/creative-writing',
    '/authors',
    '/wiki/seizure-first-aid',
    '/offline',
  ])('%s is a visitor page', (path) => {
    expect(isPrivatePath(path)).toBe(false)
  })
})

describe('offlineCacheAllowed', () => {
  const page = { method: 'GET', pathname: '/events', signedIn: false, status: 200 }
  it('allows a visitor page read anonymously', () => {
    expect(offlineCacheAllowed(page)).toBe(true)
  })
  it('refuses signed-in visitors, other methods, errors and private paths', () => {
    expect(offlineCacheAllowed({ ...page, signedIn: true })).toBe(false)
    expect(offlineCacheAllowed({ ...page, method: 'POST' })).toBe(false)
    expect(offlineCacheAllowed({ ...page, status: 404 })).toBe(false)
    expect(offlineCacheAllowed({ ...page, status: 302 })).toBe(false)
    expect(offlineCacheAllowed({ ...page, pathname: '/events/create' })).toBe(false)
  })
})

describe('pageCacheKey', () => {
  it('keeps one copy per language whatever the order of parameters', () => {
    expect(pageCacheKey('https://site.cy/news?page=2&lang=el#top', 'el')).toBe(
      'https://site.cy/news?page=2&lang=el',
    )
    expect(pageCacheKey('https://site.cy/news?page=2', 'en')).toBe(
      'https://site.cy/news?page=2&lang=en',
    )
    expect(pageCacheKey('https://site.cy/events?b=1&a=2', 'en')).toBe(
      pageCacheKey('https://site.cy/events?a=2&b=1', 'en'),
    )
    expect(pageCacheKey('https://site.cy/first-aid', 'en')).not.toBe(
      pageCacheKey('https://site.cy/first-aid', 'el'),
    )
  })
})

describe('requestedLang and langsInOrder', () => {
  it('reads ?lang=, with gr as Greek', () => {
    expect(requestedLang('https://site.cy/?lang=gr')).toBe('el')
    expect(requestedLang('https://site.cy/?lang=xx')).toBeUndefined()
    expect(requestedLang('https://site.cy/')).toBeUndefined()
  })
  it('puts the visitor language first', () => {
    expect(langsInOrder('el')).toEqual(['el', 'en'])
    expect(langsInOrder('en')).toEqual(['en', 'el'])
  })
})

describe('pageOfDataRequest', () => {
  it("gives the page of React Router's data requests", () => {
    expect(pageOfDataRequest('https://site.cy/first-aid.data')).toBe('/first-aid')
    expect(
      pageOfDataRequest('https://site.cy/news/1.data?_routes=routes%2Fnews%2Fdetail&lang=el'),
    ).toBe('/news/1?lang=el')
    expect(pageOfDataRequest('https://site.cy/_root.data')).toBe('/')
    expect(pageOfDataRequest('https://site.cy/wiki/_.data')).toBe('/wiki/')
    expect(pageOfDataRequest('https://site.cy/first-aid')).toBeNull()
  })
})
