/**
 * The site's own statistics, end to end: a visitor on a phone browses, starts the seizure timer
 * and searches for something the site lacks, and gets no cookie for it; the admin then finds
 * those visits on /admin/analytics, in Greek at 360 px and in English on a desktop. The visitor
 * presents a phone's user agent, which no other test does, so its visits can be told apart from
 * those of the other tests' desktop browsers on the same server.
 */
import type { APIRequestContext } from '@playwright/test'

import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { expect, test, untilHydrated } from './support/test'

// This spec's subject includes the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' })

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

const TEXT = {
  en: {
    title: 'Statistics',
    nothingFound: 'Searches that found nothing',
    timerStarts: 'Seizure timer starts',
    pages: 'Top pages',
  },
  el: {
    title: 'Στατιστικά',
    nothingFound: 'Αναζητήσεις χωρίς αποτελέσματα',
    timerStarts: 'Εκκινήσεις του χρονομέτρου κρίσης',
    pages: 'Δημοφιλέστερες σελίδες',
  },
} as const

interface Figures {
  views: number
  pages: { path: string; views: number }[]
  devices: { device: string; views: number }[]
  first_aid: { views: number; timer_starts: number }
  searches_without_results: { lang: string; term: string; count: number }[]
}

async function figures(request: APIRequestContext): Promise<Figures> {
  const response = await request.get('/api/v1/analytics')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: Figures }).data
}

/**
 * Ranked lists stop at the top 50, and a worker's server has seen many pages by now (the desktop
 * browsers of other tests count as visitors): the visits are counted through the device classes,
 * where this visitor is the only phone, and the unanswered search is made twice so that it ranks
 * above the one-off searches of other tests.
 */
const phoneViews = (data: Figures) => data.devices.find((d) => d.device === 'phone')?.views ?? 0
const timesUnanswered = (data: Figures, lang: string, term: string) =>
  data.searches_without_results.find((s) => s.term === term && s.lang === lang)?.count ?? 0

for (const [lang, viewport] of [
  ['el', { width: 360, height: 740 }],
  ['en', { width: 1280, height: 800 }],
] as const) {
  test(`a visitor's pages, timer start and unanswered search show on the statistics page (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const T = TEXT[lang]
    await signInAs(page, 'admin')
    const before = await figures(page.request)
    const term = `zqxv ${lang} ${Date.now()}`

    const visitor = await browser.newContext({
      baseURL,
      userAgent: PHONE_UA,
      viewport: { width: 360, height: 740 },
    })
    const phone = await visitor.newPage()
    await phone.goto(`/first-aid?lang=${lang}`)
    await untilHydrated(phone)
    // From here on the service worker passes each navigation on, as for a returning visitor.
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const beacon = phone.waitForRequest(
      (request) =>
        request.url().endsWith('/api/v1/analytics/timer-start') && request.method() === 'POST',
    )
    await phone
      .getByRole('button', { name: lang === 'el' ? 'Έναρξη χρονομέτρου' : 'Start timer' })
      .click()
    const sent = await beacon
    // The beacon says that the timer started, and nothing else.
    expect(sent.postData() ?? '').toBe('')
    await phone.goto(`/search?q=${encodeURIComponent(term)}&lang=${lang}`)
    await phone.goto(`/about?lang=${lang}`)
    await phone.goto(`/search?q=${encodeURIComponent(term)}&lang=${lang}`)
    // Statistics set no cookie: the only one a visitor gets is the language they chose.
    const cookies = await visitor.cookies()
    expect(cookies.map((cookie) => cookie.name)).toEqual(['lang'])
    await visitor.close()

    await expect
      .poll(async () => {
        const after = await figures(page.request)
        return {
          phoneViews: phoneViews(after) - phoneViews(before),
          firstAid: after.first_aid.views - before.first_aid.views,
          timer: after.first_aid.timer_starts - before.first_aid.timer_starts,
          unanswered: timesUnanswered(after, lang, term),
        }
      })
      // First aid, the search twice and the About page.
      .toEqual({ phoneViews: 4, firstAid: 1, timer: 1, unanswered: 2 })
    const topPage = (await figures(page.request)).pages[0]?.path
    expect(topPage).toBeDefined()

    await page.setViewportSize(viewport)
    await page.goto(`/admin/analytics?lang=${lang}`)
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
    const unanswered = page
      .getByRole('region', { name: T.nothingFound })
      .or(
        page
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: T.nothingFound }) }),
      )
    await expect(unanswered.getByRole('cell', { name: term })).toBeVisible()
    const topPages = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: T.pages }) })
    await expect(topPages.getByRole('cell', { name: topPage, exact: true })).toBeVisible()
    await expect(page.locator('[data-analytics-summary]').getByText(T.timerStarts)).toBeVisible()
    await expect(page.locator('svg[data-views-chart]')).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page)
  })
}

for (const lang of ['en', 'el'] as const) {
  test(`an editor reads the statistics on a phone (${lang}): the figures table fits at 360 px`, async ({
    page,
  }) => {
    const T = {
      en: {
        title: 'Statistics',
        show: 'Show the figures per day',
        day: 'Day',
        views: 'Page views',
      },
      el: {
        title: 'Στατιστικά',
        show: 'Εμφάνιση των στοιχείων ανά ημέρα',
        day: 'Ημέρα',
        views: 'Προβολές σελίδων',
      },
    }[lang]
    // Signed in at the desktop size, where the account menu is in the header.
    await signInAs(page, 'editor')
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`/admin/analytics?lang=${lang}`)
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
    await expect(page.locator('svg[data-views-chart]')).toBeVisible()
    // The chart's figures, day by day, in a table a screen reader and a phone can read.
    await page.getByText(T.show).click()
    const table = page.locator('figure').getByRole('table')
    await expect(table.getByRole('columnheader', { name: T.day })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: T.views })).toBeVisible()
    expect(await table.getByRole('row').count()).toBeGreaterThan(1)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
  })
}

test('a bad period shows its message on the field, in Greek', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/admin/analytics?lang=el&from=2026-11-28&to=2026-11-01')
  const from = page.getByRole('textbox', { name: 'Από' })
  await expect(from).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.getByText('Η ημερομηνία έναρξης πρέπει να είναι ίδια ή πριν από την ημερομηνία λήξης.'),
  ).toBeVisible()
})

test('visitors and signed-in non-admins cannot open the statistics', async ({ page }) => {
  const anonymous = await page.request.get('/api/v1/analytics')
  expect(anonymous.status()).toBe(401)
  await signInAs(page, 'user')
  const response = await page.goto('/admin/analytics')
  expect(response?.status()).toBe(403)
  expect((await page.request.get('/api/v1/analytics')).status()).toBe(403)
})
