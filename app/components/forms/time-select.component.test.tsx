import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { TimeSelect } from './time-select'

describe('TimeSelect', () => {
  it('offers the 96 quarter hours after a prompt, with the stored time chosen', async () => {
    await renderPage(<TimeSelect name="time" label="Time" defaultValue="18:45" />)
    const select = screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toHaveLength(97)
    expect(options.slice(0, 3)).toEqual(['Choose a time', '00:00', '00:15'])
    expect(options.at(-1)).toBe('23:45')
    expect(select.value).toBe('18:45')
  })

  it('shows its error and prompts in Greek on a Greek page', async () => {
    await renderPage(<TimeSelect name="time" label="Ώρα" error="admin.validation.timeInvalid" />, {
      lang: 'el',
    })
    const select = screen.getByRole('combobox', { name: 'Ώρα' }) as HTMLSelectElement
    expect(select.value).toBe('')
    expect(within(select).getAllByRole('option')[0]!.textContent).toBe('Επιλέξτε ώρα')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Επιλέξτε ώρα ανά 15 λεπτά, από 00:00 έως 23:45.')).toBeTruthy()
  })
})
