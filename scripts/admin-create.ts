/**
 * `npm run admin:create -- <email> <password>`: creates a verified account with the admin role,
 * or updates the password, verification and role of an existing one. Uses DATA_DIR or
 * DATABASE_URL like the server; with the embedded database, run it while the server is stopped.
 */
import { ConfigError, parseConfig } from '~/config.server'
import { openDatabase } from '~/db/client.server'
import { DataDirLockedError } from '~/db/data-dir-lock.server'
import { runMigrations } from '~/db/migrate.server'
import { isAllowedEmail, normalizeEmail } from '~/domain/auth/allow-list'
import { AccountInputError, upsertVerifiedAccount } from '~/domain/auth/accounts.server'

const [email, password, ...rest] = process.argv.slice(2)
if (!email || !password || rest.length > 0) {
  console.error('Usage: npm run admin:create -- <email> <password>')
  process.exit(2)
}

try {
  const config = parseConfig(process.env)
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    await runMigrations(database)
    const { created } = await upsertVerifiedAccount(database.db, { email, password, role: 'admin', via: 'command line' })
    console.log(`${created ? 'Created' : 'Updated'} the admin account ${normalizeEmail(email)}.`)
    if (!isAllowedEmail(config, email)) {
      console.warn(
        `Warning: ${normalizeEmail(email)} is not in ADMIN_EMAILS, so it cannot sign in. ` +
          'Add it to ADMIN_EMAILS (comma-separated) in the server environment.',
      )
    }
  } finally {
    await database.close()
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AccountInputError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
