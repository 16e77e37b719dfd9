/**
 * Signing in from browser tests, through the real /auth page. The test server (playwright.config.ts)
 * runs the embedded default with demo content, which creates these verified accounts; both
 * addresses are on its ADMIN_EMAILS allow-list.
 */
import { expect, type Page } from '@playwright/test'

export const E2E_ACCOUNTS = {
  admin: { email: 'admin@example.org', password: 'demo-admin-password' },
  user: { email: 'user@example.org', password: 'demo-user-password' },
} as const

/** Fills an e-mail and password into the Sign In tab of /auth and submits it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto('/auth?lang=en')
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
