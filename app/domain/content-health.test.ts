import { describe, expect, it } from 'vitest'

import { contentHealth, isHealthy, type HealthRow } from './content-health'

const row = (fields: Partial<HealthRow>): HealthRow => ({
  kind: 'news',
  id: 'a',
  title: 'Clinic hours',
  titleEl: 'Ώρες ιατρείου',
  href: '/news/a/edit',
  elReady: true,
  ...fields,
})

describe('content health', () => {
  it('lists an item whose Greek is not ready or has no Greek title', () => {
    const health = contentHealth(
      [
        row({ id: 'ready' }),
        row({ id: 'held', elReady: false }),
        row({ id: 'untitled', titleEl: null }),
        row({ id: 'blank', titleEl: '  ' }),
      ],
      0,
    )
    expect(health.greekMissing.map((entry) => entry.id)).toEqual(['held', 'untitled', 'blank'])
    expect(health.greekMissing[0]).toEqual({
      kind: 'news',
      id: 'held',
      title: 'Clinic hours',
      titleEl: 'Ώρες ιατρείου',
      href: '/news/a/edit',
    })
  })

  it('is healthy only with nothing listed and every image described', () => {
    expect(isHealthy(contentHealth([row({})], 0))).toBe(true)
    expect(isHealthy(contentHealth([row({})], 1))).toBe(false)
    expect(isHealthy(contentHealth([row({ elReady: false })], 0))).toBe(false)
  })
})
