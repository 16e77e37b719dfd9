import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { entryInput } from '~/domain/seizure-diary'
import { DiaryEntryForm } from './diary-entry-form'

describe('DiaryEntryForm', () => {
  it('shows each problem on its field, focuses the first and keeps nothing', async () => {
    const onSave = vi.fn()
    const { user } = await renderPage(
      <DiaryEntryForm
        initial={{ ...entryInput(), date: '', time: '' }}
        fromTimer={false}
        planTypes={[]}
        onSave={onSave}
        onCancel={() => undefined}
      />,
    )
    await user.type(screen.getByLabelText('Seconds'), '75')
    await user.click(screen.getByRole('button', { name: 'Save entry' }))
    expect(screen.getByText('Enter the date the seizure happened.')).toBeTruthy()
    expect(screen.getByText('Enter the time the seizure started, for example 14:30.')).toBeTruthy()
    expect(
      screen.getByText('Enter the length in whole minutes and seconds (0 to 59), up to 24 hours.'),
    ).toBeTruthy()
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true')
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Date')))
    expect(onSave).not.toHaveBeenCalled()
  })

  it('in Greek, refuses a future date and offers the plan types; a valid entry is handed over', async () => {
    const onSave = vi.fn()
    const { user } = await renderPage(
      <DiaryEntryForm
        initial={{ ...entryInput(), date: '2999-01-01' }}
        fromTimer
        planTypes={['Κρίση απουσίας']}
        onSave={onSave}
        onCancel={() => undefined}
      />,
      { lang: 'el' },
    )
    expect(
      screen.getByText(
        'Συμπληρώθηκε από το χρονόμετρο πρώτων βοηθειών: ελέγξτε τα στοιχεία και αποθηκεύστε.',
      ),
    ).toBeTruthy()
    expect(document.querySelector('datalist option')?.getAttribute('value')).toBe('Κρίση απουσίας')
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση καταχώρισης' }))
    expect(screen.getByText('Η ημερομηνία και η ώρα δεν μπορούν να είναι στο μέλλον.')).toBeTruthy()
    await user.clear(screen.getByLabelText('Ημερομηνία'))
    await user.type(screen.getByLabelText('Ημερομηνία'), '2026-01-02')
    await user.type(screen.getByLabelText('Τύπος κρίσης'), 'Κρίση απουσίας')
    await user.click(screen.getByRole('checkbox', { name: 'Άγχος' }))
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση καταχώρισης' }))
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2026-01-02', type: 'Κρίση απουσίας', triggers: ['stress'] }),
    )
  })
})
