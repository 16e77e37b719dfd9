import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { LanguageLinks, LanguageSwitcher, languageHref } from './language-switcher'

describe('LanguageSwitcher', () => {
  it('links each language by its short name, the current one marked, keeping the query', async () => {
    await renderPage(<LanguageSwitcher />, { path: '/events?category=social' })
    const list = screen.getByRole('list', { name: 'Language' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [
          // The name begins with the visible text (label in name).
          link.textContent,
          link.getAttribute('href'),
          link.getAttribute('hreflang'),
          link.getAttribute('aria-current'),
        ]),
    ).toEqual([
      ['EN (English)', '/events?category=social&lang=en', 'en', 'true'],
      ['ΕΛ (Ελληνικά)', '/events?category=social&lang=el', 'el', null],
    ])
  })

  it('is in Greek on a Greek page', async () => {
    await renderPage(<LanguageSwitcher />, { lang: 'el' })
    const list = screen.getByRole('list', { name: 'Γλώσσα' })
    expect(
      within(list).getByRole('link', { name: 'ΕΛ (Ελληνικά)' }).getAttribute('aria-current'),
    ).toBe('true')
  })
})

describe('LanguageLinks', () => {
  it('links every language, the current one marked', async () => {
    await renderPage(<LanguageLinks />, { lang: 'el', path: '/news/3?x=1' })
    const links = within(screen.getByRole('list')).getAllByRole('link')
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('aria-current'),
      ]),
    ).toEqual([
      ['English', '/news/3?x=1&lang=en', null],
      ['Ελληνικά', '/news/3?x=1&lang=el', 'true'],
    ])
  })

  it('replaces a language already in the address', () => {
    expect(languageHref('?lang=en&q=a', '/search', 'el')).toBe('/search?lang=el&q=a')
  })
})
