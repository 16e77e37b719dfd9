import { screen, waitFor } from '@testing-library/react'
import { Form, Link } from 'react-router'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { useUnsavedChanges } from './unsaved-changes'

const DRAFT_KEY = 'form-draft:events:new'
const ELSEWHERE = { path: 'events', Component: () => <h1>Events page</h1> }

/** A form wired as the content forms are: the guard inside, keyed by the hook. */
function GuardedForm() {
  const unsaved = useUnsavedChanges()
  const title = typeof unsaved.restored?.title === 'string' ? unsaved.restored.title : ''
  return (
    <>
      <Form key={unsaved.formKey} method="post">
        {unsaved.guard}
        <label>
          Title
          <input name="title" defaultValue={title} />
        </label>
      </Form>
      <Link to="/events">All events</Link>
    </>
  )
}

const render = () => renderPage(<GuardedForm />, { path: '/events/create', siblings: [ELSEWHERE] })

describe('useUnsavedChanges', () => {
  it('lets an untouched form go without asking', async () => {
    const { user } = await render()
    await user.click(screen.getByRole('link', { name: 'All events' }))
    expect(await screen.findByRole('heading', { name: 'Events page' })).toBeTruthy()
  })

  it('asks before leaving a changed form: stay keeps it, leave goes', async () => {
    const { user } = await render()
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Picnic')
    await user.click(screen.getByRole('link', { name: 'All events' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    expect(dialog.textContent).toContain(
      'Your changes have not been saved. A draft stays on this device, and you can restore it when you open this form again.',
    )
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Picnic')
    await user.click(screen.getByRole('link', { name: 'All events' }))
    await user.click(await screen.findByRole('button', { name: 'Leave' }))
    expect(await screen.findByRole('heading', { name: 'Events page' })).toBeTruthy()
  })

  it('keeps what was typed as a draft on this device, and offers it back', async () => {
    const first = await render()
    await first.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Picnic')
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).entries).toEqual([
        ['title', 'Picnic'],
      ]),
    )
    first.unmount()

    const { user } = await render()
    const offer = screen.getByRole('region', { name: 'Unsaved draft' })
    expect(offer.textContent).toMatch(/^Restore your unsaved draft from .+\?/)
    await user.click(screen.getByRole('button', { name: 'Restore draft' }))
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Picnic')
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).toBeNull()
  })

  it('forgets a discarded draft, and the draft of a form changed back', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ savedAt: '2027-03-01T10:00:00.000Z', entries: [['title', 'Old']] }),
    )
    const { user } = await render()
    await user.click(screen.getByRole('button', { name: 'Discard draft' }))
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
    const title = screen.getByRole('textbox', { name: 'Title' })
    await user.type(title, 'A')
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull())
    await user.type(title, '{Backspace}')
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull())
  })

  it('asks in Greek on a Greek page', async () => {
    const { user } = await renderPage(<GuardedForm />, {
      lang: 'el',
      path: '/events/create',
      siblings: [ELSEWHERE],
    })
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Πικνίκ')
    await user.click(screen.getByRole('link', { name: 'All events' }))
    expect(
      await screen.findByRole('alertdialog', { name: 'Έξοδος χωρίς αποθήκευση;' }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Παραμονή στη σελίδα' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Έξοδος' })).toBeTruthy()
  })
})
