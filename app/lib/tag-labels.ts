/**
 * Tags in the reader's language. Items store their tags as English names; the site's tag list
 * gives a name its Greek label. A Greek reader sees the Greek label, or the English name marked
 * as English (lang="en") when no Greek label has been given yet.
 */
import type { Lang } from '~/i18n/languages'
import { foldText, greekPrefix } from './search-query'

/** English name -> Greek label, for the tags that have one. */
export type GreekTagLabels = Readonly<Record<string, string>>

/** A tag as shown: its text, and its language when that differs from the page's. */
export interface ShownTag {
  name: string
  text: string
  lang: Lang | undefined
}

const GREEK = /\p{Script=Greek}/u

export function shownTag(name: string, lang: Lang, labels: GreekTagLabels): ShownTag {
  const greek = lang === 'el' ? labels[name] : undefined
  if (greek) return { name, text: greek, lang: undefined }
  // A name typed in Greek (an item written in Greek only) is Greek on an English page.
  const written: Lang = GREEK.test(name) ? 'el' : 'en'
  return { name, text: name, lang: written === lang ? undefined : written }
}

/**
 * The tag a typed text names: the tag whose Greek label it is (case-blind), so a Greek admin may
 * type the label they read; else the text itself, a tag's English name or a new tag.
 */
export function tagNamedBy(text: string, labels: GreekTagLabels): string {
  const typed = text.trim().toLocaleLowerCase('el')
  if (!typed) return text
  const found = Object.entries(labels).find(
    ([, label]) => label.trim().toLocaleLowerCase('el') === typed,
  )
  return found ? found[0] : text
}

/**
 * The tags whose Greek label holds a word that a search word finds: the word itself as a prefix,
 * or its stem-like prefix (app/lib/search-query.ts greekPrefix), accent- and case-blind, as the
 * search matches the item's own Greek text. `term` is folded (queryTerms).
 */
export function tagsFoundByGreekWord(term: string, labels: GreekTagLabels): string[] {
  if (!GREEK.test(term)) return []
  const prefix = greekPrefix(term)
  return Object.entries(labels)
    .filter(([, label]) =>
      (foldText(label).match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => word.startsWith(prefix)),
    )
    .map(([name]) => name)
}

/** A tag in the JSON API: its name as items store it, its English label and its Greek label. */
export interface TagLabelJson {
  name: string
  label: string
  label_el: string | null
}

export function tagLabelJson(name: string, labelEl: string | null | undefined): TagLabelJson {
  return { name, label: name, label_el: labelEl?.trim() ? labelEl.trim() : null }
}

/** An item's `tag_labels`: its tags, in its order, with their labels. */
export function tagLabelsJson(tags: readonly string[], labels: GreekTagLabels): TagLabelJson[] {
  return tags.map((name) => tagLabelJson(name, labels[name]))
}
