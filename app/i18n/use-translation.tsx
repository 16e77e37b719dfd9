/**
 * The page's strings for components: `const { t, i18n } = useTranslation()`.
 *
 * A page is rendered in one language from start to end: a language switch loads a new document
 * (the server renders it in the new language), and strings a page needs later are added to the
 * same instance before it renders (loadMissingAreas). So a component needs nothing but the
 * instance and one translate function bound to it, handed down once from the entry. This replaces
 * react-i18next's hook, which copied every property of the instance into a fresh wrapper for each
 * component that asked on the server (about a twentieth of a page render's time), and whose
 * subscription to language changes the site never uses.
 */
import type { i18n as I18n, TFunction } from 'i18next'
import { createContext, useContext, type ReactNode } from 'react'

export interface Translation {
  t: TFunction
  i18n: I18n
}

const TranslationContext = createContext<Translation | null>(null)

export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <TranslationContext.Provider value={translationOf(i18n)}>{children}</TranslationContext.Provider>
}

/** One value per instance: the server renders every request of a language with the same one. */
const translations = new WeakMap<I18n, Translation>()

function translationOf(i18n: I18n): Translation {
  let translation = translations.get(i18n)
  if (!translation) {
    translation = { t: rememberingPlainKeys(i18n.getFixedT(null, 'translation')), i18n }
    translations.set(i18n, translation)
  }
  return translation
}

/**
 * Most strings are asked for by key alone (a label, a heading), hundreds of times a page, and
 * i18next resolves each from scratch. Such an answer never changes for an instance: strings are
 * only ever added to it, never replaced, so it is kept once found. A key not found (yet: the
 * browser loads areas later) is not kept; calls with options (counts, values) always translate.
 */
function rememberingPlainKeys(translate: TFunction): TFunction {
  const call = translate as unknown as (...args: unknown[]) => unknown
  const found = new Map<string, string>()
  const t = (...args: unknown[]) => {
    const key = args[0]
    if (args.length !== 1 || typeof key !== 'string') return call(...args)
    let text = found.get(key)
    if (text === undefined) {
      const answer = call(key)
      if (typeof answer !== 'string' || answer === key) return answer
      text = answer
      found.set(key, text)
    }
    return text
  }
  return t as unknown as TFunction
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext)
  if (!translation) throw new Error('useTranslation must be used within a TranslationProvider')
  return translation
}
