/**
 * `npm run seed`: applies the migrations and seeds the demo content into DATA_DIR or DATABASE_URL,
 * once per database (like the server's first start). Run it while the server is stopped when
 * using the embedded database.
 */
import { ConfigError, parseConfig } from '~/config.server'
import { openDatabase } from '~/db/client.server'
import { DataDirLockedError } from '~/db/data-dir-lock.server'
import { runMigrations } from '~/db/migrate.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'

try {
  const config = parseConfig(process.env)
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    await runMigrations(database)
    const seeded = await seedDemoContentOnce(database.db)
    console.log(seeded ? `Seeded demo content: ${JSON.stringify(seeded)}` : 'Demo content was seeded before; nothing to do.')
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
