/** One translator per language on the server, one for the page in the browser. */
import { AREAS, type Area } from './areas'
import { DEFAULT_LANG, type Lang } from './languages'
import { loadResources } from './resources'
import { Translator } from './translator'

/**
 * The server passes no areas and gets every string, with English as the fallback for a missing
 * Greek one. The browser passes the page's areas and gets only those of its language:
 * locales.test.ts guarantees both languages have the same keys, so the fallback is never needed.
 */
export async function createI18n(lang: Lang, areas?: readonly Area[]): Promise<Translator> {
  const strings = await loadResources(lang, areas ?? AREAS)
  // A key missing in both languages shows itself.
  const fallback = !areas && lang !== DEFAULT_LANG ? await loadResources(DEFAULT_LANG) : undefined
  return new Translator(lang, strings, fallback)
}

const pending = new Map<string, Promise<void>>()

/**
 * Adds the areas a page needs that the browser has not loaded yet. Returns null when all are
 * there; otherwise one promise per set of areas (stable, so a suspended render can wait on it).
 */
export function loadMissingAreas(
  translator: Translator,
  areas: readonly Area[],
): Promise<void> | null {
  const missing = areas.filter((area) => !translator.hasArea(area))
  if (missing.length === 0) return null
  const key = `${translator.language}:${missing.join(',')}`
  let promise = pending.get(key)
  if (!promise) {
    promise = loadResources(translator.language, missing)
      .then((tree) => translator.addAreas(tree))
      // Loaded, or failed (offline): either way the next render asks again rather than reuse it.
      .finally(() => pending.delete(key))
    pending.set(key, promise)
  }
  return promise
}
