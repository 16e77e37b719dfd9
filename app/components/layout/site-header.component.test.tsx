/**
 * The header with its mega-menus. Their data comes from the server's /api/v1/header-menus after
 * hydration; the server does not run here, so fetch answers as that route does.
 */
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import type { HeaderMenus } from '~/lib/header-menus'
import { SiteHeader } from './site-header'

const MENUS: HeaderMenus = {
  understanding: {
    columns: [
      {
        name: 'Seizure types',
        href: '/understanding-epilepsy/seizure-types',
        untranslated: false,
        greekOnly: false,
        articles: [
          {
            title: 'Absence seizures',
            href: '/understanding-epilepsy/seizure-types/absence',
            untranslated: false,
            greekOnly: false,
          },
          {
            title: 'Κρίσεις απουσίας στο σχολείο',
            href: '/understanding-epilepsy/seizure-types/krisis-apousias',
            untranslated: false,
            greekOnly: true,
          },
        ],
      },
      {
        name: 'Diagnosis',
        href: '/understanding-epilepsy/diagnosis',
        untranslated: true,
        greekOnly: false,
        articles: [],
      },
      {
        name: 'Ύπνος',
        href: '/understanding-epilepsy/ypnos',
        untranslated: false,
        greekOnly: true,
        articles: [],
      },
    ],
    more: false,
  },
  living: { columns: [], more: false },
}

function answerMenus(response: () => Response) {
  const requests: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url)
    return response()
  })
  return requests
}

afterEach(() => vi.unstubAllGlobals())

describe('SiteHeader', () => {
  it('opens a mega-menu with the section’s categories and articles, one at a time, Escape closing it', async () => {
    const requests = answerMenus(() => Response.json(MENUS))
    const { user } = await renderPage(<SiteHeader />)
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }))
    const understanding = await nav.findByRole('button', { name: 'Understanding' })
    await user.click(understanding)
    expect(understanding.getAttribute('aria-expanded')).toBe('true')
    const panel = within(document.getElementById(understanding.getAttribute('aria-controls')!)!)
    // Read from the attribute: the element's `pathname` depends on the document's address, which
    // other files of the same worker may have moved.
    const absence = await panel.findByRole('link', { name: 'Absence seizures' })
    expect(new URL(absence.getAttribute('href')!, 'http://site').pathname).toBe(
      '/understanding-epilepsy/seizure-types/absence',
    )
    expect(panel.getByRole('link', { name: 'Diagnosis' }).getAttribute('lang')).toBe('en')
    // Entries that exist in Greek only: their Greek name, marked Greek, and a label saying so.
    const byHref = (href: string) =>
      panel.getAllByRole('link').find((link) => link.getAttribute('href') === href)!
    const greekCategory = byHref('/understanding-epilepsy/ypnos')
    expect(greekCategory.textContent).toBe('Ύπνος, Greek only')
    expect(greekCategory.querySelector('[lang="el"]')?.textContent).toBe('Ύπνος')
    expect(greekCategory.querySelector('[data-greek-only-label]')?.textContent).toBe(', Greek only')
    const greekArticle = byHref('/understanding-epilepsy/seizure-types/krisis-apousias')
    expect(greekArticle.textContent).toBe('Κρίσεις απουσίας στο σχολείο, Greek only')
    expect(greekArticle.querySelector('[lang="el"]')?.textContent).toBe(
      'Κρίσεις απουσίας στο σχολείο',
    )
    expect(document.querySelectorAll('[data-greek-only-label]')).toHaveLength(2)
    expect(
      panel
        .getByRole('link', { name: 'Absence seizures' })
        .querySelector('[data-greek-only-label]'),
    ).toBeNull()
    expect(panel.getAllByText('No articles available yet')).toHaveLength(2)
    expect(
      panel.getByRole('link', { name: 'Explore Understanding Epilepsy' }).getAttribute('href'),
    ).toBe('/understanding-epilepsy')
    expect(panel.queryByRole('list', { name: 'Tools' })).toBeNull()
    const living = nav.getByRole('button', { name: 'Living' })
    await user.click(living)
    expect(understanding.getAttribute('aria-expanded')).toBe('false')
    const livingPanel = within(document.getElementById(living.getAttribute('aria-controls')!)!)
    expect(await livingPanel.findByText('Topics are being prepared.')).toBeTruthy()
    // The help tools: fixed links beside the section's topics.
    expect(
      within(await livingPanel.findByRole('list', { name: 'Tools' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Seizure Action Plan', '/seizure-action-plan'],
      ['Seizure Diary', '/diary'],
      ['First aid steps and seizure timer', '/first-aid'],
    ])
    await user.keyboard('{Escape}')
    expect(living.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(living)
    expect(requests).toEqual(['/api/v1/header-menus?lang=en'])
  })

  it('says so when the menus could not be loaded', async () => {
    answerMenus(() => new Response('', { status: 503 }))
    const { user } = await renderPage(<SiteHeader />)
    await user.click(await screen.findByRole('button', { name: 'Understanding' }))
    expect(
      await screen.findByText('The menu could not be loaded. Please try again in a moment.'),
    ).toBeTruthy()
  })

  it('links the pages, first aid and the community, and asks for the Greek menus on a Greek page', async () => {
    const requests = answerMenus(() => Response.json(MENUS))
    await renderPage(<SiteHeader />, { lang: 'el', path: '/events' })
    const nav = within(screen.getByRole('navigation', { name: 'Κύρια πλοήγηση' }))
    expect(nav.getByRole('link', { name: 'Εκδηλώσεις' }).getAttribute('aria-current')).toBe('page')
    expect(
      (await screen.findAllByRole('link', { name: 'Γίνετε μέλος' })).map((link) =>
        link.getAttribute('href'),
      ),
    ).toContain('/community')
    // The languages are plain links, the current one marked.
    const languages = within(screen.getByRole('list', { name: 'Γλώσσα' }))
    expect(
      languages.getByRole('link', { name: 'ΕΛ (Ελληνικά)' }).getAttribute('aria-current'),
    ).toBe('true')
    expect(languages.getByRole('link', { name: 'EN (English)' }).getAttribute('href')).toBe(
      '/events?lang=en',
    )
    expect(requests).toEqual(['/api/v1/header-menus?lang=el'])
  })

  it('offers the help tools in the Living menu in Greek, from the keyboard, before the menus arrive', async () => {
    // The menus' data never arrives: the tools are fixed links and do not wait for it.
    answerMenus(() => new Response('', { status: 503 }))
    const { user } = await renderPage(<SiteHeader />, { lang: 'el' })
    const living = await screen.findByRole('button', { name: 'Καθημερινή ζωή' })
    living.focus()
    await user.keyboard('{Enter}')
    expect(living.getAttribute('aria-expanded')).toBe('true')
    const tools = within(await screen.findByRole('list', { name: 'Εργαλεία' }))
    expect(tools.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Σχέδιο δράσης για κρίσεις',
      'Ημερολόγιο κρίσεων',
      'Βήματα πρώτων βοηθειών και χρονόμετρο κρίσης',
    ])
    // Tab goes from the button into its panel: the section's page, then the tools.
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(
      tools.getByRole('link', { name: 'Σχέδιο δράσης για κρίσεις' }),
    )
  })
})
