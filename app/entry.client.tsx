import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'

import { createI18n } from './i18n/i18n'
import { DEFAULT_LANG, normalizeLang } from './i18n/languages'

// The server rendered the page in this language; load only its strings before hydrating.
const i18n = await createI18n(normalizeLang(document.documentElement.lang) ?? DEFAULT_LANG)

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  )
})
