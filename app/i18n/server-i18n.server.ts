/**
 * The server's translators: one per language, built once. Every request in that language
 * renders with the same one; nothing on the server changes a translator's language or strings,
 * so sharing it is safe, and it saves loading every translation area on each request.
 */
import { createI18n } from './i18n'
import type { Lang } from './languages'
import type { Translator } from './translator'

const instances = new Map<Lang, Promise<Translator>>()

export function serverI18n(lang: Lang): Promise<Translator> {
  let instance = instances.get(lang)
  if (!instance) {
    instance = createI18n(lang)
    // A failed build is not remembered: the next request tries again.
    instance.catch(() => instances.delete(lang))
    instances.set(lang, instance)
  }
  return instance
}
