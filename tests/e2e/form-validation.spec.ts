/**
 * Invalid input in the admin content forms is shown at its fields only: no failure toast, focus
 * on the first field with a problem, and the message goes as soon as the field is valid.
 */
import { signInAs } from './support/auth'
import { expect, test } from './support/test'

for (const { lang, width, required, failure } of [
  {
    lang: 'en',
    width: 1280,
    required: 'Title is required: give it in English, in Greek or in both.',
    failure: 'Failed to create event.',
  },
  {
    lang: 'el',
    width: 360,
    required: 'Ο τίτλος είναι υποχρεωτικός: γράψτε τον στα αγγλικά, στα ελληνικά ή και στα δύο.',
    failure: 'Η δημιουργία της εκδήλωσης απέτυχε.',
  },
] as const) {
  test(`an empty event form shows field errors only, focused, cleared when fixed (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await page.setViewportSize({ width, height: 800 })
    await page.goto(`/events/create?lang=${lang}`, { waitUntil: 'networkidle' })
    const submit = page.getByRole('main').locator('form button[type="submit"]').last()
    await submit.click()
    await submit.click()
    await expect(page.getByText(required)).toBeVisible()
    const title = page.locator('input[name="title"]')
    await expect(title).toBeFocused()
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    // No failure toast for input the admin can fix, however often the form is sent.
    await expect(page.getByText(failure)).toHaveCount(0)
    await title.fill('A valid title')
    await expect(page.getByText(required)).toHaveCount(0)
    await expect(title).not.toHaveAttribute('aria-invalid', 'true')
  })
}
