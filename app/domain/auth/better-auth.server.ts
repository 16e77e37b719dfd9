/**
 * Better Auth: e-mail and password accounts, sessions in the database (Drizzle adapter, the same
 * on PGlite and PostgreSQL), HttpOnly SameSite=Lax cookies (Secure on https), bearer tokens for
 * the JSON API. Mounted under /api/auth (app/routes/api/auth.ts); the pages call `auth.api.*`
 * on the server.
 *
 * Before Better Auth runs, every sign-in, sign-up, password-reset and verification request passes
 * `guardAttempt`: the per-IP and per-address limiter (database counters) and the ADMIN_EMAILS
 * allow-list, so a direct HTTP call with another address creates nothing.
 *
 * Links in e-mails are built from the configuration only (`mailOrigin`), never from the request's
 * Host or X-Forwarded-Host, so nobody can have a reset link mailed that points at another site.
 * Using a reset link, or changing the password, spends every other reset link of the account.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { bearer, twoFactor as twoFactorPlugin } from 'better-auth/plugins'
import type { TFunction } from '~/i18n/translator'

import type { Services } from '~/context.server'
import { account, session, twoFactor, user, verification } from '~/db/schema'
import { serverI18n } from '~/i18n/server-i18n.server'
import { DEFAULT_LANG, type Lang } from '~/i18n/languages'
import type { OutgoingMail } from '~/domain/mail-outbox.server'
import { sendMail } from '~/domain/mail.server'
import { isAllowedEmail, normalizeEmail } from './allow-list'
import { mayEnter } from '../people.server'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-forms'
import { passwordResetMail, verificationMail } from './auth-mail.server'
import { resolveAuthSecret } from './auth-secret.server'
import { mailOrigin } from './mail-origin.server'
import { countAttempt, pruneAttempts } from './rate-limit.server'
import { revokeResetTokens, userOfResetToken } from './reset-tokens.server'
import { secondFactorOf, secondFactorPlugin } from './second-factor.server'
import { signInAuditPlugin } from './sign-in-audit.server'

export const RATE_LIMIT_WINDOW_SECONDS = 15 * 60
/** IP addresses are shared (an office, a mobile network): they get this many times the per-address limit. */
export const IP_LIMIT_FACTOR = 3
/**
 * The client address as the HTTP server saw it (Express req.ip). Set by our code on every call
 * into Better Auth, replacing anything a client sent under that name.
 */
export const CLIENT_IP_HEADER = 'x-epilepsy-client-ip'

/** Error codes of our own refusals, next to Better Auth's (INVALID_EMAIL_OR_PASSWORD, ...). */
export const AUTH_ERROR = {
  notAllowed: 'EMAIL_NOT_ALLOWED',
  rateLimited: 'RATE_LIMITED',
  alreadyExists: 'USER_ALREADY_EXISTS',
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
} as const

/** Paths whose attempts are limited, and the name of their counters. */
const LIMITED_PATHS: Record<string, string> = {
  '/sign-in/email': 'sign-in',
  '/sign-up/email': 'sign-up',
  '/request-password-reset': 'password-reset',
  '/send-verification-email': 'verification',
}

/** Language of the call in progress, for the words of its e-mails. */
interface CallInfo {
  lang: Lang
}
const currentCall = new AsyncLocalStorage<CallInfo>()

function createAuth(services: Services, origin: string, secret: string) {
  const { config, database, logger } = services
  const authLogger = logger.child({ module: 'better-auth' })

  /**
   * Sends an account e-mail in the language of the request that caused it. Its links point at
   * the configured site (BASE_URL, or localhost in local development), whatever the request said.
   */
  async function mail(build: (t: TFunction, siteOrigin: string) => OutgoingMail) {
    const call = currentCall.getStore()
    const i18n = await serverI18n(call?.lang ?? DEFAULT_LANG)
    await sendMail(services, build(i18n.t, mailOrigin(config)))
  }

  async function limit(key: string, max: number) {
    const decision = await countAttempt(database.db, key, {
      max,
      windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
    })
    if (!decision.allowed) {
      authLogger.warn({ key }, 'auth attempts rate-limited')
      const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60))
      throw new APIError(
        'TOO_MANY_REQUESTS',
        {
          code: AUTH_ERROR.rateLimited,
          message: `Too many attempts. Please wait ${minutes} minutes and try again.`,
          retryAfter: decision.retryAfterSeconds,
        },
        { 'Retry-After': String(decision.retryAfterSeconds) },
      )
    }
    // Now and then, forget counters of windows that ended long ago.
    if (Math.random() < 0.01) await pruneAttempts(database.db)
  }

  const guardAttempt = createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/reset-password') return spendOtherResetTokens(ctx.body)
    const bucket = LIMITED_PATHS[ctx.path]
    if (!bucket) return
    const ip =
      ctx.request?.headers.get(CLIENT_IP_HEADER) ?? ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown'
    const body = (ctx.body ?? {}) as Record<string, unknown>
    const email = typeof body.email === 'string' ? normalizeEmail(body.email) : ''
    await limit(`ip:${bucket}:${ip}`, config.AUTH_RATE_LIMIT * IP_LIMIT_FACTOR)
    if (!(await mayEnter(database.db, config, email))) {
      authLogger.info({ path: ctx.path }, 'refused an address that is not on the allow-list')
      throw new APIError('FORBIDDEN', {
        code: AUTH_ERROR.notAllowed,
        message: 'This email is not authorized to access the admin area.',
      })
    }
    await limit(`email:${bucket}:${email}`, config.AUTH_RATE_LIMIT)
    if (bucket === 'sign-up') {
      // Better Auth answers a duplicate sign-up with a fake success when verification is
      // required (against address probing). The allow-list holds a few known addresses, so we
      // tell the person plainly that the account exists and they should sign in instead.
      const existing = await ctx.context.internalAdapter.findUserByEmail(email)
      if (existing?.user) {
        throw new APIError('UNPROCESSABLE_ENTITY', {
          code: AUTH_ERROR.alreadyExists,
          message: 'User already exists.',
        })
      }
    }
  })

  /**
   * Before a reset token is used: every other reset token of its account stops working, so two
   * links used at the same time cannot both set the password.
   */
  async function spendOtherResetTokens(body: unknown) {
    const token = (body as { token?: unknown } | undefined)?.token
    if (typeof token !== 'string' || token === '') return
    const userId = await userOfResetToken(database.db, token)
    if (userId) await revokeResetTokens(database.db, userId, token)
  }

  /** After a password change through the API: the reset links mailed before it stop working. */
  const afterPasswordChange = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/change-password') return
    const returned = ctx.context.returned
    if (returned instanceof Error || (returned instanceof Response && !returned.ok)) return
    const userId = ctx.context.session?.user.id
    if (userId) await revokeResetTokens(database.db, userId)
  })

  return betterAuth({
    appName: 'Epilepsy Cyprus',
    baseURL: origin,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [origin],
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Tokens mailed while this one was being used go too.
      onPasswordReset: async ({ user: changed }) => {
        await revokeResetTokens(database.db, changed.id)
      },
      sendResetPassword: async ({ user: to, token }) => {
        await mail((t, o) =>
          passwordResetMail(
            t,
            to.email,
            `${o}/auth/reset-password?token=${encodeURIComponent(token)}`,
          ),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: to, token }) => {
        await mail((t, o) =>
          verificationMail(
            t,
            to.email,
            `${o}/auth/verify-email?token=${encodeURIComponent(token)}`,
          ),
        )
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // How the session was opened (second-factor.server.ts); never taken from a request.
      additionalFields: {
        secondFactor: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    // Our own limiter (guardAttempt) keeps its counters in the database for every instance.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: origin.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // The last line of the allow-list: no path may create an account for another address
          // (an invited one is made by the invitation page, app/routes/auth/invitation.tsx).
          before: async (candidate) =>
            isAllowedEmail(config, candidate.email) ? undefined : false,
        },
      },
      session: {
        create: {
          // Marked two-factor only by the code step that opened it (second-factor.server.ts).
          before: async (created, ctx) => ({
            data: { ...created, secondFactor: secondFactorOf(ctx) },
          }),
        },
      },
    },
    hooks: { before: guardAttempt, after: afterPasswordChange },
    plugins: [
      bearer(),
      // Authenticator app (TOTP) and backup codes. A sign-in of an account that has it on ends in
      // a short-lived two_factor cookie instead of a session; the code turns it into one. Failed
      // codes are counted per challenge and lock the account's second step for a while.
      // No device is ever trusted (secondFactorPlugin refuses it), so every sign-in asks for a code.
      twoFactorPlugin({ issuer: 'Epilepsy Cyprus' }),
      // Sessions marked by how they were opened, spent codes, no trusted devices, other sessions
      // ended when two-factor is turned on or the password changes.
      secondFactorPlugin(database.db, authLogger),
      // After the two-factor plugin, so it sees whether the sign-in really ended in a session.
      signInAuditPlugin(database.db, authLogger),
    ],
    telemetry: { enabled: false },
    // Refusals (wrong password, rate limit, ...) are answers, not server errors: keep them out of
    // the error log and let our request log show the status.
    onAPIError: {
      onError: (error) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500
        if (status >= 500) authLogger.error({ err: error }, 'auth endpoint failed')
        else authLogger.debug({ status, message: (error as Error).message }, 'auth request refused')
      },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const fn =
          level === 'error'
            ? authLogger.error
            : level === 'warn'
              ? authLogger.warn
              : authLogger.debug
        fn.call(authLogger, args.length > 0 ? { detail: args.map(String) } : {}, message)
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

interface AuthRegistry {
  secret: string
  byOrigin: Map<string, Auth>
}
const registries = new WeakMap<Services, AuthRegistry>()
/** Without BASE_URL each public origin gets its instance; a bound keeps Host-header junk from piling up. */
const MAX_ORIGINS = 16

/** The public origin of this site for a request: BASE_URL, else the request's own origin. */
export function siteOrigin(services: Services, request: Request) {
  return services.config.BASE_URL
    ? new URL(services.config.BASE_URL).origin
    : new URL(request.url).origin
}

export function authFor(services: Services, origin: string): Auth {
  let registry = registries.get(services)
  if (!registry) {
    registry = { secret: resolveAuthSecret(services.config, services.logger), byOrigin: new Map() }
    registries.set(services, registry)
  }
  let auth = registry.byOrigin.get(origin)
  if (!auth) {
    if (registry.byOrigin.size >= MAX_ORIGINS) {
      const oldest = registry.byOrigin.keys().next().value
      if (oldest !== undefined) registry.byOrigin.delete(oldest)
    }
    auth = createAuth(services, origin, registry.secret)
    registry.byOrigin.set(origin, auth)
  }
  return auth
}

/** Everything a route needs to call Better Auth for this request. */
export interface AuthCall {
  auth: Auth
  /** The request's headers with the client address set by us. */
  headers: Headers
  origin: string
  /** Runs a Better Auth call so that its e-mails use this request's language. */
  run<T>(fn: () => Promise<T>): Promise<T>
}

/** Who is calling, as the HTTP server saw it. */
export interface Caller {
  /** The client's address; '' when unknown. */
  clientIp: string
  /** The request's language, for the words of the e-mails the call sends. */
  lang: Lang
}

/** Prepares a call into Better Auth (app/http/auth-call.server.ts reads the caller from the router context). */
export function authCallFor(services: Services, request: Request, caller: Caller): AuthCall {
  const origin = siteOrigin(services, request)
  const headers = new Headers(request.headers)
  headers.set(CLIENT_IP_HEADER, caller.clientIp || 'unknown')
  const info: CallInfo = { lang: caller.lang }
  return {
    auth: authFor(services, origin),
    headers,
    origin,
    run: (fn) => currentCall.run(info, fn),
  }
}
