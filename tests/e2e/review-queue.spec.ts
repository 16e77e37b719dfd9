/**
 * Review before publication in the browser: an author writes a news post and submits it for
 * review; an editor on a phone, in Greek, finds it in the review queue and sends it back with a
 * note (an empty note is refused first); the author reads the note on the form, fixes the post
 * and submits it again; the editor, in English on a desktop, sees the change and publishes it;
 * a visitor then reads it. The queue passes axe and fits 360 px.
 */
import { type Browser, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { signInAs } from './support/auth'
import { expect, test, untilHydrated } from './support/test'

test.describe.configure({ timeout: 180_000 })

const PHONE = { width: 360, height: 740 }

async function signedIn(browser: Browser, baseURL: string, who: 'author' | 'editor') {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInAs(page, who)
  return { context, page }
}

async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(PHONE.width)
}

test('an author submits, an editor sends back, the author fixes, the editor publishes', async ({
  browser,
  baseURL,
}) => {
  const title = `Review flow ${Date.now()}`
  const author = await signedIn(browser, baseURL!, 'author')

  // The author writes and submits for review: not public yet.
  await author.page.goto('/news/create?lang=en', { waitUntil: 'networkidle' })
  await untilHydrated(author.page)
  await author.page.getByLabel('Title (English)').fill(title)
  const content = author.page.getByRole('textbox', { name: 'Content (English)' })
  await content.click()
  await content.pressSequentially('Our first words.')
  await author.page.getByLabel('Status').selectOption('pending_review')
  await author.page.getByRole('button', { name: 'Submit for review', exact: true }).click()
  await expect(author.page.getByText('News post created!')).toBeVisible()
  const path = new URL(author.page.url()).pathname
  const visitor = await browser.newContext({ baseURL })
  expect((await visitor.request.get(path)).status()).toBe(404)

  // The editor, on a phone in Greek, finds it in the queue from the account menu.
  const editor = await signedIn(browser, baseURL!, 'editor')
  await editor.page.goto('/?lang=el')
  // The account menu opens once React runs it: a click before that does nothing.
  await untilHydrated(editor.page)
  await editor.page.getByRole('button', { name: 'Μενού λογαριασμού' }).click()
  await editor.page.getByRole('menuitem', { name: 'Προς έγκριση' }).click()
  await expect(editor.page.getByRole('heading', { level: 1, name: 'Προς έγκριση' })).toBeVisible()
  await editor.page.setViewportSize(PHONE)
  await untilHydrated(editor.page)
  const entry = editor.page.getByRole('listitem').filter({
    has: editor.page.getByRole('heading', { name: title }),
  })
  await expect(entry.getByText('Από author@example.org')).toBeVisible()
  await expect(entry.getByText('Νέα καταχώριση: ό,τι ακολουθεί είναι καινούργιο.')).toBeVisible()
  await fitsThePhone(editor.page)
  await expectNoAxeViolations(editor.page)

  // An empty note is refused with a field error; nothing changes.
  await entry.getByRole('button', { name: 'Επιστροφή' }).click()
  await expect(
    entry.getByText('Γράψτε ένα σημείωμα προς τον συντάκτη που να λέει τι πρέπει να αλλάξει.'),
  ).toBeVisible()
  await entry.getByLabel('Σημείωμα προς τον συντάκτη').fill('Please add where the study was done.')
  await entry.getByRole('button', { name: 'Επιστροφή' }).click()
  await expect(
    editor.page.getByRole('status').filter({ hasText: `Το «${title}» επιστράφηκε` }),
  ).toBeVisible()
  await expect(editor.page.getByRole('heading', { name: title })).toHaveCount(0)

  // The author reads the note on the form, fixes the post and submits it again.
  await author.page.goto(`${path}/edit?lang=en`, { waitUntil: 'networkidle' })
  await untilHydrated(author.page)
  const notice = author.page.getByRole('region', { name: 'Sent back by an editor' })
  await expect(notice.getByText('Please add where the study was done.')).toBeVisible()
  await author.page.getByLabel('Title (English)').fill(`${title} in Nicosia`)
  await author.page.getByLabel('Status').selectOption('pending_review')
  await author.page.getByRole('button', { name: 'Submit for review', exact: true }).click()
  await expect(author.page.getByText('News post updated!')).toBeVisible()
  await author.page.goto(`${path}/edit?lang=en`)
  await expect(author.page.getByRole('region', { name: 'Sent back by an editor' })).toHaveCount(0)

  // The editor, in English on a desktop, sees what changed and publishes it.
  await editor.page.setViewportSize({ width: 1280, height: 800 })
  await editor.page.goto('/admin/review?lang=en')
  await untilHydrated(editor.page)
  const again = editor.page.getByRole('listitem').filter({
    has: editor.page.getByRole('heading', { name: `${title} in Nicosia` }),
  })
  await expect(again.getByText('Changes against the previous version')).toBeVisible()
  await expect(again.locator('ins').filter({ hasText: 'Nicosia' })).toBeVisible()
  await expectNoAxeViolations(editor.page)
  await again.getByRole('button', { name: 'Publish now' }).click()
  await expect(
    editor.page.getByRole('status').filter({ hasText: `“${title} in Nicosia” is published.` }),
  ).toBeVisible()

  // A visitor reads it.
  const reader = await visitor.newPage()
  await reader.goto(`${path}?lang=en`)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`${title} in Nicosia`)

  await Promise.all([author.context.close(), editor.context.close(), visitor.close()])
})
