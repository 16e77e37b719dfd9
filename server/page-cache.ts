/**
 * Rendered pages for anonymous visitors, kept in memory per app instance. An entry belongs to
 * one content version (see app/db/content-version.server.ts): when the version moves, every
 * entry is dropped at once, because any page may list what changed (home, lists, menus).
 * Bounded by bytes, least recently used first out, so odd query strings cannot fill memory.
 */
import crypto from 'node:crypto'
import zlib from 'node:zlib'

export interface CachedPage {
  status: number
  /** Response headers to repeat (no Set-Cookie, Cache-Control, length or encoding). */
  headers: [string, string][]
  body: Buffer
  gzip: Buffer
  etag: string
  /** The CSP nonce written into this body; the response's policy must allow this one. */
  nonce: string
}

const SKIPPED_HEADERS = new Set([
  'set-cookie',
  'cache-control',
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'connection',
  'transfer-encoding',
])

export function makeCachedPage(
  status: number,
  headers: Headers,
  body: Buffer,
  nonce: string,
): CachedPage {
  const kept: [string, string][] = []
  headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name)) kept.push([name, value])
  })
  const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)
  return {
    status,
    headers: kept,
    body,
    // Compressed once here rather than on every response.
    gzip: zlib.gzipSync(body, { level: 6 }),
    etag: `W/"${hash}"`,
    nonce,
  }
}

export function pageSize(page: CachedPage) {
  return page.body.byteLength + page.gzip.byteLength + 512
}

export class PageCache {
  #entries = new Map<string, CachedPage>()
  #bytes = 0
  #version: bigint | undefined

  constructor(readonly maxBytes: number) {}

  get size() {
    return this.#entries.size
  }

  get bytes() {
    return this.#bytes
  }

  /**
   * Moves the cache to the content version just read. A newer version empties the cache; an
   * older one (a read that finished late) changes nothing.
   */
  observe(version: string) {
    const next = BigInt(version)
    if (this.#version === undefined || next > this.#version) {
      this.#version = next
      this.#entries.clear()
      this.#bytes = 0
    }
  }

  get(key: string, version: string): CachedPage | undefined {
    this.observe(version)
    const page = this.#entries.get(key)
    if (page) {
      // Most recently used goes to the end of the Map's order.
      this.#entries.delete(key)
      this.#entries.set(key, page)
    }
    return page
  }

  /** Keeps a page rendered under `version`, unless the content has moved on since. */
  set(key: string, version: string, page: CachedPage): boolean {
    this.observe(version)
    if (BigInt(version) !== this.#version) return false
    const size = pageSize(page)
    if (size > this.maxBytes) return false
    const previous = this.#entries.get(key)
    if (previous) {
      this.#entries.delete(key)
      this.#bytes -= pageSize(previous)
    }
    this.#entries.set(key, page)
    this.#bytes += size
    this.#evictOverLimit()
    return true
  }

  #evictOverLimit() {
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= pageSize(old)
    }
  }
}
