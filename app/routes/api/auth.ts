/**
 * Better Auth's HTTP endpoints under /api/auth/* (sign-in, sign-up, sessions, tokens, ...). The
 * request reaches Better Auth with the client address set by us (for the limiter and the session
 * record) and inside the request's language (for the e-mails it sends).
 */
import type { Route } from './+types/auth'
import { authCall } from '~/domain/auth/better-auth.server'

async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { auth, headers, run } = authCall(context, request)
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
  const forwarded = new Request(request.url, { method: request.method, headers, body, signal: request.signal })
  const response = await run(() => auth.handler(forwarded))
  // Session answers are personal: never for a shared cache.
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store')
  return response
}

export const loader = handle
export const action = handle
