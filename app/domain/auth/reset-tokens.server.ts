/**
 * Password-reset tokens live in Better Auth's `verification` table as
 * `reset-password:<token>` with the user id as value. Better Auth spends the token it is given;
 * these helpers make a reset or a password change spend every other token of the account too,
 * so that an older link in someone's mailbox can never set the password again.
 */
import { and, eq, like, ne } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { verification } from '~/db/schema'

const PREFIX = 'reset-password:'

/** The account a reset token belongs to, or undefined for an unknown token. */
export async function userOfResetToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, PREFIX + token))
    .limit(1)
  return row?.userId
}

/** Deletes the account's outstanding reset tokens, except `keep` (the one being used). */
export async function revokeResetTokens(db: Db, userId: string, keep?: string): Promise<number> {
  const deleted = await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, `${PREFIX}%`),
        eq(verification.value, userId),
        keep === undefined ? undefined : ne(verification.identifier, PREFIX + keep),
      ),
    )
    .returning({ id: verification.id })
  return deleted.length
}
