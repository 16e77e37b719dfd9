import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { AlertDialogAction } from './alert-dialog'
import { ConfirmDialog } from './confirm-dialog'

/** A page that asks before deleting and counts the confirmed deletes. */
function DeleteWithConfirm() {
  const [open, setOpen] = useState(false)
  const [deleted, setDeleted] = useState(0)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete item
      </button>
      <p>Deleted {deleted}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this event?"
        description="Family picnic"
        note={<p>It can be restored for 30 days.</p>}
        cancelLabel="Cancel"
        action={
          <AlertDialogAction onClick={() => setDeleted((n) => n + 1)}>Delete</AlertDialogAction>
        }
      />
    </>
  )
}

describe('ConfirmDialog', () => {
  it('asks with its title, question and note, and does nothing when cancelled', async () => {
    const { user } = await renderPage(<DeleteWithConfirm />)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Delete item' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this event?' })
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Family picnic',
    )
    expect(screen.getByText('It can be restored for 30 days.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByText('Deleted 0')).toBeTruthy()
  })

  it('runs the action once confirmed, and closes', async () => {
    const { user } = await renderPage(<DeleteWithConfirm />)
    await user.click(screen.getByRole('button', { name: 'Delete item' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByText('Deleted 1')).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
