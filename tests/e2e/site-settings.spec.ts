/**
 * Site settings end to end: the footer's "24/7 Helpline" uses the foundation's helpline (never
 * the emergency number) or leads to the contact details; demo values are marked as examples; an
 * admin edits the details on /admin/settings with field errors that clear as they are fixed, and
 * the site shows the change at once; details fixed by the server's environment are read-only;
 * non-admins are refused. An English admin on a phone and a Greek one on a desktop, axe on every
 * screen.
 */
import { type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const

const TEXT = {
  en: {
    helpline: '24/7 Helpline',
    examples: /Example details from the demo content/,
    title: 'Site settings',
    helplineField: 'Helpline number',
    emailField: 'Contact e-mail',
    facebookField: 'Facebook page',
    phoneError: 'Enter a phone number with digits, spaces or hyphens, such as +357 22 123456.',
    httpsError: 'Enter a full address starting with https://.',
    save: 'Save settings',
    saved: 'Settings saved. The site shows them now.',
    fixed: /Set by the server's CONTACT_EMAIL setting/,
    denied: 'Admin access required.',
  },
  el: {
    helpline: 'Γραμμή βοήθειας 24/7',
    examples: /Στοιχεία-παραδείγματα από το δοκιμαστικό περιεχόμενο/,
    title: 'Ρυθμίσεις ιστότοπου',
    helplineField: 'Αριθμός γραμμής βοήθειας',
    emailField: 'E-mail επικοινωνίας',
    facebookField: 'Σελίδα στο Facebook',
    phoneError: 'Γράψτε έναν αριθμό τηλεφώνου με ψηφία, κενά ή παύλες, όπως +357 22 123456.',
    httpsError: 'Γράψτε μια πλήρη διεύθυνση που αρχίζει με https://.',
    save: 'Αποθήκευση ρυθμίσεων',
    saved: 'Οι ρυθμίσεις αποθηκεύτηκαν. Ο ιστότοπος τις εμφανίζει ήδη.',
    fixed: /Ορίζεται από τη ρύθμιση CONTACT_EMAIL του διακομιστή/,
    denied: 'Απαιτείται πρόσβαση διαχειριστή.',
  },
} as const

const footer = (page: Page) => page.locator('footer')

async function openSettings(page: Page, lang: 'en' | 'el') {
  await page.goto(`/admin/settings?lang=${lang}`)
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible()
  // Act once the page's code runs (its field checks are client-side).
  await page.waitForLoadState('networkidle')
}

async function setHelpline(page: Page, lang: 'en' | 'el', value: string) {
  await openSettings(page, lang)
  await page.getByLabel(TEXT[lang].helplineField).fill(value)
  await page.getByRole('button', { name: TEXT[lang].save }).click()
  await expect(page.getByText(TEXT[lang].saved)).toBeVisible()
}

test.describe.configure({ mode: 'serial' })

test('the footer helpline dials the demo example line, marked as an example, never 112', async ({
  page,
}) => {
  await page.goto('/?lang=en')
  const link = footer(page).getByRole('link', { name: /24\/7 Helpline/ })
  await expect(link).toHaveAttribute('href', 'tel:+35799000000')
  await expect(footer(page).getByText(TEXT.en.examples)).toBeVisible()
})

// English on a phone, Greek on a desktop: each language and each size once (the settings page's
// strings in both languages are settings.component.test.tsx's).
for (const [lang, size] of [
  ['en', 'phone'],
  ['el', 'desktop'],
] as const) {
  const viewport = SIZES[size]
  test(`an admin edits the site settings and the site shows them at once (${lang}, ${size})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const T = TEXT[lang]
    await page.setViewportSize(SIZES.desktop)
    await signInAs(page, 'admin')
    await page.setViewportSize(viewport)
    await openSettings(page, lang)
    await expectNoAxeViolations(page)

    // A detail the server's environment sets is shown, fixed, and explained.
    const email = page.getByLabel(T.emailField)
    await expect(email).toHaveValue('hello@example.org')
    await expect(email).toHaveAttribute('readonly', '')
    await expect(page.getByText(T.fixed)).toBeVisible()

    // Wrong values: each field says what is wrong, focus goes to the first, no toast.
    const helpline = page.getByLabel(T.helplineField)
    const facebook = page.getByLabel(T.facebookField)
    await helpline.fill('call 112!')
    await facebook.fill('http://www.facebook.com/x')
    await page.getByRole('button', { name: T.save }).click()
    await expect(page.getByText(T.phoneError)).toBeVisible()
    await expect(page.getByText(T.httpsError)).toBeVisible()
    await expect(helpline).toBeFocused()
    await expect(helpline).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    // Fixing a field clears its error at once.
    await helpline.fill('+357 77 123456')
    await expect(page.getByText(T.phoneError)).toHaveCount(0)
    await expect(page.getByText(T.httpsError)).toBeVisible()
    await facebook.fill('https://www.facebook.com/epilepsy-cyprus')
    await expect(page.getByText(T.httpsError)).toHaveCount(0)
    await page.getByRole('button', { name: T.save }).click()
    await expect(page.getByText(T.saved)).toBeVisible()
    // The toast covers none of the header's navigation.
    const toast = (await page.locator('[data-sonner-toast]').first().boundingBox())!
    const header = (await page.locator('header').first().boundingBox())!
    expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)

    // Every page shows the new details; they are no longer examples.
    await page.goto(`/?lang=${lang}`)
    await expect(
      footer(page).getByRole('link', { name: new RegExp(T.helpline.replace('/', '\\/')) }),
    ).toHaveAttribute('href', 'tel:+35777123456')
    await expect(footer(page).getByText(T.examples)).toHaveCount(0)

    // Without a helpline, the footer link leads to the contact details instead.
    await setHelpline(page, lang, '')
    await page.goto(`/?lang=${lang}`)
    const contact = footer(page).getByRole('link', { name: T.helpline, exact: true })
    await expect(contact).toHaveAttribute('href', '/about#contact')
    await contact.click()
    await expect(page).toHaveURL(/\/about#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
    // Back to the demo's values for the other tests.
    await openSettings(page, lang)
    await page.getByLabel(T.helplineField).fill('+357 99 000 000')
    await page.getByLabel(T.facebookField).fill('https://www.facebook.com/example')
    await page.getByRole('button', { name: T.save }).click()
    await expect(page.getByText(T.saved)).toBeVisible()
  })
}

test('a visitor and a signed-in non-admin are refused the settings page', async ({ page }) => {
  await page.goto('/admin/settings?lang=el')
  await expect(page.getByText(TEXT.el.denied)).toBeVisible()
  await signInAs(page, 'user')
  await page.goto('/admin/settings?lang=en')
  await expect(page.getByText(TEXT.en.denied)).toBeVisible()
  await expect(page.getByRole('button', { name: TEXT.en.save })).toHaveCount(0)
})
