import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { PendingChangeNotice } from './pending-change-notice'
import { ReviewNoteNotice } from './review-note-notice'

const AT = '2026-11-28T12:30:00.000Z'

describe('the notices on an item’s form while it is under review', () => {
  it('shows nothing when no change waits and no note was left', async () => {
    const { container } = await renderPage(
      <>
        <PendingChangeNotice change={null} />
        <ReviewNoteNotice note={undefined} />
      </>,
    )
    expect(container.querySelector('[data-pending-change], [data-review-note]')).toBeNull()
  })

  it('says that a change waits, by whom and when, and that visitors see the published version', async () => {
    await renderPage(<PendingChangeNotice change={{ by: 'author@example.org', at: AT }} />)
    const notice = screen.getByRole('region', { name: 'A change waits for review' })
    expect(notice.textContent).toContain(
      'Visitors see the published version until an editor publishes the change.',
    )
    expect(notice.textContent).toContain('Submitted by author@example.org, 28 November 2026')
  })

  it('gives the editor’s note as written, in Greek, crediting the site when nobody is named', async () => {
    const note = 'Please add the\nsource of the figures.'
    await renderPage(<ReviewNoteNotice note={{ note, by: null, at: AT }} />, { lang: 'el' })
    const notice = screen.getByRole('region', { name: 'Επιστράφηκε από επιμελητή' })
    expect(notice.querySelector('.whitespace-pre-wrap')!.textContent).toBe(note)
    expect(notice.textContent).toContain('Από τον ιστότοπο')
  })
})
