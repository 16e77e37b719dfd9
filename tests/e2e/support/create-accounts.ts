/**
 * Creates the verified accounts of the end-to-end server before it starts (playwright.config.ts):
 * a server with ADMIN_EMAILS set never creates demo accounts, as in production, so the tests make
 * theirs the way an operator does (`npm run admin:create`, `npm run user:role`).
 */
import { parseConfig } from '~/config.server'
import { openDatabase } from '~/db/client.server'
import { runMigrations } from '~/db/migrate.server'
import { upsertVerifiedAccount } from '~/domain/auth/accounts.server'
import { E2E_ACCOUNTS } from './accounts'

const config = parseConfig(process.env)
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
try {
  await runMigrations(database)
  for (const account of Object.values(E2E_ACCOUNTS))
    await upsertVerifiedAccount(database.db, account)
} finally {
  await database.close()
}
