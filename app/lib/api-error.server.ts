/**
 * The JSON API's one error shape, the same for every endpoint (docs/api.md):
 * `{"error":{"code","message","fields"}}` with the right status. `message` is in the caller's
 * language; `fields` maps a field to its message.
 */
export type ApiErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'two_factor_required'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal'

export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> }
}

export function apiError(
  status: number,
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
  headers?: HeadersInit,
): Response {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } }
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) },
  })
}
