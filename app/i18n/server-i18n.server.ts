/**
 * The server's i18next instances: one per language, built once. Every request in that language
 * renders with the same instance; nothing on the server changes an instance's language or
 * resources, so sharing it is safe, and it saves building an instance and loading every
 * translation area on each request.
 */
import type { i18n } from 'i18next'

import { createI18n } from './i18n'
import type { Lang } from './languages'

const instances = new Map<Lang, Promise<i18n>>()

export function serverI18n(lang: Lang): Promise<i18n> {
  let instance = instances.get(lang)
  if (!instance) {
    instance = createI18n(lang)
    // A failed build is not remembered: the next request tries again.
    instance.catch(() => instances.delete(lang))
    instances.set(lang, instance)
  }
  return instance
}
