/**
 * Cross-site request forgery check for every state-changing request. A browser sends `Origin`
 * with every POST, PUT, PATCH and DELETE (and `Sec-Fetch-Site` with them in current browsers);
 * a write is accepted only when that origin is this site's, compared as scheme, host and port.
 * Clients without a browser (scripts with an API token) send neither header and pass: they carry
 * no cookies a forged page could borrow.
 */

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface WriteHeaders {
  origin?: string | null
  secFetchSite?: string | null
}

/** `https://Example.org:443/x` -> `https://example.org`; undefined for anything that is not http(s). */
export function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return url.origin
  } catch {
    return undefined
  }
}

/**
 * `siteOrigins`: the configured public origin (BASE_URL) and the origin the request was addressed
 * to (scheme and Host as the server saw them; forwarded ones only from a trusted proxy).
 */
export function isSameOriginWrite(headers: WriteHeaders, siteOrigins: readonly string[]): boolean {
  const allowed = new Set(
    siteOrigins.map(normalizeOrigin).filter((value): value is string => Boolean(value)),
  )
  if (headers.origin !== undefined && headers.origin !== null) {
    // `Origin: null` comes from sandboxed frames, data: pages and privacy redirects: never ours.
    const origin = normalizeOrigin(headers.origin)
    return origin !== undefined && allowed.has(origin)
  }
  // No Origin: a browser that still says where the request came from.
  const site = headers.secFetchSite?.toLowerCase()
  return !site || site === 'same-origin' || site === 'none'
}
