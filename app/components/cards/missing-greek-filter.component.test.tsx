import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage } from '../../../tests/component/render'
import { MissingGreekFilter } from './missing-greek-filter'

describe('MissingGreekFilter', () => {
  it('offers admins the list of items whose Greek is not ready, keeping the other filters', async () => {
    await renderPage(<MissingGreekFilter active={false} />, {
      path: '/news?category=research',
      root: { auth: ADMIN_AUTH },
    })
    const link = screen.getByRole('link', { name: 'Only items whose Greek is not ready' })
    expect(link.getAttribute('href')).toBe('/news?category=research&greek=missing')
    // A link carries its state as aria-current (aria-pressed is for buttons): none while off.
    expect(link.hasAttribute('aria-current')).toBe(false)
    expect(link.hasAttribute('aria-pressed')).toBe(false)
  })

  it('when on, leads back to every item, in Greek on a Greek page', async () => {
    await renderPage(<MissingGreekFilter active />, {
      lang: 'el',
      path: '/news?greek=missing',
      root: { auth: ADMIN_AUTH },
    })
    const link = screen.getByRole('link', { name: 'Μόνο στοιχεία χωρίς έτοιμα ελληνικά' })
    expect(link.getAttribute('href')).toBe('/news')
    expect(link.getAttribute('aria-current')).toBe('true')
    expect(link.hasAttribute('aria-pressed')).toBe(false)
  })

  it('is not there for visitors', async () => {
    const { container } = await renderPage(<MissingGreekFilter active={false} />, { path: '/news' })
    expect(container.querySelector('[data-missing-greek-filter]')).toBeNull()
  })
})
