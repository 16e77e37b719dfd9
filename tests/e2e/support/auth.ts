/**
 * Signing in from browser tests. The stored accounts (admin, user, author, editor) were signed in once through the
 * real /auth form by the setup project (tests/e2e/setup/template.setup.ts); a test reuses that
 * session. Tests of signing in, two-factor and signing out use the form themselves
 * (`signInThroughForm`), with accounts of their own where they end sessions.
 */
import fs from 'node:fs'

import { expect, type Cookie, type Page } from '@playwright/test'

import { E2E_ACCOUNTS } from './accounts'
import { storageStateFile } from './e2e-server'
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

/** Signs an account in through the real form and waits for the home page. */
export async function signInThroughForm(page: Page, who: keyof typeof E2E_ACCOUNTS): Promise<void> {
  const { email, password } = E2E_ACCOUNTS[who]
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL(/\/(\?.*)?$/)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
}

/** Signs in as one of the stored accounts (admin, member, author, editor), reusing its session, and opens home. */
export async function signInAs(
  page: Page,
  who: 'admin' | 'user' | 'author' | 'editor',
): Promise<void> {
  const { cookies } = JSON.parse(fs.readFileSync(storageStateFile(who), 'utf8')) as {
    cookies: Cookie[]
  }
  await page.context().addCookies(cookies)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
}
