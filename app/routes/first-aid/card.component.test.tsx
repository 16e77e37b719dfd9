/**
 * /first-aid/card and /offline through createRoutesStub: the printable card with the visitor's
 * ambulance number and the site's address, and the page the service worker shows offline.
 */
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import * as offlinePage from '../offline'
import * as cardPage from './card'

afterEach(() => window.sessionStorage.clear())

describe('/first-aid/card', () => {
  it('condenses the advice onto one card with the ambulance number and where to read more', async () => {
    await renderPage(cardPage, {
      id: 'routes/first-aid/card',
      path: '/first-aid/card',
      root: { origin: 'https://epilepsy.example.cy' },
      loaderData: { meta: { title: 'First-aid card' } },
    })
    const card = screen.getByTestId('first-aid-card')
    expect(screen.getByRole('heading', { level: 1, name: 'Seizure first aid' })).toBeTruthy()
    expect(
      [...card.querySelectorAll('h2')].map((heading) => heading.textContent).slice(0, 3),
    ).toEqual(['During a seizure', 'What not to do', 'Call an ambulance if'])
    expect(card.querySelectorAll('ol li').length).toBeGreaterThan(2)
    expect(card.textContent).toContain('Emergency: 112')
    expect(card.textContent).toContain('More: epilepsy.example.cy/first-aid')
    expect(screen.getByRole('link', { name: 'Back to first aid' }).getAttribute('href')).toBe(
      '/first-aid',
    )
  })

  it('prints on request, with the number of the country chosen this session, in Greek', async () => {
    window.sessionStorage.setItem('emergency-country', 'GB')
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const { user } = await renderPage(cardPage, {
      lang: 'el',
      id: 'routes/first-aid/card',
      path: '/first-aid/card',
      loaderData: { meta: { title: 'Κάρτα' } },
    })
    await waitFor(() =>
      expect(screen.getByTestId('first-aid-card').textContent).toContain('Επείγοντα: 999'),
    )
    await user.click(screen.getByRole('button', { name: 'Εκτύπωση' }))
    expect(print).toHaveBeenCalledOnce()
  })
})

describe('/offline', () => {
  it('says the page is not saved, leads to first aid and retries the page asked for', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, reload: vi.fn() })
    const { user } = await renderPage(offlinePage, {
      id: 'routes/offline',
      path: '/offline?page=/events',
      pattern: '/offline',
      loaderData: { meta: { title: 'You are offline' } },
    })
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open seizure first aid' }).getAttribute('href')).toBe(
      '/first-aid',
    )
    expect(
      screen.getByText('In an emergency in Cyprus or anywhere in the EU, call 112.'),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(assign).toHaveBeenCalledWith('/events')
  })
})
