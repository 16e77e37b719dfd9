import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { TagPicker } from './tag-picker'

/** The tags the form would post: the hidden fields and the text box share the name. */
function posted(container: HTMLElement) {
  return new FormData(container.querySelector('form')!).getAll('tags')
}

function picker(defaultValue: string[] = []) {
  return (
    <form>
      <TagPicker
        name="tags"
        label="Tags"
        suggestions={['support', 'family']}
        defaultValue={defaultValue}
      />
    </form>
  )
}

describe('TagPicker', () => {
  it('adds a typed tag on Enter, trimmed, once, and posts it', async () => {
    const { user, container } = await renderPage(picker())
    const box = screen.getByRole('textbox', { name: 'Add a tag' })
    await user.type(box, '  seizures {Enter}')
    await user.type(box, 'seizures{Enter}')
    const selected = screen.getByRole('list', { name: 'Selected tags' })
    expect(
      within(selected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#seizures'])
    expect(box).toHaveProperty('value', '')
    expect(posted(container)).toEqual(['seizures', ''])
  })

  it('adds with the Add button and removes with the tag’s own button', async () => {
    const { user, container } = await renderPage(picker(['family']))
    await user.type(screen.getByRole('textbox', { name: 'Add a tag' }), 'camp')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(posted(container)).toEqual(['family', 'camp', ''])
    await user.click(screen.getByRole('button', { name: 'Remove tag family' }))
    expect(posted(container)).toEqual(['camp', ''])
  })

  it('toggles a suggestion, pressed while chosen', async () => {
    const { user, container } = await renderPage(picker())
    const suggestion = within(screen.getByRole('group', { name: 'Suggested tags' })).getByRole(
      'button',
      { name: '#support' },
    )
    expect(suggestion.getAttribute('aria-pressed')).toBe('false')
    await user.click(suggestion)
    expect(suggestion.getAttribute('aria-pressed')).toBe('true')
    expect(posted(container)).toEqual(['support', ''])
    await user.click(suggestion)
    expect(suggestion.getAttribute('aria-pressed')).toBe('false')
    expect(screen.queryByRole('list', { name: 'Selected tags' })).toBeNull()
  })

  it('speaks Greek on a Greek page', async () => {
    await renderPage(picker(['οικογένεια']), { lang: 'el' })
    expect(
      screen.getByRole('textbox', { name: 'Προσθήκη ετικέτας' }).getAttribute('placeholder'),
    ).toBe('Πληκτρολογήστε μια ετικέτα και πατήστε Enter')
    expect(screen.getByRole('button', { name: 'Αφαίρεση ετικέτας οικογένεια' })).toBeTruthy()
    expect(
      screen.getByText('Πατήστε Enter για να προσθέσετε ετικέτα ή επιλέξτε από τις προτάσεις.'),
    ).toBeTruthy()
  })

  it('shows the Greek labels to a Greek admin and posts the English names', async () => {
    const { user, container } = await renderPage(picker(['support']), {
      lang: 'el',
      root: { tagLabels: { support: 'Υποστήριξη', camp: 'Κατασκήνωση' } },
    })
    const selected = within(screen.getByRole('list', { name: 'Επιλεγμένες ετικέτες' }))
    expect(selected.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '#Υποστήριξη',
    ])
    expect(screen.getByRole('button', { name: 'Αφαίρεση ετικέτας Υποστήριξη' })).toBeTruthy()
    const suggestions = within(screen.getByRole('group', { name: 'Προτεινόμενες ετικέτες' }))
    expect(suggestions.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      '#Υποστήριξη',
      '#family',
    ])
    // A tag without a Greek label keeps its English name, marked as English.
    expect(suggestions.getByRole('button', { name: '#family' }).getAttribute('lang')).toBe('en')
    await user.click(suggestions.getByRole('button', { name: '#family' }))
    // A typed Greek label is the tag it labels.
    await user.type(
      screen.getByRole('textbox', { name: 'Προσθήκη ετικέτας' }),
      'κατασκήνωση{Enter}',
    )
    expect(selected.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '#Υποστήριξη',
      '#family',
      '#Κατασκήνωση',
    ])
    expect(posted(container)).toEqual(['support', 'family', 'camp', ''])
  })

  it('shows the English names to an English admin', async () => {
    await renderPage(picker(['support']), {
      root: { tagLabels: { support: 'Υποστήριξη' } },
    })
    expect(screen.getByRole('button', { name: 'Remove tag support' })).toBeTruthy()
  })
})
