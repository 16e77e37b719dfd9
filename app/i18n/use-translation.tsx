/**
 * The page's strings for components: `const { t, i18n } = useTranslation()`.
 *
 * A page is rendered in one language from start to end: a language switch loads a new document
 * (the server renders it in the new language), and strings a page needs later are added to the
 * same translator before it renders (loadMissingAreas). So a component needs nothing but the
 * translator and its translate function, handed down once from the entry.
 */
import { createContext, useContext, type ReactNode } from 'react'

import type { TFunction, Translator } from './translator'

export interface Translation {
  t: TFunction
  i18n: Translator
}

const TranslationContext = createContext<Translation | null>(null)

/** One value per translator: the server renders every request of a language with the same one. */
const translations = new WeakMap<Translator, Translation>()

function translationOf(i18n: Translator): Translation {
  let translation = translations.get(i18n)
  if (!translation) {
    translation = { t: i18n.t, i18n }
    translations.set(i18n, translation)
  }
  return translation
}

export function TranslationProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return (
    <TranslationContext.Provider value={translationOf(i18n)}>
      {children}
    </TranslationContext.Provider>
  )
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext)
  if (!translation) throw new Error('useTranslation must be used within a TranslationProvider')
  return translation
}
