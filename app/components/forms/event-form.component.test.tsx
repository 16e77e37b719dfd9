import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import {
  ADMIN_AUTH,
  renderPage,
  type RenderOptions,
  type RootData,
} from '../../../tests/component/render'
import { EventForm } from './event-form'
import type { ContentActionData } from './use-content-form'

const TODAY = '2027-03-01'

/** The form at /events/create, whose action keeps what was posted and answers `answer`. */
async function renderForm(
  options: {
    answer?: ContentActionData
    lang?: RenderOptions['lang']
    mode?: 'create' | 'edit'
    defaults?: Record<string, unknown>
    auth?: RootData['auth']
  } = {},
) {
  const posts: FormData[] = []
  const mode = options.mode ?? 'create'
  const page = await renderPage(
    <EventForm
      mode={mode}
      defaults={options.defaults ?? {}}
      today={TODAY}
      baseRevision={mode === 'edit' ? '4' : undefined}
      cancelTo="/events"
    />,
    {
      lang: options.lang,
      root: { auth: options.auth ?? ADMIN_AUTH },
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
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    const title = screen.getByRole('textbox', { name: 'Title (English)' })
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Title is required: give it in English, in Greek or in both.',
    )
    expect(screen.getAllByText('Date and time are required.')).toHaveLength(2)
    expect(document.activeElement).toBe(title)
    expect(posts).toHaveLength(0)
  })

  it('takes an error away once its field is valid', async () => {
    const { user } = await renderForm()
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Family picnic')
    expect(
      screen.queryByText('Title is required: give it in English, in Greek or in both.'),
    ).toBeNull()
    expect(screen.getAllByText('Date and time are required.')).toHaveLength(2)
  })

  it('posts a valid event, the typed day as an ISO date, and shows the server’s field errors', async () => {
    const answer = {
      ok: false as const,
      message: 'Invalid',
      fields: { registration_link: 'admin.validation.linkInvalid' },
      values: { title: 'Family picnic' },
    }
    const { user, posts } = await renderForm({ answer })
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Family picnic')
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '5/3/2027')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '18:30')
    await user.type(screen.getByRole('textbox', { name: 'Contact number' }), '+357 99-12ab34')
    expect(screen.getByRole('textbox', { name: 'Contact number' })).toHaveProperty(
      'value',
      '+357 99-1234',
    )
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    const link = await screen.findByRole('textbox', { name: 'Registration link' })
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://.'),
    ).toBeTruthy()
    expect(link.getAttribute('aria-invalid')).toBe('true')
    expect(posts).toHaveLength(1)
    const sent = posts[0]!
    expect([
      sent.get('title'),
      sent.get('date'),
      sent.get('time'),
      sent.get('contact_number'),
      sent.get('status'),
    ]).toEqual(['Family picnic', '2027-03-05', '18:30', '+357 99-1234', 'published'])
  })

  it('saves with a Greek title alone', async () => {
    const { user, posts } = await renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Title (Greek)' }), 'Οικογενειακό πικνίκ')
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '5/3/2027')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '10:00')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect([posts[0]!.get('title'), posts[0]!.get('title_el')]).toEqual(['', 'Οικογενειακό πικνίκ'])
    expect(
      screen.queryByText('Title is required: give it in English, in Greek or in both.'),
    ).toBeNull()
  })

  it('takes an optional end time, which must come after the start', async () => {
    const { user, posts } = await renderForm()
    const end = screen.getByRole('combobox', { name: 'Ends at' })
    expect((end as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('No end time')
    expect(
      screen.getByText('Optional. Calendars without one show the event as two hours long.'),
    ).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Talk')
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '5/3/2027')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '18:30')
    await user.selectOptions(end, '18:00')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(
      screen.getByText('The end time must be after the start time: choose a later one, or none.'),
    ).toBeTruthy()
    expect(end.getAttribute('aria-invalid')).toBe('true')
    expect(posts).toHaveLength(0)
    await user.selectOptions(end, '20:00')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect([posts[0]!.get('time'), posts[0]!.get('end_time')]).toEqual(['18:30', '20:00'])
  })

  it('names what saving will do with the chosen status', async () => {
    const { user } = await renderForm()
    const status = screen.getByRole('combobox', { name: 'Status' })
    await user.selectOptions(status, 'draft')
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy()
    await user.selectOptions(status, 'scheduled')
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy()
    await user.selectOptions(status, 'published')
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy()
  })

  it('offers an author a draft or a submission for review, and starts a new item as a draft', async () => {
    await renderForm({ auth: { ...ADMIN_AUTH, role: 'author', isAdmin: false } })
    const status = screen.getByRole('combobox', { name: 'Status' })
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Draft', 'Pending review'])
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy()
  })

  it('updates an event already published, and publishes a draft', async () => {
    const published = await renderForm({
      mode: 'edit',
      defaults: { title: 'Picnic', date: '2027-03-05', time: '10:00', status: 'published' },
    })
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy()
    published.unmount()
    const { user } = await renderForm({
      mode: 'edit',
      defaults: { title: 'Picnic', date: '2027-03-05', time: '10:00', status: 'draft' },
    })
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published')
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy()
  })

  it('refuses a day before today', async () => {
    const { user, posts } = await renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Talk')
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '28/02/2027')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '10:00')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(
      screen.getByText('The date cannot be in the past. Please choose today or a later day.'),
    ).toBeTruthy()
    expect(posts).toHaveLength(0)
  })

  it('explains a conflicting save and merges on the next one: same base, their version seen, the choice sent', async () => {
    // As the server answers a save based on revision 4 after Maria saved revision 9.
    const answer: ContentActionData = {
      ok: false,
      message:
        'Changed by maria@example.org at 10:30 since you opened it. Their changes: Title (English), Time.',
      conflict: {
        revisionId: 9,
        fields: [
          { field: 'title', label: 'Title (English)' },
          { field: 'time', label: 'Time' },
        ],
        both: [
          {
            field: 'title',
            label: 'Title (English)',
            theirs: 'Family picnic',
            yours: 'Spring picnic',
          },
        ],
      },
      values: {
        title: 'Spring picnic',
        date: '2027-03-05',
        time: '10:00',
        status: 'published',
        base_revision: '4',
      },
    }
    const defaults = { title: 'Picnic', date: '2027-03-05', time: '10:00', status: 'published' }
    const { user, container, posts } = await renderForm({ mode: 'edit', answer, defaults })
    expect(container.querySelector<HTMLInputElement>('input[name="base_revision"]')!.value).toBe(
      '4',
    )
    await user.clear(screen.getByRole('textbox', { name: 'Title (English)' }))
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'Spring picnic')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(
      await screen.findByText(
        'Changed by maria@example.org at 10:30 since you opened it. Their changes: Title (English), Time.',
      ),
    ).toBeTruthy()
    // Still based on the version the text was typed against; theirs is the one it was shown.
    expect(container.querySelector<HTMLInputElement>('input[name="base_revision"]')!.value).toBe(
      '4',
    )
    expect(container.querySelector<HTMLInputElement>('input[name="seen_revision"]')!.value).toBe(
      '9',
    )
    const both = within(
      screen.getByRole('group', { name: 'Title (English): changed by both of you' }),
    )
    await user.click(both.getByRole('radio', { name: 'Theirs Family picnic' }))
    await user.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(posts).toHaveLength(2))
    const sent = posts[1]!
    expect([
      sent.get('base_revision'),
      sent.get('seen_revision'),
      sent.get('resolve.title'),
    ]).toEqual(['4', '9', 'theirs'])
  })

  it('labels every field in Greek on a Greek page', async () => {
    const { user } = await renderForm({ lang: 'el' })
    expect(screen.getByRole('textbox', { name: 'Τίτλος (Ελληνικά)' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ακύρωση' }).getAttribute('href')).toBe('/events')
    expect(screen.getByRole('combobox', { name: 'Λήξη' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Δημοσίευση' }))
    expect(
      screen.getByText(
        'Ο τίτλος είναι υποχρεωτικός: γράψτε τον στα αγγλικά, στα ελληνικά ή και στα δύο.',
      ),
    ).toBeTruthy()
  })
})
