/**
 * Better Auth's HTTP endpoints under /api/auth/* (sign-in, sign-up, sessions, tokens, ...). The
 * request reaches Better Auth with the client address set by us (for the limiter and the session
 * record) and inside the request's language (for the e-mails it sends). A session of an address
 * taken off the allow-list is refused (and ended) before Better Auth sees the call.
 */
import type { Route } from './+types/auth'
import { authApiRefusal } from '~/http/auth-middleware.server'
import { i18nContext } from '~/context.server'
import { authCall } from '~/http/auth-call.server'
import { isBodyTooLarge } from '~/lib/body-limits'
import { fieldsWithNul } from './api.server'
import type { TranslationKey } from '~/i18n/keys'

/** Better Auth's own error shape, in the caller's language. */
function bodyRefusal(
  context: Route.ActionArgs['context'],
  status: number,
  code: string,
  key: TranslationKey,
) {
  const message = context.get(i18nContext).t(key)
  return Response.json({ code, message }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** True when the body (JSON or form) carries a NUL character, which no account field may hold. */
function carriesNul(bytes: ArrayBuffer) {
  const text = new TextDecoder().decode(bytes)
  if (text.includes('\u0000')) return true
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed !== null && typeof parsed === 'object' && fieldsWithNul(parsed).length > 0
  } catch {
    return /%00/i.test(text)
  }
}

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const refusal = await authApiRefusal(request, context)
  if (refusal) return refusal
  const { auth, headers, run } = authCall(context, request)
  let body: ArrayBuffer | undefined
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    try {
      body = await request.arrayBuffer()
    } catch (error) {
      // The server counted past this route's limit (server/request-guards.ts).
      if (isBodyTooLarge(error))
        return bodyRefusal(context, 413, 'PAYLOAD_TOO_LARGE', 'common.refused.tooLarge')
      throw error
    }
    if (carriesNul(body))
      return bodyRefusal(context, 400, 'BAD_REQUEST', 'common.refused.badRequest')
  }
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
  })
  const response = await run(() => auth.handler(forwarded))
  // Session answers are personal: never for a shared cache.
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store')
  return response
}

export const loader = handle
export const action = handle
