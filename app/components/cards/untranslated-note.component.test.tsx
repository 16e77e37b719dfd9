import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { UntranslatedNote } from './untranslated-note'

describe('UntranslatedNote', () => {
  it('says in Greek that the text is shown in English, on a Greek page', async () => {
    await renderPage(<UntranslatedNote untranslated={['content']} />, { lang: 'el' })
    expect(
      screen.getByText('Δεν είναι ακόμη διαθέσιμο στα ελληνικά· εμφανίζεται στα αγγλικά.'),
    ).toBeTruthy()
  })

  it('says nothing on an English page, or when everything is translated', async () => {
    const english = await renderPage(<UntranslatedNote untranslated={['content']} />, {
      lang: 'en',
    })
    expect(english.container.querySelector('[data-untranslated-note]')).toBeNull()
    english.unmount()
    const translated = await renderPage(<UntranslatedNote untranslated={[]} />, { lang: 'el' })
    expect(translated.container.querySelector('[data-untranslated-note]')).toBeNull()
  })
})
