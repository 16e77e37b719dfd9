import { describe, expect, it } from 'vitest'

import { makeCachedPage, PageCache, pageSize } from './page-cache'

const page = (text: string, nonce = 'n0nce') =>
  makeCachedPage(
    200,
    new Headers({ 'content-type': 'text/html', 'set-cookie': 'lang=el', 'content-length': '9' }),
    Buffer.from(text),
    nonce,
  )

describe('makeCachedPage', () => {
  it('keeps the headers to repeat, drops per-response ones, and tags the body', () => {
    const a = page('<p>hello</p>')
    expect(a.headers).toEqual([['content-type', 'text/html']])
    expect(a.etag).toMatch(/^W\/"[\w-]{22}"$/)
    expect(page('<p>hello</p>').etag).toBe(a.etag)
    expect(page('<p>changed</p>').etag).not.toBe(a.etag)
    expect(a.gzip.byteLength).toBeGreaterThan(0)
  })
})

describe('PageCache', () => {
  it('serves a page while the content version stays, and drops everything when it moves', () => {
    const cache = new PageCache(1024 * 1024)
    expect(cache.set('en /', '5', page('home'))).toBe(true)
    expect(cache.get('en /', '5')?.body.toString()).toBe('home')
    expect(cache.get('el /', '5')).toBeUndefined()
    expect(cache.get('en /', '6')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('refuses a page rendered under a version older than one already seen', () => {
    const cache = new PageCache(1024 * 1024)
    cache.observe('9')
    expect(cache.set('en /', '8', page('old'))).toBe(false)
    expect(cache.get('en /', '9')).toBeUndefined()
    // A late read of an older version does not bring old pages back or empty the new ones.
    cache.set('en /', '9', page('new'))
    expect(cache.get('en /', '8')?.body.toString()).toBe('new')
  })

  it('stays within its byte limit, dropping the least recently used first', () => {
    const one = page('x'.repeat(2000))
    const cache = new PageCache(pageSize(one) * 2 + 10)
    cache.set('a', '1', one)
    cache.set('b', '1', page('y'.repeat(2000)))
    cache.get('a', '1')
    cache.set('c', '1', page('z'.repeat(2000)))
    expect(cache.get('b', '1')).toBeUndefined()
    expect(cache.get('a', '1')).toBeDefined()
    expect(cache.get('c', '1')).toBeDefined()
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes)
  })
})
