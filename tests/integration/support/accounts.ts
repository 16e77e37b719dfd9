/**
 * Account rows for the test callers (content-context.ts), where a write keeps a reference to the
 * account (a profile's credentials, the medical reviewer of an article).
 */
import { user } from '~/db/schema'
import type { AuthState } from '~/domain/auth/auth-state'
import type { TestDatabase } from './test-database'

export async function addAccounts(database: TestDatabase, callers: AuthState[]) {
  await database.db
    .insert(user)
    .values(
      callers.map((caller) => ({
        id: caller.user!.id,
        name: caller.user!.name,
        email: caller.user!.email,
        emailVerified: true,
      })),
    )
    .onConflictDoNothing()
}
