import { describe, expect, it } from 'vitest'

import { sharedCacheControl } from './page-request-handler'

describe('sharedCacheControl', () => {
  it('lets a CDN keep pages and reads briefly, and serve only pages stale while it revalidates', () => {
    expect(sharedCacheControl(30)).toEqual({
      page: 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
      read: 'public, max-age=0, s-maxage=30',
    })
    expect(sharedCacheControl(600).page).toBe(
      'public, max-age=0, s-maxage=600, stale-while-revalidate=1200',
    )
  })

  it('without a CDN lifetime, everyone revalidates every time', () => {
    expect(sharedCacheControl(0)).toEqual({
      page: 'public, max-age=0, must-revalidate',
      read: 'public, max-age=0, must-revalidate',
    })
  })
})
