/**
 * People and invitations (app/domain/people.server.ts) against a real database: the people API
 * and the People page's action for every role, bad input changing nothing, an invitation mailed,
 * accepted once through its page and signed in with, expiry and withdrawal, role changes, and a
 * removal that ends the person's sessions and their sign-in while their account stays.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { auditLog, invitations, profiles, session, user } from '~/db/schema'
import type { AuthState } from '~/domain/auth/auth-state'
import { upsertVerifiedAccount } from '~/domain/auth/accounts.server'
import { authFor, CLIENT_IP_HEADER } from '~/domain/auth/better-auth.server'
import { listOutbox } from '~/domain/mail-outbox.server'
import { mayEnter, standingOf } from '~/domain/people.server'
import { roleOf } from '~/domain/profiles.server'
import { createLogger } from '~/logger.server'
import * as peoplePage from '~/routes/admin/people'
import * as invitationPage from '~/routes/auth/invitation'
import * as people from '~/routes/api/people'
import * as invitationsApi from '~/routes/api/people-invitations'
import * as invitationApi from '~/routes/api/people-invitation'
import * as person from '~/routes/api/person'
import {
  ANONYMOUS,
  AUTHOR,
  contentApi,
  contextFor,
  EDITOR,
  ORIGIN,
  REVIEWER,
  USER,
  type Json,
} from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

const BOSS = 'boss@example.com'
let database: TestDatabase
let services: Services
let ADMIN: AuthState

beforeAll(async () => {
  database = await createTestDatabase()
  services = {
    config: parseConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'integration-secret-integration-secret-0123',
      ADMIN_EMAILS: BOSS,
      AUTH_RATE_LIMIT: '1000',
      BASE_URL: ORIGIN,
    }),
    database,
    logger: createLogger('silent'),
  }
  const { userId } = await upsertVerifiedAccount(database.db, {
    email: BOSS,
    password: 'boss-password-123',
    role: 'admin',
  })
  ADMIN = {
    user: { id: userId, email: BOSS, name: 'Boss', emailVerified: true },
    role: 'admin',
    isAdmin: true,
  }
})
afterAll(async () => {
  await database?.destroy()
})

/** People API calls from the site's own pages (the Origin a browser sends). */
const api = contentApi(() => services, { headers: { origin: ORIGIN } })

/** Posts the People page's form as `auth`; answers the status and the action's answer. */
async function pageAction(auth: AuthState, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/admin/people`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams(fields),
  })
  try {
    const result = (await peoplePage.action({
      request,
      params: {},
      context: await contextFor(services, auth),
    } as never)) as { init?: { status?: number }; data: Json }
    return [result.init?.status ?? 200, result.data] as const
  } catch (thrown) {
    // The page guard refuses by throwing data() with its status.
    const refusal = thrown as { init?: { status?: number }; data?: Json }
    if (refusal?.init?.status) return [refusal.init.status, refusal.data ?? {}] as const
    throw thrown
  }
}

/** The token of the newest invitation mailed to `email`. */
async function invitationToken(email: string) {
  const [mail] = (await listOutbox(database.db, 50)).filter((m) => m.recipient === email)
  const link = /https?:\/\/\S+\/auth\/invitation\?token=\S+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error(`no invitation link for ${email}`)
  return new URL(link).searchParams.get('token') ?? ''
}

/** Accepts through the invitation page, as the invited person would. */
async function join(token: string, name = 'New Volunteer', password = 'volunteer-pass-1') {
  const request = new Request(`${ORIGIN}/auth/invitation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ token, name, password, confirmPassword: password }),
  })
  const result = (await invitationPage.action({
    request,
    params: {},
    context: await contextFor(services, ANONYMOUS),
  } as never)) as Response | { init?: { status?: number }; data: Json }
  return result instanceof Response
    ? { status: result.status, location: result.headers.get('location') }
    : { status: result.init?.status ?? 200, data: result.data }
}

async function signIn(email: string, password: string) {
  const headers = new Headers({ 'content-type': 'application/json' })
  headers.set(CLIENT_IP_HEADER, '203.0.113.20')
  return authFor(services, ORIGIN).handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    }),
  )
}

async function invitationCount() {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(invitations)
  return Number(row?.n ?? 0)
}

async function idOf(email: string) {
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row!.id
}

describe('who may use the people API and page', () => {
  const refused: [string, AuthState, number][] = [
    ['anonymous', ANONYMOUS, 401],
    ['a member', USER, 403],
    ['an author', AUTHOR, 403],
    ['a medical reviewer', REVIEWER, 403],
    ['an editor', EDITOR, 403],
  ]
  it.each(refused)('%s is refused everywhere and nothing changes', async (_who, auth, status) => {
    const before = await invitationCount()
    expect((await api(people.loader, auth, '/api/v1/people'))[0]).toBe(status)
    const [invited] = await api(invitationsApi.action, auth, '/api/v1/people/invitations', {
      method: 'POST',
      body: { email: 'sneaky@example.com', role: 'admin' },
    })
    expect(invited).toBe(status)
    const [patched] = await api(person.action, auth, `/api/v1/people/${ADMIN.user!.id}`, {
      method: 'PATCH',
      body: { role: 'user' },
      params: { id: ADMIN.user!.id },
    })
    expect(patched).toBe(status)
    const [deleted] = await api(person.action, auth, `/api/v1/people/${ADMIN.user!.id}`, {
      method: 'DELETE',
      params: { id: ADMIN.user!.id },
    })
    expect(deleted).toBe(status)
    const [page] = await pageAction(auth, {
      intent: 'invite',
      email: 'sneaky@example.com',
      role: 'admin',
    })
    expect(page).toBe(403)
    expect(await invitationCount()).toBe(before)
    expect(await roleOf(database.db, ADMIN.user!.id)).toBe('admin')
  })

  it('an admin lists the team, ADMIN_EMAILS admins marked as such', async () => {
    const [status, body] = await api(people.loader, ADMIN, '/api/v1/people')
    expect(status).toBe(200)
    expect(body.data).toContainEqual(
      expect.objectContaining({ email: BOSS, role: 'admin', bootstrap: true, two_factor: false }),
    )
    expect(body.invitations).toEqual(expect.any(Array))
  })
})

describe('invitations', () => {
  it('bad input is refused with a message for the field, and nothing is stored or mailed', async () => {
    const before = await invitationCount()
    const mails = (await listOutbox(database.db, 100)).length
    const [status, body] = await api(invitationsApi.action, ADMIN, '/api/v1/people/invitations', {
      method: 'POST',
      body: { email: 'not an address', role: 'author' },
    })
    expect(status).toBe(400)
    expect(body.error.fields.email).toBe('Enter an e-mail address, like name@example.org.')
    const [roleStatus, roleBody] = await api(
      invitationsApi.action,
      ADMIN,
      '/api/v1/people/invitations',
      { method: 'POST', body: { email: 'ok@example.com', role: 'overlord' } },
    )
    expect(roleStatus).toBe(400)
    expect(roleBody.error.fields.role).toBe('Choose a role from the list.')
    const [pageStatus, pageBody] = await pageAction(ADMIN, {
      intent: 'invite',
      email: 'x@',
      role: 'author',
    })
    expect(pageStatus).toBe(400)
    expect(pageBody.errors.email).toBe('admin.people.errors.email')
    expect(await invitationCount()).toBe(before)
    expect((await listOutbox(database.db, 100)).length).toBe(mails)
  })

  it('an address that may already sign in is not invited', async () => {
    const [status, body] = await api(invitationsApi.action, ADMIN, '/api/v1/people/invitations', {
      method: 'POST',
      body: { email: BOSS.toUpperCase(), role: 'author' },
    })
    expect(status).toBe(409)
    expect(body.error.message).toBe(
      'This address can already sign in. Change their role in the list instead.',
    )
  })

  it('is mailed, joins the person once with its role, and lets them sign in', async () => {
    const email = 'eleni@example.com'
    expect(await mayEnter(database.db, services.config, email)).toBe(false)
    const [status, body] = await api(invitationsApi.action, ADMIN, '/api/v1/people/invitations', {
      method: 'POST',
      body: { email: ' Eleni@Example.com ', role: 'author' },
    })
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ email, role: 'author', invited_by: BOSS })
    const token = await invitationToken(email)

    // Not yet an account: the sign-in and sign-up forms still refuse the address.
    expect((await signIn(email, 'volunteer-pass-1')).status).toBe(403)

    const page = await invitationPage.loader({
      request: new Request(`${ORIGIN}/auth/invitation?token=${token}`),
      params: {},
      context: await contextFor(services, ANONYMOUS),
    } as never)
    expect(page.invitation).toEqual({ email, role: 'Author' })

    expect(await join(token, 'Eleni P.')).toEqual({ status: 302, location: '/auth?notice=joined' })
    const id = await idOf(email)
    expect(await roleOf(database.db, id)).toBe('author')
    expect(await standingOf(database.db, services.config, { id, email })).toEqual({
      allowed: true,
      role: 'author',
    })
    const [account] = await database.db.select().from(user).where(eq(user.id, id))
    expect(account).toMatchObject({ name: 'Eleni P.', emailVerified: true })
    expect((await signIn(email, 'volunteer-pass-1')).status).toBe(200)

    // The link works once.
    const again = await join(token, 'Someone else', 'another-pass-123')
    expect(again.status).toBe(410)
    expect((await signIn(email, 'another-pass-123')).status).toBe(401)
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.title, email))
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['invited', 'joined', 'role_changed']),
    )
  })

  it('a join with a short password or no name is refused and the invitation still works', async () => {
    await api(invitationsApi.action, ADMIN, '/api/v1/people/invitations', {
      method: 'POST',
      body: { email: 'short@example.com', role: 'editor' },
    })
    const token = await invitationToken('short@example.com')
    const bad = await join(token, '', 'short')
    expect(bad.status).toBe(400)
    expect(bad.data?.fields).toMatchObject({ password: 'auth.validation.passwordTooShort' })
    const noName = await join(token, '  ', 'long-enough-pass-1')
    expect(noName.data?.fields).toEqual({ name: 'auth.invitation.nameRequired' })
    expect(await mayEnter(database.db, services.config, 'short@example.com')).toBe(false)
    expect((await join(token, 'Short', 'long-enough-pass-1')).status).toBe(302)
    expect(await roleOf(database.db, await idOf('short@example.com'))).toBe('editor')
  })

  it('an expired or withdrawn invitation no longer works', async () => {
    await api(invitationsApi.action, ADMIN, '/api/v1/people/invitations', {
      method: 'POST',
      body: { email: 'late@example.com', role: 'author' },
    })
    const lateToken = await invitationToken('late@example.com')
    await database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.email, 'late@example.com'))
    expect((await join(lateToken)).status).toBe(410)
    expect(await mayEnter(database.db, services.config, 'late@example.com')).toBe(false)

    const [, created] = await api(invitationsApi.action, ADMIN, '/api/v1/people/invitations', {
      method: 'POST',
      body: { email: 'changed-mind@example.com', role: 'author' },
    })
    const token = await invitationToken('changed-mind@example.com')
    const [, listed] = await api(people.loader, ADMIN, '/api/v1/people')
    expect(listed.invitations.map((row: Json) => row.email)).toContain('changed-mind@example.com')
    const [withdrawn] = await api(
      invitationApi.action,
      ADMIN,
      `/api/v1/people/invitations/${created.data.id}`,
      { method: 'DELETE', params: { id: created.data.id } },
    )
    expect(withdrawn).toBe(200)
    expect((await join(token)).status).toBe(410)
    const [again] = await api(
      invitationApi.action,
      ADMIN,
      `/api/v1/people/invitations/${created.data.id}`,
      { method: 'DELETE', params: { id: created.data.id } },
    )
    expect(again).toBe(404)
  })
})

describe('roles and removal', () => {
  async function member(email: string, role: 'author' | 'editor' = 'author') {
    await api(invitationsApi.action, ADMIN, '/api/v1/people/invitations', {
      method: 'POST',
      body: { email, role },
    })
    await join(await invitationToken(email), email.split('@')[0], 'member-password-1')
    return idOf(email)
  }

  it('an admin changes a member’s role; not their own, nor an ADMIN_EMAILS admin’s', async () => {
    const id = await member('nikos@example.com')
    const [status, body] = await api(person.action, ADMIN, `/api/v1/people/${id}`, {
      method: 'PATCH',
      body: { role: 'editor' },
      params: { id },
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ email: 'nikos@example.com', role: 'editor' })
    expect(await roleOf(database.db, id)).toBe('editor')

    const [bad] = await api(person.action, ADMIN, `/api/v1/people/${id}`, {
      method: 'PATCH',
      body: { role: 'king' },
      params: { id },
    })
    expect(bad).toBe(400)
    const [self, selfBody] = await api(person.action, ADMIN, `/api/v1/people/${ADMIN.user!.id}`, {
      method: 'PATCH',
      body: { role: 'user' },
      params: { id: ADMIN.user!.id },
    })
    expect(self).toBe(409)
    expect(selfBody.error.message).toMatch(/cannot change your own role/)
    const otherAdmin: AuthState = {
      user: { id, email: 'nikos@example.com', name: 'Nikos', emailVerified: true },
      role: 'admin',
      isAdmin: true,
    }
    const [bootstrap] = await api(person.action, otherAdmin, `/api/v1/people/${ADMIN.user!.id}`, {
      method: 'DELETE',
      params: { id: ADMIN.user!.id },
    })
    expect(bootstrap).toBe(409)
    expect(await roleOf(database.db, ADMIN.user!.id)).toBe('admin')
    const [missing] = await api(person.action, ADMIN, '/api/v1/people/nobody', {
      method: 'PATCH',
      body: { role: 'author' },
      params: { id: 'nobody' },
    })
    expect(missing).toBe(404)
  })

  it('removing a member ends their sessions and sign-in at once; the account stays', async () => {
    const email = 'maria@example.com'
    const id = await member(email, 'editor')
    expect((await signIn(email, 'member-password-1')).status).toBe(200)
    expect(await database.db.select().from(session).where(eq(session.userId, id))).toHaveLength(1)

    const [status] = await pageAction(ADMIN, { intent: 'remove', id, name: 'Maria' })
    expect(status).toBe(200)
    expect(await database.db.select().from(session).where(eq(session.userId, id))).toHaveLength(0)
    expect((await signIn(email, 'member-password-1')).status).toBe(403)
    expect(await standingOf(database.db, services.config, { id, email })).toMatchObject({
      allowed: false,
    })
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, id))
    expect(profile?.removedAt).toBeInstanceOf(Date)
    expect(await database.db.select().from(user).where(eq(user.id, id))).toHaveLength(1)
    const [, listed] = await api(people.loader, ADMIN, '/api/v1/people')
    expect(listed.data.map((row: Json) => row.email)).not.toContain(email)

    // Invited again, they come back with the new password.
    await api(invitationsApi.action, ADMIN, '/api/v1/people/invitations', {
      method: 'POST',
      body: { email, role: 'author' },
    })
    expect((await join(await invitationToken(email), 'Maria', 'member-password-2')).status).toBe(
      302,
    )
    expect((await signIn(email, 'member-password-2')).status).toBe(200)
    expect(await roleOf(database.db, id)).toBe('author')
  })
})
