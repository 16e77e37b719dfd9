/**
 * The account pages' loaders and actions on a real database, through Better Auth as the server
 * calls it: asking for a reset link, setting a new password with it, verifying an address by its
 * link, and signing out (every session ended, the cookies cleared). Bad input is refused with the
 * page's translated message, and nothing changes.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { session, user } from '~/db/schema'
import type { AuthState } from '~/domain/auth/auth-state'
import { upsertVerifiedAccount } from '~/domain/auth/accounts.server'
import { authFor, CLIENT_IP_HEADER } from '~/domain/auth/better-auth.server'
import { listOutbox } from '~/domain/mail-outbox.server'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import * as forgotPage from '~/routes/auth/forgot-password'
import * as resetPage from '~/routes/auth/reset-password'
import * as signOut from '~/routes/auth/sign-out'
import * as verifyPage from '~/routes/auth/verify-email'
import { ANONYMOUS, contextFor } from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

const ORIGIN = 'http://site.test'
let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = {
    config: parseConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'integration-secret-integration-secret-0123',
      ADMIN_EMAILS: 'maria@example.com,eleni@example.com,nikos@example.com,ana@example.com',
      AUTH_RATE_LIMIT: '1000',
      BASE_URL: ORIGIN,
    }),
    database,
    logger: createLogger('silent'),
  }
})
afterAll(async () => {
  await database?.destroy()
})

/** A direct call to Better Auth's /api/auth/* endpoints. */
function authApi(path: string, body: unknown, headers: Record<string, string> = {}) {
  return authFor(services, ORIGIN).handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CLIENT_IP_HEADER]: '203.0.113.1',
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  )
}

type Handler = (args: never) => unknown

/** Runs a page's loader or action (a form post when `form` is given). */
async function run(
  handler: Handler,
  path: string,
  options: {
    form?: Record<string, string>
    auth?: AuthState
    cookie?: string
    lang?: Lang
  } = {},
) {
  const body = options.form ? new FormData() : undefined
  for (const [name, value] of Object.entries(options.form ?? {})) body!.append(name, value)
  const headers: Record<string, string> = { origin: ORIGIN }
  if (options.cookie) headers.cookie = options.cookie
  const request = new Request(`${ORIGIN}${path}`, {
    method: body ? 'POST' : 'GET',
    body,
    headers,
  })
  const context = await contextFor(services, options.auth ?? ANONYMOUS, { lang: options.lang })
  try {
    const result = (await handler({ request, params: {}, context } as never)) as
      Response | { data?: unknown; init?: { status?: number } }
    if (result instanceof Response) return { status: result.status, response: result }
    return {
      status: result.init?.status ?? 200,
      data: (result.data ?? result) as Record<string, unknown>,
    }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown }
    throw thrown
  }
}

async function newestLink(email: string, page: string) {
  const mail = (await listOutbox(database.db, 50)).find(
    (m) => m.recipient === email && m.text.includes(page),
  )
  const link = new RegExp(`https?://\\S+${page}\\?token=\\S+`).exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error(`no ${page} link for ${email}`)
  return new URL(link).searchParams.get('token')!
}

const signIn = (email: string, password: string) => authApi('/sign-in/email', { email, password })

describe('/auth/forgot-password and /auth/reset-password', () => {
  it('mails a reset link whose page sets the new password and sends the person to sign in', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'maria@example.com',
      password: 'secret123',
      role: 'user',
    })
    const asked = await run(forgotPage.action, '/auth/forgot-password', {
      form: { email: ' Maria@Example.com ' },
    })
    expect(asked).toEqual({ status: 200, data: { ok: true, email: 'maria@example.com' } })
    const token = await newestLink('maria@example.com', '/auth/reset-password')

    const reset = await run(resetPage.action, `/auth/reset-password?token=${token}`, {
      form: { token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    })
    expect(reset.status).toBe(302)
    expect(reset.response?.headers.get('Location')).toBe('/auth?notice=password-reset')
    expect((await signIn('maria@example.com', 'secret123')).status).toBe(401)
    expect((await signIn('maria@example.com', 'brand-new-pass')).status).toBe(200)

    // The link works once; its page then offers a new one.
    const again = await run(resetPage.action, '/auth/reset-password', {
      form: { token, password: 'third-pass', confirmPassword: 'third-pass' },
    })
    expect(again.status).toBe(400)
    expect(again.data).toMatchObject({
      ok: false,
      linkInvalid: true,
      message: 'This password reset link is invalid or has expired. Please ask for a new one.',
    })
    expect((await signIn('maria@example.com', 'brand-new-pass')).status).toBe(200)
  })

  it('says the same for an allowed address without an account, and mails nothing', async () => {
    const before = (await listOutbox(database.db, 100)).length
    const asked = await run(forgotPage.action, '/auth/forgot-password', {
      form: { email: 'ana@example.com' },
    })
    expect(asked).toEqual({ status: 200, data: { ok: true, email: 'ana@example.com' } })
    expect((await listOutbox(database.db, 100)).length).toBe(before)
  })

  it('refuses a malformed address, passwords that differ and a missing token, translated', async () => {
    expect(
      await run(forgotPage.action, '/auth/forgot-password', { form: { email: 'maria-at-home' } }),
    ).toEqual({
      status: 400,
      data: {
        ok: false,
        email: 'maria-at-home',
        fields: { email: 'auth.validation.emailInvalid' },
      },
    })
    const differ = await run(resetPage.action, '/auth/reset-password', {
      form: { token: 'x', password: 'secret12', confirmPassword: 'secret13' },
    })
    expect(differ).toMatchObject({
      status: 400,
      data: { fields: { confirmPassword: 'auth.validation.passwordsMismatch' } },
    })
    const missing = await run(resetPage.action, '/auth/reset-password', {
      form: { password: 'secret12', confirmPassword: 'secret12' },
      lang: 'el',
    })
    expect(missing.status).toBe(400)
    expect(missing.data).toMatchObject({ linkInvalid: true })
    expect(missing.data!.message).toMatch(/^Αυτή η σελίδα χρειάζεται τον σύνδεσμο/)
  })

  it('gives the reset page the link’s token', async () => {
    expect((await run(resetPage.loader, '/auth/reset-password?token=abc')).data).toMatchObject({
      token: 'abc',
      meta: { title: expect.any(String) },
    })
    expect((await run(resetPage.loader, '/auth/reset-password')).data).toMatchObject({ token: '' })
  })
})

describe('/auth/verify-email', () => {
  it('verifies the address of a new account by its link; a spent or missing token does not', async () => {
    expect(
      (
        await authApi('/sign-up/email', {
          email: 'eleni@example.com',
          password: 'secret123',
          name: 'eleni@example.com',
        })
      ).status,
    ).toBe(200)
    const token = await newestLink('eleni@example.com', '/auth/verify-email')
    const [before] = await database.db
      .select()
      .from(user)
      .where(eq(user.email, 'eleni@example.com'))
    expect(before?.emailVerified).toBe(false)

    const verified = await run(verifyPage.loader, `/auth/verify-email?token=${token}`)
    expect(verified.data).toMatchObject({ verified: true })
    const [after] = await database.db.select().from(user).where(eq(user.email, 'eleni@example.com'))
    expect(after?.emailVerified).toBe(true)

    expect(
      (await run(verifyPage.loader, '/auth/verify-email?token=not-a-token')).data,
    ).toMatchObject({ verified: false })
    expect((await run(verifyPage.loader, '/auth/verify-email')).data).toMatchObject({
      verified: false,
    })
  })

  it('sends a new link on request, and refuses a malformed address', async () => {
    expect(
      (await run(verifyPage.action, '/auth/verify-email', { form: { email: 'nikos@example.com' } }))
        .data,
    ).toEqual({ ok: true, email: 'nikos@example.com' })
    expect(
      (await run(verifyPage.action, '/auth/verify-email', { form: { email: '' } })).status,
    ).toBe(400)
  })
})

describe('/auth/sign-out', () => {
  it('ends every session of the person, clears the cookies and goes to /auth', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'nikos@example.com',
      password: 'secret123',
      role: 'user',
    })
    const first = await signIn('nikos@example.com', 'secret123')
    await signIn('nikos@example.com', 'secret123')
    const [nikos] = await database.db.select().from(user).where(eq(user.email, 'nikos@example.com'))
    const sessions = () => database.db.select().from(session).where(eq(session.userId, nikos!.id))
    expect((await sessions()).length).toBeGreaterThanOrEqual(2)
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const out = await run(signOut.action, '/auth/sign-out', {
      form: {},
      cookie,
      auth: {
        user: { id: nikos!.id, email: 'nikos@example.com', name: 'Nikos', emailVerified: true },
        role: 'user',
        isAdmin: false,
      },
    })
    expect(out.status).toBe(302)
    expect(out.response!.headers.get('Location')).toBe('/auth')
    expect(out.response!.headers.get('Cache-Control')).toBe('no-store')
    const cleared = out.response!.headers.getSetCookie()
    expect(cleared.some((c) => c.includes('session_token=;') && c.includes('Max-Age=0'))).toBe(true)
    expect(await sessions()).toHaveLength(0)
  })

  it('still clears the cookies and goes to /auth for somebody not signed in; a visit goes there too', async () => {
    const out = await run(signOut.action, '/auth/sign-out', { form: {} })
    expect(out.status).toBe(302)
    expect(out.response!.headers.getSetCookie().length).toBeGreaterThan(0)
    const visit = await run(signOut.loader, '/auth/sign-out')
    expect([visit.status, visit.response!.headers.get('Location')]).toEqual([302, '/auth'])
  })
})
