/**
 * Past events end to end: /events lists upcoming events first (soonest first) and past ones after
 * under their own heading (most recent first), each marked; a past event's page says so and its
 * "Interested" button is disabled; the home page shows upcoming events only. Phone and desktop,
 * English and Greek, axe on every screen.
 */
import { type Locator } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const
const TEXT = {
  en: {
    upcoming: 'Upcoming events',
    past: 'Past events',
    badge: 'Past event',
    notice: /already taken place/,
    closed: /Interest closed/,
  },
  el: {
    upcoming: 'Επερχόμενες εκδηλώσεις',
    past: 'Προηγούμενες εκδηλώσεις',
    badge: 'Έχει πραγματοποιηθεί',
    notice: /έχει ήδη πραγματοποιηθεί/,
    closed: /Το ενδιαφέρον έκλεισε/,
  },
} as const

const todayInCyprus = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Nicosia' }).format(new Date())

async function datesOf(section: Locator) {
  return section
    .locator('article time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
}

for (const lang of ['en', 'el'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`events: upcoming first, past after and marked, interest closed (${lang}, ${size})`, async ({
      page,
    }) => {
      const T = TEXT[lang]
      const today = todayInCyprus()
      await page.setViewportSize(viewport)
      await page.goto(`/events?lang=${lang}`)
      const upcoming = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: T.upcoming }),
      })
      const past = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: T.past }),
      })
      await expect(upcoming).toBeVisible()
      await expect(past).toBeVisible()

      const upcomingDates = await datesOf(upcoming)
      const pastDates = await datesOf(past)
      expect(upcomingDates.length).toBeGreaterThan(0)
      expect(pastDates.length).toBeGreaterThan(0)
      expect(upcomingDates.every((date) => date >= today)).toBe(true)
      expect(upcomingDates).toEqual([...upcomingDates].sort())
      expect(pastDates.every((date) => date < today)).toBe(true)
      expect(pastDates).toEqual([...pastDates].sort().reverse())
      // Past events come after the upcoming ones, each visibly marked; upcoming ones are not.
      const upcomingBox = (await upcoming.boundingBox())!
      const pastBox = (await past.boundingBox())!
      expect(pastBox.y).toBeGreaterThan(upcomingBox.y + upcomingBox.height - 1)
      await expect(past.locator('article').getByText(T.badge, { exact: true })).toHaveCount(
        pastDates.length,
      )
      await expect(upcoming.getByText(T.badge, { exact: true })).toHaveCount(0)
      await expectNoAxeViolations(page)

      // The most recent past event: its page says it took place; interest is closed.
      await past.locator('article').first().getByRole('link').first().click()
      await expect(page.getByRole('note').filter({ hasText: T.notice })).toBeVisible()
      const like = page.getByTestId('like-button')
      await expect(like).toBeDisabled()
      await expect(like).toHaveAccessibleName(T.closed)
      await expectNoAxeViolations(page)

      // An upcoming event's button still works.
      await page.goto(`/events?lang=${lang}`)
      await upcoming.locator('article').first().getByRole('link').first().click()
      await expect(page.getByTestId('like-button')).toBeEnabled()
      await expect(page.getByRole('note').filter({ hasText: T.notice })).toHaveCount(0)
    })
  }

  test(`the home page shows upcoming events only (${lang})`, async ({ page }) => {
    const today = todayInCyprus()
    await page.goto(`/?lang=${lang}`)
    const section = page.locator('#home-events').locator('xpath=ancestor-or-self::section[1]')
    const dates = await section
      .locator('article time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect(dates.length).toBeGreaterThan(0)
    expect(dates.every((date) => date >= today)).toBe(true)
  })
}
