import { describe, expect, it } from 'vitest'

import { withoutKeys } from './without-keys'

describe('withoutKeys', () => {
  it('copies every other key, in order, and leaves the source as it was', () => {
    const source = { a: 1, b: null, c: 'x', d: undefined }
    const copy = withoutKeys(source, ['b', 'missing'])
    expect(copy).toEqual({ a: 1, c: 'x', d: undefined })
    expect(Object.keys(copy)).toEqual(['a', 'c', 'd'])
    expect(source).toEqual({ a: 1, b: null, c: 'x', d: undefined })
  })
})
