import zlib from 'node:zlib'
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
    expect(a.cacheControl).toBeUndefined()
  })

  it("keeps the answer's own Cache-Control only when it says the answer never changes", () => {
    const body = Buffer.from('{}')
    const immutable = makeCachedPage(
      200,
      new Headers({ 'cache-control': 'public, max-age=31536000, immutable' }),
      body,
      'n',
    )
    expect(immutable.cacheControl).toBe('public, max-age=31536000, immutable')
    expect(immutable.headers).toEqual([])
    const revalidated = makeCachedPage(
      200,
      new Headers({ 'cache-control': 'public, max-age=0, must-revalidate' }),
      body,
      'n',
    )
    expect(revalidated.cacheControl).toBeUndefined()
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

  it('adds a brotli copy of a kept page, smaller than its gzip copy, and counts its bytes', async () => {
    const html = Array.from(
      { length: 300 },
      (_, i) =>
        `<li class="card"><a href="/news/${i}">Νέα ${i}: ${'επιληψία '.repeat(i % 7)}</a></li>`,
    ).join('')
    const kept = page(html)
    const cache = new PageCache(1024 * 1024)
    cache.set('el /news', '1', kept)
    const before = cache.bytes
    expect(await cache.addBrotli('el /news', kept)).toBe(true)
    expect(zlib.brotliDecompressSync(kept.brotli!).toString()).toBe(html)
    expect(kept.brotli!.byteLength).toBeLessThan(kept.gzip.byteLength)
    expect(cache.bytes).toBe(before + kept.brotli!.byteLength)
    expect(pageSize(kept)).toBe(
      kept.body.byteLength + kept.gzip.byteLength + kept.brotli!.byteLength + 512,
    )
    // Once is enough.
    expect(await cache.addBrotli('el /news', kept)).toBe(false)
  })

  it('compresses one page at a time', async () => {
    const cache = new PageCache(1024 * 1024)
    const a = page('a'.repeat(5000))
    const b = page('b'.repeat(5000))
    cache.set('a', '1', a)
    cache.set('b', '1', b)
    const first = cache.addBrotli('a', a)
    expect(await cache.addBrotli('b', b)).toBe(false)
    expect(b.brotli).toBeUndefined()
    expect(await first).toBe(true)
    expect(await cache.addBrotli('b', b)).toBe(true)
  })

  it('keeps no copy for a page that left the cache while it was compressed', async () => {
    const cache = new PageCache(1024 * 1024)
    const old = page('old '.repeat(1000))
    cache.set('en /', '1', old)
    const compressing = cache.addBrotli('en /', old)
    cache.observe('2')
    expect(await compressing).toBe(false)
    expect(old.brotli).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('stays within its byte limit when a copy is added', async () => {
    const text = (letter: string) =>
      Array.from({ length: 400 }, (_, i) => `${letter}${i * 7919}`).join(' ')
    const first = page(text('x'))
    const second = page(text('y'))
    const cache = new PageCache(pageSize(first) + pageSize(second) + 100)
    cache.set('first', '1', first)
    cache.set('second', '1', second)
    expect(await cache.addBrotli('second', second)).toBe(true)
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes)
    expect(cache.get('first', '1')).toBeUndefined()
    expect(cache.get('second', '1')?.brotli).toBeDefined()
  })
})
