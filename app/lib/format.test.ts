import { describe, expect, it } from 'vitest'

import { documentCacheControl } from './cache-control'
import { formatLongDate, todayInCyprus } from './dates'
import { truncate } from './truncate'

describe('formatLongDate', () => {
  it('writes long dates in en-GB and el-GR', () => {
    expect(formatLongDate('2026-03-26', 'en')).toBe('26 March 2026')
    expect(formatLongDate('2026-03-26', 'el')).toBe('26 Μαρτίου 2026')
  })

  it('leaves a malformed date as it is', () => {
    expect(formatLongDate('soon', 'en')).toBe('soon')
  })

  it("knows Cyprus's date near midnight UTC", () => {
    expect(todayInCyprus(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02')
  })
})

describe('truncate', () => {
  it('cuts at the limit and adds ...', () => {
    expect(truncate('a'.repeat(250), 200)).toBe(`${'a'.repeat(200)}...`)
    expect(truncate('short', 200)).toBe('short')
    expect(truncate('x'.repeat(200), 200)).toBe('x'.repeat(200))
  })
})

describe('documentCacheControl', () => {
  const req = (headers: Record<string, string> = {}) => new Request('http://x/', { headers })
  it('keeps pages with cookies out of shared caches', () => {
    expect(documentCacheControl(req({ cookie: 'session=1' }), new Headers())).toBe('private, no-cache')
    expect(documentCacheControl(req(), new Headers({ 'set-cookie': 'lang=el' }))).toBe('private, no-cache')
    expect(documentCacheControl(req({ authorization: 'Bearer x' }), new Headers())).toBe('private, no-cache')
    expect(documentCacheControl(req(), new Headers())).toBe('public, max-age=0, must-revalidate')
  })
})
