import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage, type RenderOptions } from '../../../tests/component/render'
import { EventForm } from './event-form'
import type { ContentActionData } from './use-content-form'

const TODAY = '2027-03-01'

/** The form at /events/create, whose action keeps what was posted and answers `answer`. */
async function renderForm(options: { answer?: ContentActionData; lang?: RenderOptions['lang']; mode?: 'create' | 'edit'; defaults?: Record<string, unknown> } = {}) {
  const posts: FormData[] = []
  const mode = options.mode ?? 'create'
  const page = await renderPage(
    <EventForm mode={mode} defaults={options.defaults ?? {}} today={TODAY} baseRevision={mode === 'edit' ? '4' : undefined} cancelTo="/events" />,
    {
      lang: options.lang,
      path: mode === 'create' ? '/events/create' : '/events/7/edit',
      action: async ({ request }) => {
        posts.push(await request.formData())
        return options.answer ?? { ok: false, message: 'Failed.' }
      },
    },
  )
  return { ...page, posts }
}

describe('EventForm', () => {
  it('refuses an empty form at its fields, in the page’s words, and moves the focus to the first', async () => {
    const { user, posts } = await renderForm()
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    const title = screen.getByRole('textbox', { name: 'Title (English)' })
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe('Title is required.')
    expect(screen.getAllByText('Date and time are required.')).toHaveLength(2)
    expect(document.activeElement).toBe(title)
    expect(posts).toHaveLength(0)
  })

  it('takes an error away once its field is valid', async () => {
    const { user } = await renderForm()
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Family picnic')
    expect(screen.queryByText('Title is required.')).toBeNull()
    expect(screen.getAllByText('Date and time are required.')).toHaveLength(2)
  })

  it('posts a valid event, the typed day as an ISO date, and shows the server’s field errors', async () => {
    const answer = { ok: false as const, message: 'Invalid', fields: { registration_link: 'admin.validation.linkInvalid' }, values: { title: 'Family picnic' } }
    const { user, posts } = await renderForm({ answer })
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Family picnic')
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '5/3/2027')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '18:30')
    await user.type(screen.getByRole('textbox', { name: 'Contact number' }), '+357 99-12ab34')
    expect(screen.getByRole('textbox', { name: 'Contact number' })).toHaveProperty('value', '+357 99-1234')
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    const link = await screen.findByRole('textbox', { name: 'Registration link' })
    expect(await screen.findByText('Enter a web address starting with http:// or https://.')).toBeTruthy()
    expect(link.getAttribute('aria-invalid')).toBe('true')
    expect(posts).toHaveLength(1)
    const sent = posts[0]!
    expect([sent.get('title'), sent.get('date'), sent.get('time'), sent.get('contact_number'), sent.get('status')]).toEqual([
      'Family picnic',
      '2027-03-05',
      '18:30',
      '+357 99-1234',
      'published',
    ])
  })

  it('refuses a day before today', async () => {
    const { user, posts } = await renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Talk')
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '28/02/2027')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '10:00')
    await user.click(screen.getByRole('button', { name: 'Create event' }))
    expect(screen.getByText('The date cannot be in the past. Please choose today or a later day.')).toBeTruthy()
    expect(posts).toHaveLength(0)
  })

  it('explains a conflicting save and sends the newer revision with the next one', async () => {
    const answer = { ok: false as const, message: 'Changed by maria@example.org since you opened it.', conflict: { revisionId: 9, fields: [{ field: 'title', label: 'Title (English)' }], both: [] }, values: { title: 'Picnic', date: '2027-03-05', time: '10:00' } }
    const { user, container } = await renderForm({ mode: 'edit', answer, defaults: { title: 'Picnic', date: '2027-03-05', time: '10:00' } })
    expect(container.querySelector<HTMLInputElement>('input[name="base_revision"]')!.value).toBe('4')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Changed by maria@example.org since you opened it.')).toBeTruthy()
    expect(container.querySelector<HTMLInputElement>('input[name="base_revision"]')!.value).toBe('9')
  })

  it('labels every field in Greek on a Greek page', async () => {
    const { user } = await renderForm({ lang: 'el' })
    expect(screen.getByRole('textbox', { name: 'Τίτλος (Ελληνικά)' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ακύρωση' }).getAttribute('href')).toBe('/events')
    await user.click(screen.getByRole('button', { name: 'Δημιουργία εκδήλωσης' }))
    expect(screen.getByText('Ο τίτλος είναι υποχρεωτικός.')).toBeTruthy()
  })
})
