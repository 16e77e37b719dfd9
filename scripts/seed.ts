/**
 * `npm run seed`: applies the migrations and seeds the demo content into DATA_DIR or DATABASE_URL,
 * once per database (like the server's first start). Run it while the server is stopped when
 * using the embedded database.
 */
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { withOperatorDatabase } from './operator-database'

await withOperatorDatabase(async (database) => {
  const seeded = await seedDemoContentOnce(database.db)
  console.log(
    seeded
      ? `Seeded demo content: ${JSON.stringify(seeded)}`
      : 'Demo content was seeded before; nothing to do.',
  )
})
