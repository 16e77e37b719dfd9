/**
 * A volunteer adds a wiki category in Greek only from the category manager: a Greek name is
 * enough (the form says one of the two is required), the address is made from it in Latin
 * letters, and English readers see the Greek name with the site's "Available in Greek only" note
 * on the section page and the category page, and a "Greek only" label in the header's menu
 * (docs/decisions/0035).
 */
import { signInAs } from './support/auth'
import { expect, test } from './support/test'

test('a category named only in Greek is created, and English pages and menus say it is Greek only', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/living-with-epilepsy?lang=en', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Manage Categories' }).click()
  const manager = page.getByRole('dialog', { name: 'Manage Categories' })
  await manager.getByRole('button', { name: 'Add Category' }).click()
  const form = page.getByRole('dialog', { name: 'Add Category' })

  // Neither name: one message on the name says that either language is enough.
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(
    form.getByText('Name is required: give it in English, in Greek or in both.', { exact: true }),
  ).toBeVisible()
  await expect(form.getByLabel('Name (Greek)')).toHaveAccessibleDescription(
    "A Greek name alone is enough. With both, each language's readers see their own.",
  )

  await form.getByLabel('Name (Greek)').fill('Ύπνος και επιληψία')
  await expect(form.getByLabel('Slug')).toHaveValue('ypnos-kai-epilipsia')
  // Last in its section, so the demo order of the others stays as it is.
  await form.getByLabel('Order index').fill('99')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Category created successfully!', { exact: true })).toBeVisible()
  await expect(form).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(manager).toBeHidden()

  // The section page's card: the Greek name, marked Greek, with the note.
  await page.reload({ waitUntil: 'networkidle' })
  const card = page.locator('main li[data-category="ypnos-kai-epilipsia"]')
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Ύπνος και επιληψία')
  await expect(card.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'el')
  await expect(card.locator('[data-greek-only-note]')).toHaveText('Available in Greek only.')

  // The header's menu lists it with its label, never with an empty name.
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await nav.getByRole('button', { name: 'Living' }).click()
  const entry = page.locator('header a[href="/living-with-epilepsy/ypnos-kai-epilipsia"]')
  await expect(entry).toHaveText('Ύπνος και επιληψία, Greek only')
  await expect(entry.locator('[lang="el"]')).toHaveText('Ύπνος και επιληψία')
  await expect(entry.locator('[data-greek-only-label]')).toBeVisible()
  const names = await page
    .locator('header a[href^="/living-with-epilepsy/"]')
    .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''))
  expect(names.length).toBeGreaterThan(1)
  expect(names.filter((name) => name === '')).toEqual([])

  // Its own page says so too, with a link to the Greek page.
  await entry.click()
  await expect(page).toHaveURL(/\/living-with-epilepsy\/ypnos-kai-epilipsia$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ύπνος και επιληψία')
  await expect(page.locator('main [data-greek-only-note]')).toHaveText(
    'Available in Greek only.Read it on the Greek site',
  )

  // The Greek page shows the name as any other, without a note or label.
  await page.getByRole('link', { name: 'Read it on the Greek site' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ύπνος και επιληψία')
  await expect(page.locator('[data-greek-only-note], [data-greek-only-label]')).toHaveCount(0)

  // Leave the shared demo content as it was.
  await page.goto('/living-with-epilepsy?lang=en', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Manage Categories' }).click()
  await manager
    .locator('[data-category="ypnos-kai-epilipsia"]')
    .getByRole('button', { name: 'Delete “Ύπνος και επιληψία”' })
    .click()
  await page
    .getByRole('alertdialog', { name: 'Delete Category' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(
    page.getByText('Category moved to Recently deleted, with its articles.'),
  ).toBeVisible()
})
