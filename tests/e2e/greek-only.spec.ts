/**
 * A volunteer writes an event in Greek only and saves it; English visitors then find it, in
 * Greek, with a note that says so and leads to the Greek page (docs/decisions/0035).
 */
import { signInAs } from './support/auth'
import { testDates } from './support/content-api'
import { expect, test } from './support/test'

test('an event written only in Greek is saved, and English visitors see it in Greek with the note', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/events/create?lang=el')
  const dateBox = page.getByRole('textbox', { name: 'Ημερομηνία', exact: true })
  await dateBox.fill(testDates().tomorrow.split('-').reverse().join('/'))
  await dateBox.blur()
  await page.getByLabel('Ώρα', { exact: true }).selectOption('11:00')
  // Neither title: one message on the title field says that a Greek one is enough.
  await page.getByRole('main').locator('form button[type="submit"]').last().click()
  await expect(
    page.getByText(
      'Ο τίτλος είναι υποχρεωτικός: γράψτε τον στα αγγλικά, στα ελληνικά ή και στα δύο.',
    ),
  ).toBeVisible()

  await page.getByLabel('Τίτλος (Ελληνικά)').fill('Ε2Ε Απογευματινός περίπατος')
  await page.getByLabel('Περιγραφή (Ελληνικά)').fill('Περπατάμε μαζί στο πάρκο.')
  await page.getByRole('main').locator('form button[type="submit"]').last().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ε2Ε Απογευματινός περίπατος')
  const id = new URL(page.url()).pathname.split('/').pop()!

  const visitor = await browser.newPage()
  await visitor.goto(`/events/${id}?lang=en`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Ε2Ε Απογευματινός περίπατος')
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'el')
  const note = visitor.locator('[data-greek-only-note]')
  await expect(note).toHaveText('Available in Greek only.Read it on the Greek site')
  await expect(note.getByRole('link', { name: 'Read it on the Greek site' })).toHaveAttribute(
    'href',
    `/events/${id}?lang=el`,
  )
  await expect(visitor.getByText('Περπατάμε μαζί στο πάρκο.')).toHaveAttribute('lang', 'el')

  await visitor.goto('/events?lang=en')
  const card = visitor.locator('article', {
    has: visitor.getByRole('link', { name: 'Ε2Ε Απογευματινός περίπατος' }),
  })
  await expect(card.locator('[data-greek-only-note]')).toHaveText('Available in Greek only.')
  await visitor.close()
})
