/** The addresses a page may have, against the site's route table (app/routes.ts). */
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'

import routes from '~/routes'
import { FIXED_PAGE_SLUGS, isFixedPageSlug, isReservedPageSlug } from '~/domain/page-slugs'

/** The first segment of every address the route table serves. */
function firstSegments(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? [entry.path.split('/')[0]!.split('.')[0]!] : []
    return [...own, ...(entry.path ? [] : firstSegments(entry.children ?? []))]
  })
}

describe('page addresses', () => {
  it('leave none of the site’s own addresses to a page', () => {
    const segments = [...new Set(firstSegments(routes))].filter(
      (segment) => segment !== '*' && !segment.startsWith(':'),
    )
    expect(segments.length).toBeGreaterThan(10)
    for (const segment of segments)
      expect(isReservedPageSlug(segment) || isFixedPageSlug(segment), segment).toBe(true)
  })

  it('refuse an id’s shape, and leave ordinary words to pages', () => {
    expect(isReservedPageSlug('3f2b8c1e-0d4a-4b7e-9c1a-2f6e8d9b0a11')).toBe(true)
    expect(isReservedPageSlug('volunteer')).toBe(false)
    expect(isReservedPageSlug('admin')).toBe(true)
    expect(isReservedPageSlug('wiki')).toBe(true)
  })

  it('keep the fixed pages apart from the reserved addresses (they are pages)', () => {
    for (const slug of FIXED_PAGE_SLUGS) expect(isReservedPageSlug(slug)).toBe(false)
  })
})
