/**
 * The newsletter in Chromium against the built server without SMTP, as the local demo runs it
 * (mail lands in the outbox, which the demo admin reads on /profile): a signed-in member reaches
 * the sign-up from their profile with their address filled in, confirms from the outbox and then
 * finds their preferences there; the form also works before any script runs. The whole journey
 * through a real SMTP server (sign-up, confirmation, digest, one-click unsubscribe) is
 * newsletter-smtp.spec.ts.
 */
import type { Browser, Page } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { signInAs } from './support/auth'
import { expect, test } from './support/test'

/** The admin's view of the outbox, opened once and reloaded while waiting for a mail. */
async function outboxReader(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInAs(page, 'admin')
  return { page, close: () => context.close() }
}

/** The address of the newest link matching `pattern` in a mail to `to` with `subject`, once the mail is there. */
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
  return href
}

test.describe('newsletter', () => {
  test.describe.configure({ timeout: 90_000 })

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
    await page.goto(confirmation)
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
