/**
 * Moving a wiki category up or down among the categories of its section. The section pages,
 * their mega-menus and the category manager list a section's categories by order index (then
 * name); a move changes order indexes only, and only as many as it must.
 */

export type MoveDirection = 'up' | 'down'

export interface OrderedCategory {
  id: string
  page: number
  orderIndex: number
}

/** Pages 1 and 2 are the two sections; every other page is 'Other', one group. */
export function sectionOfCategoryPage(page: number): 0 | 1 | 2 {
  return page === 1 || page === 2 ? page : 0
}

/**
 * The new order indexes after moving `id` one place in `direction`, given its section's
 * categories in the order they are listed. When the listed indexes strictly increase the moved
 * category and its neighbour swap theirs; when some are equal (a swap would change nothing)
 * the section is numbered 1, 2, 3... in its new order. Only changed indexes are returned; null
 * when the category is not listed or already first (up) or last (down).
 */
export function orderAfterMove(
  listed: readonly OrderedCategory[],
  id: string,
  direction: MoveDirection,
): Map<string, number> | null {
  const from = listed.findIndex((category) => category.id === id)
  const to = direction === 'up' ? from - 1 : from + 1
  if (from < 0 || to < 0 || to >= listed.length) return null
  const moved = [...listed]
  ;[moved[from], moved[to]] = [moved[to]!, moved[from]!]
  const indexes = listed.map((category) => category.orderIndex)
  const increasing = indexes.every((value, i) => i === 0 || value > indexes[i - 1]!)
  const changes = new Map<string, number>()
  moved.forEach((category, position) => {
    const next = increasing ? indexes[position]! : position + 1
    if (next !== category.orderIndex) changes.set(category.id, next)
  })
  return changes
}
