/**
 * What makes a session a two-factor one, and the rules around the second step that Better Auth's
 * two-factor plugin does not keep by itself:
 *
 * - A session records whether it was opened with a second factor (`session.second_factor`): the
 *   code step of a sign-in, or the confirmation that turned two-factor sign-in on. A session that
 *   replaces the caller's own (a password change, turning two-factor off) keeps the caller's
 *   mark. A session of a two-factor account without the mark counts as signed out
 *   (app/http/auth-middleware.server.ts), so a password-only session opened before two-factor
 *   was turned on never becomes a two-factor one.
 * - Turning two-factor on ends every other session of the account; so does a password change.
 * - No device is ever trusted: a code step asking for it is refused, and a sign-in first ends any
 *   trust an older version may have granted, so every sign-in of a two-factor account asks for a
 *   code.
 * - An authenticator code, once accepted for an account, is refused for the rest of the time it
 *   would be valid (the current 30-second step and its neighbours, for clock drift).
 */
import crypto from 'node:crypto'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { and, eq, gt, like, ne } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { authRateLimits, session, user, verification } from '~/db/schema'
import type { Logger } from '~/logger.server'
import { normalizeEmail } from './allow-list'
import { countAttempt } from './rate-limit.server'

/** The code steps of a sign-in (and, with a session, the confirmation that turns two-factor on). */
export const SECOND_STEPS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
])
const TOTP_STEP = '/two-factor/verify-totp'
/** Better Auth's names: the sign-in challenge cookie, and the rows of trusted devices. */
const CHALLENGE_COOKIE = 'two_factor'
const TRUST_PREFIX = 'trust-device-'
/**
 * How long an accepted code stays spent: a code is accepted during its own 30-second step and
 * the steps either side, so at most 90 seconds after it was first accepted; a margin on top.
 */
export const SPENT_CODE_SECONDS = 120

export const SECOND_FACTOR_ERROR = {
  trustRefused: 'TRUST_DEVICE_NOT_OFFERED',
  codeSpent: 'INVALID_CODE',
} as const

/** The mark of a session being created by the endpoint `ctx` (see the module comment). */
export function secondFactorOf(
  ctx: { path?: string; context?: object } | null | undefined,
): boolean {
  if (ctx?.path && SECOND_STEPS.has(ctx.path)) return true
  if (!ctx?.path || ctx.path.startsWith('/sign-in/')) return false
  const caller = (
    ctx.context as { session?: { session?: Record<string, unknown> } | null } | undefined
  )?.session
  return caller?.session?.secondFactor === true
}

function spentKey(userId: string, code: string) {
  const digest = crypto.createHash('sha256').update(`${userId}:${code}`).digest('base64url')
  return `totp-spent:${digest}`
}

/** Whether this code was accepted for this account within SPENT_CODE_SECONDS. */
async function isSpent(db: Db, userId: string, code: string, now = new Date()) {
  const since = new Date(now.getTime() - SPENT_CODE_SECONDS * 1000)
  const [row] = await db
    .select({ key: authRateLimits.key })
    .from(authRateLimits)
    .where(
      and(
        eq(authRateLimits.key, spentKey(userId, code)),
        gt(authRateLimits.windowStartedAt, since),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/**
 * Records an accepted code, atomically (the limiter's upsert: one spend per window); false when
 * another request spent it first.
 */
async function spend(db: Db, userId: string, code: string) {
  const decision = await countAttempt(db, spentKey(userId, code), {
    max: 1,
    windowSeconds: SPENT_CODE_SECONDS,
  })
  return decision.allowed
}

/** Ends the account's sessions other than `keepToken`; answers how many ended. */
export async function endOtherSessions(db: Db, userId: string, keepToken: string | undefined) {
  const where = keepToken
    ? and(eq(session.userId, userId), ne(session.token, keepToken))
    : eq(session.userId, userId)
  const ended = await db.delete(session).where(where).returning({ id: session.id })
  return ended.length
}

/** Ends every trusted device of the account (rows an earlier version may have written). */
export async function endDeviceTrust(db: Db, userId: string) {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, `${TRUST_PREFIX}%`)))
}

type MiddlewareCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/** Whose code a code step checks: the signed-in caller, or the account of the sign-in challenge. */
async function accountOfCodeStep(ctx: MiddlewareCtx): Promise<string | null> {
  const challengeCookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE)
  const challenge = await ctx.getSignedCookie(challengeCookie.name, ctx.context.secret)
  const current = await getSessionFromCtx(ctx).catch(() => null)
  if (current?.user.id) return current.user.id
  if (!challenge) return null
  const found = await ctx.context.internalAdapter.findVerificationValue(challenge)
  return found?.value ?? null
}

function codeOf(body: unknown) {
  const code = (body as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code.trim() : ''
}

function succeeded(returned: unknown) {
  return !(returned instanceof Error) && !(returned instanceof Response && !returned.ok)
}

export function secondFactorPlugin(db: Db, logger: Logger) {
  return {
    id: 'second-factor-rules',
    hooks: {
      before: [
        {
          matcher: (ctx) => SECOND_STEPS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            if ((ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice) {
              throw new APIError('BAD_REQUEST', {
                code: SECOND_FACTOR_ERROR.trustRefused,
                message:
                  'This site does not remember devices: every sign-in asks for a code. Send the code without trustDevice.',
              })
            }
            if (ctx.path !== TOTP_STEP) return
            const code = codeOf(ctx.body)
            const userId = code ? await accountOfCodeStep(ctx) : null
            if (userId && (await isSpent(db, userId, code))) {
              logger.info({ userId }, 'refused an authenticator code that was already used')
              throw new APIError('UNAUTHORIZED', {
                code: SECOND_FACTOR_ERROR.codeSpent,
                message: 'Invalid code',
              })
            }
          }),
        },
        {
          // Whatever trust an earlier version granted, this sign-in asks for the code.
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as { email?: unknown } | undefined)?.email
            if (typeof email !== 'string') return
            const [found] = await db
              .select({ id: user.id })
              .from(user)
              .where(eq(user.email, normalizeEmail(email)))
              .limit(1)
            if (found) await endDeviceTrust(db, found.id)
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === TOTP_STEP,
          handler: createAuthMiddleware(async (ctx) => {
            if (!succeeded(ctx.context.returned)) return
            const granted = ctx.context.newSession
            const caller = ctx.context.session
            const userId = granted?.user.id ?? caller?.user.id
            if (!userId) return
            if (!(await spend(db, userId, codeOf(ctx.body))) && granted && !caller) {
              // Another request spent the same code a moment ago: this sign-in does not count.
              await ctx.context.internalAdapter.deleteSession(granted.session.token)
              throw new APIError('UNAUTHORIZED', {
                code: SECOND_FACTOR_ERROR.codeSpent,
                message: 'Invalid code',
              })
            }
            // A signed-in caller whose code created a new session has just turned two-factor on.
            if (granted && caller) {
              const ended = await endOtherSessions(db, userId, granted.session.token)
              logger.info(
                { userId, sessionsEnded: ended },
                'two-factor sign-in turned on: the other sessions ended',
              )
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            if (!succeeded(ctx.context.returned)) return
            const userId = ctx.context.session?.user.id
            if (!userId) return
            const keep = ctx.context.newSession?.session.token ?? ctx.context.session?.session.token
            const ended = await endOtherSessions(db, userId, keep)
            await endDeviceTrust(db, userId)
            logger.info(
              { userId, sessionsEnded: ended },
              'password changed: the other sessions ended',
            )
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
