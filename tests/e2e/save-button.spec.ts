/**
 * The save button of the content forms says what saving will do with the chosen status, in the
 * admin's language: "Save draft", "Schedule", "Publish", or "Update" for an item already public.
 */
import { signInAs } from './support/auth'
import { createItem, testDates } from './support/content-api'
import { expect, test } from './support/test'

test('the save button follows the chosen status, in English and Greek, and says Update for a published item', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/news/create?lang=en')
  const submit = page.getByRole('main').locator('form button[type="submit"]').last()
  await expect(submit).toHaveText('Publish')
  await page.getByLabel('Status').selectOption('draft')
  await expect(submit).toHaveText('Save draft')
  await page.getByLabel('Status').selectOption('scheduled')
  await expect(submit).toHaveText('Schedule')

  await page.goto('/story/create?lang=el')
  await expect(submit).toHaveText('Δημοσίευση')
  await page.getByLabel('Κατάσταση').selectOption('draft')
  await expect(submit).toHaveText('Αποθήκευση πρόχειρου')
  await page.getByLabel('Κατάσταση').selectOption('scheduled')
  await expect(submit).toHaveText('Προγραμματισμός')

  const published = await createItem(page, '/api/v1/events', {
    title: 'E2E published event',
    date: testDates().tomorrow,
    time: '10:00',
  })
  await page.goto(`/events/${published}/edit?lang=en`)
  await expect(submit).toHaveText('Update')
  await page.getByLabel('Status').selectOption('draft')
  await expect(submit).toHaveText('Save draft')
  const draft = await createItem(page, '/api/v1/events', {
    title: 'E2E draft event',
    date: testDates().tomorrow,
    time: '10:00',
    status: 'draft',
  })
  await page.goto(`/events/${draft}/edit?lang=el`)
  await expect(submit).toHaveText('Αποθήκευση πρόχειρου')
  await page.getByLabel('Κατάσταση').selectOption('published')
  await expect(submit).toHaveText('Δημοσίευση')
})
