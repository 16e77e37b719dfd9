import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { EditConflictAlert } from './edit-conflict'

describe('EditConflictAlert', () => {
  it('says who saved in between and what the editor can do', async () => {
    await renderPage(<EditConflictAlert message="Changed by maria@example.org at 10:30 since you opened it." />)
    const alert = screen.getByRole('alert')
    expect(alert.querySelector('p')!.textContent).toBe('Changed by maria@example.org at 10:30 since you opened it.')
    expect(alert.textContent).toContain(
      'Your changes are still in the form. Save again to replace their version with yours, or open the item in a new tab to compare first.',
    )
  })

  it('explains in Greek on a Greek page', async () => {
    await renderPage(<EditConflictAlert message="Άλλαξε." />, { lang: 'el' })
    expect(screen.getByRole('alert').textContent).toContain(
      'Οι αλλαγές σας παραμένουν στη φόρμα. Αποθηκεύστε ξανά για να αντικαταστήσετε τη δική τους έκδοση με τη δική σας ή ανοίξτε το στοιχείο σε νέα καρτέλα για να συγκρίνετε πρώτα.',
    )
  })
})
