import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { LanguageLinks, LanguageSwitcher, languageHref } from './language-switcher'

afterEach(() => vi.restoreAllMocks())

describe('LanguageSwitcher', () => {
  it('names the current language and checks it in the menu', async () => {
    const { user } = await renderPage(<LanguageSwitcher />, { path: '/events' })
    const button = screen.getByRole('button', { name: 'Language: English' })
    await user.click(button)
    expect(
      screen.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked'),
    ).toBe('true')
    const greek = screen.getByRole('menuitemradio', { name: 'Ελληνικά' })
    expect(greek.getAttribute('aria-checked')).toBe('false')
    expect(greek.getAttribute('lang')).toBe('el')
  })

  it('loads the same page in the chosen language, keeping its query', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const { user } = await renderPage(<LanguageSwitcher />, { path: '/events?category=social' })
    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }))
    expect(assign).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    await user.click(screen.getByRole('menuitemradio', { name: 'Ελληνικά' }))
    expect(assign).toHaveBeenCalledWith('/events?category=social&lang=el')
  })

  it('is in Greek on a Greek page', async () => {
    await renderPage(<LanguageSwitcher />, { lang: 'el' })
    expect(screen.getByRole('button', { name: 'Γλώσσα: Ελληνικά' })).toBeTruthy()
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
