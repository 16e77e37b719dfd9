/**
 * `npm run admin:create -- <email> <password>`: creates a verified account with the admin role,
 * or updates the password, verification and role of an existing one. Uses DATA_DIR or
 * DATABASE_URL like the server; with the embedded database, run it while the server is stopped.
 */
import { isAllowedEmail, normalizeEmail } from '~/domain/auth/allow-list'
import { AccountInputError, upsertVerifiedAccount } from '~/domain/auth/accounts.server'
import { withOperatorDatabase } from './operator-database'

const [email, password, ...rest] = process.argv.slice(2)
if (!email || !password || rest.length > 0) {
  console.error('Usage: npm run admin:create -- <email> <password>')
  process.exit(2)
}

await withOperatorDatabase(
  async (database, config) => {
    const { created } = await upsertVerifiedAccount(database.db, {
      email,
      password,
      role: 'admin',
      via: 'command line',
    })
    console.log(`${created ? 'Created' : 'Updated'} the admin account ${normalizeEmail(email)}.`)
    if (!isAllowedEmail(config, email)) {
      console.warn(
        `Warning: ${normalizeEmail(email)} is not in ADMIN_EMAILS, so it cannot sign in. ` +
          'Add it to ADMIN_EMAILS (comma-separated) in the server environment.',
      )
    }
  },
  [AccountInputError],
)
