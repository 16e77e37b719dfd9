/**
 * `npm run user:reset-2fa -- <email>`: turns two-factor sign-in off for an account whose owner
 * lost both the authenticator app and the backup codes, and ends its sessions. The person then
 * signs in with the password alone and sets two-factor up again on the profile page (at once,
 * when REQUIRE_ADMIN_2FA=true). Uses DATA_DIR or DATABASE_URL like the server; with the
 * embedded database, run it while the server is stopped. Check who is asking before running it:
 * it is the one way round the second step.
 */
import { normalizeEmail } from '~/domain/auth/allow-list'
import { resetTwoFactor } from '~/domain/auth/accounts.server'
import { withOperatorDatabase } from './operator-database'

const [email, ...rest] = process.argv.slice(2)
if (!email || rest.length > 0) {
  console.error('Usage: npm run user:reset-2fa -- <email>')
  process.exit(2)
}

await withOperatorDatabase(async (database) => {
  const result = await resetTwoFactor(database.db, email)
  if (result === false) {
    console.error(`There is no account with the address ${normalizeEmail(email)}.`)
    process.exitCode = 1
  } else if (result === 'not enabled') {
    console.log(`${normalizeEmail(email)} does not use two-factor sign-in: nothing to turn off.`)
  } else {
    console.log(
      `Two-factor sign-in is off for ${normalizeEmail(email)} and its sessions have ended. It signs in with the password and sets two-factor up again on the profile page.`,
    )
  }
})
