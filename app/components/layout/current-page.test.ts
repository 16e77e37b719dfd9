import { describe, expect, it } from 'vitest'

import { isCurrentPage } from './current-page'

describe('isCurrentPage', () => {
  it('is the same page for the same path, with or without the language', () => {
    expect(isCurrentPage('/events', '', '/events')).toBe(true)
    expect(isCurrentPage('/events', '?lang=el', '/events')).toBe(true)
  })

  it('is another page for another path or another view of the page', () => {
    expect(isCurrentPage('/events/1', '', '/events')).toBe(false)
    expect(isCurrentPage('/news', '?tab=stories', '/news')).toBe(false)
    expect(isCurrentPage('/news', '?tab=stories&lang=el', '/news')).toBe(false)
  })
})
