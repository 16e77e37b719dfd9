/**
 * /wiki/{category} through createRoutesStub, with loader data of the loader's shape (the loader
 * runs on PGlite in tests/integration/section-pages.test.ts).
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import type { ArticleCard, CategoryCard } from '~/domain/wiki-types'
import * as browserPage from './browser'

const category = (overrides: Partial<CategoryCard>): CategoryCard => ({
  id: 'c1',
  slug: 'what-is-epilepsy',
  name: 'What is epilepsy?',
  description: 'The basics, in plain words.',
  page: 1,
  orderIndex: 0,
  articleCount: 2,
  untranslated: [],
  ...overrides,
})

const CATEGORIES = [
  category({}),
  category({
    id: 'c2',
    slug: 'at-school',
    name: 'At school',
    page: 2,
    articleCount: 0,
    description: '',
  }),
  category({ id: 'c3', slug: 'research', name: 'Research', page: 0, articleCount: 1 }),
]

const card = (overrides: Partial<ArticleCard>): ArticleCard => ({
  id: 'a1',
  slug: 'seizure-types',
  categoryId: 'c1',
  title: 'Seizure types',
  excerpt: '',
  preview: 'Seizures differ in where they start.',
  readTime: 4,
  tags: [],
  status: 'published',
  orderIndex: 0,
  untranslated: [],
  ...overrides,
})

const CARDS = [card({}), card({ id: 'a2', slug: 'triggers', title: 'Triggers', status: 'draft' })]

function loaderData(overrides: Record<string, unknown> = {}) {
  return {
    meta: {
      title: 'What is epilepsy? · Epilepsy Wiki',
      description: '',
      pathname: '/wiki/what-is-epilepsy',
    },
    categories: CATEGORIES,
    titles: [
      ...CARDS.map(({ id, slug, title, status, categoryId }) => ({
        id,
        slug,
        title,
        status,
        categoryId,
        untranslated: false,
      })),
      {
        id: 'a3',
        slug: 'new-drugs',
        title: 'New drugs',
        status: 'published',
        categoryId: 'c3',
        untranslated: true,
      },
    ],
    cards: CARDS,
    currentId: 'c1',
    isAdmin: false,
    adminCategories: null,
    ...overrides,
  }
}

function render(options: Partial<RenderOptions> = {}) {
  return renderPage(browserPage, {
    id: 'routes/wiki/browser',
    path: '/wiki/what-is-epilepsy',
    pattern: '/wiki/:categorySlug',
    loaderData: loaderData(),
    ...options,
  })
}

describe('/wiki/{category}', () => {
  it('lists the categories by section with their titles, the chosen one current, and its cards', async () => {
    await render()
    expect(screen.getByRole('heading', { level: 1, name: 'Epilepsy Wiki' })).toBeTruthy()
    const [, wide] = screen.getAllByRole('navigation', { name: 'Wiki categories' })
    const sections = within(wide!)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(sections).toEqual(['Understanding Epilepsy', 'Living with Epilepsy', 'Other'])
    const current = within(wide!).getByRole('link', { current: 'page' })
    expect(current.getAttribute('href')).toBe('/wiki/what-is-epilepsy')
    expect(current.textContent).toContain('2 articles')
    expect(
      within(wide!)
        .getByRole('link', { name: /New drugs/ })
        .getAttribute('href'),
    ).toBe('/wiki/research/new-drugs')
    expect(within(wide!).getByText('New drugs').getAttribute('lang')).toBe('en')
    const shown = within(screen.getByRole('region', { name: 'What is epilepsy?' }))
    expect(shown.getByText('The basics, in plain words.')).toBeTruthy()
    expect(shown.getByRole('link', { name: 'Seizure types' }).getAttribute('href')).toBe(
      '/wiki/what-is-epilepsy/seizure-types',
    )
    expect(shown.getByRole('link', { name: 'Triggers' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Wiki administration' })).toBeNull()
  })

  it('says when a category has no articles yet', async () => {
    await render({ loaderData: loaderData({ currentId: 'c2', cards: [] }) })
    const shown = within(screen.getByRole('region', { name: 'At school' }))
    expect(shown.getByRole('heading', { level: 3, name: 'No articles found' })).toBeTruthy()
    expect(shown.getByText('Articles for this category are being prepared.')).toBeTruthy()
  })

  it('gives admins the wiki’s tools, and says when there is no category yet', async () => {
    await render({
      root: { auth: ADMIN_AUTH },
      loaderData: loaderData({
        categories: [],
        titles: [],
        cards: [],
        currentId: undefined,
        isAdmin: true,
      }),
    })
    const tools = within(screen.getByRole('group', { name: 'Wiki administration' }))
    expect(tools.getByRole('link', { name: 'Add Article' }).getAttribute('href')).toBe(
      '/wiki/create',
    )
    expect(tools.getByRole('button', { name: 'Manage' })).toBeTruthy()
    expect(screen.getByText('Create the first category to get started.')).toBeTruthy()
  })
})
