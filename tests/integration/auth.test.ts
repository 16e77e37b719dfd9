/**
 * Accounts against a real database (PGlite, or PostgreSQL with TEST_DB=postgres): Better Auth's
 * HTTP endpoints called directly, the allow-list, the database rate limiter, cookie flags,
 * bearer tokens, the auth middleware's role reading and the account scripts' domain functions.
 */
import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import {
  i18nContext as i18nContextKey,
  langContext,
  requestContext,
  servicesContext,
  type Services,
} from '~/context.server'
import { account, mailOutbox, profiles, session, user } from '~/db/schema'
import {
  changeRole,
  seedDemoAccountsOnce,
  upsertVerifiedAccount,
} from '~/domain/auth/accounts.server'
import { prepareAccounts } from '~/domain/auth/account-start.server'
import { resolveAuth } from '~/http/auth-middleware.server'
import { authFor, CLIENT_IP_HEADER } from '~/domain/auth/better-auth.server'
import { countAttempt } from '~/domain/auth/rate-limit.server'
import { roleOf } from '~/domain/profiles.server'
import { listOutbox } from '~/domain/mail-outbox.server'
import { createLogger } from '~/logger.server'
import { createI18n } from '~/i18n/i18n'
import { loader as authPageLoader } from '~/routes/auth/auth'
import { loader as authApiLoader, action as authApiAction } from '~/routes/api/auth'
import { createTestDatabase, rowsOf, type TestDatabase } from './support/test-database'

const ORIGIN = 'http://site.test'
const ALLOWED = [
  'ana@example.com',
  'nikos@example.com',
  'maria@example.com',
  'limit@example.com',
  'ip@example.com',
]

let database: TestDatabase
let services: Services

function makeServices(env: Record<string, string> = {}): Services {
  const config = parseConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'integration-secret-integration-secret-0123',
    ADMIN_EMAILS: ALLOWED.join(','),
    AUTH_RATE_LIMIT: '1000',
    BASE_URL: ORIGIN,
    ...env,
  })
  return { config, database, logger: createLogger('silent') }
}

/** A direct HTTP call to /api/auth/* (what a script or an attacker would do). */
async function call(
  path: string,
  body: unknown,
  options: {
    ip?: string
    headers?: Record<string, string>
    services?: Services
    origin?: string
  } = {},
) {
  const headers = new Headers({ 'content-type': 'application/json', ...options.headers })
  headers.set(CLIENT_IP_HEADER, options.ip ?? '203.0.113.1')
  const origin = options.origin ?? ORIGIN
  const auth = authFor(options.services ?? services, origin)
  return auth.handler(
    new Request(`${origin}/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
}

/** The token of the newest reset link mailed to `email`. */
async function newestResetToken(email: string) {
  const [mail] = (await listOutbox(database.db, 50)).filter(
    (m) => m.recipient === email && m.subject.startsWith('Reset'),
  )
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error(`no reset link for ${email}`)
  return { link, token: new URL(link).searchParams.get('token') ?? '' }
}

function cookieOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

async function sessionsOf(email: string) {
  const [row] = await database.db.select().from(user).where(eq(user.email, email))
  return row ? database.db.select().from(session).where(eq(session.userId, row.id)) : []
}

async function count(table: typeof user | typeof session | typeof mailOutbox) {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table)
  return Number(row?.n ?? 0)
}

function contextFor(request: Request, svc: Services = services) {
  return new RouterContextProvider(
    new Map<unknown, unknown>([
      [servicesContext, svc],
      [requestContext, { requestId: 't', nonce: 'n', logger: svc.logger, clientIp: '203.0.113.9' }],
      [langContext, 'en'],
    ]) as ConstructorParameters<typeof RouterContextProvider>[0],
  )
}

async function verifiedSignIn(email: string, password: string) {
  await upsertVerifiedAccount(database.db, { email, password, role: 'user' })
  const response = await call('/sign-in/email', { email, password })
  expect(response.status).toBe(200)
  return response
}

beforeAll(async () => {
  database = await createTestDatabase()
  services = makeServices()
})
afterAll(async () => {
  await database?.destroy()
})

describe('the allow-list (ADMIN_EMAILS)', () => {
  it('refuses sign-up of another address and creates nothing', async () => {
    const before = { users: await count(user), mails: await count(mailOutbox) }
    const response = await call('/sign-up/email', {
      email: 'stranger@example.com',
      password: 'secret123',
      name: 'x',
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      code: 'EMAIL_NOT_ALLOWED',
      message: 'This email is not authorized to access the admin area.',
    })
    expect(await count(user)).toBe(before.users)
    expect(await count(mailOutbox)).toBe(before.mails)
  })

  it('refuses sign-in of another address even with an existing account', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'former@example.com',
      password: 'secret123',
      role: 'admin',
    })
    const response = await call('/sign-in/email', {
      email: 'former@example.com',
      password: 'secret123',
    })
    expect(response.status).toBe(403)
    expect((await response.json()).code).toBe('EMAIL_NOT_ALLOWED')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('compares lowercased (the forms also trim), and refuses a missing address', async () => {
    const response = await call('/sign-up/email', {
      email: 'ANA@Example.com',
      password: 'secret123',
      name: 'Ana',
    })
    expect(response.status).toBe(200)
    const [created] = await database.db.select().from(user).where(eq(user.email, 'ana@example.com'))
    expect(created?.emailVerified).toBe(false)
    const missing = await call('/sign-in/email', { password: 'secret123' })
    expect(missing.status).toBeGreaterThanOrEqual(400)
    expect(missing.status).toBeLessThan(500)
  })

  it('refuses password-reset and verification mail for another address', async () => {
    const mails = await count(mailOutbox)
    for (const path of ['/request-password-reset', '/send-verification-email']) {
      const response = await call(path, { email: 'stranger@example.com' })
      expect(response.status).toBe(403)
    }
    expect(await count(mailOutbox)).toBe(mails)
  })
})

describe('sign-up, verification and sign-in', () => {
  it('sends a verification link to the outbox; unverified accounts cannot sign in', async () => {
    const response = await call('/sign-up/email', {
      email: 'nikos@example.com',
      password: 'secret123',
      name: 'nikos@example.com',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeNull()
    const [mail] = await listOutbox(database.db, 1)
    expect(mail?.recipient).toBe('nikos@example.com')
    expect(mail?.subject).toBe('Verify your e-mail address for Epilepsy Cyprus')
    const link = /http:\/\/site\.test\/auth\/verify-email\?token=\S+/.exec(mail?.text ?? '')?.[0]
    expect(link).toBeTruthy()

    const refused = await call('/sign-in/email', {
      email: 'nikos@example.com',
      password: 'secret123',
    })
    expect(refused.status).toBe(403)
    expect((await refused.json()).code).toBe('EMAIL_NOT_VERIFIED')

    const token = new URL(link ?? '').searchParams.get('token') ?? ''
    const verified = await call(`/verify-email?token=${encodeURIComponent(token)}`, undefined)
    expect(verified.status).toBe(200)
    const signedIn = await call('/sign-in/email', {
      email: 'nikos@example.com',
      password: 'secret123',
    })
    expect(signedIn.status).toBe(200)
  })

  it('tells a second sign-up that the account exists', async () => {
    const response = await call('/sign-up/email', {
      email: 'nikos@example.com',
      password: 'another123',
      name: 'n',
    })
    expect(response.status).toBe(422)
    expect((await response.json()).code).toBe('USER_ALREADY_EXISTS')
  })

  it('answers a wrong password with invalid credentials', async () => {
    const response = await call('/sign-in/email', {
      email: 'nikos@example.com',
      password: 'wrong-password',
    })
    expect(response.status).toBe(401)
    expect((await response.json()).code).toBe('INVALID_EMAIL_OR_PASSWORD')
  })

  it('refuses a password shorter than 6 characters', async () => {
    const response = await call('/sign-up/email', {
      email: 'maria@example.com',
      password: '12345',
      name: 'm',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('PASSWORD_TOO_SHORT')
    expect(
      await database.db.select().from(user).where(eq(user.email, 'maria@example.com')),
    ).toHaveLength(0)
  })
})

describe('session cookies', () => {
  it('are HttpOnly and SameSite=Lax, not Secure on http', async () => {
    const response = await verifiedSignIn('maria@example.com', 'secret123')
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('better-auth.session_token='))
    expect(cookie).toBeTruthy()
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i)
  })

  it('are Secure (and __Secure- prefixed) when BASE_URL is https', async () => {
    const https = makeServices({ BASE_URL: 'https://epilepsy.example' })
    const auth = authFor(https, 'https://epilepsy.example')
    const headers = new Headers({
      'content-type': 'application/json',
      [CLIENT_IP_HEADER]: '203.0.113.7',
    })
    const response = await auth.handler(
      new Request('https://epilepsy.example/api/auth/sign-in/email', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'maria@example.com', password: 'secret123' }),
      }),
    )
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='))
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })
})

describe('the auth middleware', () => {
  it('gives a session cookie and a bearer token the same signed-in state', async () => {
    const signIn = await verifiedSignIn('ana@example.com', 'secret123')
    const { token } = (await signIn.json()) as { token: string }
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')

    const byCookie = new Request(`${ORIGIN}/profile`, { headers: { cookie } })
    const fromCookie = await resolveAuth(byCookie, contextFor(byCookie))
    expect(fromCookie.state).toMatchObject({
      user: { email: 'ana@example.com' },
      role: 'user',
      isAdmin: false,
    })

    const byBearer = new Request(`${ORIGIN}/api/v1/events`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const fromBearer = await resolveAuth(byBearer, contextFor(byBearer))
    expect(fromBearer.state.user?.email).toBe('ana@example.com')

    const forged = new Request(`${ORIGIN}/api/v1/events`, {
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect((await resolveAuth(forged, contextFor(forged))).state.user).toBeNull()
  })

  it('reads the role for every request: admin only when the profile says admin', async () => {
    const signIn = await verifiedSignIn('ana@example.com', 'secret123')
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const request = new Request(`${ORIGIN}/`, { headers: { cookie } })
    const [ana] = await database.db.select().from(user).where(eq(user.email, 'ana@example.com'))
    expect(await roleOf(database.db, ana!.id)).toBe('user')

    expect(await changeRole(database.db, 'ana@example.com', 'admin')).toBe(true)
    expect((await resolveAuth(request, contextFor(request))).state).toMatchObject({
      role: 'admin',
      isAdmin: true,
    })
    expect(await changeRole(database.db, 'ANA@example.com ', 'user')).toBe(true)
    expect((await resolveAuth(request, contextFor(request))).state).toMatchObject({
      role: 'user',
      isAdmin: false,
    })
    expect(await changeRole(database.db, 'nobody@example.com', 'admin')).toBe(false)
  })

  it('treats a role it cannot read as a non-admin, without an error for the person', async () => {
    const signIn = await verifiedSignIn('ana@example.com', 'secret123')
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    await changeRole(database.db, 'ana@example.com', 'admin')
    const request = new Request(`${ORIGIN}/`, { headers: { cookie } })
    // A database whose profiles read fails, with the session read still working.
    const brokenDb = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop === 'select') {
          return (...args: unknown[]) => {
            const query = (target.select as (...a: unknown[]) => unknown)(...args) as {
              from: (t: unknown) => unknown
            }
            return new Proxy(query, {
              get(q, p, r) {
                if (p === 'from') {
                  return (table: unknown) => {
                    if (table === profiles) throw new Error('profiles unavailable')
                    return q.from(table)
                  }
                }
                return Reflect.get(q, p, r)
              },
            })
          }
        }
        return Reflect.get(target, prop, receiver)
      },
    })
    const broken: Services = { ...services, database: { ...database, db: brokenDb } }
    const resolved = await resolveAuth(request, contextFor(request, broken))
    expect(resolved.state).toMatchObject({
      user: { email: 'ana@example.com' },
      role: 'user',
      isAdmin: false,
    })
    await changeRole(database.db, 'ana@example.com', 'user')
  })

  it('signs out a session whose address was taken off the allow-list', async () => {
    const signIn = await verifiedSignIn('ana@example.com', 'secret123')
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const request = new Request(`${ORIGIN}/`, { headers: { cookie } })
    const narrowed = makeServices({ ADMIN_EMAILS: 'nikos@example.com' })
    expect((await resolveAuth(request, contextFor(request, narrowed))).state.user).toBeNull()
  })

  it('does no database work for anonymous requests', async () => {
    const request = new Request(`${ORIGIN}/`)
    const broken: Services = { ...services, database: { ...database, db: null as never } }
    expect((await resolveAuth(request, contextFor(request, broken))).state.user).toBeNull()
  })
})

describe('sign-out everywhere', () => {
  it('revoking sessions ends every session of the user', async () => {
    const first = await verifiedSignIn('maria@example.com', 'secret123')
    // A second sign-in (not verifiedSignIn: a new password from the operator ends the sessions).
    expect(
      (await call('/sign-in/email', { email: 'maria@example.com', password: 'secret123' })).status,
    ).toBe(200)
    const [maria] = await database.db.select().from(user).where(eq(user.email, 'maria@example.com'))
    expect(
      (await database.db.select().from(session).where(eq(session.userId, maria!.id))).length,
    ).toBeGreaterThanOrEqual(2)
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const response = await call('/revoke-sessions', {}, { headers: { cookie, origin: ORIGIN } })
    expect(response.status).toBe(200)
    expect(
      await database.db.select().from(session).where(eq(session.userId, maria!.id)),
    ).toHaveLength(0)
  })
})

describe('password reset', () => {
  it('mails a link whose token sets a new password and ends the sessions', async () => {
    await verifiedSignIn('maria@example.com', 'secret123')
    const requested = await call('/request-password-reset', { email: 'maria@example.com' })
    expect(requested.status).toBe(200)
    const [mail] = await listOutbox(database.db, 1)
    expect(mail?.subject).toBe('Reset your Epilepsy Cyprus password')
    const token = new URL(
      /http:\/\/site\.test\/auth\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? ORIGIN,
    ).searchParams.get('token')
    expect(token).toBeTruthy()
    const reset = await call('/reset-password', { token, newPassword: 'brand-new-password' })
    expect(reset.status).toBe(200)
    const [maria] = await database.db.select().from(user).where(eq(user.email, 'maria@example.com'))
    expect(
      await database.db.select().from(session).where(eq(session.userId, maria!.id)),
    ).toHaveLength(0)
    expect(
      (await call('/sign-in/email', { email: 'maria@example.com', password: 'secret123' })).status,
    ).toBe(401)
    expect(
      (await call('/sign-in/email', { email: 'maria@example.com', password: 'brand-new-password' }))
        .status,
    ).toBe(200)
    // A token works once.
    expect((await call('/reset-password', { token, newPassword: 'third-password' })).status).toBe(
      400,
    )
  })
})

describe('rate limits (per address and per IP, in the database)', () => {
  // Five attempts per address per window, fifteen per IP.
  const strict = () => makeServices({ AUTH_RATE_LIMIT: '5' })
  let limited: Services
  beforeAll(() => {
    limited = strict()
  })

  it('answers 429 after the per-address limit, from any IP', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'limit@example.com',
      password: 'secret123',
      role: 'user',
    })
    for (let i = 0; i < 5; i++) {
      const response = await call(
        '/sign-in/email',
        { email: 'limit@example.com', password: 'wrong-password' },
        { ip: `198.51.100.${i}`, services: limited },
      )
      expect(response.status).toBe(401)
    }
    const refused = await call(
      '/sign-in/email',
      { email: 'limit@example.com', password: 'secret123' },
      { ip: '198.51.100.99', services: limited },
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(refused.headers.get('set-cookie')).toBeNull()
  })

  it('answers 429 after the per-IP limit (three times the address limit), whatever the address', async () => {
    const ip = '192.0.2.200'
    let last: Response | undefined
    for (let i = 0; i < 15; i++) {
      last = await call(
        '/sign-in/email',
        { email: `nobody${i}@example.com`, password: 'wrong-password' },
        { ip, services: limited },
      )
      // Addresses off the allow-list are refused, and still count against the IP.
      expect(last.status).toBe(403)
    }
    last = await call(
      '/sign-in/email',
      { email: 'ip@example.com', password: 'wrong-password' },
      { ip, services: limited },
    )
    expect(last.status).toBe(429)
    // Another IP is not affected.
    const other = await call(
      '/sign-in/email',
      { email: 'ip@example.com', password: 'wrong-password' },
      { ip: '192.0.2.201', services: limited },
    )
    expect(other.status).toBe(401)
  })

  it('counts atomically and starts a new window when the old one ends', async () => {
    const rule = { max: 3, windowSeconds: 60 }
    const start = new Date('2030-01-01T00:00:00Z')
    const decisions = await Promise.all(
      Array.from({ length: 6 }, () => countAttempt(database.db, 'test:atomic', rule, start)),
    )
    expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3)
    const blocked = decisions.find((d) => !d.allowed)
    expect(blocked?.retryAfterSeconds).toBe(60)
    const later = await countAttempt(
      database.db,
      'test:atomic',
      rule,
      new Date(start.getTime() + 61_000),
    )
    expect(later).toMatchObject({ allowed: true, count: 1 })
  })
})

describe('accounts made by the scripts', () => {
  it('admin:create creates a verified admin, and updates password and role when it exists', async () => {
    const first = await upsertVerifiedAccount(database.db, {
      email: 'Boss@Example.com',
      password: 'first-password',
      role: 'admin',
    })
    expect(first.created).toBe(true)
    const again = await upsertVerifiedAccount(database.db, {
      email: 'boss@example.com',
      password: 'second-password',
      role: 'admin',
    })
    expect(again).toEqual({ created: false, userId: first.userId })
    const [row] = await database.db.select().from(user).where(eq(user.id, first.userId))
    expect(row).toMatchObject({ email: 'boss@example.com', emailVerified: true })
    expect(await roleOf(database.db, first.userId)).toBe('admin')
    expect(
      await database.db.select().from(account).where(eq(account.userId, first.userId)),
    ).toHaveLength(1)
    // Signs in with the new password once the address is allowed.
    const boss = makeServices({ ADMIN_EMAILS: 'boss@example.com' })
    expect(
      (
        await call(
          '/sign-in/email',
          { email: 'boss@example.com', password: 'second-password' },
          { services: boss },
        )
      ).status,
    ).toBe(200)
  })

  it('refuses a bad address or a short password', async () => {
    await expect(
      upsertVerifiedAccount(database.db, {
        email: 'not-an-address',
        password: 'secret123',
        role: 'admin',
      }),
    ).rejects.toThrow(/not an e-mail/)
    await expect(
      upsertVerifiedAccount(database.db, {
        email: 'a@example.com',
        password: '123',
        role: 'admin',
      }),
    ).rejects.toThrow(/at least 6/)
  })

  it('demo accounts are made once per database', async () => {
    expect(await seedDemoAccountsOnce(database.db)).toBe(true)
    expect(await seedDemoAccountsOnce(database.db)).toBe(false)
    const rows = rowsOf<{ email: string; role: string }>(
      await database.db.execute(
        sql`SELECT u.email, p.role FROM "user" u JOIN profiles p ON p.user_id = u.id WHERE u.email LIKE '%@example.org' ORDER BY u.email`,
      ),
    )
    expect(rows).toEqual([
      { email: 'admin@example.org', role: 'admin' },
      { email: 'user@example.org', role: 'user' },
    ])
  })

  it('deleting a user deletes its profile, sessions and credentials', async () => {
    const { userId } = await upsertVerifiedAccount(database.db, {
      email: 'gone@example.com',
      password: 'secret123',
      role: 'admin',
    })
    await database.db.delete(user).where(eq(user.id, userId))
    expect(
      await database.db.select().from(profiles).where(eq(profiles.userId, userId)),
    ).toHaveLength(0)
    expect(await database.db.select().from(account).where(eq(account.userId, userId))).toHaveLength(
      0,
    )
  })
})

describe('links in e-mails come from the configuration, never from request headers', () => {
  it('a reset requested with a hostile Host gets a link to BASE_URL', async () => {
    await verifiedSignIn('maria@example.com', 'secret123')
    const configured = makeServices({ BASE_URL: 'https://epilepsy.example' })
    const response = await call(
      '/request-password-reset',
      { email: 'maria@example.com' },
      {
        services: configured,
        origin: 'http://evil.example',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      },
    )
    expect(response.status).toBe(200)
    const { link } = await newestResetToken('maria@example.com')
    expect(link.startsWith('https://epilepsy.example/auth/reset-password?token=')).toBe(true)
  })

  it('without BASE_URL (local development) links point at localhost on PORT, whatever the Host', async () => {
    const local = makeServices({ BASE_URL: '', PORT: '4321' })
    const response = await call(
      '/sign-up/email',
      { email: 'ip@example.com', password: 'secret123', name: 'ip@example.com' },
      {
        services: local,
        origin: 'http://evil.example',
        headers: { host: 'evil.example' },
      },
    )
    expect(response.status).toBe(200)
    const [mail] = await listOutbox(database.db, 1)
    expect(mail?.recipient).toBe('ip@example.com')
    expect(mail?.text).toMatch(/http:\/\/localhost:4321\/auth\/verify-email\?token=/)
    expect(mail?.text).not.toContain('evil.example')
  })
})

describe('a used reset link or a password change spends every other reset link', () => {
  it('the older link no longer works once the newer one was used', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'nikos@example.com',
      password: 'secret123',
      role: 'user',
    })
    expect((await call('/request-password-reset', { email: 'nikos@example.com' })).status).toBe(200)
    const older = await newestResetToken('nikos@example.com')
    expect((await call('/request-password-reset', { email: 'nikos@example.com' })).status).toBe(200)
    const newer = await newestResetToken('nikos@example.com')
    expect(newer.token).not.toBe(older.token)

    expect(
      (await call('/reset-password', { token: newer.token, newPassword: 'newer-password' })).status,
    ).toBe(200)
    const replay = await call('/reset-password', {
      token: older.token,
      newPassword: 'attacker-password',
    })
    expect(replay.status).toBe(400)
    expect((await replay.json()).code).toBe('INVALID_TOKEN')
    expect(
      (await call('/sign-in/email', { email: 'nikos@example.com', password: 'attacker-password' }))
        .status,
    ).toBe(401)
    expect(
      (await call('/sign-in/email', { email: 'nikos@example.com', password: 'newer-password' }))
        .status,
    ).toBe(200)
  })

  it('using the older link first spends the newer one too', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'nikos@example.com',
      password: 'secret123',
      role: 'user',
    })
    await call('/request-password-reset', { email: 'nikos@example.com' })
    const older = await newestResetToken('nikos@example.com')
    await call('/request-password-reset', { email: 'nikos@example.com' })
    const newer = await newestResetToken('nikos@example.com')
    expect(
      (await call('/reset-password', { token: older.token, newPassword: 'older-password' })).status,
    ).toBe(200)
    expect(
      (await call('/reset-password', { token: newer.token, newPassword: 'newer-password' })).status,
    ).toBe(400)
  })

  it('changing the password spends the reset links mailed before', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'nikos@example.com',
      password: 'secret123',
      role: 'user',
    })
    await call('/request-password-reset', { email: 'nikos@example.com' })
    const pending = await newestResetToken('nikos@example.com')
    const cookie = cookieOf(
      await call('/sign-in/email', { email: 'nikos@example.com', password: 'secret123' }),
    )
    const changed = await call(
      '/change-password',
      { currentPassword: 'secret123', newPassword: 'changed-password' },
      { headers: { cookie, origin: ORIGIN } },
    )
    expect(changed.status).toBe(200)
    expect(
      (await call('/reset-password', { token: pending.token, newPassword: 'attacker-password' }))
        .status,
    ).toBe(400)
    expect(
      (await call('/sign-in/email', { email: 'nikos@example.com', password: 'changed-password' }))
        .status,
    ).toBe(200)
  })

  it('a failed password change (wrong current password) leaves the reset links alone', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'nikos@example.com',
      password: 'secret123',
      role: 'user',
    })
    await call('/request-password-reset', { email: 'nikos@example.com' })
    const pending = await newestResetToken('nikos@example.com')
    const cookie = cookieOf(
      await call('/sign-in/email', { email: 'nikos@example.com', password: 'secret123' }),
    )
    const refused = await call(
      '/change-password',
      { currentPassword: 'wrong-password', newPassword: 'changed-password' },
      { headers: { cookie, origin: ORIGIN } },
    )
    expect(refused.status).toBe(400)
    expect(
      (await call('/reset-password', { token: pending.token, newPassword: 'reset-password-1' }))
        .status,
    ).toBe(200)
  })
})

describe('the sign-in page does not ship the allow-list', () => {
  it('GET /auth carries no address and no digest of one', async () => {
    const request = new Request(`${ORIGIN}/auth`)
    const context = contextFor(request)
    context.set(i18nContextKey, await createI18n('en'))
    const data = await authPageLoader({
      request,
      context,
      params: {},
      url: new URL(request.url),
    } as never)
    const shipped = JSON.stringify(data).toLowerCase()
    for (const email of ALLOWED) {
      expect(shipped).not.toContain(email)
      for (const algorithm of ['sha256', 'sha1', 'md5', 'sha512']) {
        const digest = crypto.createHash(algorithm).update(email).digest()
        expect(shipped).not.toContain(digest.toString('hex'))
        expect(shipped).not.toContain(digest.toString('base64').toLowerCase())
      }
    }
  })
})

describe('demo accounts and addresses taken off the allow-list', () => {
  let fresh: TestDatabase
  beforeAll(async () => {
    fresh = await createTestDatabase()
  })
  afterAll(async () => {
    await fresh?.destroy()
  })
  const demoRows = async (db: TestDatabase['db']) =>
    (await db.select({ email: user.email }).from(user)).filter((row) =>
      row.email.endsWith('@example.org'),
    )

  it('a start with ADMIN_EMAILS set creates no demo account', async () => {
    const production = parseConfig({ NODE_ENV: 'production', ADMIN_EMAILS: 'ana@example.com' })
    await prepareAccounts(production, fresh.db, createLogger('silent'))
    expect(await demoRows(fresh.db)).toEqual([])
    const onPostgres = parseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example/site',
    })
    await prepareAccounts(onPostgres, fresh.db, createLogger('silent'))
    expect(await demoRows(fresh.db)).toEqual([])
  })

  it('the local demo (embedded, no ADMIN_EMAILS, not https) creates them', async () => {
    await prepareAccounts(parseConfig({}), fresh.db, createLogger('silent'))
    expect((await demoRows(fresh.db)).map((row) => row.email).sort()).toEqual([
      'admin@example.org',
      'user@example.org',
    ])
  })

  it('a start ends the sessions of an address that left ADMIN_EMAILS, and only those', async () => {
    await verifiedSignIn('ana@example.com', 'secret123')
    await verifiedSignIn('maria@example.com', 'secret123')
    expect((await sessionsOf('ana@example.com')).length).toBeGreaterThan(0)
    const narrowed = parseConfig({
      ADMIN_EMAILS: ALLOWED.filter((email) => email !== 'ana@example.com').join(','),
    })
    await prepareAccounts(narrowed, database.db, createLogger('silent'))
    expect(await sessionsOf('ana@example.com')).toHaveLength(0)
    expect((await sessionsOf('maria@example.com')).length).toBeGreaterThan(0)
  })

  it('/api/auth/* refuses (and ends) the session of an address that left the list while running', async () => {
    const signIn = await verifiedSignIn('ana@example.com', 'secret123')
    const { token } = (await signIn.json()) as { token: string }
    const cookie = cookieOf(signIn)
    const narrowed = makeServices({
      ADMIN_EMAILS: ALLOWED.filter((email) => email !== 'ana@example.com').join(','),
    })
    const viaRoute = async (path: string, init: RequestInit, handler: typeof authApiLoader) => {
      const request = new Request(`${ORIGIN}/api/auth${path}`, init)
      return handler({
        request,
        context: contextFor(request, narrowed),
        params: {},
        url: new URL(request.url),
      } as never)
    }
    const listed = await viaRoute(
      '/list-sessions',
      { headers: { authorization: `Bearer ${token}` } },
      authApiLoader,
    )
    expect(listed.status).toBe(401)
    expect((await listed.json()).code).toBe('EMAIL_NOT_ALLOWED')
    expect(await sessionsOf('ana@example.com')).toHaveLength(0)

    const again = await verifiedSignIn('ana@example.com', 'secret123')
    const updated = await viaRoute(
      '/update-user',
      {
        method: 'POST',
        headers: { cookie: cookieOf(again), origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Renamed' }),
      },
      authApiAction,
    )
    expect(updated.status).toBe(401)
    const [ana] = await database.db.select().from(user).where(eq(user.email, 'ana@example.com'))
    expect(ana?.name).not.toBe('Renamed')
    expect(cookie).toBeTruthy()

    // Still on the list: the same route answers.
    const kept = await verifiedSignIn('maria@example.com', 'secret123')
    const ok = await viaRoute(
      '/list-sessions',
      { headers: { cookie: cookieOf(kept) } },
      authApiLoader,
    )
    expect(ok.status).toBe(200)
  })
})
