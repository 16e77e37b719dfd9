/**
 * What the server does with accounts when it starts: creates the demo accounts for the local
 * demo only, and ends every session of an account that may no longer sign in (an admin taken
 * off ADMIN_EMAILS who never joined by invitation, a removed member), API tokens included.
 */
import type { Config } from '~/config.server'
import type { Db } from '~/db/client.server'
import type { Logger } from '~/logger.server'
import { accountsShutOut, endSessionsOf } from '../people.server'
import { demoAccountsAllowed } from './allow-list'
import { warnAboutAllowList } from './allow-list.server'
import { seedDemoAccountsOnce } from './accounts.server'

export async function prepareAccounts(config: Config, db: Db, logger: Logger) {
  if (demoAccountsAllowed(config) && (await seedDemoAccountsOnce(db))) {
    logger.info('demo accounts created (see README: Accounts)')
  }
  const revoked = await endSessionsOf(db, await accountsShutOut(db, config))
  if (revoked > 0)
    logger.info({ sessions: revoked }, 'ended the sessions of addresses that may no longer sign in')
  warnAboutAllowList(config, logger)
}
