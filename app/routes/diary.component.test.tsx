/**
 * /diary below the browser: an entry saved on the device (localStorage, never a request), its
 * field errors, and the month's count. The timer's hand-off, the files and offline use are in
 * tests/e2e/seizure-diary.spec.ts.
 */
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { readStoredDiary } from '~/domain/seizure-diary'
import { renderPage } from '../../tests/component/render'
import * as diaryPage from './diary'

afterEach(() => window.localStorage.clear())

const render = (lang: 'en' | 'el' = 'en') =>
  renderPage(diaryPage, {
    id: 'routes/diary',
    path: '/diary',
    lang,
    loaderData: { meta: { title: 'Seizure diary' } },
  })

const stored = () => readStoredDiary(window.localStorage.getItem('seizure-diary'))

/** The control a label names (its `for`: happy-dom does not follow React's ids). */
const field = (label: string) =>
  document.getElementById(screen.getByText(label, { selector: 'label' }).getAttribute('for')!)!

describe('/diary', () => {
  it(
    'saves an entry on the device and counts it; a bad length is refused at its field',
    {
      timeout: 20_000,
    },
    async () => {
      const { user } = await render()
      await user.click(await screen.findByRole('button', { name: 'Add a seizure' }))
      await user.click(field('Type of seizure'))
      await user.paste('Absence')
      await user.click(field('Seconds'))
      await user.paste('75')
      await user.click(screen.getByRole('button', { name: 'Save entry' }))
      expect(
        await screen.findByText(
          'Enter the length in whole minutes and seconds (0 to 59), up to 24 hours.',
        ),
      ).toBeTruthy()
      expect(stored().entries).toEqual([])

      await user.clear(field('Seconds'))
      await user.paste('40')
      await user.click(screen.getByRole('button', { name: 'Save entry' }))
      await waitFor(() => expect(stored().entries.map((entry) => entry.type)).toEqual(['Absence']))
      expect(stored().entries[0]!.durationSeconds).toBe(40)
      expect(await screen.findByText('The entry was saved on this device.')).toBeTruthy()
    },
  )

  it('is in Greek on a Greek page and says the diary stays on the device', async () => {
    await render('el')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ημερολόγιο κρίσεων' }),
    ).toBeTruthy()
  })
})
