/**
 * Fills `authContext` for every request from the Better Auth session cookie or an
 * `Authorization: Bearer <token>` header, and reads the role from profiles (SPEC §4).
 * A session whose address left the ADMIN_EMAILS allow-list counts as signed out. Failing to read
 * the role leaves the person a non-admin and is logged (SPEC §8 silent handling).
 */
import type { MiddlewareFunction, RouterContextProvider } from 'react-router'

import { requestContext, servicesContext } from '~/context.server'
import { roleOf } from '../profiles.server'
import type { Role } from '../constants'
import { isAllowedEmail } from './allow-list'
import { SIGNED_OUT, type AuthState } from './auth-state'
import { authCall } from './better-auth.server'
import { authContext } from './guards.server'

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/

function carriesCredentials(request: Request) {
  return SESSION_COOKIE.test(request.headers.get('cookie') ?? '') || /^bearer\s+\S/i.test(request.headers.get('authorization') ?? '')
}

export interface ResolvedAuth {
  state: AuthState
  /** Cookies Better Auth wants to set (a refreshed session expiry). */
  setCookies: string[]
}

export async function resolveAuth(request: Request, context: Readonly<RouterContextProvider>): Promise<ResolvedAuth> {
  // Most visitors are anonymous: no cookie, no database work.
  if (!carriesCredentials(request)) return { state: SIGNED_OUT, setCookies: [] }
  const { config, database } = context.get(servicesContext)
  const logger = context.get(requestContext).logger
  const { auth, headers } = authCall(context, request)
  let found
  try {
    found = await auth.api.getSession({ headers, returnHeaders: true })
  } catch (error) {
    logger.error({ err: error }, 'could not read the session')
    return { state: SIGNED_OUT, setCookies: [] }
  }
  const setCookies = found.headers.getSetCookie()
  const current = found.response
  if (!current) return { state: SIGNED_OUT, setCookies }
  const { user } = current
  if (!user.emailVerified || !isAllowedEmail(config, user.email)) {
    logger.info({ userId: user.id }, 'session of an address that may not sign in: treated as signed out')
    return { state: SIGNED_OUT, setCookies }
  }
  let role: Role = 'user'
  try {
    role = await roleOf(database.db, user.id)
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'could not read the role; treating the user as a non-admin')
  }
  return {
    state: {
      user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
      role,
      isAdmin: role === 'admin',
    },
    setCookies,
  }
}

export const authMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // Better Auth's own endpoints read the session themselves.
  if (new URL(request.url).pathname.startsWith('/api/auth/')) return next()
  const { state, setCookies } = await resolveAuth(request, context)
  context.set(authContext, state)
  const response = await next()
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie)
  return response
}
