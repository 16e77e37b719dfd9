/**
 * Account events in the audit log, against a real database: an admin's sign-in is logged once
 * the session is really granted (after the code, for an account with two-factor sign-in on), a
 * non-admin's is not, and every role change made by the account commands is logged in the
 * transaction that makes it.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import {
  changeRole,
  findUserByEmail,
  seedDemoAccountsOnce,
  upsertVerifiedAccount,
} from '~/domain/auth/accounts.server'
import { authFor, CLIENT_IP_HEADER } from '~/domain/auth/better-auth.server'
import { listAudit } from '~/domain/editorial.server'
import { roleOf } from '~/domain/profiles.server'
import { createLogger } from '~/logger.server'
import { freshTotp } from '../support/totp'
import { createTestDatabase, type TestDatabase } from './support/test-database'

const ORIGIN = 'http://site.test'
const PASSWORD = 'secret-password'
const ADMIN = 'ana@example.com'
const TWO_FACTOR_ADMIN = 'nikos@example.com'
const MEMBER = 'member@example.com'

let database: TestDatabase
let services: Services

async function call(path: string, body: unknown, cookie = '') {
  const headers = new Headers({ 'content-type': 'application/json', origin: ORIGIN })
  if (cookie) headers.set('cookie', cookie)
  headers.set(CLIENT_IP_HEADER, '203.0.113.5')
  return authFor(services, ORIGIN).handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  )
}

/** The cookies a response sets, merged into the ones sent before (expired ones dropped). */
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

const signIns = (email: string) => listAudit(database.db, { action: 'sign_in', actor: email })
const roleChanges = async (email: string) =>
  (await listAudit(database.db, { action: 'role_changed' })).filter(
    (entry) => entry.title === email,
  )

beforeAll(async () => {
  database = await createTestDatabase()
  services = {
    config: parseConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'integration-secret-integration-secret-0123',
      ADMIN_EMAILS: [ADMIN, TWO_FACTOR_ADMIN, MEMBER].join(','),
      AUTH_RATE_LIMIT: '1000',
      BASE_URL: ORIGIN,
    }),
    database,
    logger: createLogger('silent'),
  }
  await upsertVerifiedAccount(database.db, { email: ADMIN, password: PASSWORD, role: 'admin' })
  await upsertVerifiedAccount(database.db, {
    email: TWO_FACTOR_ADMIN,
    password: PASSWORD,
    role: 'admin',
  })
  await upsertVerifiedAccount(database.db, { email: MEMBER, password: PASSWORD, role: 'user' })
})
afterAll(async () => {
  await database?.destroy()
})

describe("admins' sign-ins", () => {
  it('adds one entry for an admin sign-in, with the admin as actor', async () => {
    const response = await call('/sign-in/email', { email: ADMIN, password: PASSWORD })
    expect(response.status).toBe(200)
    const entries = await signIns(ADMIN)
    expect(entries).toHaveLength(1)
    const ana = await findUserByEmail(database.db, ADMIN)
    expect(entries[0]).toMatchObject({
      actorId: ana!.id,
      actorEmail: ADMIN,
      action: 'sign_in',
      kind: 'account',
      title: ADMIN,
    })
  })

  it('logs the sign-in a page makes on the server (auth.api) as well', async () => {
    const headers = new Headers({ origin: ORIGIN, [CLIENT_IP_HEADER]: '203.0.113.6' })
    await authFor(services, ORIGIN).api.signInEmail({
      body: { email: ADMIN, password: PASSWORD },
      headers,
    })
    expect(await signIns(ADMIN)).toHaveLength(2)
  })

  it('adds nothing for a non-admin sign-in or a wrong password', async () => {
    const before = (await listAudit(database.db)).length
    expect((await call('/sign-in/email', { email: MEMBER, password: PASSWORD })).status).toBe(200)
    expect(
      (await call('/sign-in/email', { email: ADMIN, password: 'wrong-password' })).status,
    ).toBe(401)
    expect(await listAudit(database.db)).toHaveLength(before)
  })

  it('with two-factor sign-in on, logs the code step, not the password step nor turning it on', async () => {
    const cookie = cookieOf(
      await call('/sign-in/email', { email: TWO_FACTOR_ADMIN, password: PASSWORD }),
    )
    expect(await signIns(TWO_FACTOR_ADMIN)).toHaveLength(1)

    // Turning it on replaces the session; that is no sign-in.
    const enabled = await call('/two-factor/enable', { password: PASSWORD }, cookie)
    expect(enabled.status).toBe(200)
    const { totpURI } = (await enabled.json()) as { totpURI: string }
    const confirmed = await call(
      '/two-factor/verify-totp',
      { code: await freshTotp(totpURI) },
      cookie,
    )
    expect(confirmed.status).toBe(200)
    expect(await signIns(TWO_FACTOR_ADMIN)).toHaveLength(1)

    // The password step ends in a challenge, not a session.
    const challenged = await call('/sign-in/email', { email: TWO_FACTOR_ADMIN, password: PASSWORD })
    expect(await challenged.json()).toMatchObject({ twoFactorRedirect: true })
    expect(await signIns(TWO_FACTOR_ADMIN)).toHaveLength(1)

    // A wrong code grants nothing; the right one grants the session and is logged once.
    const challenge = cookieOf(challenged)
    expect((await call('/two-factor/verify-totp', { code: '000000' }, challenge)).status).toBe(401)
    expect(await signIns(TWO_FACTOR_ADMIN)).toHaveLength(1)
    const granted = await call(
      '/two-factor/verify-totp',
      { code: await freshTotp(totpURI) },
      challenge,
    )
    expect(granted.status).toBe(200)
    expect(cookieOf(granted)).toMatch(/session_token=/)
    expect(await signIns(TWO_FACTOR_ADMIN)).toHaveLength(2)
  })
})

describe('role changes from the account commands', () => {
  it('logs a change with from, to and how, and nothing when the role stays', async () => {
    expect(await changeRole(database.db, MEMBER, 'admin', 'command line')).toBe(true)
    expect(await roleChanges(MEMBER)).toMatchObject([
      {
        actorId: null,
        actorEmail: null,
        action: 'role_changed',
        kind: 'account',
        title: MEMBER,
        detail: { from: 'user', to: 'admin', via: 'command line' },
      },
    ])
    expect(await changeRole(database.db, MEMBER, 'admin')).toBe(true)
    expect(await roleChanges(MEMBER)).toHaveLength(1)
    expect(await changeRole(database.db, MEMBER, 'user')).toBe(true)
    expect((await roleChanges(MEMBER))[0]).toMatchObject({
      detail: { from: 'admin', to: 'user', via: 'command line' },
    })
    expect(await changeRole(database.db, 'nobody@example.com', 'admin')).toBe(false)
    expect(await roleChanges('nobody@example.com')).toHaveLength(0)
  })

  it('logs the admin role of an account admin:create makes or updates', async () => {
    await upsertVerifiedAccount(database.db, {
      email: 'sofia@example.com',
      password: PASSWORD,
      role: 'admin',
      via: 'command line',
    })
    expect(await roleChanges('sofia@example.com')).toMatchObject([
      { detail: { from: 'user', to: 'admin', via: 'command line', newAccount: true } },
    ])
    await upsertVerifiedAccount(database.db, {
      email: 'sofia@example.com',
      password: 'another-password',
      role: 'admin',
      via: 'command line',
    })
    expect(await roleChanges('sofia@example.com')).toHaveLength(1)
    await upsertVerifiedAccount(database.db, {
      email: 'eleni@example.com',
      password: PASSWORD,
      role: 'user',
      via: 'command line',
    })
    expect(await roleChanges('eleni@example.com')).toHaveLength(0)
  })

  it('logs the demo admin made on first start as such', async () => {
    expect(await seedDemoAccountsOnce(database.db)).toBe(true)
    expect(await roleChanges('admin@example.org')).toMatchObject([
      { detail: { from: 'user', to: 'admin', via: 'demo accounts' } },
    ])
    expect(await roleChanges('user@example.org')).toHaveLength(0)
  })

  it('changes no role when its audit entry cannot be written (one transaction)', async () => {
    await database.db.execute(sql`
      CREATE FUNCTION refuse_audit_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$`)
    await database.db.execute(
      sql`CREATE TRIGGER refuse_audit_for_test BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit_for_test()`,
    )
    try {
      await expect(changeRole(database.db, MEMBER, 'admin')).rejects.toThrow()
      await expect(
        upsertVerifiedAccount(database.db, {
          email: 'maria@example.com',
          password: PASSWORD,
          role: 'admin',
        }),
      ).rejects.toThrow()
    } finally {
      await database.db.execute(sql`DROP TRIGGER refuse_audit_for_test ON audit_log`)
      await database.db.execute(sql`DROP FUNCTION refuse_audit_for_test()`)
    }
    expect(await roleOf(database.db, (await findUserByEmail(database.db, MEMBER))!.id)).toBe('user')
    expect(await findUserByEmail(database.db, 'maria@example.com')).toBeUndefined()
  })
})
