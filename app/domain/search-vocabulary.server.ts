/**
 * What a search reads besides the text index: its language's synonyms (search_synonyms) and, in
 * Greek, the tags' Greek labels (tags). Both tables move the content version on every write
 * (drizzle/0033 and 0016), so they are read once per content version instead of at every
 * search: a list an admin saves, or a label, moves the version, and the next search on any
 * instance reads them again. A read that fails is not remembered.
 */
import type { Db } from '~/db/client.server'
import type { Lang } from '~/i18n/languages'
import type { GreekTagLabels } from '~/lib/tag-labels'
import { readSynonymGroups } from './search-synonyms.server'
import { readGreekTagLabels } from './tags.server'

export interface SearchVocabulary {
  synonyms: string[][]
  /** Empty for English: only Greek words are matched through tag labels. */
  tagLabels: GreekTagLabels
}

const cached = new WeakMap<
  object,
  { version: string; byLang: Partial<Record<Lang, Promise<SearchVocabulary>>> }
>()

async function readVocabulary(db: Db, lang: Lang): Promise<SearchVocabulary> {
  const [synonyms, tagLabels] = await Promise.all([
    readSynonymGroups(db, lang),
    lang === 'el' ? readGreekTagLabels(db) : {},
  ])
  return { synonyms, tagLabels }
}

/**
 * The vocabulary as of content version `version`, read by the caller before this call: what is
 * read here is at least that recent, and whatever a later write changes comes with a new version.
 */
export function searchVocabulary(db: Db, lang: Lang, version: string): Promise<SearchVocabulary> {
  let entry = cached.get(db)
  if (!entry || entry.version !== version) {
    entry = { version, byLang: {} }
    cached.set(db, entry)
  }
  const current = entry
  const known = current.byLang[lang]
  if (known) return known
  const read = readVocabulary(db, lang)
  current.byLang[lang] = read
  read.catch(() => {
    if (current.byLang[lang] === read) delete current.byLang[lang]
  })
  return read
}
