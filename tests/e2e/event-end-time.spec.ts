/**
 * The event form's optional end time: the same 15-minute steps as the start, refused in the
 * admin's language when it is not after the start, then shown on the event page.
 */
import { signInAs } from './support/auth'
import { testDates } from './support/content-api'
import { expect, test } from './support/test'

test('an end time before the start is refused at its field in Greek; a later one shows on the page', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/events/create?lang=el')
  const { tomorrow } = testDates()
  const dateBox = page.getByRole('textbox', { name: 'Ημερομηνία', exact: true })
  await dateBox.fill(tomorrow.split('-').reverse().join('/'))
  await dateBox.blur()
  await page.getByLabel('Τίτλος (Αγγλικά)').fill('E2E Evening With An End')
  await page.getByLabel('Ώρα', { exact: true }).selectOption('18:00')
  const end = page.getByLabel('Λήξη', { exact: true })
  // The same steps as the start, and none by default.
  await expect(end.locator('option')).toHaveCount(97)
  await expect(end).toHaveValue('')
  await end.selectOption('17:45')
  await page.getByRole('main').locator('form button[type="submit"]').last().click()
  await expect(
    page.getByText(
      'Η ώρα λήξης πρέπει να είναι μετά την ώρα έναρξης: επιλέξτε μεταγενέστερη ώρα ή καμία.',
    ),
  ).toBeVisible()
  await expect(end).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/events\/create/)

  await end.selectOption('20:30')
  await page.getByRole('main').locator('form button[type="submit"]').last().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Evening With An End')
  await expect(page.locator('dd', { has: page.locator('time[datetime="18:00"]') })).toHaveText(
    '18:00 – 20:30',
  )
  const id = new URL(page.url()).pathname.split('/').pop()
  const stored = await page.request.get(`/api/v1/events/${id}`)
  expect(((await stored.json()) as { data: { end_time: string } }).data.end_time).toBe('20:30')
})
