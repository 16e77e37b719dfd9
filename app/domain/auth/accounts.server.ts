/**
 * Accounts made outside the sign-up form: `npm run admin:create`, `npm run user:role`,
 * `npm run user:reset-2fa` and the demo accounts of the embedded default. Same tables and password hashing as Better Auth.
 * Every change of a role is written to the audit log in the transaction that makes it.
 */
import crypto from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { account, appSettings, session, twoFactor, user } from '~/db/schema'
import type { Role } from '../constants'
import { audit } from '../editorial.server'
import { roleOf, setRole } from '../profiles.server'
import { DEMO_ACCOUNTS, normalizeEmail } from './allow-list'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-forms'
import { endDeviceTrust } from './second-factor.server'

export const DEMO_ACCOUNTS_KEY = 'demo_accounts_seeded_at'

export class AccountInputError extends Error {}

export function checkAccountInput(email: string, password: string) {
  const normalized = normalizeEmail(email)
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized))
    throw new AccountInputError(`"${email}" is not an e-mail address`)
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new AccountInputError(
      `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    )
  if (password.length > PASSWORD_MAX_LENGTH)
    throw new AccountInputError(
      `The password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
    )
  return normalized
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(user)
    .where(eq(user.email, normalizeEmail(email)))
    .limit(1)
  return row
}

/** How a role change was made, for its audit entry. */
export type RoleChangeVia = 'command line' | 'demo accounts' | 'invitation'

/**
 * Sets the role of an account and, when it differs from the one before, appends a
 * 'role_changed' entry (from, to, via) to the audit log. Call it inside the change's transaction.
 * A new account's role before is 'user' (no profile row means 'user').
 */
async function setRoleAudited(
  db: Db,
  target: { id: string; email: string; created: boolean },
  to: Role,
  via: RoleChangeVia,
) {
  const from = target.created ? 'user' : await roleOf(db, target.id)
  await setRole(db, target.id, to)
  if (from === to) return
  await audit(db, {
    actor: null,
    action: 'role_changed',
    kind: 'account',
    itemId: target.id,
    title: target.email,
    detail: { from, to, via, ...(target.created ? { newAccount: true } : {}) },
  })
}

/**
 * Creates a verified e-mail/password account with the role, or, when the address exists, sets
 * its password, marks it verified, ends its sessions and sets the role. Returns whether it was
 * created.
 */
export async function upsertVerifiedAccount(
  db: Db,
  input: { email: string; password: string; role: Role; via?: RoleChangeVia; name?: string },
) {
  const email = checkAccountInput(input.email, input.password)
  const hash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    let [existing] = await tx.select().from(user).where(eq(user.email, email)).limit(1)
    const created = !existing
    if (!existing) {
      ;[existing] = await tx
        .insert(user)
        .values({ id: crypto.randomUUID(), name: input.name ?? email, email, emailVerified: true })
        .returning()
      if (!existing) throw new Error('user insert returned no row')
    } else {
      await tx
        .update(user)
        .set({
          emailVerified: true,
          updatedAt: new Date(),
          ...(input.name ? { name: input.name } : {}),
        })
        .where(eq(user.id, existing.id))
      // A new password ends every session and trusted device of the account, as on the site.
      await tx.delete(session).where(eq(session.userId, existing.id))
      await endDeviceTrust(tx as unknown as Db, existing.id)
    }
    const userId = existing.id
    const updated = await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
      .returning({ id: account.id })
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hash,
      })
    }
    await setRoleAudited(
      tx as unknown as Db,
      { id: userId, email, created },
      input.role,
      input.via ?? 'command line',
    )
    return { created, userId }
  })
}

/** Changes the role of an existing account; false when there is no account with that address. */
export async function changeRole(
  db: Db,
  email: string,
  role: Role,
  via: RoleChangeVia = 'command line',
) {
  return db.transaction(async (tx) => {
    const found = await findUserByEmail(tx as unknown as Db, email)
    if (!found) return false
    await setRoleAudited(
      tx as unknown as Db,
      { id: found.id, email: found.email, created: false },
      role,
      via,
    )
    return true
  })
}

/**
 * Turns two-factor sign-in off for an admin who lost both the authenticator and the backup
 * codes: the operator's way back in, since the site itself never lets two-factor be turned off
 * without a code. The secret and backup codes are deleted and every session of the account ends
 * (whoever might hold one, the next sign-in is by password alone, and the person sets two-factor
 * up again from the profile page). Logged as 'two_factor_reset'. Returns false when there is no
 * account with that address, 'not enabled' when there was nothing to turn off.
 */
export async function resetTwoFactor(db: Db, email: string): Promise<boolean | 'not enabled'> {
  return db.transaction(async (tx) => {
    const found = await findUserByEmail(tx as unknown as Db, email)
    if (!found) return false
    const secrets = await tx
      .delete(twoFactor)
      .where(eq(twoFactor.userId, found.id))
      .returning({ id: twoFactor.id })
    if (!found.twoFactorEnabled && secrets.length === 0) return 'not enabled'
    await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(user.id, found.id))
    const ended = await tx
      .delete(session)
      .where(eq(session.userId, found.id))
      .returning({ id: session.id })
    await endDeviceTrust(tx as unknown as Db, found.id)
    await audit(tx as unknown as Db, {
      actor: null,
      action: 'two_factor_reset',
      kind: 'account',
      itemId: found.id,
      title: found.email,
      detail: { via: 'command line', sessionsEnded: ended.length },
    })
    return true
  })
}

/**
 * The demo admin and demo user of the embedded default (README), made once per database like the
 * demo content: deleting them later does not bring them back.
 */
export async function seedDemoAccountsOnce(db: Db): Promise<boolean> {
  const [marked] = await db
    .insert(appSettings)
    .values({ key: DEMO_ACCOUNTS_KEY, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appSettings.key })
  if (!marked) return false
  for (const demo of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, demo.email)) continue
    await upsertVerifiedAccount(db, { ...demo, via: 'demo accounts' })
  }
  return true
}
