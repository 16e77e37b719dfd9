import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import type { ArticleView } from '~/domain/wiki-types'
import { ArticleDisplay } from './article-view'

const GREEK_ONLY: ArticleView = {
  id: 'a1',
  slug: 'kolympi-me-asfaleia',
  categoryId: 'c1',
  title: 'Κολύμπι με ασφάλεια',
  excerpt: '',
  preview: '',
  readTime: 1,
  tags: [],
  status: 'published',
  orderIndex: 0,
  untranslated: [],
  greekOnly: true,
  html: '<p>Μην κολυμπάτε ποτέ μόνοι σας.</p>',
  htmlUntranslated: false,
  featuredImageUrl: null,
  featuredImageAlt: null,
  originalUrl: null,
  mediaCount: 0,
  categorySlug: 'seizure-first-aid',
  categoryName: 'Seizure first aid',
  categoryNameUntranslated: false,
  categoryPage: 2,
  sources: [],
  review: null,
}

describe('ArticleDisplay of an article written in Greek only', () => {
  it('on an English page: its Greek text marked as Greek, the note and the link to the Greek page', async () => {
    const path = '/living-with-epilepsy/seizure-first-aid/kolympi-me-asfaleia'
    const { container } = await renderPage(<ArticleDisplay article={GREEK_ONLY} />, { path })
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('el')
    expect(
      screen.getByText('Μην κολυμπάτε ποτέ μόνοι σας.').closest('[lang]')?.getAttribute('lang'),
    ).toBe('el')
    const note = container.querySelector('[data-greek-only-note]')!
    expect(note.textContent).toContain('Available in Greek only')
    expect(note.querySelector('a')!.getAttribute('href')).toBe(`${path}?lang=el`)
  })

  it('on a Greek page: no note, no language mark', async () => {
    const { container } = await renderPage(<ArticleDisplay article={GREEK_ONLY} />, { lang: 'el' })
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBeNull()
    expect(container.querySelector('[data-greek-only-note]')).toBeNull()
  })
})
