/**
 * The newsletter end to end in Chromium against the built server (no SMTP: mail lands in the
 * outbox, which the demo admin reads on /profile): a visitor signs up in Greek from the footer,
 * confirms from the mail, an editor sends the digest of what's new from /admin/newsletter, the
 * visitor gets its Greek edition and unsubscribes with one click (the POST a mail program sends
 * for List-Unsubscribe-Post). The form also works before any script runs.
 */
import type { Browser, Page } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { signInAs } from './support/auth'
import { expect, test, untilHydrated } from './support/test'

/** The admin's view of the outbox, opened once and reloaded while waiting for a mail. */
async function outboxReader(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInAs(page, 'admin')
  return { page, close: () => context.close() }
}

/** The newest link matching `pattern` in a mail to `to` with `subject`, once the mail is there. */
async function linkInMail(page: Page, to: string, subject: string, pattern: RegExp) {
  const mail = page
    .getByRole('region', { name: 'Mail outbox' })
    .getByRole('article', { name: subject })
    .filter({ hasText: `To: ${to}` })
    .first()
  await expect(async () => {
    await page.goto('/profile?lang=en')
    await expect(mail).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  const href = await mail.getByRole('link', { name: pattern }).first().getAttribute('href')
  if (!href) throw new Error(`no ${String(pattern)} link in "${subject}" to ${to}`)
  return { href, text: (await mail.textContent()) ?? '' }
}

test.describe('newsletter', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a visitor subscribes in Greek, confirms, gets the Greek digest and unsubscribes with one click', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = 'elliniki-anagnostria@example.org'
    await page.goto('/?lang=el')
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Ενημερωτικό δελτίο' })
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Γλώσσα δελτίου').selectOption('el')
    await form.getByRole('button', { name: 'Εγγραφή' }).click()
    await expect(page).toHaveURL(/\/newsletter\?lang=el$/)
    await expect(page.getByRole('main').getByRole('status')).toContainText('Ευχαριστούμε!')
    await expectNoAxeViolations(page)

    const admin = await outboxReader(browser, baseURL!)
    const confirmation = await linkInMail(
      admin.page,
      email,
      'Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο της Epilepsy Cyprus',
      /\/newsletter\/confirm\?token=/,
    )
    await page.goto(confirmation.href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Επιβεβαιώστε την εγγραφή σας')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Επιβεβαίωση εγγραφής' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Η εγγραφή σας επιβεβαιώθηκε.',
    )

    // An editor starts a newsletter from the digest of what's new, previews it and sends it now.
    const editorContext = await browser.newContext({ baseURL })
    const editor = await editorContext.newPage()
    await signInAs(editor, 'editor')
    await editor.goto('/admin/newsletter?lang=en')
    await untilHydrated(editor)
    await editor.getByRole('button', { name: "Start from what's new" }).click()
    const greekEdition = editor.getByRole('article', { name: 'Greek edition' })
    await expect(greekEdition).toContainText('Τι νέο υπάρχει στην Epilepsy Cyprus')
    await expect(greekEdition).toContainText('Δείτε τι νέο δημοσιεύθηκε')
    await expectNoAxeViolations(editor)
    await editor.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(editor.getByRole('main').getByRole('status')).toContainText(
      'The newsletter is scheduled',
    )
    await editorContext.close()

    const digest = await linkInMail(
      admin.page,
      email,
      'Τι νέο υπάρχει στην Epilepsy Cyprus',
      /\/newsletter\/unsubscribe\?token=/,
    )
    await admin.close()
    expect(digest.text).toContain('Δείτε τι νέο δημοσιεύθηκε στον ιστότοπό μας')
    expect(digest.text).toContain('Διαγραφή: ')
    expect(new URL(digest.href).searchParams.get('lang')).toBe('el')

    // One click: the POST a mail program sends to the List-Unsubscribe address, no session.
    const oneClick = await page.request.post(digest.href, {
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(oneClick.status()).toBe(200)
    await page.goto(digest.href)
    await expect(
      page.getByText('Αυτή η διεύθυνση δεν λαμβάνει το δελτίο αυτή τη στιγμή.'),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a signed-in member reaches the newsletter from the profile, with their address filled in', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAs(page, 'user')
    const openFromMenu = async () => {
      await page.getByRole('button', { name: 'Account menu' }).click()
      await page.getByRole('menuitem', { name: 'Profile' }).click()
      await page
        .getByRole('region', { name: 'Newsletter' })
        .getByRole('link', { name: 'Subscription and settings' })
        .click()
      await expect(page).toHaveURL(/\/newsletter$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our newsletter')
    }
    await openFromMenu()
    const form = page.getByRole('main').locator('form')
    await expect(form.getByLabel('Email')).toHaveValue('user@example.org')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'we have sent it a link to confirm',
    )

    const admin = await outboxReader(browser, baseURL!)
    const confirmation = await linkInMail(
      admin.page,
      'user@example.org',
      'Confirm your subscription to the Epilepsy Cyprus newsletter',
      /\/newsletter\/confirm\?token=/,
    )
    await admin.close()
    await page.goto(confirmation.href)
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Your subscription is confirmed.',
    )

    // Now the page says so and leads to the reader's preferences, no mail needed.
    await page.goto('/about?lang=en')
    await openFromMenu()
    await expect(page.getByRole('main')).toContainText(
      'user@example.org receives our newsletter in English.',
    )
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Change the language or unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your newsletter subscription')
    await page.getByLabel('Language of the newsletter').selectOption('el')
    await page.getByRole('button', { name: 'Save language' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Saved: you will receive the newsletter in Greek.',
    )
  })

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false })

    test('the footer form signs up as a plain HTML form', async ({ page }) => {
      await page.goto('/about?lang=en')
      const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' })
      await form.getByLabel('Email').fill('no-script-reader@example.org')
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        'If this address is not subscribed yet, we have sent it a link to confirm.',
      )
      // An address the browser lets through but the server refuses comes back with its message.
      const again = page.getByRole('main').locator('form')
      await page.goto('/newsletter?lang=en')
      await again.getByLabel('Email').fill('reader@localhost')
      await again.getByRole('button', { name: 'Subscribe' }).click()
      await expect(
        page.getByRole('main').getByText('Enter a valid e-mail address, like name@example.com.'),
      ).toBeVisible()
    })
  })
})
