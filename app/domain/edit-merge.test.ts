import { describe, expect, it } from 'vitest'

import { fieldsChanged, mergeChoicesOf, planMerge, sameValue } from './edit-merge'

const FIELDS = ['title', 'excerpt', 'excerpt_el', 'tags', 'publish_at'] as const
const base = {
  title: 'T',
  excerpt: 'old',
  excerpt_el: 'παλιό',
  tags: ['a'],
  publish_at: '2026-11-27T10:00:00.000Z',
}

describe('planMerge', () => {
  it('keeps the fields only they changed and takes the ones only this editor changed', () => {
    const current = { ...base, excerpt: 'A' }
    const mine = { ...base, excerpt_el: 'Β' }
    expect(planMerge({ fields: FIELDS, base, current, mine, sent: FIELDS })).toEqual({
      theirs: ['excerpt'],
      both: [],
      unresolved: [],
      keepTheirs: ['excerpt'],
    })
  })

  it('asks about a field both changed to different values, and follows the choice', () => {
    const current = { ...base, excerpt: 'A' }
    const mine = { ...base, excerpt: 'B' }
    expect(planMerge({ fields: FIELDS, base, current, mine, sent: FIELDS })).toMatchObject({
      both: ['excerpt'],
      unresolved: ['excerpt'],
      keepTheirs: [],
    })
    expect(
      planMerge({
        fields: FIELDS,
        base,
        current,
        mine,
        sent: FIELDS,
        choices: { excerpt: 'theirs' },
      }),
    ).toMatchObject({ unresolved: [], keepTheirs: ['excerpt'] })
    expect(
      planMerge({
        fields: FIELDS,
        base,
        current,
        mine,
        sent: FIELDS,
        choices: { excerpt: 'yours' },
      }),
    ).toMatchObject({ unresolved: [], keepTheirs: [] })
  })

  it('needs no choice when both made the same change, nor for fields not sent', () => {
    const current = { ...base, excerpt: 'same', title: 'A title' }
    const mine = { ...base, excerpt: 'same', title: 'stale' }
    expect(planMerge({ fields: FIELDS, base, current, mine, sent: ['excerpt'] })).toMatchObject({
      both: [],
      keepTheirs: ['title'],
    })
  })
})

describe('sameValue', () => {
  it('treats empty text and no value alike, lists by content, instants to the minute', () => {
    expect(sameValue('excerpt_el', '', null)).toBe(true)
    expect(sameValue('excerpt_el', undefined, null)).toBe(true)
    expect(sameValue('tags', ['a', 'b'], ['a', 'b'])).toBe(true)
    expect(sameValue('tags', ['a'], ['a', 'b'])).toBe(false)
    expect(
      sameValue('publish_at', '2026-11-27T10:00:00.000Z', new Date('2026-11-27T10:00:42.123Z')),
    ).toBe(true)
    expect(sameValue('publish_at', '2026-11-27T10:00:00.000Z', '2026-11-27T10:01:00.000Z')).toBe(
      false,
    )
    expect(fieldsChanged(FIELDS, base, { ...base, tags: ['b'] })).toEqual(['tags'])
  })
})

describe('mergeChoicesOf', () => {
  it('reads resolve.<field> choices and ignores anything else', () => {
    expect(
      mergeChoicesOf({
        'resolve.excerpt': 'theirs',
        'resolve.title': 'yours',
        'resolve.tags': 'both',
        title: 'x',
      }),
    ).toEqual({ excerpt: 'theirs', title: 'yours' })
  })
})
