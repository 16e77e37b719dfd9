import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { MobileMenu } from './mobile-menu'

const EVENTS_PAGE = { path: 'events', Component: () => <h1>Events page</h1> }

describe('MobileMenu', () => {
  it('opens a menu with the section disclosures, the main links, the languages and the account', async () => {
    const { user } = await renderPage(<MobileMenu />, { path: '/news' })
    await user.click(await screen.findByRole('button', { name: 'Menu' }))
    const menu = screen.getByRole('dialog', { name: 'Menu' })
    const nav = within(menu).getByRole('navigation', { name: 'Main navigation' })
    // The help tools are a labelled group of their own, shown without opening anything.
    await within(nav).findByRole('list', { name: 'Tools' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/about'],
      ['Events', '/events'],
      ['News', '/news'],
      ['Seizure Action Plan', '/seizure-action-plan'],
      ['Seizure Diary', '/diary'],
      ['First aid steps and seizure timer', '/first-aid'],
    ])
    expect(within(nav).getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(within(menu).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth')
    expect(within(menu).getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/news?lang=en',
    )
  })

  it('expands a section to its links (loading until the menus arrive)', async () => {
    const { user } = await renderPage(<MobileMenu />)
    await user.click(await screen.findByRole('button', { name: 'Menu' }))
    const section = screen.getByRole('button', { name: 'Understanding Epilepsy' })
    const panel = document.getElementById(section.getAttribute('aria-controls')!)!
    expect(panel.hidden).toBe(true)
    await user.click(section)
    expect(section.getAttribute('aria-expanded')).toBe('true')
    expect(panel.hidden).toBe(false)
    expect((await within(panel).findByRole('status')).textContent).toBe('Loading...')
  })

  it('closes when a link in it is followed, and from its close button', async () => {
    const { user } = await renderPage(<MobileMenu />, { siblings: [EVENTS_PAGE] })
    const button = await screen.findByRole('button', { name: 'Menu' })
    await user.click(button)
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
    await user.click(button)
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Events' }))
    expect(await screen.findByRole('heading', { name: 'Events page' })).toBeTruthy()
  })

  it('is in Greek on a Greek page', async () => {
    const { user } = await renderPage(<MobileMenu />, { lang: 'el' })
    await user.click(await screen.findByRole('button', { name: 'Μενού' }))
    const menu = screen.getByRole('dialog', { name: 'Μενού' })
    expect(within(menu).getByRole('button', { name: 'Κατανόηση της Επιληψίας' })).toBeTruthy()
    expect(within(menu).getByRole('link', { name: 'Γίνετε μέλος' }).getAttribute('href')).toBe(
      '/community',
    )
    expect(within(menu).getByRole('heading', { name: 'Λογαριασμός' })).toBeTruthy()
    expect(
      within(await within(menu).findByRole('list', { name: 'Εργαλεία' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Σχέδιο δράσης για κρίσεις',
      'Ημερολόγιο κρίσεων',
      'Βήματα πρώτων βοηθειών και χρονόμετρο κρίσης',
    ])
  })
})
