import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { BilingualTextField, TextField } from './text-fields'

describe('TextField', () => {
  it('labels its control, and ties hint and translated error to it for screen readers', async () => {
    await renderPage(
      <TextField
        name="author"
        label="Author"
        hint="As printed."
        error="admin.validation.tooLong"
        defaultValue="Maria"
        maxLength={120}
      />,
    )
    const box = screen.getByRole('textbox', { name: 'Author' })
    expect(box).toHaveProperty('value', 'Maria')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('maxlength')).toBe('120')
    const described = box
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
    expect(described).toEqual(['As printed.', 'This text is too long. Please shorten it.'])
  })

  it('is a text area when multiline, valid without an error', async () => {
    await renderPage(<TextField name="excerpt" label="Excerpt" multiline rows={3} />)
    const area = screen.getByRole('textbox', { name: 'Excerpt' })
    expect(area.tagName).toBe('TEXTAREA')
    expect(area.getAttribute('aria-invalid')).toBeNull()
    expect(area.getAttribute('aria-describedby')).toBeNull()
  })
})

describe('BilingualTextField', () => {
  it('pairs the English field with its optional Greek twin, named <name>_el', async () => {
    const { container } = await renderPage(
      <form>
        <BilingualTextField
          name="title"
          label="Title"
          values={{ title: 'Picnic', title_el: 'Πικνίκ' }}
          errors={{ title: 'admin.validation.titleRequired' }}
          required
        />
      </form>,
    )
    const english = screen.getByRole('textbox', { name: 'Title (English)' })
    const greek = screen.getByRole('textbox', { name: 'Title (Greek)' })
    expect([
      english.getAttribute('lang'),
      english.hasAttribute('required'),
      greek.getAttribute('lang'),
      greek.hasAttribute('required'),
    ]).toEqual(['en', true, 'el', false])
    expect(
      screen.getByText('Title is required: give it in English, in Greek or in both.'),
    ).toBeTruthy()
    expect(
      screen.getByText('Optional. Greek readers see the English text where the Greek is empty.'),
    ).toBeTruthy()
    expect([...new FormData(container.querySelector('form')!)]).toEqual([
      ['title', 'Picnic'],
      ['title_el', 'Πικνίκ'],
    ])
  })

  it('labels the languages in Greek on a Greek page', async () => {
    await renderPage(<BilingualTextField name="title" label="Τίτλος" values={{}} errors={{}} />, {
      lang: 'el',
    })
    expect(screen.getByRole('textbox', { name: 'Τίτλος (Αγγλικά)' })).toBeTruthy()
    expect(
      screen.getByText(
        'Προαιρετικό. Όπου λείπει το ελληνικό κείμενο, οι αναγνώστες βλέπουν το αγγλικό.',
      ),
    ).toBeTruthy()
  })
})
