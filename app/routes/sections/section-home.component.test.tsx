/**
 * The section pages through createRoutesStub (home and category), with loader data of the
 * loaders' shape (the loaders run on PGlite in tests/integration/section-pages.test.ts).
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import type { ArticleCard, CategoryCard } from '~/domain/wiki-types'
import * as categoryPage from './section-category'
import * as homePage from './section-home'

const CATEGORY: CategoryCard = {
  id: 'c1',
  slug: 'what-is-epilepsy',
  name: 'What is epilepsy?',
  description: 'The basics, in plain words.',
  page: 1,
  orderIndex: 0,
  articleCount: 3,
  untranslated: [],
}

const ARTICLE: ArticleCard = {
  id: 'a1',
  slug: 'seizure-types',
  categoryId: 'c1',
  title: 'Seizure types',
  excerpt: '',
  preview: 'Seizures differ in where they start in the brain.',
  readTime: 4,
  tags: [],
  status: 'published',
  orderIndex: 0,
  untranslated: [],
}

function renderHome(
  data: { section: 'understanding' | 'living'; categories: CategoryCard[]; isAdmin?: boolean },
  options: Partial<RenderOptions> = {},
) {
  return renderPage(homePage, {
    id: 'routes/sections/section-home',
    path: '/understanding-epilepsy',
    loaderData: {
      meta: { title: 'Understanding Epilepsy' },
      page: 1,
      isAdmin: false,
      adminCategories: null,
      ...data,
    },
    ...options,
  })
}

function renderCategory(
  data: { articles: ArticleCard[]; isAdmin?: boolean; category?: CategoryCard },
  options: Partial<RenderOptions> = {},
) {
  return renderPage(categoryPage, {
    id: 'routes/sections/section-category',
    path: '/understanding-epilepsy/what-is-epilepsy',
    loaderData: {
      meta: { title: 'What is epilepsy?' },
      section: 'understanding',
      category: CATEGORY,
      isAdmin: false,
      adminCategories: null,
      ...data,
    },
    ...options,
  })
}

describe('a section’s home', () => {
  it('lists its categories as cards linked to their pages, with descriptions in Understanding', async () => {
    await renderHome({
      section: 'understanding',
      categories: [
        CATEGORY,
        { ...CATEGORY, id: 'c2', slug: 'diagnosis', name: 'Diagnosis', articleCount: 1 },
      ],
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Understanding Epilepsy' })).toBeTruthy()
    const list = within(screen.getByRole('list', { name: 'Categories in Understanding Epilepsy' }))
    expect(list.getByRole('link', { name: 'What is epilepsy?' }).getAttribute('href')).toBe(
      '/understanding-epilepsy/what-is-epilepsy',
    )
    expect(list.getAllByText('The basics, in plain words.')).toHaveLength(2)
    expect(list.getByText('3 articles')).toBeTruthy()
    expect(list.getByText('1 article')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Manage Categories' })).toBeNull()
  })

  it('leaves out the descriptions in Living with Epilepsy', async () => {
    await renderHome(
      { section: 'living', categories: [{ ...CATEGORY, page: 2 }] },
      { path: '/living-with-epilepsy' },
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Living with Epilepsy' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'What is epilepsy?' }).getAttribute('href')).toBe(
      '/living-with-epilepsy/what-is-epilepsy',
    )
    expect(screen.queryByText('The basics, in plain words.')).toBeNull()
  })

  it('tells readers categories are coming', async () => {
    await renderHome({ section: 'understanding', categories: [] })
    expect(screen.getByText('Categories are being prepared.')).toBeTruthy()
  })

  it('offers an admin to manage the categories', async () => {
    await renderHome(
      { section: 'understanding', categories: [], isAdmin: true },
      { root: { auth: ADMIN_AUTH } },
    )
    expect(screen.getByText('Create the first category to get started.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Manage Categories' })).toBeTruthy()
  })
})

describe('a section’s category', () => {
  it('shows its name, description and article cards linked under the section', async () => {
    await renderCategory({ articles: [ARTICLE] })
    expect(screen.getByRole('heading', { level: 1, name: 'What is epilepsy?' })).toBeTruthy()
    expect(screen.getByText('The basics, in plain words.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Understanding Epilepsy' }).getAttribute('href')).toBe(
      '/understanding-epilepsy',
    )
    expect(screen.getByRole('link', { name: 'Seizure types' }).getAttribute('href')).toBe(
      '/understanding-epilepsy/what-is-epilepsy/seizure-types',
    )
    expect(screen.getByText('Seizures differ in where they start in the brain.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Create New Article' })).toBeNull()
  })

  it('says when it has no articles yet, to readers and to admins', async () => {
    await renderCategory({ articles: [] })
    expect(screen.getByRole('heading', { level: 2, name: 'No articles found' })).toBeTruthy()
    expect(screen.getByText('Check back later for articles in this category.')).toBeTruthy()
  })

  it('offers an admin to create an article, in Greek, the English name marked as such', async () => {
    await renderCategory(
      { articles: [], isAdmin: true, category: { ...CATEGORY, untranslated: ['name'] } },
      { lang: 'el', root: { auth: ADMIN_AUTH } },
    )
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en')
    expect(screen.getByRole('heading', { level: 2, name: 'Δεν βρέθηκαν άρθρα' })).toBeTruthy()
    expect(
      screen.getByText('Δημιουργήστε το πρώτο άρθρο αυτής της κατηγορίας για να ξεκινήσετε.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Δημιουργία νέου άρθρου' })).toBeTruthy()
  })
})
