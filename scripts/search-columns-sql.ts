/**
 * `npx tsx scripts/search-columns-sql.ts <events|news|stories|wiki>`: prints the SQL that makes a
 * kind's search columns again from its declared fields (app/domain/search-columns.ts), for the
 * migration of a change to its searchable fields: `npx drizzle-kit generate --custom --name
 * <what>`, then paste this into the new file.
 */
import { searchColumnsMigration, TABLE_OF } from '~/domain/search-columns'

const [kind, ...rest] = process.argv.slice(2)
if (!kind || !Object.hasOwn(TABLE_OF, kind) || rest.length > 0) {
  console.error('Usage: npx tsx scripts/search-columns-sql.ts <events|news|stories|wiki>')
  process.exit(2)
}
console.log(searchColumnsMigration(kind as keyof typeof TABLE_OF))
