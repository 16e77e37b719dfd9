import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { DatePicker } from './date-picker'

function posted(container: HTMLElement) {
  return new FormData(container.querySelector('form')!).get('date')
}

function picker(defaultValue = '2027-03-05') {
  return (
    <form>
      <DatePicker name="date" label="Date" defaultValue={defaultValue} min="2027-03-03" />
    </form>
  )
}

describe('DatePicker', () => {
  it('shows the day as day/month/year and posts it as an ISO day; tidies a typed day on leaving', async () => {
    const { user, container } = await renderPage(picker())
    const box = screen.getByRole('textbox', { name: 'Date' })
    expect(box).toHaveProperty('value', '05/03/2027')
    expect(posted(container)).toBe('2027-03-05')
    await user.clear(box)
    await user.type(box, '7/4/2027')
    expect(posted(container)).toBe('2027-04-07')
    await user.tab()
    expect(box).toHaveProperty('value', '07/04/2027')
  })

  it('posts text that is not a day as typed, for the form’s check to name', async () => {
    const { user, container } = await renderPage(picker(''))
    await user.type(screen.getByRole('textbox', { name: 'Date' }), ' 31/02/2027 ')
    expect(posted(container)).toBe('31/02/2027')
  })

  it('opens a calendar on the chosen month, with days before the first allowed one disabled', async () => {
    const { user, container } = await renderPage(picker())
    const open = screen.getByRole('button', { name: 'Open calendar' })
    await user.click(open)
    expect(open.getAttribute('aria-expanded')).toBe('true')
    const calendar = screen.getByRole('dialog', { name: 'Calendar' })
    expect(within(calendar).getByText('March 2027')).toBeTruthy()
    expect(
      (within(calendar).getByRole('button', { name: 'Tuesday, 2 March 2027' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)
    await user.click(within(calendar).getByRole('button', { name: /^Wednesday, 10 March 2027/ }))
    expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull()
    expect(posted(container)).toBe('2027-03-10')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Date' }))
  })

  it('opens with Alt+ArrowDown and closes on Escape, back on its button', async () => {
    const { user } = await renderPage(picker())
    screen.getByRole('textbox', { name: 'Date' }).focus()
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    expect(screen.getByRole('dialog', { name: 'Calendar' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open calendar' }))
  })

  it('is in Greek on a Greek page, weeks starting on Monday', async () => {
    const { user } = await renderPage(picker(), { lang: 'el' })
    expect(screen.getByRole('textbox', { name: 'Date' }).getAttribute('placeholder')).toBe(
      'ηη/μμ/εεεε',
    )
    await user.click(screen.getByRole('button', { name: 'Άνοιγμα ημερολογίου' }))
    const calendar = screen.getByRole('dialog', { name: 'Ημερολόγιο' })
    // The first day of March 2027 is a Monday: the first cell of the first week.
    expect(calendar.querySelector('.rdp-weekday')!.getAttribute('aria-label')).toBe('Δευτέρα')
    expect(within(calendar).getByRole('button', { name: 'Δευτέρα, 1 Μαρτίου 2027' })).toBeTruthy()
  })
})
