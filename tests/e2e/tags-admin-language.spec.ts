/**
 * Tags in the admin's language: a Greek admin picks tags by their Greek labels while the form
 * keeps the tags' English names; the Tags page names each tag by its Greek label; and a label
 * given there is in the audit log, said in Greek and in English.
 */
import { signInAs } from './support/auth'
import { createItem, testDates } from './support/content-api'
import { expect, test, untilHydrated } from './support/test'

test('a Greek admin picks tags by their Greek labels, and the form keeps the English names', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/wiki/create?lang=el', { waitUntil: 'networkidle' })
  // A tag picked before React and the editors have taken the form over is lost.
  await untilHydrated(page)
  await expect(page.getByRole('toolbar', { name: 'Μορφοποίηση' }).first()).toBeVisible()
  const suggestions = page.getByRole('group', { name: 'Προτεινόμενες ετικέτες' })
  await suggestions.getByRole('button', { name: '#επιληψία', exact: true }).click()
  await page.getByRole('textbox', { name: 'Προσθήκη ετικέτας' }).fill('οικογένεια')
  await page.getByRole('textbox', { name: 'Προσθήκη ετικέτας' }).press('Enter')
  const selected = page.getByRole('list', { name: 'Επιλεγμένες ετικέτες' })
  await expect(selected.getByRole('listitem')).toHaveText(['#επιληψία', '#οικογένεια'])
  await expect(page.getByRole('button', { name: 'Αφαίρεση ετικέτας οικογένεια' })).toBeVisible()
  const posted = await page
    .locator('input[type="hidden"][name="tags"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  expect(posted).toEqual(['epilepsy', 'family'])
})

test('a Greek label given on the Tags page names the tag there and is in the audit log in both languages', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const unique = Date.now().toString(36)
  const tag = `pacing ${unique}`
  const label = `ρυθμός ${unique}`
  await createItem(page, '/api/v1/news', {
    title: `Pacing ${unique}`,
    excerpt: 'Go slow.',
    content: '<p>Go slow.</p>',
    category: 'community',
    date: testDates().today,
    tags: [tag],
  })

  await page.goto('/admin/tags?lang=el', { waitUntil: 'networkidle' })
  const row = page.getByRole('listitem').filter({ has: page.locator(`form[data-tag="${tag}"]`) })
  // No Greek label yet: the English name, marked as English.
  await expect(row.getByRole('heading', { level: 2 })).toHaveText(`#${tag}`)
  await expect(row.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en')
  await row.getByLabel('Ελληνική ονομασία').fill(label)
  await row.getByRole('button', { name: `Αποθήκευση των ονομασιών της ετικέτας ${tag}` }).click()
  await expect(row.getByRole('heading', { level: 2 })).toHaveText(`#${label}`)
  await expect(row.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang', /.*/)

  await page.goto('/admin/audit?lang=el&kind=tag')
  await expect(page.locator('[data-audit-entries] li').first()).toContainText(
    `admin@example.org · Ορισμός ελληνικής ονομασίας · Ετικέτα · ${label} · Ελληνική ονομασία: «${label}»`,
  )
  await page.goto('/admin/audit?lang=en&kind=tag')
  await expect(page.locator('[data-audit-entries] li').first()).toContainText(
    `admin@example.org · Greek label given · Tag · ${tag} · Greek label: “${label}”`,
  )
})
