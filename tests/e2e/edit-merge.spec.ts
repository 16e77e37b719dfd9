/**
 * Two tabs edit one news post: A saves the English excerpt, B (opened before) the Greek one. B's
 * save is refused with what A changed; saving again keeps both. A field both changed is shown
 * side by side (theirs / yours, fitting a phone) and B's choice is what is saved.
 */
import { type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { createItem, pagePathOf, testDates } from './support/content-api'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 90_000 })

async function stored(page: Page, id: string) {
  return (
    (await (await page.request.get(`/api/v1/news/${id}`)).json()) as {
      data: Record<string, unknown>
    }
  ).data
}

async function twoTabs(page: Page, title: string) {
  await signInAs(page, 'admin')
  const id = await createItem(page, '/api/v1/news', {
    title,
    excerpt: 'The English excerpt as it was',
    excerpt_el: 'Η ελληνική περίληψη όπως ήταν',
    content: '<p>Body.</p>',
    date: testDates().today,
    status: 'published',
  })
  const tabA = await page.context().newPage()
  await tabA.goto(`/news/${id}/edit?lang=en`, { waitUntil: 'networkidle' })
  await page.goto(`/news/${id}/edit?lang=en`, { waitUntil: 'networkidle' })
  return { id, tabA }
}

async function saveAndLand(page: Page, id: string) {
  const newsPath = await pagePathOf(page, 'news', id)
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  // The page shows the notice and then drops ?notice=updated from the address, which a busy
  // machine can do before a check of the address sees it: the toast is what stays.
  await expect(page.getByText('News post updated!')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${newsPath}(\\?|$)`))
}

test("saving again after a conflict keeps the other tab's changes", async ({ page }) => {
  const { id, tabA } = await twoTabs(page, 'E2E two tabs')
  await tabA.getByLabel('Excerpt (English)').fill('A changed the English excerpt')
  await saveAndLand(tabA, id)
  await tabA.close()

  await page.getByLabel('Excerpt (Greek)').fill('Ο Β άλλαξε την ελληνική περίληψη')
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  const conflict = page.locator('[data-conflict]')
  await expect(conflict).toContainText(
    /Changed by admin@example\.org at .+ since you opened it\. Their changes: Excerpt \(English\)\./,
  )
  await expect(page.getByLabel('Excerpt (Greek)')).toHaveValue('Ο Β άλλαξε την ελληνική περίληψη')
  expect((await stored(page, id)).excerpt_el).toBe('Η ελληνική περίληψη όπως ήταν')

  await saveAndLand(page, id)
  expect(await stored(page, id)).toMatchObject({
    excerpt: 'A changed the English excerpt',
    excerpt_el: 'Ο Β άλλαξε την ελληνική περίληψη',
  })
})

test('a field both tabs changed is shown side by side, and the choice is saved', async ({
  page,
}) => {
  const { id, tabA } = await twoTabs(page, 'E2E both changed')
  await tabA.getByLabel('Excerpt (English)').fill('Theirs: A rewrote the excerpt')
  await tabA.getByLabel('Title (Greek)').fill('Ο τίτλος του Α')
  await saveAndLand(tabA, id)
  await tabA.close()

  await page.getByLabel('Excerpt (English)').fill('Mine: B rewrote the excerpt')
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  const choice = page.getByRole('group', { name: 'Excerpt (English): changed by both of you' })
  await expect(choice.getByLabel('Theirs')).toBeVisible()
  await expect(choice).toContainText('Theirs: A rewrote the excerpt')
  await expect(choice).toContainText('Mine: B rewrote the excerpt')

  // On a phone the two versions stack, and nothing is wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 })
  await choice.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.screenshot({ path: test.info().outputPath('conflict-360.png') })

  await choice.getByLabel('Yours').check()
  await saveAndLand(page, id)
  expect(await stored(page, id)).toMatchObject({
    excerpt: 'Mine: B rewrote the excerpt',
    title_el: 'Ο τίτλος του Α',
  })
})

test('a draft restored from the device merges with a newer save instead of overwriting it', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const id = await createItem(page, '/api/v1/news', {
    title: 'E2E old draft',
    excerpt: 'The English excerpt as it was',
    content: '<p>Body.</p>',
    date: testDates().today,
    status: 'published',
  })
  await page.goto(`/news/${id}/edit?lang=en`, { waitUntil: 'networkidle' })
  await page.getByLabel('Excerpt (Greek)').fill('Περίληψη από παλιό πρόχειρο')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(new RegExp(`${await pagePathOf(page, 'news', id)}$`))

  // Someone else saves the English excerpt; then the old draft is restored and saved.
  expect(
    (
      await page.request.patch(`/api/v1/news/${id}`, {
        data: { excerpt: 'Saved later by someone else' },
      })
    ).status(),
  ).toBe(200)
  await page.goto(`/news/${id}/edit?lang=en`, { waitUntil: 'networkidle' })
  await page
    .getByRole('region', { name: 'Unsaved draft' })
    .getByRole('button', { name: 'Restore draft' })
    .click()
  await expect(page.getByLabel('Excerpt (Greek)')).toHaveValue('Περίληψη από παλιό πρόχειρο')
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(page.locator('[data-conflict]')).toContainText('Their changes: Excerpt (English).')
  await saveAndLand(page, id)
  expect(await stored(page, id)).toMatchObject({
    excerpt: 'Saved later by someone else',
    excerpt_el: 'Περίληψη από παλιό πρόχειρο',
  })
})
