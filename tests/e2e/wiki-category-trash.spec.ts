/**
 * A category deleted in the category manager is not lost: the dialog says it moves to Recently
 * deleted with its articles, it is listed there with them, and one Restore brings the category
 * and its articles back, in their order.
 */
import { signInAs } from './support/auth'
import { createItem } from './support/content-api'
import { expect, test } from './support/test'

test('a deleted category and its articles come back from Recently deleted in one step', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const slug = `trash-${Date.now().toString(36)}`
  const name = `Trash test ${slug}`
  const categoryId = await createItem(page, '/api/v1/wiki/categories', {
    name,
    name_el: 'Δοκιμή κάδου',
    slug,
    page: 2,
  })
  // Created out of order: the order index decides where each one is listed.
  for (const [title, order] of [
    ['Third step', 3],
    ['First step', 1],
    ['Second step', 2],
  ] as const) {
    await createItem(page, '/api/v1/wiki/articles', {
      title,
      slug: title.toLowerCase().replace(' ', '-'),
      category_id: categoryId,
      content: `<p>${title}.</p>`,
      status: 'published',
      order_index: order,
    })
  }
  const listed = () =>
    page
      .locator('main [data-article]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-article')))
  await page.goto(`/living-with-epilepsy/${slug}?lang=en`)
  expect(await listed()).toEqual(['first-step', 'second-step', 'third-step'])

  await page.goto('/living-with-epilepsy?lang=en')
  await page.getByRole('button', { name: 'Manage Categories' }).click()
  const manager = page.getByRole('dialog', { name: 'Manage Categories' })
  await manager
    .locator(`[data-category="${slug}"]`)
    .getByRole('button', { name: `Delete “${name}”` })
    .click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete Category' })
  await expect(confirm).toContainText(
    'The category and its 3 articles move to Recently deleted for 30 days.',
  )
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(
    page.getByText('Category moved to Recently deleted, with its articles.'),
  ).toBeVisible()
  await expect(manager.locator(`[data-category="${slug}"]`)).toHaveCount(0)

  await page.goto('/admin/deleted?lang=en')
  const entry = page.locator('[data-deleted-items] li').filter({ hasText: name })
  await expect(entry).toContainText('Wiki category')
  await expect(entry).toContainText('With its 3 articles, restored together.')
  // The articles went with the category: they are not listed one by one.
  await expect(
    page.locator('[data-deleted-items] li').filter({ hasText: 'First step' }),
  ).toHaveCount(0)
  await entry.getByRole('button', { name: `Restore: ${name}` }).click()

  await expect(page).toHaveURL(new RegExp(`/living-with-epilepsy/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  expect(await listed()).toEqual(['first-step', 'second-step', 'third-step'])
  await page.goto('/admin/deleted?lang=en')
  await expect(page.locator('[data-deleted-items] li').filter({ hasText: name })).toHaveCount(0)
})
