/** /news (news and stories) through createRoutesStub, with loader data of the loader's shape. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import * as listPage from './list'

function card(id: string, title: string, category: string, date: string) {
  return {
    id,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    title,
    text: `About ${title}.`,
    date,
    category,
    featured: false,
    tags: ['research'],
    imageUrl: null,
    untranslated: [],
    likesCount: undefined,
    editorial: undefined,
  }
}

const NEWS = [
  card('n1', 'New study on sleep', 'research', '2027-02-10'),
  card('n2', 'Awareness week', 'awareness', '2027-01-20'),
]
const STORIES = [card('s1', 'My first year', 'inspiration', '2027-01-05')]

function loaderData(overrides: Record<string, unknown> = {}) {
  return {
    meta: { title: 'News & Stories' },
    tab: 'news',
    category: 'all',
    missingGreek: false,
    news: NEWS,
    stories: STORIES,
    sampleNews: [],
    sampleStories: [],
    ...overrides,
  }
}

function render(options: Partial<RenderOptions> = {}) {
  return renderPage(listPage, {
    id: 'routes/news/list',
    path: '/news',
    loaderData: loaderData(),
    ...options,
  })
}

const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('/news', () => {
  it('shows the news cards with the category filter; the stories tab its own', async () => {
    const { user } = await render()
    expect(screen.getByRole('heading', { level: 1, name: 'News & Stories' })).toBeTruthy()
    const tabs = within(screen.getByRole('tablist', { name: 'News or stories' }))
    expect(tabs.getByRole('tab', { name: 'News' }).getAttribute('aria-selected')).toBe('true')
    expect(headings()).toEqual(['New study on sleep', 'Awareness week'])
    const filter = within(
      screen.getAllByRole('navigation', { name: 'Filter news by category' })[0]!,
    )
    expect(filter.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page')
    expect(filter.getByRole('link', { name: 'Research' }).getAttribute('href')).toBe(
      '/news?tab=news&category=research',
    )
    await user.click(tabs.getByRole('tab', { name: 'Patient Stories' }))
    // The tab follows ?tab=, which the click sets through a navigation.
    await waitFor(() =>
      expect(tabs.getByRole('tab', { name: 'Patient Stories' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    )
    expect(headings()).toEqual(['My first year'])
    expect(screen.getByRole('link', { name: 'My first year' }).getAttribute('href')).toBe(
      '/story/my-first-year',
    )
  })

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = await render()
    screen.getByRole('tab', { name: 'News' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Patient Stories' }))
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: 'Patient Stories' }).getAttribute('aria-selected'),
      ).toBe('true'),
    )
  })

  it('shows samples while there is no news, and says so', async () => {
    const sample = {
      key: 'x',
      title: 'Sample news item',
      text: 'Text',
      date: '2027-01-01',
      category: 'research',
      tags: [],
    }
    await render({ loaderData: loaderData({ news: [], sampleNews: [sample] }) })
    expect(
      screen.getByText("Sample news: the Foundation's news will appear here soon."),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Sample news item' })).toBeTruthy()
    expect(screen.getByText('Sample')).toBeTruthy()
  })

  it('offers admins the new news and story pages, in Greek', async () => {
    const { user } = await render({
      lang: 'el',
      root: { auth: ADMIN_AUTH },
      loaderData: loaderData({ news: [] }),
    })
    expect(screen.getByText('Δεν υπάρχουν ακόμη νέα σε αυτή την κατηγορία.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Προσθήκη' }))
    expect(screen.getByRole('menuitem', { name: 'Νέο άρθρο ειδήσεων' }).getAttribute('href')).toBe(
      '/news/create',
    )
    expect(
      screen.getByRole('menuitem', { name: 'Νέα ιστορία ασθενούς' }).getAttribute('href'),
    ).toBe('/story/create')
    expect(screen.getByRole('link', { name: 'Μόνο στοιχεία χωρίς έτοιμα ελληνικά' })).toBeTruthy()
  })
})
