/**
 * Fills `authContext` for every request from the Better Auth session cookie or an
 * `Authorization: Bearer <token>` header, and reads the role from profiles on every request, so a
 * changed role counts at once.
 * A session of an account that may no longer sign in (off ADMIN_EMAILS and not a member, or a
 * removed member) counts as signed out, and so does a
 * session of a two-factor account that was not opened with a second factor (a password-only
 * session from before two-factor was turned on): it is ended on the spot. Failing to read the
 * role leaves the person a non-admin and is logged, without an error shown to them.
 *
 * Better Auth's own endpoints (/api/auth/*) read the session themselves; `authApiRefusal` stands
 * in front of them so that the same rules hold there (update-user, list-sessions, ...).
 */
import { needsTwoFactor } from '~/domain/permissions'
import { eq } from 'drizzle-orm'
import type { MiddlewareFunction, RouterContextProvider } from 'react-router'

import type { Database } from '~/db/client.server'
import { session as sessionTable } from '~/db/schema'

import { requestContext, servicesContext } from '~/context.server'
import { isAllowedEmail } from '~/domain/auth/allow-list'
import { SIGNED_OUT, type AuthState } from '~/domain/auth/auth-state'
import { AUTH_ERROR } from '~/domain/auth/better-auth.server'
import type { Role } from '~/domain/constants'
import { standingOf } from '~/domain/people.server'
import { carriesCredentials as credentialsIn } from '~/lib/credentials'
import { authCall } from './auth-call.server'
import { authContext } from './guards.server'

/** A session cookie or an API token: the answer may depend on who asks. */
export function carriesCredentials(request: Request) {
  return credentialsIn(request.headers.get('cookie'), request.headers.get('authorization'))
}

/** A session that skipped the code of a two-factor account (domain/auth/second-factor.server.ts). */
function skippedSecondFactor(found: {
  user: { twoFactorEnabled?: boolean | null }
  session: { secondFactor?: unknown }
}) {
  return Boolean(found.user.twoFactorEnabled) && found.session.secondFactor !== true
}

async function endSession(
  db: Database['db'],
  token: string,
  logger: { error: (o: object, m: string) => void },
) {
  try {
    await db.delete(sessionTable).where(eq(sessionTable.token, token))
  } catch (error) {
    // The session counts as signed out all the same; the next request tries again.
    logger.error({ err: error }, 'could not end a session opened without a code')
  }
}

export interface ResolvedAuth {
  state: AuthState
  /** Cookies Better Auth wants to set (a refreshed session expiry). */
  setCookies: string[]
}

export async function resolveAuth(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ResolvedAuth> {
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
  let standing: { allowed: boolean; role: Role }
  try {
    standing = await standingOf(database.db, config, user)
  } catch (error) {
    logger.error(
      { err: error, userId: user.id },
      'could not read the role; treating the user as a non-admin',
    )
    standing = { allowed: isAllowedEmail(config, user.email), role: 'user' }
  }
  if (!user.emailVerified || !standing.allowed) {
    logger.info(
      { userId: user.id },
      'session of an address that may not sign in: treated as signed out',
    )
    return { state: SIGNED_OUT, setCookies }
  }
  if (skippedSecondFactor(current)) {
    await endSession(database.db, current.session.token, logger)
    logger.info(
      { userId: user.id },
      'ended a session of a two-factor account that was opened without a code',
    )
    return { state: SIGNED_OUT, setCookies }
  }
  const role = standing.role
  const twoFactorEnabled = Boolean(user.twoFactorEnabled)
  const twoFactorSetupRequired =
    needsTwoFactor(role) && config.REQUIRE_ADMIN_2FA && !twoFactorEnabled
  return {
    state: {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        twoFactorEnabled,
      },
      role,
      isAdmin: role === 'admin' && !twoFactorSetupRequired,
      twoFactorSetupRequired,
    },
    setCookies,
  }
}

/**
 * What an admin who must still turn on two-factor sign-in (REQUIRE_ADMIN_2FA) may call under
 * /api/auth: read the session, sign out, and set up two-factor sign-in.
 */
const OPEN_BEFORE_TWO_FACTOR = /^\/(get-session|sign-out|revoke-sessions?|two-factor\/.*)$/

/**
 * Refuses a call to Better Auth's endpoints made with the session of an address that is no
 * longer on the allow-list, and ends that account's sessions on the spot; refuses an admin who
 * must turn on two-factor sign-in everything but its set-up. null lets the call through.
 */
export async function authApiRefusal(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response | null> {
  if (!carriesCredentials(request)) return null
  const { config, database } = context.get(servicesContext)
  const logger = context.get(requestContext).logger
  const { auth, headers } = authCall(context, request)
  let current
  try {
    current = await auth.api.getSession({ headers })
  } catch (error) {
    logger.error({ err: error }, 'could not read the session')
    return null
  }
  if (!current) return null
  // One read for the allow-list and the role; a failure refuses the call (an error answer).
  const standing = await standingOf(database.db, config, current.user)
  if (!standing.allowed) {
    await database.db.delete(sessionTable).where(eq(sessionTable.userId, current.user.id))
    logger.info(
      { userId: current.user.id },
      'ended the sessions of an address that may no longer sign in',
    )
    return Response.json(
      {
        code: AUTH_ERROR.notAllowed,
        message: 'This email is not authorized to access the admin area.',
      },
      { status: 401, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  if (skippedSecondFactor(current)) {
    // Ended here, Better Auth then sees no session: the call goes on as a signed-out one.
    await endSession(database.db, current.session.token, logger)
    logger.info(
      { userId: current.user.id },
      'ended a session of a two-factor account that was opened without a code',
    )
    return null
  }
  if (!config.REQUIRE_ADMIN_2FA || current.user.twoFactorEnabled) return null
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, '')
  if (OPEN_BEFORE_TWO_FACTOR.test(path)) return null
  if (!needsTwoFactor(standing.role)) return null
  return Response.json(
    {
      code: AUTH_ERROR.twoFactorRequired,
      message: 'Turn on two-factor sign-in on your profile page first.',
    },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  )
}

export const authMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // Better Auth's own endpoints read the session themselves.
  if (new URL(request.url).pathname.startsWith('/api/auth/')) return next()
  const { state, setCookies } = await resolveAuth(request, context)
  context.set(authContext, state)
  // The site's own team browsing it are not visitors: the statistics leave them out.
  if (state.role && state.role !== 'user') context.get(requestContext).notCounted?.()
  const response = await next()
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie)
  return response
}
