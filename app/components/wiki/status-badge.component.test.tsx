import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { StatusBadge } from './status-badge'

describe('StatusBadge', () => {
  it('marks drafts and archived articles, in the page’s language', async () => {
    await renderPage(
      <>
        <StatusBadge status="draft" />
        <StatusBadge status="archived" />
      </>,
      { lang: 'el' },
    )
    expect(screen.getByText('Πρόχειρο').getAttribute('data-status')).toBe('draft')
    expect(screen.getByText('Αρχειοθετημένο').getAttribute('data-status')).toBe('archived')
  })

  it('says Scheduled in English, and nothing for a published article', async () => {
    const { container } = await renderPage(
      <>
        <StatusBadge status="scheduled" />
        <StatusBadge status="published" />
      </>,
    )
    expect(
      [...container.querySelectorAll('[data-status]')].map((badge) => badge.textContent),
    ).toEqual(['Scheduled'])
  })
})
