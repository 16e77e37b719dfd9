/**
 * Accessibility findings on admin and error pages: the "only items without Greek" filter is a
 * link that says it is the current view (aria-current, not aria-pressed, which links may not
 * carry), /wiki/create keeps its headings in order, and the Greek page of a missing section
 * article fits a 360 px phone (its long back button wraps).
 */
import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

test('the missing-Greek filter on /news is a link marked as the current view, and the page passes axe', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/news?lang=en')
  const filter = page.locator('[data-missing-greek-filter]')
  await expect(filter).not.toHaveAttribute('aria-pressed', /.*/)
  await expect(filter).not.toHaveAttribute('aria-current', /.*/)
  await filter.click()
  await expect(page).toHaveURL(/greek=missing/)
  await expect(filter).toHaveAttribute('aria-current', 'true')
  await expect(filter).not.toHaveAttribute('aria-pressed', /.*/)
  await expectNoAxeViolations(page)
})

test('/wiki/create has its headings in order and passes axe', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/wiki/create?lang=en', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const levels = await page
    .locator('main :is(h1, h2, h3, h4, h5, h6)')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])))
  for (let i = 1; i < levels.length; i++)
    expect(levels[i]! - levels[i - 1]!, `headings ${levels.join(', ')}`).toBeLessThanOrEqual(1)
  await expectNoAxeViolations(page)
})

test('the Greek page of a missing section article fits a 360 px phone, its back button wrapping', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const response = await page.goto('/understanding-epilepsy/diagnosis/no-such-article?lang=el')
  expect(response?.status()).toBe(404)
  const back = page.getByRole('link', { name: /^Πίσω στην ενότητα/ })
  await expect(back).toBeVisible()
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.client)
  const box = await back.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(360)
  await expectNoAxeViolations(page)
})
