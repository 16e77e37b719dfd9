/**
 * The wiki action's 'category-move': one category one place up or down among its section's
 * categories, listed as the section pages list them. All changed order indexes are written in
 * one transaction, so a failed move leaves the order as it was.
 */
import type { Db } from '~/db/client.server'
import {
  getCategoryById,
  listCategories,
  updateCategory,
  WikiWriteError,
} from '~/domain/wiki.server'
import {
  orderAfterMove,
  sectionOfCategoryPage,
  type MoveDirection,
} from '~/lib/wiki-category-order'

/** Moves the category; answers how many categories got a new order index (0 at an end). */
export async function moveCategory(db: Db, id: string, direction: MoveDirection): Promise<number> {
  const category = await getCategoryById(db, id)
  if (!category) throw new WikiWriteError('not_found', 'admin.wiki.validation.categoryNotFound')
  const section = sectionOfCategoryPage(category.page)
  const siblings = (await listCategories(db)).filter(
    (row) => sectionOfCategoryPage(row.page) === section,
  )
  const changes = orderAfterMove(siblings, category.id, direction)
  if (!changes || changes.size === 0) return 0
  await db.transaction(async (tx) => {
    for (const row of siblings) {
      const orderIndex = changes.get(row.id)
      if (orderIndex === undefined) continue
      const { name, nameEl, slug, description, descriptionEl } = row
      // The stored page is one the input schema allowed (0, 1 or 2).
      await updateCategory(tx, row.id, {
        name,
        nameEl,
        slug,
        description,
        descriptionEl,
        page: sectionOfCategoryPage(row.page),
        orderIndex,
      })
    }
  })
  return changes.size
}
