/**
 * A volunteer adds a wiki article in Greek only from a section page's inline form: a Greek title
 * is enough, the address is made from it in Latin letters, and the article is published under it
 * (docs/decisions/0035).
 */
import { signInAs } from './support/auth'
import { expect, test } from './support/test'

test('an article written only in Greek is created inline, at an address made from its Greek title', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/living-with-epilepsy/seizure-first-aid?lang=en', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Create New Article' }).click()
  const create = page.getByRole('region', { name: 'Create New Article' })
  await expect(create.getByRole('toolbar').first()).toBeVisible()
  await create
    .getByRole('textbox', { name: 'Content', exact: true })
    .fill('Μην κολυμπάτε ποτέ μόνοι σας.')
  // Neither title: one message on the title says that a Greek one is enough.
  await create.getByRole('button', { name: 'Create Article' }).click()
  await expect(
    create.getByText('Title is required: give it in English, in Greek or in both.'),
  ).toBeVisible()
  await expect(create.getByLabel('Title (Greek)')).toHaveAccessibleDescription(
    "A Greek title alone is enough. With both, each language's readers see their own.",
  )

  await create.getByLabel('Title (Greek)').fill('Κολύμπι με ασφάλεια')
  await expect(create.getByLabel('Slug')).toHaveValue('kolympi-me-asfaleia')
  await create.getByRole('button', { name: 'Create Article' }).click()
  await expect(page.getByText('Article created successfully', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/living-with-epilepsy\/seizure-first-aid\/kolympi-me-asfaleia$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Κολύμπι με ασφάλεια')

  // Leave the shared demo content as it was.
  await page.getByRole('button', { name: /^Edit/ }).click()
  await page
    .getByRole('region', { name: 'Edit Article' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await page
    .getByRole('alertdialog', { name: 'Delete Article' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('Article deleted successfully', { exact: true })).toBeVisible()
})
