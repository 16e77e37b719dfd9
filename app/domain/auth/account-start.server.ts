/**
 * What the server does with accounts when it starts: creates the demo accounts for the local
 * demo only, and ends every session of an address that is no longer allowed to sign in (an
 * admin taken off ADMIN_EMAILS is signed out everywhere, API tokens included).
 */
import { inArray, notInArray } from 'drizzle-orm'

import type { Config } from '~/config.server'
import type { Db } from '~/db/client.server'
import { session, user } from '~/db/schema'
import type { Logger } from '~/logger.server'
import { allowedEmails, demoAccountsAllowed } from './allow-list'
import { warnAboutAllowList } from './allow-list.server'
import { seedDemoAccountsOnce } from './accounts.server'

/** Deletes the sessions of every account whose address is not in `allowed`; answers how many. */
export async function revokeSessionsOffTheList(db: Db, allowed: string[]): Promise<number> {
  const offTheList = db
    .select({ id: user.id })
    .from(user)
    .where(allowed.length > 0 ? notInArray(user.email, allowed) : undefined)
  const deleted = await db
    .delete(session)
    .where(inArray(session.userId, offTheList))
    .returning({ id: session.id })
  return deleted.length
}

export async function prepareAccounts(config: Config, db: Db, logger: Logger) {
  if (demoAccountsAllowed(config) && (await seedDemoAccountsOnce(db))) {
    logger.info('demo accounts created (see README: Accounts)')
  }
  const revoked = await revokeSessionsOffTheList(db, allowedEmails(config))
  if (revoked > 0)
    logger.info({ sessions: revoked }, 'ended the sessions of addresses that may no longer sign in')
  warnAboutAllowList(config, logger)
}
