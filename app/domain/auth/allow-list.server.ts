import type { Config } from '~/config.server'
import type { Logger } from '~/logger.server'
import { DEMO_ACCOUNTS, demoAccountsAllowed } from './allow-list'

/** Says at start who may sign in, so that an operator is not surprised by a refusal. */
export function warnAboutAllowList(config: Config, logger: Logger) {
  if (config.ADMIN_EMAILS.length > 0) return
  if (demoAccountsAllowed(config)) {
    logger.warn(
      { demoAccounts: DEMO_ACCOUNTS.map((account) => account.email) },
      'ADMIN_EMAILS is not set: only the demo accounts may sign in. Set ADMIN_EMAILS before the site goes public.',
    )
  } else {
    logger.warn('ADMIN_EMAILS is not set: nobody can sign in or sign up')
  }
}
