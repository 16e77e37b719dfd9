/** One i18next instance per request on the server, one for the page in the browser. */
import i18next, { type i18n } from 'i18next'

import { AREAS, type Area } from './areas'
import { DEFAULT_LANG, type Lang } from './languages'
import { loadResources, type ResourceTree } from './resources'

/**
 * The server passes no areas and gets every string, with English as the fallback for a missing
 * Greek one. The browser passes the page's areas and gets only those of its language:
 * locales.test.ts guarantees both languages have the same keys, so the fallback is never needed.
 */
export async function createI18n(lang: Lang, areas?: readonly Area[]): Promise<i18n> {
  const resources: Record<string, { translation: ResourceTree }> = {
    [lang]: { translation: await loadResources(lang, areas ?? AREAS) },
  }
  if (!areas && lang !== DEFAULT_LANG) {
    // A key missing in both languages shows itself.
    resources[DEFAULT_LANG] = { translation: await loadResources(DEFAULT_LANG) }
  }
  const instance = i18next.createInstance()
  await instance.init({
    lng: lang,
    fallbackLng: areas ? false : DEFAULT_LANG,
    supportedLngs: ['en', 'el'],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  return instance
}

const pending = new Map<string, Promise<void>>()

/**
 * Adds the areas a page needs that the browser has not loaded yet. Returns null when all are
 * there; otherwise one promise per set of areas (stable, so a suspended render can wait on it).
 */
export function loadMissingAreas(instance: i18n, areas: readonly Area[]): Promise<void> | null {
  const lang = instance.language as Lang
  const missing = areas.filter((area) => instance.getResource(lang, 'translation', area) === undefined)
  if (missing.length === 0) return null
  const key = `${lang}:${missing.join(',')}`
  let promise = pending.get(key)
  if (!promise) {
    promise = loadResources(lang, missing)
      .then((tree) => {
        instance.addResourceBundle(lang, 'translation', tree, true, true)
      })
      // Loaded, or failed (offline): either way the next render asks again rather than reuse it.
      .finally(() => pending.delete(key))
    pending.set(key, promise)
  }
  return promise
}
