/**
 * /seizure-action-plan below the browser: what is typed is kept on the device (localStorage,
 * never a request), several plans live side by side, and one is deleted only after a
 * confirmation. The print, the PDF and offline use are in tests/e2e/seizure-plan.spec.ts.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { PLANS_STORAGE_KEY } from '~/components/seizure-plan/use-device-plans'
import { readStoredPlans } from '~/domain/seizure-plan'
import { renderPage } from '../../tests/component/render'
import * as planPage from './seizure-action-plan'

afterEach(() => window.localStorage.clear())

const render = (lang: 'en' | 'el' = 'en') =>
  renderPage(planPage, {
    id: 'routes/seizure-action-plan',
    path: '/seizure-action-plan',
    lang,
    loaderData: { meta: { title: 'Seizure action plan' } },
  })

const stored = () => readStoredPlans(window.localStorage.getItem(PLANS_STORAGE_KEY))

describe('/seizure-action-plan', () => {
  it(
    'keeps what is typed on the device, plan by plan, and deletes one after asking',
    { timeout: 20_000 },
    async () => {
      const { user } = await render()
      await screen.findByRole('region', { name: 'About the person' })
      // The field its label names (the label's `for`: happy-dom does not follow React's ids).
      const name = () => {
        const region = screen.getByRole('region', { name: 'About the person' })
        return document.getElementById(within(region).getByText('Name').getAttribute('for')!)!
      }
      await user.click(name())
      await user.paste('Maria')
      await waitFor(() => expect(stored().map((plan) => plan.name)).toEqual(['Maria']))

      const plans = screen.getByRole('region', { name: 'Plans on this device' })
      await user.click(within(plans).getByRole('button', { name: 'New plan' }))
      await user.click(name())
      await user.paste('Nikos')
      await waitFor(() =>
        expect(
          stored()
            .map((plan) => plan.name)
            .sort(),
        ).toEqual(['Maria', 'Nikos']),
      )
      expect(
        within(plans)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(expect.arrayContaining(['Maria', 'Nikos']))

      await user.click(within(plans).getByRole('button', { name: 'Delete this plan' }))
      expect(
        within(plans).getByText(
          'Delete the plan of Nikos from this device? This cannot be undone.',
        ),
      ).toBeTruthy()
      await user.click(within(plans).getByRole('button', { name: 'Cancel' }))
      expect(stored()).toHaveLength(2)
      await user.click(within(plans).getByRole('button', { name: 'Delete this plan' }))
      await user.click(within(plans).getByRole('button', { name: 'Yes, delete it' }))
      await waitFor(() => expect(stored().map((plan) => plan.name)).toEqual(['Maria']))
      expect(within(plans).getByText('The plan was deleted from this device.')).toBeTruthy()
    },
  )

  it('is in Greek on a Greek page, with the ambulance reasons ticked in a new plan', async () => {
    await render('el')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Σχέδιο δράσης για κρίσεις' }),
    ).toBeTruthy()
    const ticked = screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
    expect(ticked.length).toBeGreaterThanOrEqual(5)
  })
})
