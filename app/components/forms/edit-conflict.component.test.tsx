import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import type { ConflictView } from '~/domain/edit-merge'
import { EditConflictAlert } from './edit-conflict'

/** As the server answers (edit-conflict.server.ts): Maria changed the English title and the time. */
const CONFLICT: ConflictView = {
  revisionId: 9,
  fields: [
    { field: 'title', label: 'Title (English)' },
    { field: 'time', label: 'Time' },
  ],
  both: [],
}
const MESSAGE =
  'Changed by maria@example.org at 10:30 since you opened it. Their changes: Title (English), Time.'

describe('EditConflictAlert', () => {
  it('says who saved in between and what they changed, and that saving again keeps both', async () => {
    const { container } = await renderPage(
      <form>
        <EditConflictAlert message={MESSAGE} conflict={CONFLICT} />
      </form>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.querySelector('p')!.textContent).toBe(MESSAGE)
    expect(alert.textContent).toContain(
      'Your changes are still in the form. Save again to keep their changes together with yours.',
    )
    // Nothing to choose when only one side changed each field.
    expect(screen.queryByRole('radio')).toBeNull()
    // The next save names the version of theirs this form was shown.
    expect([...new FormData(container.querySelector('form')!)]).toEqual([['seen_revision', '9']])
  })

  it('shows a field both changed side by side, theirs and yours, and posts the choice', async () => {
    const conflict: ConflictView = {
      ...CONFLICT,
      both: [
        {
          field: 'title',
          label: 'Title (English)',
          theirs: 'Family picnic in the park',
          yours: 'Spring picnic',
        },
      ],
    }
    const { container, user } = await renderPage(
      <form>
        <EditConflictAlert message={MESSAGE} conflict={conflict} />
      </form>,
    )
    expect(screen.getByRole('alert').textContent).toContain(
      'Your changes are still in the form. You both changed the fields below: choose which version to keep, then save again. Their other changes are kept.',
    )
    const group = within(
      screen.getByRole('group', { name: 'Title (English): changed by both of you' }),
    )
    const theirs = group.getByRole('radio', {
      name: 'Theirs Family picnic in the park',
    }) as HTMLInputElement
    const yours = group.getByRole('radio', { name: 'Yours Spring picnic' }) as HTMLInputElement
    // A choice is needed before saving: neither is picked for the editor.
    expect([theirs.checked, yours.checked, theirs.required, yours.required]).toEqual([
      false,
      false,
      true,
      true,
    ])
    await user.click(yours)
    expect([...new FormData(container.querySelector('form')!)]).toEqual([
      ['seen_revision', '9'],
      ['resolve.title', 'yours'],
    ])
    await user.click(group.getByText('Theirs'))
    expect(new FormData(container.querySelector('form')!).get('resolve.title')).toBe('theirs')
  })

  it('explains in Greek on a Greek page', async () => {
    const conflict: ConflictView = {
      revisionId: 9,
      fields: [{ field: 'title', label: 'Τίτλος (Αγγλικά)' }],
      both: [{ field: 'title', label: 'Τίτλος (Αγγλικά)', theirs: 'Πικνίκ', yours: '(κενό)' }],
    }
    await renderPage(<EditConflictAlert message="Άλλαξε." conflict={conflict} />, { lang: 'el' })
    expect(screen.getByRole('alert').textContent).toContain(
      'Οι αλλαγές σας παραμένουν στη φόρμα. Αλλάξατε και οι δύο τα παρακάτω πεδία: επιλέξτε ποια εκδοχή θα κρατήσετε και αποθηκεύστε ξανά. Οι υπόλοιπες αλλαγές τους διατηρούνται.',
    )
    const group = within(
      screen.getByRole('group', { name: 'Τίτλος (Αγγλικά): το αλλάξατε και οι δύο' }),
    )
    expect(group.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(
      ['Η δική τουςΠικνίκ', 'Η δική σας(κενό)'],
    )
  })
})
