/**
 * `npm run user:role -- <email> <admin|editor|reviewer|author|user>`: changes the role of an existing account. Uses
 * DATA_DIR or DATABASE_URL like the server; with the embedded database, run it while the server
 * is stopped. The change applies to the person's next request (the role is read every time).
 */
import { normalizeEmail } from '~/domain/auth/allow-list'
import { changeRole } from '~/domain/auth/accounts.server'
import { isRole } from '~/domain/profiles.server'
import { withOperatorDatabase } from './operator-database'

const [email, role, ...rest] = process.argv.slice(2)
if (!email || !isRole(role) || rest.length > 0) {
  console.error('Usage: npm run user:role -- <email> <admin|editor|reviewer|author|user>')
  process.exit(2)
}

await withOperatorDatabase(async (database) => {
  if (!(await changeRole(database.db, email, role, 'command line'))) {
    console.error(
      `There is no account with the address ${normalizeEmail(email)}. It must sign up first (or use npm run admin:create).`,
    )
    process.exitCode = 1
  } else {
    console.log(`${normalizeEmail(email)} now has the role ${role}.`)
  }
})
