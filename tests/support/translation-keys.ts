/**
 * For the tests of the functions that build a translation key from data: which of the keys a
 * function can give have no string in English or in Greek (each language alone, no fallback).
 */
import { AREAS } from '~/i18n/areas'
import { LANGS } from '~/i18n/languages'
import { loadResources } from '~/i18n/resources'
import type { ResourceTree } from '~/i18n/translator'

function hasString(tree: ResourceTree, key: string): boolean {
  const at = (path: string) => {
    let node: string | ResourceTree | undefined = tree
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined
    return typeof node === 'string'
  }
  // A plural is named by its base and has a form for each count.
  return at(key) || (at(`${key}_one`) && at(`${key}_other`))
}

/** `lang: key` for every key that has no string in that language. */
export async function missingStrings(keys: Iterable<string>): Promise<string[]> {
  const list = [...keys]
  const missing: string[] = []
  for (const lang of LANGS) {
    const strings = await loadResources(lang, AREAS)
    for (const key of list) if (!hasString(strings, key)) missing.push(`${lang}: ${key}`)
  }
  return missing
}
