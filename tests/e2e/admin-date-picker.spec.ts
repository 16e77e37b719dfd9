/**
 * The admin forms' date field in Greek: dd/mm/yyyy in the box, a calendar with Greek month and
 * day names starting on Monday, days before today not pickable, driven only by the keyboard, and
 * the event saved with the ISO day.
 */
import { signInAs } from './support/auth'
import { expect, test } from './support/test'

// The browser's today is Cyprus's today, the first day the form allows.
test.use({ timezoneId: 'Asia/Nicosia' })

function cyprusToday(): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Nicosia' })
    .format(new Date())
    .split('-')
    .map(Number)
  return new Date(Date.UTC(year!, month! - 1, day!))
}

const GREEK_MONTHS = [
  'Ιανουάριος',
  'Φεβρουάριος',
  'Μάρτιος',
  'Απρίλιος',
  'Μάιος',
  'Ιούνιος',
  'Ιούλιος',
  'Αύγουστος',
  'Σεπτέμβριος',
  'Οκτώβριος',
  'Νοέμβριος',
  'Δεκέμβριος',
]

const iso = (date: Date) => date.toISOString().slice(0, 10)
const dayMonthYear = (date: Date) => iso(date).split('-').reverse().join('/')

test('pick a date with the keyboard in Greek and save an event', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/events/create?lang=el', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name: 'Νέα εκδήλωση' })).toBeVisible()

  const today = cyprusToday()
  const picked = new Date(today.getTime() + 8 * 86_400_000)
  const yesterday = new Date(today.getTime() - 86_400_000)

  const dateBox = page.getByRole('textbox', { name: 'Ημερομηνία', exact: true })
  await expect(dateBox).toHaveAttribute('placeholder', 'ηη/μμ/εεεε')
  await dateBox.focus()
  await page.keyboard.press('Tab')
  const opener = page.getByRole('button', { name: 'Άνοιγμα ημερολογίου' })
  await expect(opener).toBeFocused()
  await page.keyboard.press('Enter')

  const calendar = page.getByRole('dialog', { name: 'Ημερολόγιο' })
  await expect(calendar).toBeVisible()
  // Greek month name in the caption, and weeks that start on Monday.
  await expect(calendar.getByRole('grid')).toHaveAccessibleName(
    `${GREEK_MONTHS[today.getUTCMonth()]} ${today.getUTCFullYear()}`,
  )
  const weekdays = calendar.locator('thead th')
  await expect(weekdays.first()).toHaveAttribute('aria-label', 'Δευτέρα')
  await expect(weekdays.last()).toHaveAttribute('aria-label', 'Κυριακή')
  // Today has the focus; days before it cannot be chosen.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Σήμερα, /)
  if (yesterday.getUTCMonth() === today.getUTCMonth()) {
    await expect(calendar.locator(`[data-day="${iso(yesterday)}"] button`)).toBeDisabled()
  }

  // A week on and a day on, then choose it: the box shows it, the focus is back in the box.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  await expect(dateBox).toHaveValue(dayMonthYear(picked))
  await expect(dateBox).toBeFocused()

  // Escape closes the calendar without choosing, and hands the focus back to its button.
  await opener.click()
  await expect(calendar).toBeVisible()
  await expect(calendar.locator(`[data-day="${iso(picked)}"]`)).toHaveAttribute(
    'data-selected',
    'true',
  )
  await page.keyboard.press('Escape')
  await expect(calendar).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(dateBox).toHaveValue(dayMonthYear(picked))

  await page.getByLabel('Τίτλος (Αγγλικά)').fill('E2E Calendar Picnic')
  await page.getByLabel('Ώρα').selectOption('10:30')
  await page.getByLabel('Τοποθεσία (Αγγλικά)').fill('Paphos')
  await page.getByRole('button', { name: 'Δημοσίευση', exact: true }).click()
  await expect(page.getByText('Η εκδήλωση δημιουργήθηκε!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Calendar Picnic')

  const id = new URL(page.url()).pathname.split('/').pop()
  const stored = await page.request.get(`/api/v1/events/${id}`)
  expect(stored.ok()).toBe(true)
  expect(((await stored.json()) as { data: { date: string } }).data.date).toBe(iso(picked))

  const removed = await page.request.delete(`/api/v1/events/${id}`)
  expect(removed.ok()).toBe(true)
})

test('a typed day is read as day/month/year, and a past day is refused', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/events/create?lang=el', { waitUntil: 'networkidle' })
  const dateBox = page.getByRole('textbox', { name: 'Ημερομηνία', exact: true })
  const today = cyprusToday()
  const inTwoMonths = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 3))
  await dateBox.fill(`3/${inTwoMonths.getUTCMonth() + 1}/${inTwoMonths.getUTCFullYear()}`)
  await dateBox.blur()
  await expect(dateBox).toHaveValue(dayMonthYear(inTwoMonths))
  await expect(page.locator('input[type=hidden][name=date]')).toHaveValue(iso(inTwoMonths))

  await dateBox.fill(dayMonthYear(new Date(today.getTime() - 86_400_000)))
  await page.getByLabel('Τίτλος (Αγγλικά)').fill('E2E Past Picnic')
  await page.getByLabel('Ώρα').selectOption('10:30')
  await page.getByLabel('Τοποθεσία (Αγγλικά)').fill('Paphos')
  await page.getByRole('button', { name: 'Δημοσίευση', exact: true }).click()
  // Refused at the field itself, not with a failure toast.
  await expect(
    page.getByText(
      'Η ημερομηνία δεν μπορεί να είναι στο παρελθόν. Επιλέξτε σήμερα ή μια μεταγενέστερη ημέρα.',
    ),
  ).toBeVisible()
  await expect(page.getByText('Η δημιουργία της εκδήλωσης απέτυχε.')).toHaveCount(0)
  await expect(dateBox).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/events\/create/)
})
