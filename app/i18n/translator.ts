/**
 * Looks up the site's strings: `t('common.siteName')`, `t('likes.count', { count: 3 })`.
 *
 * The site's strings use three things: keys made of an area and a path (`area.group.key`),
 * `{{name}}` placeholders, and plural forms chosen by `count` (`key_one`, `key_other`, named as
 * the language's plural rules name them); a caller naming a key made from data (an audit log's
 * action) can give `defaultValue` for a key there is no string for. This is all of it, in the
 * same form on the server and in the browser, so a hydrated page reads exactly what the server
 * rendered (decision 0025).
 */
import type { TranslationKey } from './keys'
import type { Lang } from './languages'

export type ResourceTree = { [key: string]: string | ResourceTree }
export type TranslationValues = Readonly<Record<string, unknown>>
/** Takes only keys of the English strings (keys.ts), so a wrong key fails the typecheck. */
export type TFunction<Key extends string = TranslationKey> = (
  key: Key,
  values?: TranslationValues,
) => string

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g

/** `Key` is the site's keys; the translator's own tests use strings of their own. */
export class Translator<Key extends string = TranslationKey> {
  readonly language: Lang
  /** Bound, so components can pass it around: `const { t } = useTranslation()`. */
  readonly t: TFunction<Key>
  private readonly strings: ResourceTree
  private readonly fallback: ResourceTree | undefined
  private readonly plurals: Intl.PluralRules
  /**
   * Most strings are asked for by key alone, hundreds of times a page; such an answer never
   * changes, because strings are only ever added, never replaced. A key not found (yet: the
   * browser loads areas later) is not kept.
   */
  private readonly plain = new Map<string, string>()

  /** `fallback` holds the strings of another language, for a key this one lacks (the server's). */
  constructor(language: Lang, strings: ResourceTree, fallback?: ResourceTree) {
    this.language = language
    this.strings = { ...strings }
    this.fallback = fallback
    this.plurals = new Intl.PluralRules(language)
    this.t = (key, values) =>
      values === undefined ? this.plainString(key) : this.withValues(key, values)
  }

  /** Whether an area's strings are here (the browser adds areas as pages need them). */
  hasArea(area: string): boolean {
    return this.strings[area] !== undefined
  }

  /** Adds areas of strings, keyed by area; an area already here is left as it is. */
  addAreas(areas: ResourceTree): void {
    for (const [area, tree] of Object.entries(areas)) {
      if (this.strings[area] === undefined) this.strings[area] = tree
    }
  }

  private plainString(key: string): string {
    let text = this.plain.get(key)
    if (text === undefined) {
      const found = this.find(key)
      if (found === undefined) return key
      text = found
      this.plain.set(key, text)
    }
    return text
  }

  private withValues(key: string, values: TranslationValues): string {
    const count = values.count
    const text =
      (typeof count === 'number' ? this.find(`${key}_${this.plurals.select(count)}`) : undefined) ??
      this.find(key)
    const defaultValue = values.defaultValue
    if (text === undefined && typeof defaultValue !== 'string') return key
    return (text ?? (defaultValue as string)).replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = values[name]
      // A value the caller forgot shows as its placeholder, where a reader or a test sees it.
      return value === undefined || value === null ? placeholder : String(value)
    })
  }

  private find(key: string): string | undefined {
    return stringAt(this.strings, key) ?? (this.fallback ? stringAt(this.fallback, key) : undefined)
  }
}

function stringAt(tree: ResourceTree, key: string): string | undefined {
  let node: string | ResourceTree | undefined = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}
