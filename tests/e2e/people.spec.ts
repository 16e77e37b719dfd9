/**
 * Bringing a volunteer in without the server's operator: an admin invites an author from the
 * People page in Greek, the volunteer joins through the mailed link and signs in with the
 * author's tools and no more; the admin makes them an editor, then removes them, which signs
 * them out at once. The page fits a phone and passes axe.
 */
import { type Browser } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { signInAs, submitSignIn } from './support/auth'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 120_000 })

const VOLUNTEER = 'volunteer-e2e@example.com'
const PASSWORD = 'volunteer-e2e-password'

/** The invitation link mailed to `to`, read from the outbox on the admin's profile page. */
async function invitationLink(browser: Browser, baseURL: string, to: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInAs(page, 'admin')
  await page.goto('/profile?lang=en')
  const href = await page
    .getByRole('region', { name: 'Mail outbox' })
    .getByRole('listitem')
    .filter({ hasText: `To: ${to}` })
    .first()
    .getByRole('link', { name: /\/auth\/invitation\?token=/ })
    .getAttribute('href')
  await context.close()
  if (!href) throw new Error(`no invitation link for ${to}`)
  return new URL(href).pathname + new URL(href).search
}

test('an admin invites a volunteer in Greek; they join, work as an author, then are removed', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/admin/people?lang=el')
  await expect(page.getByRole('heading', { level: 1, name: 'Άτομα' })).toBeVisible()
  const invite = page.getByRole('region', { name: 'Πρόσκληση νέου μέλους' })
  await invite.getByLabel('Διεύθυνση email').fill('not-an-address')
  await invite.getByRole('button', { name: 'Αποστολή πρόσκλησης' }).click()
  await expect(invite.getByText('Γράψτε μια διεύθυνση email, π.χ. name@example.org.')).toBeVisible()
  await invite.getByLabel('Διεύθυνση email').fill(VOLUNTEER)
  await invite.getByLabel('Ρόλος').selectOption({ label: 'Συντάκτης' })
  await invite.getByRole('button', { name: 'Αποστολή πρόσκλησης' }).click()
  await expect(page.getByText(`Η πρόσκληση στάλθηκε στο ${VOLUNTEER}.`)).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Προσκλήσεις σε αναμονή' }).getByText(VOLUNTEER),
  ).toBeVisible()

  // The volunteer, in a browser of their own, follows the link.
  const link = await invitationLink(browser, baseURL!, VOLUNTEER)
  const volunteerContext = await browser.newContext({ baseURL })
  const volunteer = await volunteerContext.newPage()
  await volunteer.goto(`${link}&lang=el`)
  await expect(
    volunteer.getByRole('heading', { name: 'Ελάτε στην ομάδα του Epilepsy Cyprus' }),
  ).toBeVisible()
  await expect(volunteer.getByLabel('Διεύθυνση email')).toHaveValue(VOLUNTEER)
  await volunteer.getByLabel('Το όνομά σας').fill('Ελένη Εθελόντρια')
  await volunteer.getByLabel('Κωδικός πρόσβασης', { exact: true }).fill(PASSWORD)
  await volunteer.getByLabel('Επιβεβαίωση κωδικού πρόσβασης').fill(PASSWORD)
  await volunteer.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click()
  await expect(volunteer.getByRole('status')).toContainText('Ο λογαριασμός σας είναι έτοιμος')

  // The link worked once.
  await volunteer.goto(link)
  await expect(
    volunteer.getByText(/expired, was already used or was withdrawn|έληξε/),
  ).toBeVisible()

  await submitSignIn(volunteer, VOLUNTEER, PASSWORD)
  await expect(volunteer.getByRole('button', { name: 'Account menu' })).toBeVisible()
  // An author writes drafts, and has no People page.
  await volunteer.goto('/news/create?lang=en')
  await expect(volunteer.getByRole('heading', { level: 1 })).toContainText('News')
  await volunteer.goto('/admin/people?lang=en')
  await expect(volunteer.getByText('Admin access required.')).toBeVisible()

  // The admin sees them on the team, makes them an editor, then removes them.
  await page.reload()
  const row = page.locator(`[data-person="${VOLUNTEER}"]`)
  await expect(row).toContainText('Ελένη Εθελόντρια')
  await expect(row).toContainText('Συντάκτης')
  await row.getByLabel('Ρόλος του/της Ελένη Εθελόντρια').selectOption({ label: 'Επιμελητής' })
  await row.getByRole('button', { name: 'Αλλαγή ρόλου' }).click()
  await expect(
    page.getByText('Ο ρόλος του/της Ελένη Εθελόντρια είναι τώρα: Επιμελητής.'),
  ).toBeVisible()
  await row.getByRole('button', { name: 'Αφαίρεση' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Αφαίρεση του/της Ελένη Εθελόντρια από την ομάδα;')
  await dialog.getByRole('button', { name: 'Αφαίρεση' }).click()
  await expect(page.getByText('Ο/Η Ελένη Εθελόντρια αφαιρέθηκε από την ομάδα.')).toBeVisible()
  await page.reload()
  await expect(page.locator(`[data-person="${VOLUNTEER}"]`)).toHaveCount(0)

  // Their session ended at once: the next page finds them signed out.
  await volunteer.goto('/?lang=en')
  await expect(volunteer.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await volunteerContext.close()
})

test('the People page fits a phone in both languages and passes axe', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.setViewportSize({ width: 360, height: 800 })
  for (const lang of ['en', 'el']) {
    await page.goto(`/admin/people?lang=${lang}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en' ? 'People' : 'Άτομα',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
  }
  await page.screenshot({ path: test.info().outputPath('people-360-el.png'), fullPage: true })
})
