/**
 * A medical reviewer gives their credentials on the profile and marks a wiki article reviewed;
 * a visitor then reads who reviewed it, when, and on what sources, in English and in Greek (on a
 * 360 px phone), with axe finding nothing; the review endpoint refuses an editor.
 */
import type { Browser, Page } from '@playwright/test'

import { formatLongDate, todayInCyprus } from '~/lib/dates'
import { addYears } from '~/domain/medical-review'
import { signInAs, signInThroughForm } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { createItem } from './support/content-api'
import { expect, test, untilHydrated } from './support/test'

const CREDENTIALS = 'Dr Anna Georgiou, consultant neurologist'

/** A signed-out visitor's page, with the viewport given. */
async function visitor(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } })
  return context.newPage()
}

test('a medical reviewer marks an article reviewed and visitors see the review and its sources', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ins through the form: a password hash each on a busy two-core machine.
  test.setTimeout(120_000)
  await signInAs(page, 'admin')
  const categoryId = await createItem(page, '/api/v1/wiki/categories', {
    name: 'Medicines',
    name_el: 'Φάρμακα',
    slug: 'medicines',
  })
  const articleId = await createItem(page, '/api/v1/wiki/articles', {
    title: 'Taking anti-seizure medicines',
    title_el: 'Λήψη αντιεπιληπτικών φαρμάκων',
    slug: 'taking-medicines',
    category_id: categoryId,
    content: '<p>Take them at the same time every day.</p>',
    content_el: '<p>Παίρνετέ τα την ίδια ώρα κάθε μέρα.</p>',
    status: 'published',
    sources: [
      {
        title: 'Epilepsies in children, young people and adults',
        publisher: 'NICE',
        year: 2022,
        link: 'https://www.nice.org.uk/guidance/ng217',
      },
    ],
  })
  const path = '/wiki/medicines/taking-medicines'

  // The reviewer enters the credentials readers will see.
  const reviewerContext = await browser.newContext({ baseURL })
  const reviewer = await reviewerContext.newPage()
  await signInThroughForm(reviewer, 'reviewer')
  await reviewer.goto('/profile?lang=en')
  await untilHydrated(reviewer)
  await reviewer.getByLabel('Name and credentials').fill(CREDENTIALS)
  await reviewer.getByRole('button', { name: 'Save credentials' }).click()
  await expect(reviewer.getByText('Credentials saved.')).toBeVisible()

  // ... and marks the article reviewed from its page.
  await reviewer.goto(`${path}?lang=en`)
  await untilHydrated(reviewer)
  const panel = reviewer.getByRole('region', { name: 'Medical review' })
  await expect(panel.getByText('This article has not been medically reviewed yet.')).toBeVisible()
  await expect(
    panel.getByText(`You will be credited as “${CREDENTIALS}”.`, { exact: false }),
  ).toBeVisible()
  await panel.getByRole('button', { name: 'Mark as reviewed' }).click()
  await expect(panel.getByText('Marked as medically reviewed.')).toBeVisible()
  await reviewerContext.close()

  const today = todayInCyprus()
  const due = addYears(today, 3)

  const english = await visitor(browser, baseURL!)
  await english.goto(`${path}?lang=en`)
  await expect(
    english.getByText(
      `Medically reviewed by ${CREDENTIALS} on ${formatLongDate(today, 'en')}. Next review due ${formatLongDate(due, 'en')}.`,
    ),
  ).toBeVisible()
  await expect(english.getByRole('heading', { level: 2, name: 'Sources' })).toBeVisible()
  await expect(
    english.getByRole('link', { name: /Epilepsies in children, young people and adults/ }),
  ).toHaveAttribute('href', 'https://www.nice.org.uk/guidance/ng217')
  await expect(english.getByRole('region', { name: 'Medical review' })).toHaveCount(0)
  await expectNoAxeViolations(english)
  await english.context().close()

  const greek = await visitor(browser, baseURL!, 360)
  await greek.goto(`${path}?lang=el`)
  await expect(
    greek.getByText(
      `Ιατρική αναθεώρηση από ${CREDENTIALS} στις ${formatLongDate(today, 'el')}. Επόμενη αναθεώρηση: ${formatLongDate(due, 'el')}.`,
    ),
  ).toBeVisible()
  await expect(greek.getByRole('heading', { level: 2, name: 'Πηγές' })).toBeVisible()
  expect(await greek.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectNoAxeViolations(greek)
  await greek.context().close()

  // An editor publishes but has no medical sign-off: the endpoint refuses them.
  const editorContext = await browser.newContext({ baseURL })
  const editor = await editorContext.newPage()
  await signInThroughForm(editor, 'editor')
  const refused = await editor.request.post(`/api/v1/wiki/articles/${articleId}/review`, {
    data: {},
  })
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'Only a medical reviewer or an admin can mark an article as medically reviewed.',
  )
  await editorContext.close()
})
