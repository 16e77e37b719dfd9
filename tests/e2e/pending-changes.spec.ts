/**
 * A change to a published item waits for an editor (decision 0055), in the browser: an editor
 * publishes a news post; an author changes its title, and the form says the change waits while
 * a visitor still reads the old title; the editor finds the change in the review queue (which
 * passes axe), sees the new title against the old and publishes it; the visitor reads the new.
 */
import { type Browser } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { signInAs } from './support/auth'
import { expect, test, untilHydrated } from './support/test'

test.describe.configure({ timeout: 180_000 })

async function signedIn(browser: Browser, baseURL: string, who: 'author' | 'editor') {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInAs(page, who)
  return { context, page }
}

test('an author’s change to a published post waits until an editor publishes it', async ({
  browser,
  baseURL,
}) => {
  const title = `Published post ${Date.now()}`
  const editor = await signedIn(browser, baseURL!, 'editor')
  await editor.page.goto('/news/create?lang=en', { waitUntil: 'networkidle' })
  await untilHydrated(editor.page)
  await editor.page.getByLabel('Title (English)').fill(title)
  const content = editor.page.getByRole('textbox', { name: 'Content (English)' })
  await content.click()
  await content.pressSequentially('Clinic hours change in March.')
  await editor.page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(editor.page.getByText('News post created!')).toBeVisible()
  const path = new URL(editor.page.url()).pathname

  // The author changes the title: the form says the change waits for review.
  const author = await signedIn(browser, baseURL!, 'author')
  await author.page.goto(`${path}/edit?lang=en`, { waitUntil: 'networkidle' })
  await untilHydrated(author.page)
  await author.page.getByLabel('Title (English)').fill(`${title} (corrected)`)
  await author.page
    .getByRole('button', { name: 'Submit the change for review', exact: true })
    .click()
  await expect(author.page.getByRole('region', { name: 'A change waits for review' })).toBeVisible()
  await expect(author.page.getByLabel('Title (English)')).toHaveValue(`${title} (corrected)`)

  // A visitor still reads the published title.
  const visitor = await browser.newContext({ baseURL })
  const reader = await visitor.newPage()
  await reader.goto(`${path}?lang=en`)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title)

  // The editor finds the change in the queue and publishes it.
  await editor.page.goto('/admin/review?lang=en')
  await untilHydrated(editor.page)
  const entry = editor.page.getByRole('listitem').filter({
    has: editor.page.getByRole('heading', { name: `${title} (corrected)` }),
  })
  await expect(entry.getByText('By author@example.org')).toBeVisible()
  await expect(entry.locator('ins').filter({ hasText: 'corrected' })).toBeVisible()
  await expectNoAxeViolations(editor.page)
  await entry.getByRole('button', { name: 'Publish the change' }).click()
  await expect(
    editor.page
      .getByRole('status')
      .filter({ hasText: `The change to “${title} (corrected)” is published.` }),
  ).toBeVisible()

  // The visitor reads the new title.
  await reader.reload()
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`${title} (corrected)`)

  await Promise.all([author.context.close(), editor.context.close(), visitor.close()])
})
