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
  const result = withoutKeys(source, fields.map((field) => `${field}El`))
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
export function nameIn(name: { name: string; nameEl: string | null }, lang: Lang): { text: string; lang: Lang } {
  if (lang === 'el' && name.nameEl?.trim()) return { text: name.nameEl, lang: 'el' }
  if (!name.name.trim() && name.nameEl?.trim()) return { text: name.nameEl, lang: 'el' }
  return { text: name.name, lang: 'en' }
}
