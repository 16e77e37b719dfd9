/**
 * The search synonyms in the database (table search_synonyms): read once per content version,
 * which a save moves (search-vocabulary.server.ts), so a list an admin saves applies to the next
 * search, on every instance; saved whole, per language.
 */
import { asc, eq } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { searchSynonyms } from '~/db/schema'
import type { Lang } from '~/i18n/languages'

/** One language's groups, in the admin's order. */
export async function readSynonymGroups(db: Db, lang: Lang): Promise<string[][]> {
  const rows = await db
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .where(eq(searchSynonyms.lang, lang))
    .orderBy(asc(searchSynonyms.position), asc(searchSynonyms.id))
  return rows.map((row) => row.terms)
}

/** Replaces one language's list with `groups` (already checked by parseSynonymText). */
export async function saveSynonymGroups(db: Db, lang: Lang, groups: string[][], updatedBy: string) {
  await db.transaction(async (tx) => {
    await tx.delete(searchSynonyms).where(eq(searchSynonyms.lang, lang))
    if (groups.length > 0)
      await tx
        .insert(searchSynonyms)
        .values(groups.map((terms, index) => ({ lang, position: index + 1, terms, updatedBy })))
  })
}
