/**
 * The content health page: an admin opens it from the account menu in Greek and, on a phone, finds
 * a wiki article past its review date and a published news post that has no Greek, follows the
 * post's line to the edit form, adds the Greek title and sees the post leave the list; in English
 * on a desktop the page shows the same sections.
 * A signed-in visitor is refused.
 */
import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { createItem, testDates } from './support/content-api'
import { expect, test } from './support/test'

test('an admin finds a post without Greek on the content health page and fixes it', async ({
  page,
}) => {
  // Two pages checked by axe, an edit form and a save: beyond the default on a busy machine.
  test.setTimeout(90_000)
  await signInAs(page, 'admin')
  const title = `Health check post ${Date.now()}`
  await createItem(page, '/api/v1/news', {
    title,
    date: testDates().today,
    content: '<p>Only in English for now.</p>',
    status: 'published',
  })
  // An article whose next review date has passed.
  const stamp = Date.now()
  const categoryId = await createItem(page, '/api/v1/wiki/categories', {
    name: `Health check ${stamp}`,
    slug: `health-check-${stamp}`,
  })
  const overdue = `Overdue article ${stamp}`
  await createItem(page, '/api/v1/wiki/articles', {
    title: overdue,
    title_el: `Άρθρο σε καθυστέρηση ${stamp}`,
    slug: 'overdue',
    category_id: categoryId,
    content: '<p>Reviewed long ago.</p>',
    status: 'published',
    next_review_due: '2026-01-15',
  })

  await page.goto('/?lang=el')
  await page.getByRole('banner').getByRole('button', { name: 'Μενού λογαριασμού' }).click()
  await page.getByRole('menuitem', { name: 'Κατάσταση περιεχομένου' }).click()
  await expect(page).toHaveURL(/\/admin\/health$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Κατάσταση περιεχομένου')
  await page.setViewportSize({ width: 360, height: 740 })
  const greek = page.getByRole('region', { name: 'Λείπουν τα ελληνικά' })
  const line = greek.getByRole('link', { name: title })
  // No Greek title: the English one stands in, marked as English for screen readers.
  await expect(line).toHaveAttribute('lang', 'en')
  const late = page.getByRole('region', { name: 'Καθυστερημένος ιατρικός έλεγχος' })
  await expect(
    late.getByRole('listitem').filter({ hasText: `Άρθρο σε καθυστέρηση ${stamp}` }),
  ).toContainText('Έλεγχος έως 15 Ιανουαρίου 2026')
  await expect(
    page.getByRole('region', { name: 'Εικόνες χωρίς εναλλακτικό κείμενο' }),
  ).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectNoAxeViolations(page)

  await line.click()
  await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}\/edit$/)
  await page.getByLabel('Τίτλος (Ελληνικά)').fill(`Έλεγχος ${title}`)
  await page.getByRole('button', { name: 'Ενημέρωση', exact: true }).click()
  await expect(page).not.toHaveURL(/\/edit$/)

  await page.goto('/admin/health')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Κατάσταση περιεχομένου')
  await expect(greek.getByRole('link', { name: new RegExp(title) })).toHaveCount(0)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/admin/health?lang=en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content health')
  await expect(page.getByRole('region', { name: 'Greek missing' })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Medical review overdue' })
      .getByRole('link', { name: overdue }),
  ).toHaveAttribute('href', `/wiki/health-check-${stamp}/overdue`)
  await expect(page.getByRole('region', { name: 'Images without alt text' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a signed-in visitor cannot open the content health page', async ({ page }) => {
  await signInAs(page, 'user')
  const response = await page.goto('/admin/health?lang=en')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('region', { name: 'Greek missing' })).toHaveCount(0)
})
