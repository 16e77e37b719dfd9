/** An event's page in its content layout through createRoutesStub, with loader data of the loader's shape. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import ContentLayout from '../content/content-layout'
import * as detailPage from './detail'

const EVENT = {
  id: 'e2',
  slug: 'family-picnic',
  title: 'Family picnic',
  description: 'Bring a blanket.',
  date: '2027-04-10',
  time: '10:30',
  location: 'Limassol',
  category: 'social',
  cost: 'Free',
  capacity: 40,
  contactNumber: '+357 99-123456',
  registrationLink: 'https://forms.example.org/picnic',
  featured: false,
  tags: ['family'],
  imageUrl: null,
  likesCount: 7,
  past: false,
  untranslated: [],
  sections: [
    { field: 'description', heading: 'events.fields.description', text: 'Bring a blanket.' },
  ],
}

function render(options: Partial<RenderOptions> & { event?: unknown } = {}) {
  const event = options.event === undefined ? EVENT : options.event
  return renderPage(detailPage, {
    id: 'routes/events/detail',
    path: '/events/family-picnic',
    pattern: '/events/:id',
    layout: ContentLayout,
    loaderData: { event, meta: { title: 'Family picnic' } },
    ...options,
  })
}

const facts = () =>
  [...document.querySelectorAll('dl > div')].map((fact) => [
    fact.querySelector('dt')!.textContent,
    fact.querySelector('dd')!.textContent,
  ])

describe('/events/:id', () => {
  it('gives the event’s facts, its registration link and its calendar file', async () => {
    await render()
    expect(screen.getByRole('heading', { level: 1, name: 'Family picnic' })).toBeTruthy()
    expect(facts()).toEqual([
      ['Date', '10 April 2027'],
      ['Time', '10:30'],
      ['Location', 'Limassol'],
      ['Capacity', '40 people'],
      ['Cost', 'Free'],
    ])
    const register = screen.getByRole('link', { name: 'Register (opens in a new tab)' })
    expect(register.getAttribute('href')).toBe('https://forms.example.org/picnic')
    expect(screen.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href')).toBe(
      '/events/family-picnic.ics',
    )
    expect(screen.getByText('Bring a blanket.')).toBeTruthy()
  })

  it('shows admins the contact number', async () => {
    await render({ root: { auth: ADMIN_AUTH } })
    expect(facts().at(-1)).toEqual(['Contact number', '+357 99-123456'])
    expect(screen.getByRole('link', { name: '+357 99-123456' }).getAttribute('href')).toBe(
      'tel:+35799123456',
    )
  })

  it('marks a past event: no registration, interest closed, in Greek', async () => {
    await render({ lang: 'el', event: { ...EVENT, past: true, capacity: null } })
    expect(screen.getByRole('note').textContent).toBe(
      'Η εκδήλωση αυτή έχει ήδη πραγματοποιηθεί. Παραμένει εδώ για αναφορά· η δήλωση ενδιαφέροντος έχει κλείσει.',
    )
    expect(screen.queryByRole('link', { name: /^Εγγραφή/ })).toBeNull()
    expect(within(document.querySelector('dl')!).getByText('Απεριόριστες')).toBeTruthy()
    expect((screen.getByTestId('like-button') as HTMLButtonElement).disabled).toBe(true)
  })

  it('says when the event is not there', async () => {
    await render({ event: null })
    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe(
      '/events',
    )
  })
})
