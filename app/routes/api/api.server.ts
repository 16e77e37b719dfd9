/**
 * Plumbing of the JSON API (docs/api.md): error shape, body limits, content types, method and
 * origin checks. Handlers throw Responses (apiError); `respond` turns anything else into a 500
 * without leaking details.
 */
import type { RouterContextProvider } from 'react-router'

import { i18nContext, requestContext, servicesContext } from '~/context.server'
import { apiError } from '~/lib/api-error.server'
import { isBodyTooLarge } from '~/lib/body-limits'
import { isSameOriginWrite } from '~/lib/same-origin'
import { keyFromData, type TranslationKey } from '~/i18n/keys'

type Ctx = Readonly<RouterContextProvider>

export function t(context: Ctx, key: TranslationKey, options?: Record<string, unknown>) {
  return context.get(i18nContext).t(key, options)
}

export async function respond(context: Ctx, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    if (error instanceof Response) return error
    context.get(requestContext).logger.error({ err: error }, 'API request failed')
    return apiError(500, 'internal', t(context, 'admin.api.internal'))
  }
}

export function methodNotAllowed(context: Ctx, allowed: string[]) {
  return apiError(405, 'bad_request', t(context, 'admin.api.method'), undefined, {
    Allow: allowed.join(', '),
  })
}

/**
 * Refuses a write sent from another site's page (the HTTP server already refuses these for every
 * route; kept here so the API holds even when mounted elsewhere). The site is BASE_URL or the
 * origin the request was addressed to, compared as scheme, host and port; forwarded host
 * headers count only from a trusted proxy, as the server builds `request.url` that way.
 */
export function checkOrigin(context: Ctx, request: Request) {
  const { config } = context.get(servicesContext)
  const sites = [...(config.BASE_URL ? [config.BASE_URL] : []), new URL(request.url).origin]
  const headers = {
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
  }
  if (!isSameOriginWrite(headers, sites))
    throw apiError(403, 'forbidden', t(context, 'admin.api.origin'))
}

/** Reads at most `max` bytes of the body; 413 beyond. */
export async function readBody(context: Ctx, request: Request, max: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > max) throw apiError(413, 'payload_too_large', t(context, 'admin.api.tooLarge'))
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await reader.read()
    } catch (error) {
      // The server counted past the route's limit while the body streamed in.
      if (isBodyTooLarge(error))
        throw apiError(413, 'payload_too_large', t(context, 'admin.api.tooLarge'))
      throw error
    }
    const { done, value } = chunk
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      throw apiError(413, 'payload_too_large', t(context, 'admin.api.tooLarge'))
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

export const MAX_JSON_BYTES = 1024 * 1024

/** A JSON object body: 415 for another content type, 400 for bad JSON, 413 when too large. */
export async function readJsonObject(
  context: Ctx,
  request: Request,
  max = MAX_JSON_BYTES,
): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw apiError(415, 'unsupported_media_type', t(context, 'admin.api.jsonOnly'))
  }
  const bytes = await readBody(context, request, max)
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw apiError(400, 'bad_request', t(context, 'admin.api.badJson'))
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw apiError(400, 'bad_request', t(context, 'admin.api.badJson'))
  }
  // PostgreSQL cannot store NUL in text: refuse it here rather than fail in the database.
  const withNul = fieldsWithNul(value)
  if (withNul.length > 0) {
    const message = t(context, 'admin.api.nul')
    throw apiError(
      400,
      'validation_failed',
      message,
      Object.fromEntries(withNul.map((field) => [field, message])),
    )
  }
  return value as Record<string, unknown>
}

/** Top-level fields whose text (at any depth) contains a NUL character. */
export function fieldsWithNul(body: object): string[] {
  const contains = (value: unknown): boolean => {
    if (typeof value === 'string') return value.includes('\u0000')
    if (Array.isArray(value)) return value.some(contains)
    if (value && typeof value === 'object')
      return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || contains(inner))
    return false
  }
  return Object.entries(body)
    .filter(([key, value]) => key.includes('\u0000') || contains(value))
    .map(([key]) => key.replaceAll('\u0000', ''))
}

/** Translates the schema's message keys for the `fields` of a 400 answer. */
export function translateFields(context: Ctx, fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, key]) => [field, t(context, keyFromData(key))]),
  )
}

export function json(body: unknown, init: ResponseInit = {}) {
  return Response.json(body, {
    ...init,
    headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(init.headers)) },
  })
}
