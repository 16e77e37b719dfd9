/**
 * Two-factor sign-in end to end in Chromium, with real TOTP codes computed like an authenticator
 * app: an admin turns it on from the profile page, signs out, signs in with an app code, then
 * with a backup code (in Greek too); and a server with REQUIRE_ADMIN_2FA=true keeps an admin
 * without it out of the admin pages and the JSON API until they set it up. Turning it on ends
 * the account's password-only sessions elsewhere, and no device is ever trusted to skip the code.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Page } from '@playwright/test'

import { freePort } from '../../scripts/free-port.mjs'
import { freshTotp, wrongTotp } from '../support/totp'
import { expectNoAxeViolations } from './support/axe'
import { E2E_ACCOUNTS, submitSignIn } from './support/auth'
import { SERVER_ARGS, SERVER_ENV } from '../../scripts/server-command.mjs'
import { expect, test, untilHydrated } from './support/test'

async function signOut(page: Page, origin = '') {
  await page.getByRole('button', { name: /Account menu|Μενού λογαριασμού/ }).click()
  await page
    .getByRole('menu')
    .getByRole('menuitem', { name: /Sign out|Αποσύνδεση/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/auth$`))
}

/** Turns two-factor sign-in on from the profile page; answers the key shown and the backup codes. */
async function turnOn(page: Page, password: string, profileUrl = '/profile?lang=en') {
  await page.goto(profileUrl)
  const card = page.getByRole('region', { name: 'Two-factor sign-in' })
  await card.getByLabel('Your current password').fill(password)
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const key = (await card.getByTestId('two-factor-secret').textContent()) ?? ''
  expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/)
  await expectNoAxeViolations(page)

  await card.getByLabel('6-digit code from the app').fill(await wrongTotp(key))
  await card.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(card.getByText('That code is not right.')).toBeVisible()
  await card.getByLabel('6-digit code from the app').fill(await freshTotp(key))
  await card.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(
    card.getByText(
      'Two-factor sign-in is on. From now on, signing in asks for a code from your app.',
    ),
  ).toBeVisible()
  const codes = await card
    .getByRole('list', { name: 'Your backup codes' })
    .getByRole('listitem')
    .allTextContents()
  expect(codes).toHaveLength(10)
  await expectNoAxeViolations(page)
  return { key, codes }
}

test.describe('two-factor sign-in', () => {
  test.describe.configure({ timeout: 120_000 })
  /** The key and backup codes of the account turned on by the first test, for the next. */
  let enrolled: { key: string; codes: string[] } | undefined

  test('turn it on, sign in with an app code, then with a backup code, in English and Greek', async ({
    page,
  }) => {
    const { email, password } = E2E_ACCOUNTS.guardian
    await submitSignIn(page, email, password)
    await expect(page).toHaveURL(/\/$/)
    const { key, codes } = await turnOn(page, password)
    enrolled = { key, codes }

    // Signed in again (the profile shows the state after a reload), then out.
    await page.goto('/profile?lang=en')
    await expect(page.getByText('Two-factor sign-in is on for your account.')).toBeVisible()
    await signOut(page)

    // The password alone is not enough: the second step asks for the code.
    await submitSignIn(page, email, password)
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
    const code = page.getByLabel('Authentication code or backup code')
    await expect(code).toBeFocused()
    await expectNoAxeViolations(page)
    await code.fill(await wrongTotp(key))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'That code is not right. Check that the time on your phone is correct and enter the newest code.',
    )
    await code.fill(await freshTotp(key))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('Welcome back!')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    await signOut(page)

    // A backup code instead of the phone.
    await submitSignIn(page, email, password)
    await page.getByLabel('Authentication code or backup code').fill(codes[0]!)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    await signOut(page)

    // In Greek; a used backup code does not work twice.
    await page.goto('/auth?lang=el')
    const form = page.getByRole('tabpanel', { name: 'Σύνδεση' })
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Κωδικός πρόσβασης', { exact: true }).fill(password)
    await form.getByRole('button', { name: 'Σύνδεση' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Σύνδεση δύο παραγόντων' }),
    ).toBeVisible()
    const greekCode = page.getByLabel('Κωδικός ταυτοποίησης ή εφεδρικός κωδικός')
    await greekCode.fill(codes[0]!)
    await page.getByRole('button', { name: 'Επιβεβαίωση' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Ο εφεδρικός κωδικός δεν είναι σωστός ή έχει ήδη χρησιμοποιηθεί.',
    )
    await expectNoAxeViolations(page)
    await greekCode.fill(codes[1]!)
    await page.getByRole('button', { name: 'Επιβεβαίωση' }).click()
    await expect(page.getByText('Καλώς ήρθατε ξανά!')).toBeVisible()
  })

  test('without JavaScript the second step works too', async ({ browser }) => {
    expect(enrolled, 'the previous test turns two-factor sign-in on').toBeTruthy()
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const { email, password } = E2E_ACCOUNTS.guardian
    await page.goto('/auth?lang=en')
    const form = page.locator('form').filter({ has: page.locator('input[value="sign-in"]') })
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Password', { exact: true }).fill(password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible()
    await page.getByLabel('Authentication code or backup code').fill('123')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'That backup code is not right or has already been used.',
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible()
    await page.getByLabel('Authentication code or backup code').fill(await freshTotp(enrolled!.key))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    await context.close()
  })
})

test.describe('REQUIRE_ADMIN_2FA=true', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an admin without it reaches only the set-up until it is on', async ({ page }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-2fa-'))
    const port = String(await freePort())
    // The local demo (no ADMIN_EMAILS): its demo admin signs in with the published password.
    const child = spawn(process.execPath, SERVER_ARGS, {
      env: {
        ...process.env,
        ...SERVER_ENV,
        HOST: '127.0.0.1',
        PORT: port,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        REQUIRE_ADMIN_2FA: 'true',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    const exited = new Promise((resolve) => child.on('exit', resolve))
    const origin = `http://127.0.0.1:${port}`
    try {
      await expect
        .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, {
          timeout: 60_000,
        })
        .toBe(200)
      await page.goto(`${origin}/auth?lang=en`)
      const form = page.getByRole('tabpanel', { name: 'Sign In' })
      await form.getByLabel('Email').fill('admin@example.org')
      await form.getByLabel('Password', { exact: true }).fill('demo-admin-password')
      await form.getByRole('button', { name: 'Sign In' }).click()
      await expect(page).toHaveURL(`${origin}/`)

      // Admin pages say what to do.
      let response = await page.goto(`${origin}/events/create?lang=en`)
      expect(response?.status()).toBe(403)
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Turn on two-factor sign-in on your profile page first.',
        }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
      await page.goto(`${origin}/events/create?lang=el`)
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Ενεργοποιήστε πρώτα τη σύνδεση δύο παραγόντων στη σελίδα του προφίλ σας.',
        }),
      ).toBeVisible()

      // The JSON API and Better Auth's account endpoints refuse too.
      const api = await page.request.post(`${origin}/api/v1/wiki/categories`, {
        data: { name: 'Blocked', slug: 'blocked' },
        headers: { Origin: origin },
      })
      expect(api.status()).toBe(403)
      expect((await api.json()).error.code).toBe('two_factor_required')
      const account = await page.request.post(`${origin}/api/auth/update-user`, {
        data: { name: 'Changed' },
        headers: { Origin: origin },
      })
      expect(account.status()).toBe(403)

      // The way out: the profile page's set-up.
      await page.goto(`${origin}/events/create?lang=en`)
      await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click()
      await expect(page).toHaveURL(`${origin}/profile#two-factor`)
      await expect(
        page.getByText('This site requires administrators to use two-factor sign-in.'),
      ).toBeVisible()
      await turnOn(page, 'demo-admin-password', `${origin}/profile?lang=en`)

      response = await page.goto(`${origin}/events/create?lang=en`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible()
      const allowed = await page.request.post(`${origin}/api/v1/wiki/categories`, {
        data: {},
        headers: { Origin: origin },
      })
      // Past the guard: the empty body is refused by validation.
      expect(allowed.status()).toBe(400)
    } finally {
      child.kill('SIGTERM')
      await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

test.describe('two-factor sign-in cannot be walked around', () => {
  test.describe.configure({ timeout: 120_000 })

  test('turning it on ends a password-only session elsewhere; no device is trusted, even after signing out everywhere', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { email, password } = E2E_ACCOUNTS.sentinel
    const origin = new URL(baseURL!).origin

    // Another browser signed in with the password only, before two-factor sign-in was on.
    const elsewhere = await browser.newContext({ baseURL })
    const other = await elsewhere.newPage()
    await submitSignIn(other, email, password)
    await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible()
    expect((await other.request.get('/api/v1/audit')).status()).toBe(200)

    await submitSignIn(page, email, password)
    await expect(page).toHaveURL(/\/$/)
    const { key } = await turnOn(page, password)

    // That session is over: signed out on pages and in the API, nothing it may write.
    await other.goto('/?lang=en')
    await untilHydrated(other)
    await expect(other.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
    expect((await other.request.get('/api/v1/audit')).status()).toBe(401)
    const write = await other.request.post('/api/v1/wiki/categories', {
      data: { name: 'Sneaked in', slug: 'sneaked-in' },
      headers: { Origin: origin },
    })
    expect(write.status()).toBe(401)
    await elsewhere.close()
    // The session that turned it on stays an admin's.
    expect((await page.request.get('/api/v1/audit')).status()).toBe(200)

    // A client asking to trust its device is refused, and its sign-in still needs the code.
    const device = await browser.newContext({ baseURL })
    const trusting = await device.newPage()
    const challenge = await trusting.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { Origin: origin },
    })
    expect(await challenge.json()).toMatchObject({ twoFactorRedirect: true })
    const trust = await trusting.request.post('/api/auth/two-factor/verify-totp', {
      data: { code: await freshTotp(key), trustDevice: true },
      headers: { Origin: origin },
    })
    expect(trust.status()).toBe(400)
    expect((await trust.json()).code).toBe('TRUST_DEVICE_NOT_OFFERED')
    expect((await device.cookies()).map((cookie) => cookie.name)).not.toContain(
      'better-auth.trust_device',
    )

    // In that browser: the password, then the code; signing out ends every session; the password
    // alone is again not enough.
    await submitSignIn(trusting, email, password)
    await expect(
      trusting.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
    ).toBeVisible()
    await trusting.getByLabel('Authentication code or backup code').fill(await freshTotp(key))
    await trusting.getByRole('button', { name: 'Verify' }).click()
    await expect(trusting.getByRole('button', { name: 'Account menu' })).toBeVisible()
    await signOut(trusting)
    await submitSignIn(trusting, email, password)
    await expect(
      trusting.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
    ).toBeVisible()
    await expect(trusting.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
    await device.close()

    // Signing out there ended this session too: this browser is asked for the code as well.
    await page.goto('/?lang=en')
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
  })
})
