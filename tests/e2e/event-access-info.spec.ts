/**
 * An event's access and sensory information: an admin fills it in, English and Greek, in the
 * event form, whose hint says what it covers; the event page shows it under its own heading in
 * both languages.
 */
import { signInAs } from './support/auth'
import { testDates } from './support/content-api'
import { expect, test } from './support/test'

const ACCESS = 'Step-free entrance from the car park; a quiet room on the ground floor.'
const ACCESS_EL = 'Είσοδος χωρίς σκαλιά από το πάρκινγκ· ήσυχο δωμάτιο στο ισόγειο.'

test('an admin writes the access information in the form; the page shows it under its heading in English and Greek', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/events/create')
  const { tomorrow } = testDates()
  const dateBox = page.getByRole('textbox', { name: 'Date', exact: true })
  await dateBox.fill(tomorrow.split('-').reverse().join('/'))
  await dateBox.blur()
  await page.getByLabel('Title (English)').fill('E2E Accessible Coffee Morning')
  await page.getByLabel('Time', { exact: true }).selectOption('10:00')
  const english = page.getByLabel('Access and sensory information (English)')
  await expect(english).toHaveAccessibleDescription(
    'Step-free access, a quiet room, and whether the venue has flashing or strobe lights.',
  )
  await english.fill(ACCESS)
  await page.getByLabel('Access and sensory information (Greek)').fill(ACCESS_EL)
  await page.getByRole('main').locator('form button[type="submit"]').last().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Accessible Coffee Morning')

  const section = page.getByRole('region', { name: 'Access and sensory information' })
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    'Access and sensory information',
  )
  await expect(section.getByText(ACCESS)).toBeVisible()

  await page.goto(`${new URL(page.url()).pathname}?lang=el`)
  const greek = page.getByRole('region', { name: 'Προσβασιμότητα και αισθητηριακές πληροφορίες' })
  await expect(greek.getByText(ACCESS_EL)).toBeVisible()
})
