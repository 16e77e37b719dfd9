import { describe, expect, it } from 'vitest'

import { orderAfterMove, sectionOfCategoryPage } from './wiki-category-order'

const listed = [
  { id: 'a', page: 1, orderIndex: 1 },
  { id: 'b', page: 1, orderIndex: 5 },
  { id: 'c', page: 1, orderIndex: 9 },
]

describe('orderAfterMove', () => {
  it('swaps the order indexes of the moved category and its neighbour', () => {
    expect(orderAfterMove(listed, 'b', 'up')).toEqual(
      new Map([
        ['b', 1],
        ['a', 5],
      ]),
    )
    expect(orderAfterMove(listed, 'b', 'down')).toEqual(
      new Map([
        ['c', 5],
        ['b', 9],
      ]),
    )
  })

  it('does nothing at the ends of the list or for a category not in it', () => {
    expect(orderAfterMove(listed, 'a', 'up')).toBeNull()
    expect(orderAfterMove(listed, 'c', 'down')).toBeNull()
    expect(orderAfterMove(listed, 'z', 'up')).toBeNull()
  })

  it('numbers the section 1, 2, 3... when equal indexes would make a swap change nothing', () => {
    const tied = [
      { id: 'a', page: 2, orderIndex: 0 },
      { id: 'b', page: 2, orderIndex: 0 },
      { id: 'c', page: 2, orderIndex: 3 },
    ]
    expect(orderAfterMove(tied, 'b', 'up')).toEqual(
      new Map([
        ['b', 1],
        ['a', 2],
      ]),
    )
    // 'c' already holds 3, the number its place gets: it is left alone.
    expect(orderAfterMove(tied, 'a', 'down')?.has('c')).toBe(false)
  })
})

describe('sectionOfCategoryPage', () => {
  it('groups every page but the two sections as Other', () => {
    expect([1, 2, 0, 3, -1].map(sectionOfCategoryPage)).toEqual([1, 2, 0, 0, 0])
  })
})
