/**
 * Accounts end to end in Chromium against the built server (embedded database, demo content,
 * ADMIN_EMAILS from playwright.config.ts, no SMTP: mail lands in the outbox, which the demo admin
 * reads on /profile).
 */
import { type Browser, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { E2E_ACCOUNTS, signInAs, signInThroughForm, submitSignIn } from './support/auth'
import { expect, test } from './support/test'

/** The newest link to `path` in a mail to `to`, read from the outbox by the demo admin. */
async function linkFromOutbox(browser: Browser, to: string, path: string): Promise<string> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInAs(page, 'admin')
  await page.goto('/profile')
  const mail = page
    .getByRole('region', { name: 'Mail outbox' })
    .getByRole('listitem')
    .filter({ hasText: `To: ${to}` })
    .first()
  const href = await mail
    .getByRole('link', { name: new RegExp(path.replace(/[?]/g, '\\?')) })
    .getAttribute('href')
  await context.close()
  if (!href) throw new Error(`no ${path} link for ${to} in the outbox`)
  return new URL(href).pathname + new URL(href).search
}

async function signUp(page: Page, email: string, password: string, confirm = password) {
  await page.goto('/auth?lang=en&tab=sign-up')
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  const form = page.getByRole('tabpanel', { name: 'Sign Up' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByLabel('Confirm password').fill(confirm)
  await form.getByRole('button', { name: 'Sign Up' }).click()
  return form
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  return page.getByRole('menu')
}

test.describe('accounts', () => {
  // The mail flows sign in a second browser to read the outbox: several page loads per test.
  test.describe.configure({ timeout: 90_000 })

  test('sign up, verify from the outbox, sign in, open the profile and sign out', async ({
    page,
    browser,
  }) => {
    const email = 'newcomer@example.org'
    await signUp(page, email, 'newcomer-password')
    await expect(page.getByText('Account created!')).toBeVisible()
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)

    // Not verified yet: told so, with a way to get a new link.
    await submitSignIn(page, email, 'newcomer-password')
    const signInForm = page.getByRole('tabpanel', { name: 'Sign In' })
    await expect(signInForm.getByRole('alert')).toHaveText(
      'Please verify your e-mail address before signing in. We can send you a new link.',
    )
    await signInForm.getByRole('button', { name: 'Resend verification e-mail' }).click()
    await expect(
      page.getByText(
        'If this address has an unverified account, a new verification link is on its way.',
      ),
    ).toBeVisible()

    const link = await linkFromOutbox(browser, email, '/auth/verify-email?token=')
    await page.goto(link)
    await expect(
      page.getByText('Your e-mail address is verified. You can sign in now.'),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Go to sign in' }).click()

    await submitSignIn(page, email, 'newcomer-password')
    await expect(page.getByText('Welcome back!')).toBeVisible()
    await expect(page.getByText('You have successfully signed in.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)

    // An open session skips /auth.
    await page.goto('/auth')
    await expect(page).toHaveURL(/\/$/)

    const menu = await openAccountMenu(page)
    await expect(menu.getByText(email)).toBeVisible()
    await menu.getByRole('menuitem', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible()
    await expect(page.getByLabel('Display Name')).toHaveValue(email)
    await expect(page.getByLabel('Display Name')).toHaveAttribute('readonly', '')
    await expect(page.getByRole('heading', { name: 'Analytics' })).toHaveCount(0)
    // Without a mail server a member sees the mail sent to them, and nobody else's.
    const ownMail = page.getByRole('region', { name: 'Mail outbox' }).getByRole('listitem')
    await expect(ownMail.first()).toBeVisible()
    for (const text of await ownMail.allTextContents()) expect(text).toContain(`To: ${email}`)

    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
    const cookies = await page.context().cookies()
    expect(cookies.filter((c) => c.name.includes('session_token') && c.value)).toEqual([])
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('sign-out ends the sessions in other browsers too', async ({ page, browser }) => {
    // An account of its own: signing out ends every session of it, the stored ones included.
    await signInThroughForm(page, 'leaver')
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await signInThroughForm(otherPage, 'leaver')
    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await otherPage.goto('/profile')
    await expect(otherPage).toHaveURL(/\/auth$/)
    await other.close()
  })

  test('an address off the allow-list is refused by the server on both tabs; the page never holds the list', async ({
    page,
  }) => {
    const html = await (await page.request.get('/auth?lang=en')).text()
    for (const email of ['admin@example.org', 'user@example.org']) expect(html).not.toContain(email)
    const message = 'This email is not authorized to access the admin area.'
    await submitSignIn(page, '  Stranger@Example.org ', 'whatever-password')
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('alert')).toHaveText(
      message,
    )
    const form = await signUp(page, 'stranger@example.org', 'whatever-password')
    await expect(form.getByRole('alert')).toHaveText(message)
    await expectNoAxeViolations(page)
  })

  test('without JavaScript the server refuses it too, and an allowed account signs in', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/auth?lang=en')
    const form = page.locator('form').filter({ has: page.locator('input[value="sign-in"]') })
    await form.getByLabel('Email').fill('stranger@example.org')
    await form.getByLabel('Password', { exact: true }).fill('whatever-password')
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(
      page.getByText('This email is not authorized to access the admin area.').first(),
    ).toBeVisible()

    // And an allowed account signs in with the plain form.
    await form.getByLabel('Email').fill(E2E_ACCOUNTS.user.email)
    await form.getByLabel('Password', { exact: true }).fill(E2E_ACCOUNTS.user.password)
    await form.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    await context.close()
  })

  test('a wrong password gets the fixed "Invalid email or password" message; the button is disabled while submitting', async ({
    page,
  }) => {
    // The answer is held until the busy button has been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // On the context: once the service worker controls the page, its fetches pass page routes by.
    await page.context().route('**/auth.data*', async (route) => {
      await held
      await route.continue()
    })
    await submitSignIn(page, E2E_ACCOUNTS.user.email, 'not-the-password')
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    release()
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('alert')).toHaveText(
      'Invalid email or password. Please check your credentials and try again.',
    )
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
  })

  test('sign-up checks the passwords and an existing address', async ({ page }) => {
    let form = await signUp(page, 'newcomer@example.org', 'abcdef', 'abcdeg')
    await expect(form.getByText('Passwords do not match')).toBeVisible()
    form = await signUp(page, 'newcomer@example.org', 'abc', 'abc')
    await expect(form.getByText('Password must be at least 6 characters long')).toBeVisible()
    form = await signUp(page, E2E_ACCOUNTS.user.email, 'long-enough', 'long-enough')
    await expect(form.getByRole('alert')).toHaveText(
      'An account with this email already exists. Please sign in instead.',
    )
  })

  test('forgotten password: the mailed link sets a new one', async ({ page, browser }) => {
    const email = 'forgetful@example.org'
    await signUp(page, email, 'first-password')
    await expect(page.getByText('Account created!')).toBeVisible()
    await page.goto(await linkFromOutbox(browser, email, '/auth/verify-email?token='))
    await expect(
      page.getByText('Your e-mail address is verified. You can sign in now.'),
    ).toBeVisible()

    await page.goto('/auth?lang=en')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('main').getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(
      page.getByText('If an account exists for this address, we have sent a link'),
    ).toBeVisible()

    // Another admin sees that a reset mail was written, but not its link.
    const adminContext = await browser.newContext()
    const adminPage = await adminContext.newPage()
    await signInAs(adminPage, 'admin')
    await adminPage.goto('/profile')
    const resetMail = adminPage
      .getByRole('region', { name: 'Mail outbox' })
      .getByRole('listitem')
      .filter({ hasText: `To: ${email}` })
      .filter({ hasText: 'Reset your Epilepsy Cyprus password' })
      .first()
    await expect(resetMail).toContainText(`[Link hidden: only ${email} sees it here, signed in.]`)
    await expect(resetMail.getByRole('link')).toHaveCount(0)
    await adminContext.close()

    // The person, still signed in on another device, finds their own link there.
    const phone = await browser.newContext()
    const phonePage = await phone.newPage()
    await submitSignIn(phonePage, email, 'first-password')
    await expect(phonePage).toHaveURL(/\/$/)
    await phonePage.goto('/profile')
    const ownReset = phonePage
      .getByRole('region', { name: 'Mail outbox' })
      .getByRole('listitem')
      .filter({ hasText: 'Reset your Epilepsy Cyprus password' })
      .first()
    const resetHref = await ownReset
      .getByRole('link', { name: /\/auth\/reset-password\?token=/ })
      .getAttribute('href')
    const resetUrl = new URL(resetHref ?? '')
    await page.goto(resetUrl.pathname + resetUrl.search)
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await page.getByLabel('New password').fill('second-password')
    await page.getByLabel('Confirm password').fill('second-pass')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await page.getByLabel('New password').fill('second-password')
    await page.getByLabel('Confirm password').fill('second-password')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL(/\/auth\?notice=password-reset$/)
    await expect(
      page.getByText('Your password has been changed. Please sign in with the new password.'),
    ).toBeVisible()
    // The reset ended the other device's session.
    await phonePage.goto('/profile')
    await expect(phonePage).toHaveURL(/\/auth$/)
    await phone.close()

    await submitSignIn(page, email, 'first-password')
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('alert')).toHaveText(
      'Invalid email or password. Please check your credentials and try again.',
    )
    await submitSignIn(page, email, 'second-password')
    await expect(page.getByText('Welcome back!')).toBeVisible()
  })

  test('an admin sees the analytics card; the toggle shows and hides the dashboard', async ({
    page,
  }) => {
    await page.route('https://analytics.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Dashboard</title><p>Visitors this week</p>',
      }),
    )
    await signInAs(page, 'admin')
    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible()
    await expect(page.getByText('Administrator')).toBeVisible()
    const toggle = page.getByRole('button', { name: 'Show Analytics' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const frame = page.locator('iframe[title="Analytics dashboard"]')
    await expect(frame).toHaveAttribute('src', 'https://analytics.example/dashboard')
    await expect(
      page.frameLocator('iframe[title="Analytics dashboard"]').getByText('Visitors this week'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Hide Analytics' }).click()
    await expect(frame).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('the profile opens Instagram in a new tab and goes back home', async ({ page }) => {
    await signInAs(page, 'user')
    await page.goto('/profile')
    await expect(page.getByText('Member')).toBeVisible()
    const connect = page.getByRole('link', { name: /Connect Instagram/ })
    await expect(connect).toHaveAttribute('target', '_blank')
    const href = new URL((await connect.getAttribute('href')) ?? '')
    expect(href.origin + href.pathname).toBe('https://www.instagram.com/oauth/authorize')
    expect(href.searchParams.get('client_id')).toBe('e2e-instagram-client')
    expect(href.searchParams.get('redirect_uri')).toBe(
      'https://instagram-callback.example/callback',
    )
    await page
      .context()
      .route('https://www.instagram.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Instagram</title>' }),
      )
    const [popup] = await Promise.all([page.waitForEvent('popup'), connect.click()])
    await expect(popup).toHaveURL(/instagram\.com\/oauth\/authorize/)
    await popup.close()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('in Greek', async ({ page }) => {
    await page.goto('/auth?lang=el')
    await expect(page.getByRole('tab', { name: 'Σύνδεση' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Εγγραφή' })).toBeVisible()
    const form = page.getByRole('tabpanel', { name: 'Σύνδεση' })
    await form.getByLabel('Email').fill('xenos@example.org')
    await form.getByLabel('Κωδικός πρόσβασης', { exact: true }).fill('kati-kodikos')
    await form.getByRole('button', { name: 'Σύνδεση' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'Αυτό το email δεν έχει εξουσιοδότηση πρόσβασης στον χώρο διαχείρισης.',
    )
    await expectNoAxeViolations(page)

    await form.getByLabel('Email').fill(E2E_ACCOUNTS.user.email)
    await form.getByLabel('Κωδικός πρόσβασης', { exact: true }).fill(E2E_ACCOUNTS.user.password)
    await form.getByRole('button', { name: 'Σύνδεση' }).click()
    await expect(page.getByText('Καλώς ήρθατε ξανά!')).toBeVisible()
    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Ρυθμίσεις προφίλ' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('an admin page: 403 with "Admin access required." for a visitor and a non-admin, the form for an admin', async ({
    page,
  }) => {
    let response = await page.goto('/events/create?lang=en')
    expect(response?.status()).toBe(403)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Admin access required.' }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expectNoAxeViolations(page)

    await signInAs(page, 'user')
    response = await page.goto('/events/create')
    expect(response?.status()).toBe(403)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Admin access required.' }),
    ).toBeVisible()
    await expect(page.getByText('Your account does not have administrator rights.')).toBeVisible()

    await page.goto('/events/create?lang=el')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Απαιτείται πρόσβαση διαχειριστή.' }),
    ).toBeVisible()

    await page.context().clearCookies()
    await signInAs(page, 'admin')
    response = await page.goto('/events/create')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible()
  })

  test('the JSON API takes a bearer token from /api/auth/sign-in/email', async ({ baseURL }) => {
    // Plain fetch: no cookie jar, so only the header can authenticate.
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${baseURL}${path}`, {
        method: 'POST',
        // Node's fetch sends Sec-Fetch headers like a browser, so Better Auth wants the Origin too.
        headers: {
          'Content-Type': 'application/json',
          Origin: baseURL ?? '',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    const tokenOf = async (who: 'admin' | 'user') => {
      const { email, password } = E2E_ACCOUNTS[who]
      const signIn = await post('/api/auth/sign-in/email', { email, password })
      expect(signIn.status, await signIn.clone().text()).toBe(200)
      return ((await signIn.json()) as { token: string }).token
    }
    const category = { name: 'Bearer test', slug: 'bearer-test' }
    const anonymous = await post('/api/v1/wiki/categories', category)
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe(
      'unauthorized',
    )

    const forbidden = await post('/api/v1/wiki/categories', category, await tokenOf('user'))
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toEqual({
      error: { code: 'forbidden', message: 'Admin access required.' },
    })

    // The admin's token passes the guard; the empty body is then refused by validation.
    const admin = await post('/api/v1/wiki/categories', {}, await tokenOf('admin'))
    expect(admin.status).toBe(400)
    expect(await post('/api/v1/wiki/categories', {}, 'forged-token')).toHaveProperty('status', 401)
  })

  test('sign-out by a visitor without a session still lands on /auth', async ({ page }) => {
    await page.goto('/')
    const response = await page.request.post('/auth/sign-out', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers()['location']).toBe('/auth')
  })
})
