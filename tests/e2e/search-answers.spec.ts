/**
 * Search that answers the question, end to end: a misspelt word shows what the right one finds
 * under "Did you mean …" with a link to that search; a query in the other language's script
 * shows that language's results, labelled, opening in it; an admin adds a synonym on
 * /admin/search-synonyms (from the account menu) and the next search uses it, a faulty list is
 * refused naming its line, and non-admins are refused the page. Axe on each screen; a 360 px
 * phone and a desktop.
 */
import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const PHONE = { width: 360, height: 780 }
const DESKTOP = { width: 1280, height: 800 }

test('a misspelt word finds what the right one finds, with a link to that search (phone, English)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/search?q=siezure')
  const main = page.getByRole('main')
  await expect(main.getByText('Nothing matched “siezure”.', { exact: false })).toBeVisible()
  const suggestion = main.getByRole('link', { name: 'seizure', exact: true })
  await expect(suggestion).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: /results for “seizure”/ })).toBeVisible()
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem')
  expect(await results.count()).toBeGreaterThan(10)
  await expectNoAxeViolations(page)
  await suggestion.click()
  await expect(page).toHaveURL(/\/search\?q=seizure$/)
  await expect(main.getByText('Nothing matched', { exact: false })).toHaveCount(0)
})

test('a misspelt Greek word: «Μήπως εννοείτε …;» (desktop, Greek)', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/search?q=φωτοευεσθητη&lang=el')
  const main = page.getByRole('main')
  await expect(main.getByText('Μήπως εννοείτε', { exact: false })).toBeVisible()
  await expect(main.getByRole('link', { name: 'φωτοευαίσθητη', exact: true })).toBeVisible()
  await expect(
    page
      .getByRole('list', { name: 'Αποτελέσματα αναζήτησης' })
      .getByRole('heading', { level: 3 })
      .first(),
  ).toHaveText('Φωτοευαίσθητη επιληψία')
})

test('Greek letters on the English site show the Greek results, labelled, opening in Greek', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/search?q=' + encodeURIComponent('θέση ανάνηψης'))
  const main = page.getByRole('main')
  await expect(main.getByText('These results are in Greek')).toBeVisible()
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()
  await expect(first.getByText('In Greek')).toBeVisible()
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('Η θέση ανάνηψης')
  await expect(first.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'el')
  await expectNoAxeViolations(page)
  await first.getByRole('link', { name: 'Η θέση ανάνηψης' }).click()
  await expect(page).toHaveURL(/\/first-aid\?lang=el#recovery$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Πρώτες βοήθειες σε κρίση')
})

test('an English word on the Greek site shows the English results, labelled (phone)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/search?q=ambulance&lang=el')
  await expect(page.getByRole('main').getByText('Τα αποτελέσματα είναι στα αγγλικά')).toBeVisible()
  const first = page
    .getByRole('list', { name: 'Αποτελέσματα αναζήτησης' })
    .getByRole('listitem')
    .first()
  await expect(first.getByText('Στα αγγλικά')).toBeVisible()
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(
    'When to call an ambulance (112)',
  )
  await expect(
    first.getByRole('link', { name: 'When to call an ambulance (112)' }),
  ).toHaveAttribute('href', /\?lang=en$/)
  await expectNoAxeViolations(page)
})

test('an admin adds a synonym and the next search uses it; a faulty list is refused', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await signInAs(page, 'admin')
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Search synonyms' }).click()
  await expect(page).toHaveURL(/\/admin\/search-synonyms$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Search synonyms' })).toBeVisible()
  await expectNoAxeViolations(page)

  const english = page.getByLabel('English synonyms')
  await expect(english).toHaveValue(/fits/)
  const list = await english.inputValue()
  const lines = list.split('\n').length

  // A line with one term: refused, the line named, the focus on the list.
  await english.fill(`${list}\nstrobe`)
  await page.getByRole('button', { name: 'Save synonyms' }).click()
  await expect(
    page.getByText(`Line ${lines + 1}: a group needs at least two different terms`, {
      exact: false,
    }),
  ).toBeVisible()
  await expect(english).toBeFocused()
  await expectNoAxeViolations(page)

  await english.fill(`${list}\nstrobe, photosensitive`)
  await page.getByRole('button', { name: 'Save synonyms' }).click()
  await expect(page.getByText('Synonyms saved. Search uses them from now on.')).toBeVisible()

  await page.goto('/search?q=strobe')
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 3 }).first(),
  ).toHaveText('Photosensitive epilepsy')
})

test('visitors and members are refused the synonyms page', async ({ page }) => {
  await page.goto('/admin/search-synonyms')
  await expect(page.getByText('Admin access required.')).toBeVisible()
  await signInAs(page, 'user')
  await page.goto('/admin/search-synonyms?lang=el')
  await expect(page.getByText('Απαιτείται πρόσβαση διαχειριστή.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Αποθήκευση συνωνύμων' })).toHaveCount(0)
})
