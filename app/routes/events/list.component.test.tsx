/** /events through createRoutesStub, with loader data of the loader's shape. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import * as listPage from './list'

function card(id: string, title: string, date: string) {
  return {
    id,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    title,
    text: `About ${title}.`,
    date,
    category: 'social',
    featured: false,
    tags: [],
    imageUrl: null,
    untranslated: [],
    likesCount: undefined,
    editorial: undefined,
  }
}

function loaderData(overrides: Record<string, unknown> = {}) {
  return {
    meta: { title: 'Events' },
    category: 'all',
    missingGreek: false,
    upcoming: [card('e2', 'Family picnic', '2027-04-10')],
    past: [card('e1', 'Winter talk', '2027-01-12')],
    samples: [],
    ...overrides,
  }
}

function render(options: Partial<RenderOptions> = {}) {
  return renderPage(listPage, {
    id: 'routes/events/list',
    path: '/events',
    loaderData: loaderData(),
    ...options,
  })
}

describe('/events', () => {
  it('lists upcoming events, then past ones marked as past, with the calendar to subscribe to', async () => {
    await render()
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming events' }))
    expect(upcoming.getByRole('link', { name: 'Family picnic' }).getAttribute('href')).toBe(
      '/events/family-picnic',
    )
    const past = within(screen.getByRole('region', { name: 'Past events' }))
    expect(past.getByRole('heading', { level: 3, name: 'Winter talk' })).toBeTruthy()
    expect(past.getByText('Past event')).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Subscribe to the events calendar' }).getAttribute('href'),
    ).toBe('/events.ics')
  })

  it('says when nothing is coming up in the category, the past still listed', async () => {
    await render({ loaderData: loaderData({ category: 'social', upcoming: [] }) })
    expect(
      screen.getByText(
        'No upcoming events in this category right now. Past events are listed below.',
      ),
    ).toBeTruthy()
    expect(
      screen
        .getAllByRole('navigation', { name: 'Filter events by category' })[0]!
        .querySelector('[aria-current="page"]')!.textContent,
    ).toBe('Social')
  })

  it('shows sample events while there are none, in Greek, with the admins’ Add event', async () => {
    const sample = {
      key: 's',
      title: 'Ενδεικτική εκδήλωση',
      text: 'Κείμενο',
      date: '2027-05-01',
      category: 'education',
      tags: [],
    }
    await render({
      lang: 'el',
      root: { auth: ADMIN_AUTH },
      loaderData: loaderData({ upcoming: [], past: [], samples: [sample] }),
    })
    expect(
      screen.getByText(
        'Ενδεικτικές εκδηλώσεις: το πραγματικό πρόγραμμα θα εμφανιστεί εδώ σύντομα.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Ενδεικτική εκδήλωση' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Προσθήκη εκδήλωσης' }).getAttribute('href')).toBe(
      '/events/create',
    )
  })
})
