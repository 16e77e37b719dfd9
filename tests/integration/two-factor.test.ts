/**
 * Two-factor sign-in (Better Auth's two-factor plugin) against a real database, with real TOTP
 * codes: turning it on from the profile page's action, the second sign-in step with an app code
 * and with a backup code, REQUIRE_ADMIN_2FA blocking admin pages, the JSON API and Better Auth's
 * account endpoints until the admin has it on, and the mail outbox hiding reset links from
 * everybody but their recipient.
 */
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins'
import { and, eq, like } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import {
  i18nContext,
  langContext,
  requestContext,
  servicesContext,
  type Services,
} from '~/context.server'
import { auditLog, session, twoFactor, user, verification } from '~/db/schema'
import { resetTwoFactor, upsertVerifiedAccount } from '~/domain/auth/accounts.server'
import { resolveAuth } from '~/http/auth-middleware.server'
import { authFor, CLIENT_IP_HEADER } from '~/domain/auth/better-auth.server'
import { authContext, requireAdmin } from '~/http/guards.server'
import type { TwoFactorResult } from '~/domain/auth/two-factor'
import { createI18n } from '~/i18n/i18n'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import { action as authApiAction, loader as authApiLoader } from '~/routes/api/auth'
import { loader as auditLoader } from '~/routes/api/audit'
import { action as contentCollectionAction } from '~/routes/api/content-collection'
import { action as wikiCategoriesAction } from '~/routes/api/wiki-categories'
import { action as profileAction, loader as profileLoader } from '~/routes/profile'
import { account } from '~/db/schema'
import { currentTotp, freshTotp, wrongTotp } from '../support/totp'
import { createTestDatabase, type TestDatabase } from './support/test-database'

const ORIGIN = 'http://site.test'
const ADMINS = [
  'ana@example.com',
  'nikos@example.com',
  'maria@example.com',
  'eleni@example.com',
  'sofia@example.com',
  'irini@example.com',
  'kostas@example.com',
  'lena@example.com',
  'petros@example.com',
  'andreas@example.com',
  'stella@example.com',
  'dora@example.com',
]
const PASSWORD = 'secret-password'

let database: TestDatabase
let services: Services
let strict: Services

function makeServices(env: Record<string, string> = {}): Services {
  const config = parseConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'integration-secret-integration-secret-0123',
    ADMIN_EMAILS: [...ADMINS, 'member@example.com'].join(','),
    AUTH_RATE_LIMIT: '1000',
    BASE_URL: ORIGIN,
    ...env,
  })
  return { config, database, logger: createLogger('silent') }
}

/** A direct call to Better Auth's endpoints (what a script or the browser does). */
async function call(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  svc: Services = services,
) {
  const h = new Headers({ 'content-type': 'application/json', origin: ORIGIN, ...headers })
  h.set(CLIENT_IP_HEADER, '203.0.113.5')
  return authFor(svc, ORIGIN).handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
}

function cookieOf(response: Response, previous = '') {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0], pair] as const),
  )
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0] ?? ''
    const name = pair.split('=')[0] ?? ''
    if (/Max-Age=0/i.test(cookie) || pair.endsWith('=')) jar.delete(name)
    else jar.set(name, pair)
  }
  return [...jar.values()].join('; ')
}

async function contextFor(request: Request, svc: Services = services, lang: Lang = 'en') {
  const context = new RouterContextProvider(
    new Map<unknown, unknown>([
      [servicesContext, svc],
      [requestContext, { requestId: 't', nonce: 'n', logger: svc.logger, clientIp: '203.0.113.9' }],
      [langContext, lang],
      [i18nContext, await createI18n(lang)],
    ]) as ConstructorParameters<typeof RouterContextProvider>[0],
  )
  context.set(authContext, (await resolveAuth(request, context)).state)
  return context
}

/** Calls /profile's action with a form, signed in with `cookie`. */
async function profilePost(
  cookie: string,
  fields: Record<string, string>,
  svc: Services = services,
  lang: Lang = 'en',
) {
  const request = new Request(`${ORIGIN}/profile`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
    body: new URLSearchParams(fields),
  })
  const result = (await profileAction({
    request,
    context: await contextFor(request, svc, lang),
    params: {},
  } as never)) as unknown as {
    data: TwoFactorResult
    init?: ResponseInit | null
  }
  return {
    result: result.data,
    status: result.init?.status ?? 200,
    headers: new Headers(result.init?.headers),
  }
}

async function signIn(email: string, password = PASSWORD) {
  return call('/sign-in/email', { email, password })
}

/** Turns two-factor sign-in on for `email` through the profile page's action; answers the otpauth:// address and the backup codes. */
async function enrol(email: string, svc: Services = services, options: { cookie?: string } = {}) {
  if (!options.cookie)
    await upsertVerifiedAccount(database.db, { email, password: PASSWORD, role: 'admin' })
  let cookie = options.cookie ?? cookieOf(await signIn(email))
  const started = await profilePost(
    cookie,
    { intent: 'two-factor-enable', password: PASSWORD },
    svc,
  )
  expect(started.result).toMatchObject({ ok: true, step: 'confirm' })
  const { uri } = started.result as Extract<TwoFactorResult, { step: 'confirm'; ok: true }>
  const confirmed = await profilePost(
    cookie,
    { intent: 'two-factor-confirm', code: await freshTotp(uri), uri },
    svc,
  )
  expect(confirmed.result).toMatchObject({ ok: true, step: 'enabled' })
  cookie = cookieOf(new Response(null, { headers: confirmed.headers }), cookie)
  return { uri, backupCodes: (confirmed.result as { backupCodes: string[] }).backupCodes, cookie }
}

beforeAll(async () => {
  database = await createTestDatabase()
  services = makeServices()
  strict = makeServices({ REQUIRE_ADMIN_2FA: 'true' })
})
afterAll(async () => {
  await database?.destroy()
})

describe('turning two-factor sign-in on from the profile page', () => {
  it('asks for the password, shows a QR code and the key, and turns on only after a right code', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'ana@example.com',
      password: PASSWORD,
      role: 'admin',
    })
    const cookie = cookieOf(await signIn('ana@example.com'))

    const wrongPassword = await profilePost(cookie, {
      intent: 'two-factor-enable',
      password: 'not-my-password',
    })
    expect(wrongPassword.status).toBe(400)
    expect(wrongPassword.result).toMatchObject({
      ok: false,
      field: 'password',
      message: 'The password is not right.',
    })

    const started = await profilePost(cookie, { intent: 'two-factor-enable', password: PASSWORD })
    const setup = started.result as Extract<TwoFactorResult, { step: 'confirm'; ok: true }>
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Epilepsy%20Cyprus:ana%40example\.com\?/)
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/)
    const [pending] = await database.db.select().from(user).where(eq(user.email, 'ana@example.com'))
    expect(pending?.twoFactorEnabled).toBe(false)

    const wrong = await profilePost(cookie, {
      intent: 'two-factor-confirm',
      code: await wrongTotp(setup.uri),
      uri: setup.uri,
    })
    expect(wrong.status).toBe(401)
    expect(wrong.result).toMatchObject({ ok: false, step: 'confirm', field: 'code' })
    // Without JavaScript the page shows the same QR code again.
    expect((wrong.result as { qrSvg?: string }).qrSvg).toBe(setup.qrSvg)
    const empty = await profilePost(cookie, {
      intent: 'two-factor-confirm',
      code: '',
      uri: setup.uri,
    })
    expect(empty.status).toBe(400)
    expect(empty.result).toMatchObject({ message: 'Please enter the 6-digit code from the app.' })

    const confirmed = await profilePost(cookie, {
      intent: 'two-factor-confirm',
      code: await freshTotp(setup.uri),
      uri: setup.uri,
    })
    expect(confirmed.status).toBe(200)
    const codes = (confirmed.result as { backupCodes: string[] }).backupCodes
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/)
    const [enabled] = await database.db.select().from(user).where(eq(user.email, 'ana@example.com'))
    expect(enabled?.twoFactorEnabled).toBe(true)
  })

  it('is open to admins only, and says so in Greek too', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'member@example.com',
      password: PASSWORD,
      role: 'user',
    })
    const cookie = cookieOf(await signIn('member@example.com'))
    const refused = await profilePost(cookie, { intent: 'two-factor-enable', password: PASSWORD })
    expect(refused.status).toBe(403)
    expect(refused.result).toMatchObject({ ok: false, message: 'Admin access required.' })
    const anonymous = await profilePost('', { intent: 'two-factor-enable', password: PASSWORD })
    expect(anonymous.status).toBe(401)
    const [member] = await database.db
      .select()
      .from(user)
      .where(eq(user.email, 'member@example.com'))
    expect(member?.twoFactorEnabled).toBe(false)
    await upsertVerifiedAccount(database.db, {
      email: 'sofia@example.com',
      password: PASSWORD,
      role: 'admin',
    })
    const bad = await profilePost(cookieOf(await signIn('sofia@example.com')), {
      intent: 'something-else',
    })
    expect(bad.status).toBe(400)
    const greek = await profilePost(
      cookieOf(await signIn('sofia@example.com')),
      { intent: 'two-factor-enable', password: '' },
      services,
      'el',
    )
    expect(greek.result).toMatchObject({
      ok: false,
      message: 'Πληκτρολογήστε τον κωδικό πρόσβασής σας.',
    })
  })
})

describe('signing in with two-factor on', () => {
  let uri = ''
  let backupCodes: string[] = []
  beforeAll(async () => {
    ;({ uri, backupCodes } = await enrol('nikos@example.com'))
  })

  it('the password alone gives no session, only a short-lived challenge cookie', async () => {
    const [nikos] = await database.db.select().from(user).where(eq(user.email, 'nikos@example.com'))
    await database.db.delete(session).where(eq(session.userId, nikos!.id))
    const response = await signIn('nikos@example.com')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      twoFactorRedirect: true,
      twoFactorMethods: ['totp'],
    })
    const cookie = cookieOf(response)
    expect(cookie).toMatch(/better-auth\.two_factor=/)
    expect(cookie).not.toMatch(/session_token=/)
    expect(
      await database.db.select().from(session).where(eq(session.userId, nikos!.id)),
    ).toHaveLength(0)
    const request = new Request(`${ORIGIN}/profile`, { headers: { cookie } })
    expect((await contextFor(request)).get(authContext).user).toBeNull()
  })

  it('a wrong code is refused; the current code from the app opens a session', async () => {
    const challenge = cookieOf(await signIn('nikos@example.com'))
    const wrong = await call(
      '/two-factor/verify-totp',
      { code: await wrongTotp(uri) },
      { cookie: challenge },
    )
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).code).toBe('INVALID_CODE')
    const right = await call(
      '/two-factor/verify-totp',
      { code: await freshTotp(uri) },
      { cookie: challenge },
    )
    expect(right.status).toBe(200)
    const cookie = cookieOf(right, challenge)
    expect(cookie).toMatch(/session_token=/)
    const request = new Request(`${ORIGIN}/profile`, { headers: { cookie } })
    expect((await contextFor(request)).get(authContext)).toMatchObject({
      user: { email: 'nikos@example.com', twoFactorEnabled: true },
      isAdmin: true,
    })
  })

  it('a code without the challenge cookie opens nothing', async () => {
    const response = await call('/two-factor/verify-totp', { code: await currentTotp(uri) })
    expect(response.status).toBe(401)
    expect(
      response.headers
        .getSetCookie()
        .some((c) => c.includes('session_token=') && !/Max-Age=0/i.test(c)),
    ).toBe(false)
  })

  it('a backup code signs in once', async () => {
    const code = backupCodes[0]!
    const first = await call(
      '/two-factor/verify-backup-code',
      { code },
      { cookie: cookieOf(await signIn('nikos@example.com')) },
    )
    expect(first.status).toBe(200)
    expect(cookieOf(first)).toMatch(/session_token=/)
    const again = await call(
      '/two-factor/verify-backup-code',
      { code },
      { cookie: cookieOf(await signIn('nikos@example.com')) },
    )
    expect(again.status).toBe(401)
    expect((await again.json()).code).toBe('INVALID_BACKUP_CODE')
  })

  it('new backup codes replace the old ones; turning it off needs the password', async () => {
    const cookie = cookieOf(
      await call(
        '/two-factor/verify-totp',
        { code: await freshTotp(uri) },
        { cookie: cookieOf(await signIn('nikos@example.com')) },
      ),
    )
    const renewed = await profilePost(cookie, { intent: 'two-factor-codes', password: PASSWORD })
    expect(renewed.result).toMatchObject({ ok: true, step: 'codes' })
    const fresh = (renewed.result as { backupCodes: string[] }).backupCodes
    expect(fresh).toHaveLength(10)
    const old = await call(
      '/two-factor/verify-backup-code',
      { code: backupCodes[1]! },
      { cookie: cookieOf(await signIn('nikos@example.com')) },
    )
    expect(old.status).toBe(401)

    const refused = await profilePost(cookie, {
      intent: 'two-factor-disable',
      password: 'wrong-password',
    })
    expect(refused.status).toBe(400)
    const off = await profilePost(cookie, { intent: 'two-factor-disable', password: PASSWORD })
    expect(off.result).toMatchObject({ ok: true, step: 'disabled' })
    // Better Auth replaced the session cookie: the new one works, and the password alone signs in.
    const replaced = cookieOf(new Response(null, { headers: off.headers }), cookie)
    const after = new Request(`${ORIGIN}/profile`, { headers: { cookie: replaced } })
    expect((await contextFor(after)).get(authContext).user?.twoFactorEnabled).toBe(false)
    const plain = await signIn('nikos@example.com')
    expect(cookieOf(plain)).toMatch(/session_token=/)
  })

  it('the /auth page takes the second step from the form, without JavaScript too', async () => {
    const { uri: maria } = await enrol('maria@example.com')
    const { action: authPageAction } = await import('~/routes/auth/auth')
    const post = async (fields: Record<string, string>, cookie = '') => {
      const request = new Request(`${ORIGIN}/auth`, {
        method: 'POST',
        headers: { cookie, origin: ORIGIN },
        body: new URLSearchParams(fields),
      })
      try {
        return (await authPageAction({
          request,
          context: await contextFor(request),
          params: {},
        } as never)) as unknown as { data: Record<string, unknown>; init?: ResponseInit }
      } catch (thrown) {
        if (thrown instanceof Response)
          return {
            data: { redirect: thrown.headers.get('location') },
            init: { headers: thrown.headers, status: thrown.status },
          }
        throw thrown
      }
    }
    const first = await post({ intent: 'sign-in', email: 'maria@example.com', password: PASSWORD })
    expect(first.data).toMatchObject({ intent: 'sign-in', ok: 'twoFactor' })
    const challenge = cookieOf(new Response(null, { headers: first.init?.headers }))
    const missing = await post({ intent: 'two-factor', code: ' ' }, challenge)
    expect(missing.init?.status).toBe(400)
    expect(missing.data).toMatchObject({ fields: { code: 'auth.errors.codeRequired' } })
    expect((await createI18n('en')).t('auth.errors.codeRequired')).toBe('Please enter the code.')
    const wrong = await post({ intent: 'two-factor', code: await wrongTotp(maria) }, challenge)
    expect(wrong.data).toMatchObject({ failure: { code: 'INVALID_CODE' } })
    const done = await post({ intent: 'two-factor', code: await freshTotp(maria) }, challenge)
    expect(done.data).toMatchObject({ redirect: '/' })
    expect(cookieOf(new Response(null, { headers: done.init?.headers }))).toMatch(/session_token=/)
  })
})

describe('the operator turning two-factor off (npm run user:reset-2fa)', () => {
  it('for an admin who lost the phone and the codes: secrets gone, sessions ended, password alone signs in, logged', async () => {
    const { cookie } = await enrol('irini@example.com')
    const [irini] = await database.db.select().from(user).where(eq(user.email, 'irini@example.com'))
    expect(
      await database.db.select().from(session).where(eq(session.userId, irini!.id)),
    ).not.toHaveLength(0)

    expect(await resetTwoFactor(database.db, 'Irini@Example.com ')).toBe(true)
    const [after] = await database.db.select().from(user).where(eq(user.email, 'irini@example.com'))
    expect(after?.twoFactorEnabled).toBe(false)
    expect(
      await database.db.select().from(twoFactor).where(eq(twoFactor.userId, irini!.id)),
    ).toHaveLength(0)
    expect(
      await database.db.select().from(session).where(eq(session.userId, irini!.id)),
    ).toHaveLength(0)
    // The session the admin had before is no session any more.
    const old = new Request(`${ORIGIN}/profile`, { headers: { cookie } })
    expect((await contextFor(old)).get(authContext).user).toBeNull()
    // The password alone signs in again, and the admin can set two-factor up anew.
    const plain = await signIn('irini@example.com')
    expect(cookieOf(plain)).toMatch(/session_token=/)
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'two_factor_reset'))
    expect(entry).toMatchObject({
      kind: 'account',
      itemId: irini!.id,
      title: 'irini@example.com',
      actorEmail: null,
    })
    expect(entry?.detail).toMatchObject({ via: 'command line', sessionsEnded: 1 })

    // Nothing to do the second time; an unknown address is said to be unknown and changes nothing.
    expect(await resetTwoFactor(database.db, 'irini@example.com')).toBe('not enabled')
    expect(await resetTwoFactor(database.db, 'nobody@example.com')).toBe(false)
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, 'two_factor_reset')),
    ).toHaveLength(1)
  })
})

describe('REQUIRE_ADMIN_2FA=true', () => {
  it('an admin without two-factor reaches no admin page, API write or account endpoint, only the set-up', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'eleni@example.com',
      password: PASSWORD,
      role: 'admin',
    })
    const cookie = cookieOf(await signIn('eleni@example.com'))
    const request = new Request(`${ORIGIN}/events/create`, { headers: { cookie } })
    const context = await contextFor(request, strict)
    expect(context.get(authContext)).toMatchObject({
      role: 'admin',
      isAdmin: false,
      twoFactorSetupRequired: true,
    })
    let refusal: unknown
    try {
      requireAdmin(context, 'page')
    } catch (error) {
      refusal = error
    }
    expect(refusal).toMatchObject({
      data: {
        guard: 'two-factor-required',
        message: 'Turn on two-factor sign-in on your profile page first.',
      },
      init: { status: 403 },
    })

    // The JSON API.
    const apiRequest = new Request(`${ORIGIN}/api/v1/wiki/categories`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Blocked', slug: 'blocked' }),
    })
    let api: Response
    try {
      api = (await wikiCategoriesAction({
        request: apiRequest,
        context: await contextFor(apiRequest, strict),
        params: {},
      } as never)) as Response
    } catch (thrown) {
      api = thrown as Response
    }
    expect(api.status).toBe(403)
    expect(await api.json()).toMatchObject({ error: { code: 'two_factor_required' } })

    // Better Auth's account endpoints.
    const viaRoute = async (path: string, init: RequestInit, handler: typeof authApiLoader) => {
      const r = new Request(`${ORIGIN}/api/auth${path}`, init)
      return handler({ request: r, context: await contextFor(r, strict), params: {} } as never)
    }
    const json = { cookie, origin: ORIGIN, 'content-type': 'application/json' }
    const update = await viaRoute(
      '/update-user',
      { method: 'POST', headers: json, body: JSON.stringify({ name: 'Changed' }) },
      authApiAction,
    )
    expect(update.status).toBe(403)
    expect((await update.json()).code).toBe('TWO_FACTOR_REQUIRED')
    expect((await viaRoute('/list-sessions', { headers: { cookie } }, authApiLoader)).status).toBe(
      403,
    )
    const [eleni] = await database.db.select().from(user).where(eq(user.email, 'eleni@example.com'))
    expect(eleni?.name).not.toBe('Changed')
    // Reading the session and the set-up stay open.
    expect((await viaRoute('/get-session', { headers: { cookie } }, authApiLoader)).status).toBe(
      200,
    )
    const enable = await viaRoute(
      '/two-factor/enable',
      { method: 'POST', headers: json, body: JSON.stringify({ password: PASSWORD }) },
      authApiAction,
    )
    expect(enable.status).toBe(200)

    // The profile page offers the set-up and says why.
    const profileRequest = new Request(`${ORIGIN}/profile`, { headers: { cookie } })
    const profile = (await profileLoader({
      request: profileRequest,
      context: await contextFor(profileRequest, strict),
      params: {},
    } as never)) as {
      twoFactor: { enabled: boolean; required: boolean } | null
    }
    expect(profile.twoFactor).toEqual({ enabled: false, required: true })
  })

  it('once enrolled, the same admin is an admin again; members are not affected', async () => {
    const { cookie } = await enrol('eleni@example.com', strict)
    const request = new Request(`${ORIGIN}/events/create`, { headers: { cookie } })
    const context = await contextFor(request, strict)
    expect(context.get(authContext)).toMatchObject({ isAdmin: true, twoFactorSetupRequired: false })
    expect(requireAdmin(context, 'api').email).toBe('eleni@example.com')

    const memberCookie = cookieOf(await signIn('member@example.com'))
    const r = new Request(`${ORIGIN}/api/auth/update-user`, {
      method: 'POST',
      headers: { cookie: memberCookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Member' }),
    })
    expect(
      (
        await authApiAction({
          request: r,
          context: await contextFor(r, strict),
          params: {},
        } as never)
      ).status,
    ).toBe(200)
  })
})

describe('the mail outbox on the profile page', () => {
  it('shows a reset link to its recipient only, never to another admin', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'member@example.com',
      password: PASSWORD,
      role: 'user',
    })
    expect((await call('/request-password-reset', { email: 'member@example.com' })).status).toBe(
      200,
    )
    const read = async (cookie: string) => {
      const r = new Request(`${ORIGIN}/profile`, { headers: { cookie } })
      return (await profileLoader({
        request: r,
        context: await contextFor(r),
        params: {},
      } as never)) as {
        showOutbox: boolean
        outbox: { to: string; text: string }[]
      }
    }
    // Another admin: the mail is listed, its link and token are not.
    const adminView = await read(cookieOf(await signIn('sofia@example.com')))
    const seenByAdmin = adminView.outbox.find(
      (mail) => mail.to === 'member@example.com' && mail.text.includes('reset'),
    )
    expect(seenByAdmin).toBeTruthy()
    expect(seenByAdmin?.text).not.toMatch(/reset-password\?token=/)
    expect(seenByAdmin?.text).toContain(
      '[Link hidden: only member@example.com sees it here, signed in.]',
    )

    // The recipient, signed in elsewhere, sees the link (and only their own mail).
    const memberView = await read(cookieOf(await signIn('member@example.com')))
    expect(memberView.showOutbox).toBe(true)
    expect(memberView.outbox.every((mail) => mail.to === 'member@example.com')).toBe(true)
    expect(memberView.outbox[0]?.text).toMatch(
      /http:\/\/site\.test\/auth\/reset-password\?token=\S+/,
    )
  })
})

/** The admin API as a signed-in caller reaches it: the audit log and creating an event. */
async function adminApi(cookie: string, svc: Services) {
  const auditRequest = new Request(`${ORIGIN}/api/v1/audit`, { headers: { cookie } })
  const audit = (await auditLoader({
    request: auditRequest,
    context: await contextFor(auditRequest, svc),
    params: {},
  } as never)) as Response
  const createRequest = new Request(`${ORIGIN}/api/v1/events`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Walk', date: '2031-05-01', time: '10:00', location: 'Nicosia' }),
  })
  const create = (await contentCollectionAction({
    request: createRequest,
    context: await contextFor(createRequest, svc),
    params: { kind: 'events' },
  } as never)) as Response
  return { audit: audit.status, create: create.status }
}

async function sessionsOf(email: string) {
  const [found] = await database.db.select().from(user).where(eq(user.email, email))
  return database.db.select().from(session).where(eq(session.userId, found!.id))
}

describe('a session counts as two-factor only when it was opened with a second factor', () => {
  it('a password-only session does not become an admin one when two-factor is turned on elsewhere (REQUIRE_ADMIN_2FA)', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'kostas@example.com',
      password: PASSWORD,
      role: 'admin',
    })
    const passwordOnly = cookieOf(await signIn('kostas@example.com'))
    expect((await adminApi(passwordOnly, strict)).audit).toBe(403)

    // Turned on from another session of the same account.
    const other = cookieOf(await signIn('kostas@example.com'))
    const { cookie: turnedOnBy } = await enrol('kostas@example.com', strict, { cookie: other })

    // The password-only session is over: signed out everywhere, nothing written.
    const stale = await contextFor(
      new Request(`${ORIGIN}/profile`, { headers: { cookie: passwordOnly } }),
      strict,
    )
    expect(stale.get(authContext).user).toBeNull()
    expect(await adminApi(passwordOnly, strict)).toEqual({ audit: 401, create: 401 })
    // The session that turned it on is the one left, and it is an admin's.
    const left = await sessionsOf('kostas@example.com')
    expect(left).toHaveLength(1)
    expect(left[0]?.secondFactor).toBe(true)
    expect(await adminApi(turnedOnBy, strict)).toMatchObject({ audit: 200 })
  })

  it('a password-only session of a two-factor account that slipped in is signed out and ended, on pages and under /api/auth', async () => {
    const { uri } = await enrol('lena@example.com')
    const [lena] = await database.db.select().from(user).where(eq(user.email, 'lena@example.com'))
    // As a password sign-in racing with turning two-factor on would have left it.
    const token = 'password-only-session-token-0001'
    const another = 'password-only-session-token-0002'
    for (const t of [token, another]) {
      await database.db
        .insert(session)
        .values({ id: t, token: t, userId: lena!.id, expiresAt: new Date(Date.now() + 3_600_000) })
    }
    const request = new Request(`${ORIGIN}/events/create`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect((await contextFor(request, services)).get(authContext)).toMatchObject({
      user: null,
      isAdmin: false,
    })
    expect(await database.db.select().from(session).where(eq(session.token, token))).toHaveLength(0)
    // Better Auth's own endpoints see no session either (turning two-factor off needs one).
    const off = new Request(`${ORIGIN}/api/auth/two-factor/disable`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${another}`,
        origin: ORIGIN,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password: PASSWORD }),
    })
    expect(
      (
        await authApiAction({
          request: off,
          context: await contextFor(off, services),
          params: {},
        } as never)
      ).status,
    ).toBe(401)
    const [still] = await database.db.select().from(user).where(eq(user.id, lena!.id))
    expect(still?.twoFactorEnabled).toBe(true)

    // A sign-in with the code opens a two-factor session.
    const challenge = cookieOf(await signIn('lena@example.com'))
    const granted = await call(
      '/two-factor/verify-totp',
      { code: await freshTotp(uri) },
      { cookie: challenge },
    )
    expect(granted.status).toBe(200)
    const rows = await sessionsOf('lena@example.com')
    expect(rows.map((row) => row.secondFactor)).toEqual(rows.map(() => true))
  })

  it('changing the password ends every other session; the session that changed it stays two-factor', async () => {
    const { uri } = await enrol('stella@example.com')
    const first = cookieOf(
      await call(
        '/two-factor/verify-totp',
        { code: await freshTotp(uri) },
        { cookie: cookieOf(await signIn('stella@example.com')) },
      ),
    )
    const second = cookieOf(
      await call(
        '/two-factor/verify-totp',
        { code: await freshTotp(uri) },
        { cookie: cookieOf(await signIn('stella@example.com')) },
      ),
    )
    expect((await sessionsOf('stella@example.com')).length).toBeGreaterThanOrEqual(3)

    const wrong = await call(
      '/change-password',
      { currentPassword: 'not-it', newPassword: 'a-new-long-password' },
      { cookie: first },
    )
    expect(wrong.status).toBe(400)
    expect((await sessionsOf('stella@example.com')).length).toBeGreaterThanOrEqual(3)

    const changed = await call(
      '/change-password',
      { currentPassword: PASSWORD, newPassword: 'a-new-long-password', revokeOtherSessions: true },
      { cookie: first },
    )
    expect(changed.status).toBe(200)
    const kept = cookieOf(changed, first)
    const left = await sessionsOf('stella@example.com')
    expect(left).toHaveLength(1)
    expect(left[0]?.secondFactor).toBe(true)
    expect(
      (await contextFor(new Request(`${ORIGIN}/profile`, { headers: { cookie: second } }))).get(
        authContext,
      ).user,
    ).toBeNull()
    expect(
      (await contextFor(new Request(`${ORIGIN}/profile`, { headers: { cookie: kept } }))).get(
        authContext,
      ),
    ).toMatchObject({ isAdmin: true })
    await upsertVerifiedAccount(database.db, {
      email: 'stella@example.com',
      password: PASSWORD,
      role: 'admin',
    })
  })

  it('a new password from the operator (admin:create) ends every session', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'member@example.com',
      password: PASSWORD,
      role: 'user',
    })
    const cookie = cookieOf(await signIn('member@example.com'))
    await upsertVerifiedAccount(database.db, {
      email: 'member@example.com',
      password: PASSWORD,
      role: 'user',
    })
    expect(await sessionsOf('member@example.com')).toHaveLength(0)
    expect(
      (await contextFor(new Request(`${ORIGIN}/profile`, { headers: { cookie } }))).get(authContext)
        .user,
    ).toBeNull()
  })
})

describe('no device is trusted', () => {
  it('a code step that asks to trust the device is refused, and the challenge still takes the code', async () => {
    const { uri } = await enrol('petros@example.com')
    const challenge = cookieOf(await signIn('petros@example.com'))
    const refused = await call(
      '/two-factor/verify-totp',
      { code: await freshTotp(uri), trustDevice: true },
      { cookie: challenge },
    )
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 'TRUST_DEVICE_NOT_OFFERED' })
    expect(refused.headers.getSetCookie().join('\n')).not.toMatch(/trust_device=[^;]/)
    const backup = await call(
      '/two-factor/verify-backup-code',
      { code: 'xxxxx-xxxxx', trustDevice: true },
      { cookie: challenge },
    )
    expect(backup.status).toBe(400)
    const granted = await call(
      '/two-factor/verify-totp',
      { code: await freshTotp(uri) },
      { cookie: challenge },
    )
    expect(granted.status).toBe(200)
  })

  it('a device trusted by an earlier version lets no sign-in skip the code, after sign-out everywhere too', async () => {
    const [petros] = await database.db
      .select()
      .from(user)
      .where(eq(user.email, 'petros@example.com'))
    const [secret] = await database.db
      .select()
      .from(twoFactor)
      .where(eq(twoFactor.userId, petros!.id))
    expect(secret).toBeTruthy()
    // Better Auth's two-factor plugin as it ran here before: it trusts the device for 30 days.
    const earlier = betterAuth({
      baseURL: ORIGIN,
      basePath: '/api/auth',
      secret: services.config.AUTH_SECRET!,
      database: drizzleAdapter(database.db, {
        provider: 'pg',
        schema: { user, session, account, verification, twoFactor },
      }),
      emailAndPassword: { enabled: true },
      session: {
        additionalFields: {
          secondFactor: { type: 'boolean', required: false, defaultValue: false, input: false },
        },
      },
      plugins: [twoFactorPlugin({ issuer: 'Epilepsy Cyprus' })],
      telemetry: { enabled: false },
    })
    const { uri } = await enrol('andreas@example.com')
    const earlierCall = (path: string, body: unknown, cookie = '') =>
      earlier.handler(
        new Request(`${ORIGIN}/api/auth${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
          body: JSON.stringify(body),
        }),
      )
    const challenge = cookieOf(
      await earlierCall('/sign-in/email', { email: 'andreas@example.com', password: PASSWORD }),
    )
    const trusted = await earlierCall(
      '/two-factor/verify-totp',
      { code: await freshTotp(uri), trustDevice: true },
      challenge,
    )
    expect(trusted.status).toBe(200)
    const device = cookieOf(trusted, challenge)
    expect(device).toMatch(/trust_device=/)
    const [andreas] = await database.db
      .select()
      .from(user)
      .where(eq(user.email, 'andreas@example.com'))
    expect(
      await database.db
        .select()
        .from(verification)
        .where(
          and(eq(verification.value, andreas!.id), like(verification.identifier, 'trust-device-%')),
        ),
    ).toHaveLength(1)

    // Sign out everywhere, then the password again on the trusted device.
    expect((await call('/revoke-sessions', {}, { cookie: device })).status).toBe(200)
    const again = await call(
      '/sign-in/email',
      { email: 'andreas@example.com', password: PASSWORD },
      { cookie: device },
    )
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true })
    expect(cookieOf(again, device)).not.toMatch(/session_token=/)
    expect(await sessionsOf('andreas@example.com')).toHaveLength(0)
    expect(
      await database.db
        .select()
        .from(verification)
        .where(
          and(eq(verification.value, andreas!.id), like(verification.identifier, 'trust-device-%')),
        ),
    ).toHaveLength(0)
  })
})

describe('an authenticator code is accepted once', () => {
  it('the same code cannot complete a second sign-in within its window; the next code can', async () => {
    const { uri } = await enrol('nikos@example.com')
    await database.db.delete(session)
    const code = await freshTotp(uri)
    const first = await call(
      '/two-factor/verify-totp',
      { code },
      { cookie: cookieOf(await signIn('nikos@example.com')) },
    )
    expect(first.status).toBe(200)
    const challenge = cookieOf(await signIn('nikos@example.com'))
    const replayed = await call('/two-factor/verify-totp', { code }, { cookie: challenge })
    expect(replayed.status).toBe(401)
    expect(await replayed.json()).toMatchObject({ code: 'INVALID_CODE' })
    expect(cookieOf(replayed, challenge)).not.toMatch(/session_token=/)
    // The challenge is not spent by the refusal: a code not used before completes it.
    const next = await call(
      '/two-factor/verify-totp',
      { code: await freshTotp(uri) },
      { cookie: challenge },
    )
    expect(next.status).toBe(200)
    expect(await sessionsOf('nikos@example.com')).toHaveLength(2)
  })

  it('of two sign-ins sending the same code at once, one gets through', async () => {
    const { uri } = await enrol('dora@example.com')
    await database.db.delete(session)
    const code = await freshTotp(uri)
    const challenges = [
      cookieOf(await signIn('dora@example.com')),
      cookieOf(await signIn('dora@example.com')),
    ]
    const answers = await Promise.all(
      challenges.map((cookie) => call('/two-factor/verify-totp', { code }, { cookie })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
    expect(await sessionsOf('dora@example.com')).toHaveLength(1)
  })
})
