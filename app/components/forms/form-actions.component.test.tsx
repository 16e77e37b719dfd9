import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { FormActions } from './form-actions'

describe('FormActions', () => {
  it('offers cancel (back to the list) and the submit button', async () => {
    await renderPage(
      <FormActions
        submitLabel="Create event"
        savingLabel="Saving..."
        submitting={false}
        cancelTo="/events"
        cancelLabel="Cancel"
      />,
    )
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/events')
    const submit = screen.getByRole('button', { name: 'Create event' }) as HTMLButtonElement
    expect([submit.type, submit.disabled]).toEqual(['submit', false])
  })

  it('says it is saving and cannot be pressed twice while the form is sent', async () => {
    await renderPage(
      <FormActions
        submitLabel="Create event"
        savingLabel="Saving..."
        submitting
        cancelTo="/events"
        cancelLabel="Cancel"
      />,
    )
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(screen.queryByRole('button', { name: 'Create event' })).toBeNull()
  })
})
