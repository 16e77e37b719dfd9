/**
 * POST /auth/sign-out (the avatar menu's form): ends every session of the user (on every device,
 * not just this browser), clears the auth cookies and always lands on /auth, even when the server
 * call fails.
 */
import { redirect } from 'react-router'

import type { Route } from './+types/sign-out'
import { requestContext } from '~/context.server'
import { authResponse } from '~/domain/auth/auth-errors.server'
import { authCall } from '~/http/auth-call.server'
import { authContext } from '~/http/guards.server'

/** Expired copies of every Better Auth cookie, with the attributes they were set with. */
async function clearedAuthCookies(call: ReturnType<typeof authCall>) {
  const ctx = await call.auth.$context
  const secure = call.origin.startsWith('https:') ? '; Secure' : ''
  return Object.values(ctx.authCookies).map(
    (cookie) =>
      `${cookie.name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`,
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const logger = context.get(requestContext).logger
  const call = authCall(context, request)
  const headers = new Headers()
  try {
    if (context.get(authContext).user) {
      const response = await authResponse(() =>
        call.auth.api.revokeSessions({ headers: call.headers, asResponse: true }),
      )
      // 401, 403 and 404 mean there was nothing left to end: signed out already, not a failure.
      if (!response.ok && ![401, 403, 404].includes(response.status)) {
        logger.error({ status: response.status }, 'sign-out: ending the sessions failed')
      }
    }
  } catch (error) {
    logger.error({ err: error }, 'sign-out failed; going to /auth anyway')
  }
  try {
    for (const cookie of await clearedAuthCookies(call)) headers.append('Set-Cookie', cookie)
  } catch (error) {
    logger.error({ err: error }, 'sign-out: could not list the auth cookies')
  }
  headers.set('Cache-Control', 'no-store')
  return redirect('/auth', { headers })
}

/** A plain visit (or a stale link) has nothing to do here. */
export function loader() {
  return redirect('/auth')
}
