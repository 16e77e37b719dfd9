/** /admin/audit through createRoutesStub, with loader data of the loader's shape. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import * as auditPage from './audit'

type Entry = {
  id: number
  at: string
  actorEmail: string | null
  action: string
  kind: string | null
  itemId: string | null
  title: string | null
  roleChange: { from: string; to: string } | null
}

const ENTRIES: Entry[] = [
  {
    id: 40,
    at: '2027-03-02T08:30:00.000Z',
    actorEmail: 'maria@example.org',
    action: 'updated',
    kind: 'events',
    itemId: 'e1',
    title: 'Family picnic',
    roleChange: null,
  },
  {
    id: 39,
    at: '2027-03-02T08:00:00.000Z',
    actorEmail: null,
    action: 'published',
    kind: 'wiki',
    itemId: 'w2',
    title: 'Absence seizures',
    roleChange: null,
  },
  {
    id: 38,
    at: '2027-03-01T16:00:00.000Z',
    actorEmail: 'admin@example.org',
    action: 'role_changed',
    kind: 'account',
    itemId: 'u7',
    title: 'eleni@example.org',
    roleChange: { from: 'user', to: 'admin' },
  },
]

const EMPTY_FILTERS = { actor: '', kind: '', action: '', from: '', to: '' }

function loaderData(
  overrides: Partial<{
    entries: Entry[]
    values: typeof EMPTY_FILTERS
    invalid: string[]
    nextPage: string | null
  }> = {},
) {
  return {
    entries: ENTRIES,
    values: EMPTY_FILTERS,
    invalid: [],
    nextPage: null,
    meta: { title: 'Audit log' },
    ...overrides,
  }
}

function render(data = loaderData(), options: Partial<RenderOptions> = {}) {
  return renderPage(auditPage, {
    id: 'routes/admin/audit',
    path: '/admin/audit',
    root: { auth: ADMIN_AUTH },
    loaderData: data,
    ...options,
  })
}

const entries = () =>
  within(document.querySelector<HTMLElement>('[data-audit-entries]')!).getAllByRole('listitem')

const TAG_ENTRIES = (lang: 'en' | 'el') => [
  {
    id: 52,
    at: '2027-03-03T08:00:00.000Z',
    actorEmail: 'maria@example.org',
    action: 'label_cleared',
    kind: 'tag',
    itemId: 'rest',
    title: lang === 'el' ? 'Ύπνος' : 'rest',
    titleLang: lang,
    roleChange: null,
    tagChange: { action: 'label_cleared', from: 'Ύπνος', to: null },
  },
  {
    id: 51,
    at: '2027-03-03T07:00:00.000Z',
    actorEmail: 'maria@example.org',
    action: 'renamed',
    kind: 'tag',
    itemId: 'rest',
    title: lang === 'el' ? 'Ύπνος' : 'rest',
    titleLang: lang,
    roleChange: null,
    tagChange: { action: 'renamed', from: 'sleep', to: 'rest' },
  },
  {
    id: 50,
    at: '2027-03-03T06:00:00.000Z',
    actorEmail: 'maria@example.org',
    action: 'label_changed',
    kind: 'tag',
    itemId: 'sleep',
    title: lang === 'el' ? 'Ύπνος' : 'sleep',
    titleLang: lang,
    roleChange: null,
    tagChange: { action: 'label_changed', from: 'ύπνος', to: 'Ύπνος' },
  },
  {
    id: 49,
    at: '2027-03-03T05:00:00.000Z',
    actorEmail: 'maria@example.org',
    action: 'label_set',
    kind: 'tag',
    itemId: 'sleep',
    title: lang === 'el' ? 'ύπνος' : 'sleep',
    titleLang: lang,
    roleChange: null,
    tagChange: { action: 'label_set', from: null, to: 'ύπνος' },
  },
]

describe('/admin/audit', () => {
  it('says what changed of a tag, in English and in Greek', async () => {
    await render(loaderData({ entries: TAG_ENTRIES('en') as never }))
    expect(entries().map((entry) => entry.textContent)).toEqual([
      '3 March 2027 at 10:00maria@example.org · Greek label removed · Tag · rest · Greek label removed (was “Ύπνος”)',
      '3 March 2027 at 09:00maria@example.org · Renamed · Tag · rest · English label: “sleep” → “rest”',
      '3 March 2027 at 08:00maria@example.org · Greek label changed · Tag · sleep · Greek label: “ύπνος” → “Ύπνος”',
      '3 March 2027 at 07:00maria@example.org · Greek label given · Tag · sleep · Greek label: “ύπνος”',
    ])
  })

  it('says what changed of a tag to a Greek admin, naming the tag by its Greek label', async () => {
    await render(loaderData({ entries: TAG_ENTRIES('el') as never }), { lang: 'el' })
    expect(entries().map((entry) => entry.textContent)).toEqual([
      '3 Μαρτίου 2027 στις 10:00 π.μ.maria@example.org · Αφαίρεση ελληνικής ονομασίας · Ετικέτα · Ύπνος · Η ελληνική ονομασία αφαιρέθηκε (ήταν «Ύπνος»)',
      '3 Μαρτίου 2027 στις 9:00 π.μ.maria@example.org · Μετονομασία · Ετικέτα · Ύπνος · Αγγλική ονομασία: «sleep» → «rest»',
      '3 Μαρτίου 2027 στις 8:00 π.μ.maria@example.org · Αλλαγή ελληνικής ονομασίας · Ετικέτα · Ύπνος · Ελληνική ονομασία: «ύπνος» → «Ύπνος»',
      '3 Μαρτίου 2027 στις 7:00 π.μ.maria@example.org · Ορισμός ελληνικής ονομασίας · Ετικέτα · ύπνος · Ελληνική ονομασία: «ύπνος»',
    ])
  })

  it('lists who did what to which item and when, content linked to its history', async () => {
    await render()
    expect(entries().map((entry) => entry.textContent)).toEqual([
      '2 March 2027 at 10:30maria@example.org · Edited · Event · Family picnic',
      '2 March 2027 at 10:00The site · Published · Wiki article · Absence seizures',
      '1 March 2027 at 18:00admin@example.org · Role changed · Account · eleni@example.org · Role: Member → Administrator',
    ])
    expect(
      within(entries()[0]!).getByRole('link', { name: 'Family picnic' }).getAttribute('href'),
    ).toBe('/admin/history/events/e1')
    expect(within(entries()[2]!).queryByRole('link')).toBeNull()
  })

  it('keeps the filters of the address in the form, and marks the ones the server could not read', async () => {
    await render(
      loaderData({
        values: { actor: 'maria', kind: 'events', action: 'updated', from: '2027-13-01', to: '' },
        invalid: ['from'],
      }),
    )
    expect(screen.getByRole('searchbox', { name: 'Person (e-mail)' })).toHaveProperty(
      'value',
      'maria',
    )
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe(
      'events',
    )
    expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value).toBe(
      'updated',
    )
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true')
    expect(
      screen.getByText('Check the filters: dates as YYYY-MM-DD, limit from 1 to 500.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/admin/audit',
    )
  })

  it('filters through the address', async () => {
    const { user } = await render(loaderData(), {
      loader: ({ request }) =>
        loaderData({
          entries: [],
          values: { ...EMPTY_FILTERS, kind: new URL(request.url).searchParams.get('kind') ?? '' },
        }),
    })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'stories')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy()
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe(
      'stories',
    )
  })

  it('links to older entries when there are more, in Greek', async () => {
    await render(loaderData({ nextPage: '?kind=events&before=38' }), { lang: 'el' })
    expect(screen.getByRole('heading', { level: 1, name: 'Αρχείο ενεργειών' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Παλαιότερες εγγραφές' }).getAttribute('href')).toBe(
      '/admin/audit?kind=events&before=38',
    )
    expect(entries()[2]!.textContent).toContain('Ρόλος: Μέλος → Διαχειριστής')
    expect(entries()[1]!.textContent).toContain('Ο ιστότοπος · Δημοσίευση · Άρθρο wiki')
  })
})
