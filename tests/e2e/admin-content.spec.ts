/**
 * The list of all content: an editor makes three news drafts, finds them on /admin/content by
 * filtering to drafts, ticks them and publishes them at once, and a visitor then sees them on the
 * news list. Once in Greek on a phone (ticking each), once in English on a desktop (ticking all
 * on the page). A signed-in member is refused.
 */
import type { Browser, Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { createItem, testDates } from './support/content-api'
import { expect, test, untilHydrated } from './support/test'

// Drafts, two pages checked by axe, a bulk publication and a visitor's page.
test.describe.configure({ timeout: 120_000 })

async function threeDrafts(page: Page, word: string) {
  const stamp = Date.now()
  const titles = [1, 2, 3].map((n) => `${word} ${stamp} ${n}`)
  for (const title of titles)
    await createItem(page, '/api/v1/news', {
      title,
      date: testDates().today,
      content: '<p>Made for the all-content list.</p>',
      status: 'draft',
    })
  return { stamp, titles }
}

async function visitorSees(browser: Browser, titles: string[]) {
  const context = await browser.newContext()
  try {
    const visitor = await context.newPage()
    await visitor.goto('/news?lang=en')
    await untilHydrated(visitor)
    for (const title of titles) await expect(visitor.getByText(title)).toBeVisible()
  } finally {
    await context.close()
  }
}

test('an editor publishes three drafts at once, in Greek on a phone', async ({ page, browser }) => {
  await signInAs(page, 'editor')
  const { stamp, titles } = await threeDrafts(page, 'Bulk phone')
  await page.goto('/?lang=el')
  await page.getByRole('banner').getByRole('button', { name: 'Μενού λογαριασμού' }).click()
  await page.getByRole('menuitem', { name: 'Όλο το περιεχόμενο' }).click()
  await expect(page).toHaveURL(/\/admin\/content$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Όλο το περιεχόμενο')
  // On a phone from here (the account menu sits in the header's menu there).
  await page.setViewportSize({ width: 360, height: 740 })

  const filters = page.getByRole('search', { name: 'Αναζήτηση και φίλτρα' })
  await filters.getByLabel('Αναζήτηση τίτλων (στα αγγλικά ή στα ελληνικά)').fill(String(stamp))
  await filters.getByLabel('Κατάσταση').selectOption('draft')
  await filters.getByRole('button', { name: 'Εμφάνιση' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${stamp}.*status=draft`))
  await expect(page.getByText('3 στοιχεία', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectNoAxeViolations(page)

  for (const title of titles) await page.getByRole('checkbox', { name: title }).check()
  await page.getByRole('button', { name: 'Δημοσίευση', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Δημοσιεύτηκαν 3 στοιχεία.' }),
  ).toBeVisible()
  // Filtered to drafts, the list has none of them left.
  await expect(page.getByText('Κανένα στοιχείο δεν ταιριάζει με αυτά τα φίλτρα.')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  await visitorSees(browser, titles)
})

test('an editor publishes three drafts at once, in English on a desktop', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'editor')
  const { stamp, titles } = await threeDrafts(page, 'Bulk desktop')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/admin/content?lang=en&q=${stamp}&status=draft&sort=title`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All content')
  const table = page.getByRole('table', { name: 'All content' })
  await expect(table.getByRole('columnheader', { name: 'Created by' })).toBeVisible()
  for (const title of titles) {
    const row = table.getByRole('row').filter({ hasText: title })
    await expect(row).toContainText('Draft')
    await expect(row).toContainText('Greek missing')
    await expect(row).toContainText('editor@example.org')
    await expect(row.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      /^\/news\/.+\/edit$/,
    )
  }
  await expectNoAxeViolations(page)

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  for (const title of titles)
    await expect(page.getByRole('checkbox', { name: title })).toBeChecked()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: '3 items published.' })).toBeVisible()

  await page.goto(`/admin/content?lang=en&q=${stamp}&status=published`)
  await expect(page.getByText('3 items', { exact: true })).toBeVisible()
  await visitorSees(browser, titles)
})

test('a signed-in member cannot open the list', async ({ page }) => {
  await signInAs(page, 'user')
  const response = await page.goto('/admin/content?lang=en')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('table')).toHaveCount(0)
})

test('an editor restores two deleted items at once, on a phone, finding them without accents or capitals', async ({
  page,
}) => {
  await signInAs(page, 'editor')
  const stamp = Date.now()
  const titles = [`Επαναφορά ${stamp} πρώτη`, `Επαναφορά ${stamp} δεύτερη`]
  for (const title of titles) {
    const id = await createItem(page, '/api/v1/news', {
      title,
      date: testDates().today,
      content: '<p>Deleted, then brought back.</p>',
      status: 'draft',
    })
    expect((await page.request.delete(`/api/v1/news/${id}`)).status()).toBe(200)
  }
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/admin/content?lang=en')

  // On a phone the filters wait behind a disclosure: the list starts on the first screen.
  const filters = page.getByRole('search', { name: 'Search and filters' })
  await expect(filters.getByLabel('Status')).toBeHidden()
  expect((await filters.boundingBox())!.height).toBeLessThan(250)
  await filters.getByLabel('Search titles (English or Greek)').fill(`ΕΠΑΝΑΦΟΡΑ ${stamp}`)
  await filters.getByText('Filters', { exact: true }).click()
  await filters.getByLabel('Status').selectOption({ label: 'Recently deleted' })
  await filters.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/status=deleted/)
  await expect(page.getByText('2 items', { exact: true })).toBeVisible()
  // Deleted items can only be restored.
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectNoAxeViolations(page)

  for (const title of titles) await page.getByRole('checkbox', { name: title }).check()
  await page.getByRole('button', { name: 'Restore', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: '2 items restored.' })).toBeVisible()
  await expect(page.getByText('No items match these filters.')).toBeVisible()

  await page.goto(`/admin/content?lang=en&q=${stamp}&status=draft`)
  for (const title of titles) await expect(page.getByRole('link', { name: title })).toBeVisible()
})
