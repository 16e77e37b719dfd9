/**
 * Signing in from browser tests, through the real /auth page. The test server (playwright.config.ts)
 * runs the embedded default with demo content; its accounts (support/accounts.ts) are created
 * before it starts and are on its ADMIN_EMAILS allow-list.
 */
import { expect, type Page } from '@playwright/test'

import { E2E_ACCOUNTS } from './accounts'
import { untilHydrated } from './test'

export { E2E_ACCOUNTS }

/** Fills an e-mail and password into the Sign In tab of /auth, once its scripts run, and submits it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto('/auth?lang=en')
  await untilHydrated(page)
  const form = page.getByRole('tabpanel', { name: 'Sign In' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

/** Signs in as the demo admin ('admin') or the demo non-admin ('user') and waits for home. */
export async function signInAs(page: Page, who: 'admin' | 'user'): Promise<void> {
  const { email, password } = E2E_ACCOUNTS[who]
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL(/\/(\?.*)?$/)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
}
