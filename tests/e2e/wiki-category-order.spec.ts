/**
 * Admins put a section's categories in order from the category manager, with buttons (no
 * dragging needed): the keyboard moves a category up, the focus stays with it, the section page
 * lists the new order, and it is still there after a reload.
 */
import { type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expect, test } from './support/test'

async function sectionOrder(page: Page) {
  return page
    .locator('main li[data-category]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-category')))
}

test('an admin moves a category up and back down with the keyboard', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/living-with-epilepsy?lang=en', { waitUntil: 'networkidle' })
  const before = await sectionOrder(page)
  expect(before.length).toBeGreaterThan(2)
  const [first, second] = before as [string, string]

  await page.getByRole('button', { name: 'Manage Categories' }).click()
  const manager = page.getByRole('dialog', { name: 'Manage Categories' })
  const row = (slug: string) => manager.locator(`[data-category="${slug}"]`)
  // The first category of a section cannot go up, nor can it go down from the last place.
  await expect(row(first).getByRole('button', { name: /^Move “.+” up$/ })).toBeDisabled()
  await expect(row(first).getByRole('button', { name: /^Move “.+” down$/ })).toBeEnabled()

  const up = row(second).getByRole('button', { name: /^Move “.+” up$/ })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Category order saved.')).toBeVisible()
  // Now first of its section: its up button is off, and the focus went to its down button.
  await expect(up).toBeDisabled()
  await expect(row(second).getByRole('button', { name: /^Move “.+” down$/ })).toBeFocused()
  const listed = await manager
    .locator('li[data-category]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-category')))
  expect(listed.indexOf(second)).toBe(listed.indexOf(first) - 1)

  await page.keyboard.press('Escape')
  await expect(manager).toBeHidden()
  expect(await sectionOrder(page)).toEqual([second, first, ...before.slice(2)])
  await page.reload({ waitUntil: 'networkidle' })
  expect(await sectionOrder(page)).toEqual([second, first, ...before.slice(2)])

  // And back down, with the mouse this time: the demo order is restored.
  await page.getByRole('button', { name: 'Manage Categories' }).click()
  await row(second)
    .getByRole('button', { name: /^Move “.+” down$/ })
    .click()
  await expect(row(second).getByRole('button', { name: /^Move “.+” up$/ })).toBeEnabled()
  await page.keyboard.press('Escape')
  await expect(manager).toBeHidden()
  expect(await sectionOrder(page)).toEqual(before)
})
