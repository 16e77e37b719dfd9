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
  /** The body in brotli at its best quality, made once the page is asked for again. */
  brotli?: Buffer
  etag: string
  /** The CSP nonce written into this body; the response's policy must allow this one. */
  nonce: string
  /** The response's own Cache-Control when it said it never changes (`immutable`), kept as it is. */
  cacheControl?: string
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
  const cacheControl = headers.get('cache-control') ?? ''
  return {
    ...(/\bimmutable\b/.test(cacheControl) && { cacheControl }),
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
  return page.body.byteLength + page.gzip.byteLength + (page.brotli?.byteLength ?? 0) + 512
}

/**
 * Brotli's best quality (11, with the body's size as a hint) makes a page a fifth to a quarter
 * smaller than gzip does: a Greek page of 15 kB gzipped comes down to under 12 kB, within the
 * ten packets a new connection may send in its first round trip. It costs 60 to 130 ms of CPU a
 * page, so it runs on libuv's thread pool, one page at a time.
 */
function brotliOptions(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  }
}

export class PageCache {
  #entries = new Map<string, CachedPage>()
  #bytes = 0
  #version: bigint | undefined
  #compressing = false

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

  /**
   * Makes a brotli copy of a page kept under `key`, for a visitor whose browser takes brotli.
   * Called when the page is served from the cache, so only pages asked for at least twice are
   * compressed, never each of a stranger's made-up addresses; while one page is being compressed
   * the others wait for their next visitor. Resolves to whether the copy was kept: not when the
   * page left the cache meanwhile.
   */
  async addBrotli(key: string, page: CachedPage): Promise<boolean> {
    if (page.brotli || this.#compressing) return false
    this.#compressing = true
    let brotli: Buffer
    try {
      brotli = await new Promise<Buffer>((resolve, reject) =>
        zlib.brotliCompress(page.body, brotliOptions(page.body.byteLength), (error, result) =>
          error ? reject(error) : resolve(result),
        ),
      )
    } catch {
      // The gzip copy still serves.
      return false
    } finally {
      this.#compressing = false
    }
    if (this.#entries.get(key) !== page) return false
    page.brotli = brotli
    this.#bytes += brotli.byteLength
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
