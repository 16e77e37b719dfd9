import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

import { TranslationProvider } from './i18n/use-translation'
import { CORE_AREAS, isArea } from './i18n/areas'
import { createI18n } from './i18n/i18n'
import { DEFAULT_LANG, normalizeLang } from './i18n/languages'

// The server rendered the page in this language with these areas of strings (root.tsx names
// them); load just those before hydrating, so the first render matches the server's.
const areas = document
  .querySelector('meta[name="i18n-areas"]')
  ?.getAttribute('content')
  ?.split(' ')
  .filter(isArea)
const i18n = await createI18n(
  normalizeLang(document.documentElement.lang) ?? DEFAULT_LANG,
  areas?.length ? areas : CORE_AREAS,
)

startTransition(() => {
  hydrateRoot(
    document,
    <TranslationProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </TranslationProvider>,
  )
})
