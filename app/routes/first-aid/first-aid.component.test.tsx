/** /first-aid through createRoutesStub: the advice, the visitor's ambulance number and the timer. */
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import * as firstAidPage from './first-aid'

afterEach(() => window.sessionStorage.clear())

const render = (lang: 'en' | 'el' = 'en') =>
  renderPage(firstAidPage, {
    id: 'routes/first-aid/first-aid',
    path: '/first-aid',
    lang,
    loaderData: { meta: { title: 'Seizure first aid' } },
  })

describe('/first-aid', () => {
  it('gives the steps, the recovery position, the timer, the printable card and the plan', async () => {
    await render()
    expect(screen.getByRole('heading', { level: 1, name: 'Seizure first aid' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'During a seizure' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'The recovery position' })).toBeTruthy()
    expect(screen.getByTestId('seizure-timer')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Print a first-aid card' }).getAttribute('href')).toBe(
      '/first-aid/card',
    )
    expect(
      screen.getByRole('link', { name: 'Make a seizure action plan' }).getAttribute('href'),
    ).toBe('/seizure-action-plan')
  })

  it('calls the ambulance number of the country chosen this session', async () => {
    window.sessionStorage.setItem('emergency-country', 'GB')
    await render()
    await waitFor(() =>
      expect(screen.getByTestId('first-aid-call').getAttribute('href')).toBe('tel:999'),
    )
    expect(screen.getByTestId('first-aid-call').textContent).toBe('Call 999')
  })

  it('is in Greek on a Greek page', async () => {
    await render('el')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Πρώτες βοήθειες σε κρίση επιληψίας' }),
    ).toBeTruthy()
    expect(screen.getByTestId('first-aid-call').textContent).toMatch(/^Καλέστε το \d+$/)
  })
})
