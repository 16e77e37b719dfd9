/**
 * Whatever the server answers to a request that carries a session (cookie or API token) may
 * depend on who asked: pages, React Router's `.data` answers, the JSON API and Better Auth's
 * endpoints alike. Those answers are `private, no-store`: neither a shared cache nor the browser
 * keeps them (a signed-in admin's event page holds the contact number; the profile holds the
 * mail outbox). Only anonymous answers may be cached. Content-addressed files (`immutable`) are
 * the same for everybody and keep their caching.
 */
import type { MiddlewareFunction } from 'react-router'

import { carriesCredentials } from './auth-middleware.server'
import { authContext } from './guards.server'

export const PRIVATE_CACHE_CONTROL = 'private, no-store'

export const privateResponseMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const response = await next()
  const personal = carriesCredentials(request) || context.get(authContext).user !== null
  if (!personal || /\bimmutable\b/.test(response.headers.get('Cache-Control') ?? ''))
    return response
  try {
    response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
    return response
  } catch {
    // Headers of a Response.redirect() or a fetched Response are read-only: copy it.
    const copy = new Response(response.body, response)
    copy.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
    return copy
  }
}
