/**
 * Greek readers of an item without Greek text see a short Greek note on that item, and its
 * English text keeps lang="en" (the demo's English-only news post). English pages show no note.
 * Phone and desktop, axe on every screen.
 */
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const TITLE = 'Volunteers wanted for our spring events'
const NOTE = 'Δεν είναι ακόμη διαθέσιμο στα ελληνικά· εμφανίζεται στα αγγλικά.'
const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`an English-only item says so in Greek on its card and page (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/news?lang=el')
    const card = page.locator('article', { has: page.getByRole('link', { name: TITLE }) })
    await expect(card.getByText(NOTE)).toBeVisible()
    await expect(card.getByRole('heading', { name: TITLE })).toHaveAttribute('lang', 'en')
    // Translated items carry no note: on every card, the note goes with an English heading (other
    // tests of the same server may have added English-only items of their own).
    const cards = await page.locator('article').all()
    let translated = 0
    for (const each of cards) {
      const english = (await each.getByRole('heading').first().getAttribute('lang')) === 'en'
      await expect(each.getByText(NOTE)).toHaveCount(english ? 1 : 0)
      if (!english) translated += 1
    }
    expect(translated).toBeGreaterThan(0)
    await expectNoAxeViolations(page)

    await card.getByRole('link', { name: TITLE }).click()
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toHaveAttribute('lang', 'en')
    await expect(page.getByText(NOTE)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
    await expectNoAxeViolations(page)

    await page.goto(`${new URL(page.url()).pathname}?lang=en`)
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(page.getByText(NOTE)).toHaveCount(0)
  })
}
