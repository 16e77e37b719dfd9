/**
 * `npm run user:role -- <email> <admin|user>`: changes the role of an existing account. Uses
 * DATA_DIR or DATABASE_URL like the server; with the embedded database, run it while the server
 * is stopped. The change applies to the person's next request (the role is read every time).
 */
import { ConfigError, parseConfig } from '~/config.server'
import { openDatabase } from '~/db/client.server'
import { DataDirLockedError } from '~/db/data-dir-lock.server'
import { runMigrations } from '~/db/migrate.server'
import { normalizeEmail } from '~/domain/auth/allow-list'
import { changeRole } from '~/domain/auth/accounts.server'
import { isRole } from '~/domain/profiles.server'

const [email, role, ...rest] = process.argv.slice(2)
if (!email || !isRole(role) || rest.length > 0) {
  console.error('Usage: npm run user:role -- <email> <admin|user>')
  process.exit(2)
}

try {
  const config = parseConfig(process.env)
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    await runMigrations(database)
    if (!(await changeRole(database.db, email, role, 'command line'))) {
      console.error(`There is no account with the address ${normalizeEmail(email)}. It must sign up first (or use npm run admin:create).`)
      process.exitCode = 1
    } else {
      console.log(`${normalizeEmail(email)} now has the role ${role}.`)
    }
  } finally {
    await database.close()
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
