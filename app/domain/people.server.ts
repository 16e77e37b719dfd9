/**
 * The team (docs/product.md, People and invitations): who may sign in besides the ADMIN_EMAILS
 * addresses, the invitations that bring a volunteer in, role changes and removal. Admins act
 * here from the People page and the people API; every change goes to the audit log in the
 * transaction that makes it.
 *
 * An address may sign in when ADMIN_EMAILS lists it (those are admins, and stay: the operator's
 * way back in), or when its account joined through an invitation and was not removed since.
 */
import crypto from 'node:crypto'
import { and, desc, eq, gt, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { invitations, profiles, session, user, type InvitationRow } from '~/db/schema'
import { upsertVerifiedAccount } from './auth/accounts.server'
import { isAllowedEmail, normalizeEmail, type AllowListConfig } from './auth/allow-list'
import { ROLES, type Role } from './constants'
import { INVITATION_DAYS } from './people'
import { audit, type Actor } from './editorial.server'
import { isRole, roleOf } from './profiles.server'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type PeopleErrorReason =
  'email' | 'role' | 'member' | 'not_found' | 'self' | 'bootstrap' | 'invitation_invalid'

/** A refused change; nothing was changed. `reason` names it for the page and the API. */
export class PeopleError extends Error {
  constructor(readonly reason: PeopleErrorReason) {
    super(reason)
  }
}

export interface Person {
  id: string
  name: string
  email: string
  role: Role
  twoFactorEnabled: boolean
  /** The newest session's start, when the person has signed in. */
  lastSignIn: Date | null
  /** On ADMIN_EMAILS: an admin whom the site cannot remove or demote. */
  bootstrap: boolean
  joinedAt: Date | null
}

export interface PendingInvitation {
  id: string
  email: string
  role: Role
  invitedBy: string | null
  createdAt: Date
  expiresAt: Date
}

export function hashInvitationToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/** A member of the team: joined by invitation and not removed since. */
function isMember(profile: { joinedAt: Date | null; removedAt: Date | null } | undefined) {
  return Boolean(profile?.joinedAt && !profile.removedAt)
}

/** Checks an invitation's or a role change's input; answers the first thing wrong. */
export function parseInvitationInput(
  input: Record<string, unknown>,
): { ok: true; email: string; role: Role } | { ok: false; field: 'email' | 'role' } {
  const email = typeof input.email === 'string' ? normalizeEmail(input.email) : ''
  if (!EMAIL.test(email) || email.length > 254) return { ok: false, field: 'email' }
  if (!isRole(input.role)) return { ok: false, field: 'role' }
  return { ok: true, email, role: input.role }
}

/** Whether an account with this address may sign in: listed, or a member not removed. */
export async function mayEnter(db: Db, config: AllowListConfig, email: unknown): Promise<boolean> {
  if (isAllowedEmail(config, email)) return true
  if (typeof email !== 'string') return false
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(
      and(
        eq(user.email, normalizeEmail(email)),
        isNotNull(profiles.joinedAt),
        isNull(profiles.removedAt),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/**
 * What a signed-in account may be, read once per request: whether it may still sign in, and
 * its role ('user' without a profile). Throws when the database fails.
 */
export async function standingOf(
  db: Db,
  config: AllowListConfig,
  account: { id: string; email: string },
): Promise<{ allowed: boolean; role: Role }> {
  const [row] = await db
    .select({ role: profiles.role, joinedAt: profiles.joinedAt, removedAt: profiles.removedAt })
    .from(profiles)
    .where(eq(profiles.userId, account.id))
    .limit(1)
  const role = row && isRole(row.role) ? row.role : 'user'
  if (isAllowedEmail(config, account.email)) return { allowed: true, role }
  return { allowed: isMember(row), role }
}

/** Everyone who may sign in: the ADMIN_EMAILS accounts and the members, admins first. */
export async function listPeople(db: Db, config: AllowListConfig): Promise<Person[]> {
  const lastSession = db
    .select({ userId: session.userId, at: max(session.createdAt).as('at') })
    .from(session)
    .groupBy(session.userId)
    .as('last_session')
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: profiles.role,
      twoFactorEnabled: user.twoFactorEnabled,
      joinedAt: profiles.joinedAt,
      removedAt: profiles.removedAt,
      lastSignIn: lastSession.at,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(lastSession, eq(lastSession.userId, user.id))
    .orderBy(user.email)
  // Admins first, then editors, reviewers, authors, members: ROLES runs from the least.
  const rank = (role: Role) => ROLES.indexOf(role)
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: isRole(row.role) ? row.role : ('user' as Role),
      twoFactorEnabled: row.twoFactorEnabled,
      lastSignIn: row.lastSignIn ? new Date(row.lastSignIn) : null,
      bootstrap: isAllowedEmail(config, row.email),
      joinedAt: row.joinedAt,
      member: isMember(row),
    }))
    .filter((row) => row.bootstrap || row.member)
    .map(({ member: _member, ...person }) => person)
    .sort((a, b) => rank(b.role) - rank(a.role) || a.email.localeCompare(b.email))
}

/** Invitations not yet used, withdrawn or expired, newest first. */
export async function listPendingInvitations(db: Db): Promise<PendingInvitation[]> {
  const inviter = db.select({ id: user.id, email: user.email }).from(user).as('inviter')
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: inviter.email,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(pendingNow())
    .orderBy(desc(invitations.createdAt))
}

function pendingNow() {
  return and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  )
}

/**
 * Invites `email` with `role`: answers the invitation and the token for its link (kept only as
 * its hash). An earlier pending invitation of the address is withdrawn. Refused for an address
 * that may already sign in.
 */
export async function invite(
  db: Db,
  config: AllowListConfig,
  input: { email: string; role: Role },
  actor: Actor,
): Promise<{ invitation: InvitationRow; token: string }> {
  const email = normalizeEmail(input.email)
  if (await mayEnter(db, config, email)) throw new PeopleError('member')
  const token = crypto.randomBytes(32).toString('base64url')
  return db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(invitations.email, email), pendingNow()))
    const [invitation] = await tx
      .insert(invitations)
      .values({
        email,
        role: input.role,
        tokenHash: hashInvitationToken(token),
        invitedBy: actor?.id ?? null,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .returning()
    await audit(tx, {
      actor,
      action: 'invited',
      kind: 'account',
      itemId: invitation!.id,
      title: email,
      detail: { role: input.role },
    })
    return { invitation: invitation!, token }
  })
}

/** Withdraws a pending invitation; its link stops working. */
export async function withdrawInvitation(db: Db, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(invitations.id, id), pendingNow()))
      .returning()
    if (!row) throw new PeopleError('not_found')
    await audit(tx, {
      actor,
      action: 'invitation_withdrawn',
      kind: 'account',
      itemId: row.id,
      title: row.email,
    })
  })
}

/** The invitation a link's token names, while it still works; null otherwise. */
export async function pendingInvitation(db: Db, token: string): Promise<InvitationRow | null> {
  if (token.length < 20 || token.length > 100) return null
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, hashInvitationToken(token)), pendingNow()))
    .limit(1)
  return row ?? null
}

/**
 * Marks the invitation used, once: a second use (two tabs, a forwarded link) finds none and is
 * refused. Answers the invitation claimed.
 */
async function claimInvitation(db: Db, token: string): Promise<InvitationRow> {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(invitations.tokenHash, hashInvitationToken(token)), pendingNow()))
    .returning()
  if (!row) throw new PeopleError('invitation_invalid')
  return row
}

/** Gives a claimed invitation back when the account could not be made. */
async function releaseInvitation(db: Db, id: string): Promise<void> {
  await db
    .update(invitations)
    .set({ acceptedAt: null })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedBy)))
}

/**
 * Accepts an invitation: claims it (once), makes the account with the chosen name and password
 * (verified: the mailed link proved the address; a removed member's account gets the new
 * password), and the account joins the team with the invitation's role. Refused with
 * 'invitation_invalid' when the link no longer works; nothing is changed then.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  input: { name: string; password: string },
): Promise<{ userId: string; email: string }> {
  const invitation = await claimInvitation(db, token)
  let userId: string
  try {
    ;({ userId } = await upsertVerifiedAccount(db, {
      email: invitation.email,
      password: input.password,
      role: invitation.role,
      via: 'invitation',
      name: input.name.trim().slice(0, 100),
    }))
  } catch (error) {
    await releaseInvitation(db, invitation.id)
    throw error
  }
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ joinedAt: sql`now()`, removedAt: null })
      .where(eq(profiles.userId, userId))
    await tx
      .update(invitations)
      .set({ acceptedBy: userId })
      .where(eq(invitations.id, invitation.id))
    await audit(tx, {
      actor: { id: userId, email: invitation.email },
      action: 'joined',
      kind: 'account',
      itemId: userId,
      title: invitation.email,
      detail: { role: invitation.role },
    })
  })
  return { userId, email: invitation.email }
}

async function personFor(db: Db, config: AllowListConfig, id: string) {
  const person = (await listPeople(db, config)).find((row) => row.id === id)
  if (!person) throw new PeopleError('not_found')
  return person
}

/** Changes a member's role. Not one's own, nor an ADMIN_EMAILS admin's. */
export async function changeRole(
  db: Db,
  config: AllowListConfig,
  id: string,
  role: Role,
  actor: Actor,
): Promise<Person> {
  const person = await personFor(db, config, id)
  if (person.id === actor?.id) throw new PeopleError('self')
  if (person.bootstrap) throw new PeopleError('bootstrap')
  if (person.role !== role) {
    await db.transaction(async (tx) => {
      const from = await roleOf(tx, id)
      await tx.update(profiles).set({ role }).where(eq(profiles.userId, id))
      await audit(tx, {
        actor,
        action: 'role_changed',
        kind: 'account',
        itemId: id,
        title: person.email,
        detail: { from, to: role, via: 'people page' },
      })
    })
  }
  return { ...person, role }
}

/**
 * Removes a member: they can no longer sign in, every session and API token of theirs ends at
 * once, their pending invitations go. What they wrote stays, credited to them.
 */
export async function removePerson(
  db: Db,
  config: AllowListConfig,
  id: string,
  actor: Actor,
): Promise<void> {
  const person = await personFor(db, config, id)
  if (person.id === actor?.id) throw new PeopleError('self')
  if (person.bootstrap) throw new PeopleError('bootstrap')
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ removedAt: sql`now()` })
      .where(eq(profiles.userId, id))
    await tx.delete(session).where(eq(session.userId, id))
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(invitations.email, person.email), pendingNow()))
    await audit(tx, {
      actor,
      action: 'removed',
      kind: 'account',
      itemId: id,
      title: person.email,
      detail: { role: person.role },
    })
  })
}

/** The accounts that may no longer sign in (removed, or off ADMIN_EMAILS and no member). */
export async function accountsShutOut(db: Db, config: AllowListConfig): Promise<string[]> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      joinedAt: profiles.joinedAt,
      removedAt: profiles.removedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
  return rows
    .filter((row) => !isAllowedEmail(config, row.email) && !isMember(row))
    .map((row) => row.id)
}

/** Ends the sessions of the given accounts; answers how many ended. */
export async function endSessionsOf(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0
  const deleted = await db
    .delete(session)
    .where(inArray(session.userId, ids))
    .returning({ id: session.id })
  return deleted.length
}
