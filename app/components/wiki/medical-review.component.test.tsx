import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import type { ArticleReview } from '~/domain/wiki-types'
import { ArticleSources, ReviewLine } from './medical-review'

const REVIEW: ArticleReview = {
  by: 'Dr A. B., consultant neurologist',
  on: '2026-11-28',
  nextDue: '2029-11-28',
  overdue: false,
}

describe('the medical review at the foot of an article', () => {
  it('says who reviewed it, when, and when next, in English', async () => {
    const { container } = await renderPage(<ReviewLine review={REVIEW} />)
    expect(container.querySelector('[data-medical-review]')!.textContent).toBe(
      'Medically reviewed by Dr A. B., consultant neurologist on 28 November 2026. Next review due 28 November 2029.',
    )
    expect(container.querySelector('[data-review-overdue]')).toBeNull()
  })

  it('says it in Greek with Greek dates', async () => {
    const { container } = await renderPage(<ReviewLine review={REVIEW} />, { lang: 'el' })
    expect(container.querySelector('[data-medical-review]')!.textContent).toBe(
      'Ιατρική αναθεώρηση από Dr A. B., consultant neurologist στις 28 Νοεμβρίου 2026. Επόμενη αναθεώρηση: 28 Νοεμβρίου 2029.',
    )
  })

  it('adds a quiet note once the next review date has passed', async () => {
    const { container } = await renderPage(<ReviewLine review={{ ...REVIEW, overdue: true }} />)
    expect(container.querySelector('[data-review-overdue]')!.textContent).toBe(
      'This article is due for its medical review. It is being checked again; the information may have changed since 28 November 2026.',
    )
    const greek = await renderPage(<ReviewLine review={{ ...REVIEW, overdue: true }} />, {
      lang: 'el',
    })
    expect(greek.container.querySelector('[data-review-overdue]')!.textContent).toContain(
      'Το άρθρο πρέπει να αναθεωρηθεί ιατρικά.',
    )
  })

  it('shows nothing for an article never reviewed', async () => {
    const { container } = await renderPage(<ReviewLine review={null} />)
    expect(container.querySelector('[data-medical-review]')).toBeNull()
  })

  it('lists the sources under a heading, linked where they have a link', async () => {
    await renderPage(
      <ArticleSources
        sources={[
          {
            title: 'Epilepsies guideline',
            publisher: 'NICE',
            year: 2022,
            link: 'https://www.nice.org.uk/guidance/ng217',
          },
          { title: 'Seizure first aid', publisher: null, year: null, link: null },
        ]}
      />,
      { lang: 'el' },
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Πηγές' })).toBeTruthy()
    const link = screen.getByRole('link', { name: /Epilepsies guideline/ })
    expect(link.getAttribute('href')).toBe('https://www.nice.org.uk/guidance/ng217')
    expect(link.textContent).toContain('(ανοίγει σε νέα καρτέλα)')
    const items = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(items[0]).toContain('. NICE, 2022')
    expect(items[1]).toBe('Seizure first aid')
  })
})
