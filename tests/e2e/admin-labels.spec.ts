/**
 * The history page names each field, and numbers each version, in the admin's language: exact
 * texts in English and Greek (issue: raw names such as `contact_number` showed in both).
 */
import { signInAs } from './support/auth'
import { createItem, testDates } from './support/content-api'
import { expect, test } from './support/test'

test("the history page's differences and changed lines use the form's labels, in English and Greek", async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const id = await createItem(page, '/api/v1/events', {
    title: 'E2E labelled event',
    title_el: 'Εκδήλωση με ετικέτες',
    date: testDates().tomorrow,
    time: '18:00',
    contact_number: '+357 22 000001',
  })
  const patched = await page.request.patch(`/api/v1/events/${id}`, {
    data: { contact_number: '+357 22 000002', title_el: 'Εκδήλωση με νέες ετικέτες' },
  })
  expect(patched.status()).toBe(200)

  await page.goto(`/admin/history/events/${id}?lang=en`)
  const versions = page.locator('[data-revision]')
  await expect(versions).toHaveCount(2)
  await expect(versions.nth(0).locator('p').first()).toHaveText('Version 2 · Edited')
  await expect(versions.nth(1).locator('p').first()).toHaveText('Version 1 · Created')
  await expect(versions.nth(0).getByText(/^Changed:/)).toHaveText(
    'Changed: Contact number, Title (Greek)',
  )
  await expect(page.locator('[data-diff] dt')).toHaveText(['Title (Greek)', 'Contact number'])

  await page.goto(`/admin/history/events/${id}?lang=el`)
  await expect(versions.nth(0).locator('p').first()).toHaveText('Έκδοση 2 · Επεξεργασία')
  await expect(versions.nth(0).getByText(/^Αλλαγές:/)).toHaveText(
    'Αλλαγές: Τηλέφωνο επικοινωνίας, Τίτλος (Ελληνικά)',
  )
  await expect(page.locator('[data-diff] dt')).toHaveText([
    'Τίτλος (Ελληνικά)',
    'Τηλέφωνο επικοινωνίας',
  ])
})
