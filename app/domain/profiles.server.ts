/**
 * Roles (docs/product.md, Who may do what): one profiles row per user that has one; a missing row
 * means 'user'. isAdmin only when the role equals 'admin'.
 */
import { eq } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { profiles } from '~/db/schema'
import { ROLES, type Role } from './constants'

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** The user's role; 'user' when there is no profile. Throws when the database fails. */
export async function roleOf(db: Db, userId: string): Promise<Role> {
  const [row] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1)
  return row && isRole(row.role) ? row.role : 'user'
}

export async function setRole(db: Db, userId: string, role: Role): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, role })
    .onConflictDoUpdate({ target: profiles.userId, set: { role } })
}

/** The name and credentials a medical reviewer shows readers; null when none were given. */
export async function credentialsOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ credentials: profiles.credentials })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1)
  return row?.credentials ?? null
}

/** Keeps the person's credentials (null clears them); a person without a profile row gets one. */
export async function setCredentials(
  db: Db,
  userId: string,
  credentials: string | null,
): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, credentials })
    .onConflictDoUpdate({ target: profiles.userId, set: { credentials } })
}
