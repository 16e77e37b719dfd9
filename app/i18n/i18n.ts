/** One i18next instance per request on the server, one for the page in the browser. */
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

import { DEFAULT_LANG, type Lang } from './languages'
import { loadResources, type ResourceTree } from './resources'

export async function createI18n(lang: Lang): Promise<i18n> {
  const resources: Record<string, { translation: ResourceTree }> = {
    [lang]: { translation: await loadResources(lang) },
  }
  if (lang !== DEFAULT_LANG) {
    // English is the fallback for a missing Greek string (SPEC §4); a key missing in both shows itself.
    resources[DEFAULT_LANG] = { translation: await loadResources(DEFAULT_LANG) }
  }
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: ['en', 'el'],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  return instance
}
