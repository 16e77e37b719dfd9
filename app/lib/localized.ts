/**
 * Bilingual content (every text field `x` has an optional Greek twin `x_el`): pick the Greek twin
 * of a text field when the reader reads Greek and it is present, else the English text, and say
 * which fields fell back so the page can mark them (lang="en").
 */
import type { Lang } from '~/i18n/languages'
import { withoutKeys } from './without-keys'

type ElKey<K extends string> = `${K}El`

export type Localized<T, K extends keyof T & string> = Omit<T, K | ElKey<K>> & {
  [P in K]: T[P]
} & {
  /** Fields shown in English because their Greek text is missing. */
  untranslated: K[]
}

export function localize<T extends object, K extends keyof T & string>(
  row: T,
  lang: Lang,
  fields: readonly K[],
): Localized<T, K> {
  const source = row as Record<string, unknown>
  const result = withoutKeys(
    source,
    fields.map((field) => `${field}El`),
  )
  const untranslated: K[] = []
  if (lang === 'el') {
    for (const field of fields) {
      const greek = source[`${field}El`]
      const english = source[field]
      if (typeof greek === 'string' && greek.trim() !== '') {
        result[field] = greek
      } else if (typeof english === 'string' && english.trim() !== '') {
        untranslated.push(field)
      }
    }
  }
  result.untranslated = untranslated
  return result as Localized<T, K>
}

/**
 * A name kept in both languages (a wiki category in the admins' manager): the Greek one for a
 * Greek reader when there is one, else the English one; `lang` is the language it is written in.
 */
export function nameIn(
  name: { name: string; nameEl: string | null },
  lang: Lang,
): { text: string; lang: Lang } {
  if (lang === 'el' && name.nameEl?.trim()) return { text: name.nameEl, lang: 'el' }
  if (!name.name.trim() && name.nameEl?.trim()) return { text: name.nameEl, lang: 'el' }
  return { text: name.name, lang: 'en' }
}

/** nameIn for an item known by its title (lists of the team's pages and e-mails). */
export function titleIn(item: { title: string; titleEl: string | null }, lang: Lang) {
  return nameIn({ name: item.title, nameEl: item.titleEl }, lang)
}

/**
 * An item written in Greek only: no English title, a Greek one. `by` names the field an item is
 * known by: its title, or the name of a wiki category.
 */
export function isGreekOnly(row: object, by: 'title' | 'name' = 'title'): boolean {
  const source = row as Record<string, unknown>
  const english = source[by]
  const greek = source[`${by}El`]
  return (
    !(typeof english === 'string' && english.trim()) &&
    typeof greek === 'string' &&
    greek.trim() !== ''
  )
}

/**
 * localize for a page or card: an English reader of an item written in Greek only gets its Greek
 * text, with `greekOnly` set so that the page says so ("Available in Greek only") and marks the
 * text lang="el" (docs/decisions/0035). Fields it has in English only stay in `untranslated`.
 * A wiki category is known by its name (`by: 'name'`).
 */
export function localizeForReader<T extends object, K extends keyof T & string>(
  row: T,
  lang: Lang,
  fields: readonly K[],
  by: 'title' | 'name' = 'title',
): Localized<T, K> & { greekOnly: boolean } {
  const greekOnly = lang === 'en' && isGreekOnly(row, by)
  return { ...localize(row, greekOnly ? 'el' : lang, fields), greekOnly }
}

/**
 * The lang attribute of a field shown on a page in `pageLang`: 'en' for English shown for want
 * of Greek, 'el' for the Greek text of a Greek-only item on an English page, else none.
 */
export function fieldLang(
  item: { untranslated: readonly string[]; greekOnly?: boolean },
  field: string,
  pageLang: Lang,
): Lang | undefined {
  if (item.untranslated.includes(field)) return pageLang === 'en' ? undefined : 'en'
  return item.greekOnly && pageLang === 'en' ? 'el' : undefined
}
