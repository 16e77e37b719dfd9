/**
 * Readable addresses: a news post's old id address answers 301 and the browser lands on its slug
 * address; an admin changes the slug in the form, and the old address then leads to the new one.
 */
import { signInAs } from './support/auth'
import { createItem, testDates } from './support/content-api'
import { expect, test } from './support/test'

test('an old id link to a news post redirects to its slug address', async ({ page }) => {
  await signInAs(page, 'admin')
  const stamp = Date.now()
  const title = `E2E Walk for Epilepsy ${stamp}`
  const id = await createItem(page, '/api/v1/news', {
    title,
    excerpt: 'A walk along the sea front.',
    date: testDates().today,
  })
  const slug = `e2e-walk-for-epilepsy-${stamp}`

  const answer = await page.request.get(`/news/${id}?lang=el`, { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(answer.headers().location).toBe(`/news/${slug}?lang=el`)

  await page.context().clearCookies()
  await page.goto(`/news/${id}`)
  await expect(page).toHaveURL(new RegExp(`/news/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/news/${slug}$`),
  )
})

test('an admin changes a news post’s address; the old one redirects to it', async ({ page }) => {
  await signInAs(page, 'admin')
  const stamp = Date.now()
  const id = await createItem(page, '/api/v1/news', {
    title: `E2E Clinic hours ${stamp}`,
    excerpt: 'New opening hours.',
    date: testDates().today,
  })
  const oldSlug = `e2e-clinic-hours-${stamp}`
  const newSlug = `clinic-hours-from-march-${stamp}`

  await page.goto(`/news/${id}/edit`)
  const address = page.getByLabel('Address (slug)')
  await expect(address).toHaveValue(oldSlug)
  // A slug in the wrong form is refused in the form, with its message.
  await address.fill('Clinic Hours!')
  await page.getByRole('main').locator('form button[type="submit"]').last().click()
  await expect(
    page.getByText('Use only lowercase letters (a-z), digits and single hyphens between them'),
  ).toBeVisible()
  await address.fill(newSlug)
  await page.getByRole('main').locator('form button[type="submit"]').last().click()
  // The page drops ?notice=updated from the address once it has shown the notice, which a busy
  // machine can do before the check sees it: the toast is what stays.
  await expect(page.getByText('News post updated!')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/news/${newSlug}(\\?notice=updated)?$`))

  await page.goto(`/news/${oldSlug}`)
  await expect(page).toHaveURL(new RegExp(`/news/${newSlug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E Clinic hours ${stamp}`)
})

test('a news post’s meta description is in the page’s head, in the reader’s language', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const stamp = Date.now()
  const meta = `Walk with us along the sea front, ${stamp}.`
  const metaEl = `Περπατήστε μαζί μας στην παραλία, ${stamp}.`
  await createItem(page, '/api/v1/news', {
    title: `E2E Sea front walk ${stamp}`,
    excerpt: 'The excerpt.',
    meta_description: meta,
    meta_description_el: metaEl,
    date: testDates().today,
  })
  await page.context().clearCookies()
  await page.goto(`/news/e2e-sea-front-walk-${stamp}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta)
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', meta)
  await page.goto(`/news/e2e-sea-front-walk-${stamp}?lang=el`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', metaEl)
})
