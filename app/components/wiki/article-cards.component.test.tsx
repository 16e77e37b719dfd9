import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import type { ArticleCard } from '~/domain/wiki-types'
import { SectionArticleCard, WikiArticleCard } from './article-cards'

const GREEK_ONLY: ArticleCard = {
  id: 'a1',
  slug: 'kolympi-me-asfaleia',
  categoryId: 'c1',
  title: 'Κολύμπι με ασφάλεια',
  excerpt: 'Μην κολυμπάτε ποτέ μόνοι σας.',
  preview: 'Μην κολυμπάτε ποτέ μόνοι σας.',
  readTime: 1,
  tags: [],
  status: 'published',
  orderIndex: 0,
  untranslated: [],
  greekOnly: true,
}

const CARDS = {
  'wiki browser card': <WikiArticleCard article={GREEK_ONLY} href="/wiki/a" />,
  'section card': <SectionArticleCard article={GREEK_ONLY} href="/sections/a" />,
}

describe.each(Object.entries(CARDS))('%s of an article written in Greek only', (_, card) => {
  it('on an English page: the note, and its Greek text marked as Greek', async () => {
    const { container } = await renderPage(card)
    expect(container.querySelector('[data-greek-only-note]')?.textContent).toBe(
      'Available in Greek only.',
    )
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('el')
    expect(
      screen.getByText('Μην κολυμπάτε ποτέ μόνοι σας.').closest('[lang]')?.getAttribute('lang'),
    ).toBe('el')
  })

  it('on a Greek page: no note, no language mark', async () => {
    const { container } = await renderPage(card, { lang: 'el' })
    expect(container.querySelector('[data-greek-only-note]')).toBeNull()
    expect(screen.getByRole('heading').getAttribute('lang')).toBeNull()
  })
})
