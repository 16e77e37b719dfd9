/**
 * Seizure first aid end to end, at a phone size in Cyprus (Asia/Nicosia), in English and Greek:
 * the links that lead to it, the timer with an emulated clock (5-minute state, reload, stop and
 * copy), the printable card on one A6 and one A4 page, offline use through the service worker
 * after one visit, and no worker for admins. axe-core checks the page, the timer's states and
 * the card.
 */
import { type BrowserContext, type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { untilOfflineReady } from './support/offline'
import { expect, test } from './support/test'

// This spec's subject includes the service worker, which the other specs block.
test.use({ serviceWorkers: 'allow' })

const PHONE = { width: 360, height: 780 }

const TEXT = {
  en: {
    title: 'Seizure first aid',
    headerControl: 'First aid',
    start: 'Start timer',
    stop: 'Stop',
    callNow: 'Call 112 now',
    overFive: 'More than 5 minutes: call 112 now',
    announce: 'The seizure has lasted 5 minutes. Call 112 now.',
    stopped: /Seizure timed: 6 min \d+ s/,
    summary: /^Seizure started on 23\/11\/2026 at 12:10:00 and lasted 6 min \d+ s\.$/,
    copy: 'Copy summary for the paramedics',
    copied: 'Summary copied.',
    clear: 'Clear',
    printCard: 'Print a first-aid card',
    cardTitle: 'Seizure first aid',
    offlineTitle: 'You are offline',
    openFirstAid: 'Open seizure first aid',
    aboutTitle: /Epilepsy Cyprus/,
    footerLink: 'Seizure First Aid',
    homeHelpLink: 'Seizure first aid',
    dialogLink: 'Seizure first aid',
    needHelp: 'Need help now?',
    emergencyTitle: 'Emergency Number',
  },
  el: {
    title: 'Πρώτες βοήθειες σε κρίση επιληψίας',
    headerControl: 'Πρώτες βοήθειες',
    start: 'Έναρξη χρονομέτρου',
    stop: 'Διακοπή',
    callNow: 'Καλέστε τώρα το 112',
    overFive: 'Πάνω από 5 λεπτά: καλέστε τώρα το 112',
    announce: 'Η κρίση διαρκεί ήδη 5 λεπτά. Καλέστε τώρα το 112.',
    stopped: /Διάρκεια κρίσης: 6 λεπτά \d+ δευτερόλεπτ/,
    summary: /^Κρίση: έναρξη 23\/11\/2026 στις 12:10:00, διάρκεια 6 λεπτά \d+ δευτερόλεπτα?\.$/,
    copy: 'Αντιγραφή περίληψης για τους διασώστες',
    copied: 'Η περίληψη αντιγράφηκε.',
    clear: 'Μηδενισμός',
    printCard: 'Εκτυπώστε μια κάρτα πρώτων βοηθειών',
    cardTitle: 'Πρώτες βοήθειες σε κρίση επιληψίας',
    offlineTitle: 'Δεν υπάρχει σύνδεση',
    openFirstAid: 'Ανοίξτε τις πρώτες βοήθειες',
    aboutTitle: /Επιληψία Κύπρου/,
    footerLink: 'Πρώτες βοήθειες σε κρίση',
    homeHelpLink: 'Πρώτες βοήθειες σε κρίση',
    dialogLink: 'Πρώτες βοήθειες σε κρίση',
    needHelp: 'Χρειάζεστε βοήθεια τώρα;',
    emergencyTitle: 'Αριθμός έκτακτης ανάγκης',
  },
} as const

type Lang = keyof typeof TEXT

async function openFirstAid(page: Page, lang: Lang) {
  await page.goto(`/first-aid?lang=${lang}`)
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible()
  // The Start button works once the page's code has run.
  await expect(page.getByRole('button', { name: TEXT[lang].start })).toBeEnabled()
}

for (const lang of ['en', 'el'] as const) {
  const T = TEXT[lang]

  test.describe(`first aid (${lang}, phone, Cyprus)`, () => {
    test.use({
      viewport: PHONE,
      timezoneId: 'Asia/Nicosia',
      locale: lang === 'el' ? 'el-GR' : 'en-GB',
    })

    test('the header, home, footer and emergency dialog lead to it', async ({ page }) => {
      await page.goto(`/?lang=${lang}`)
      await expect(
        page.getByRole('banner').getByRole('link', { name: T.headerControl }),
      ).toHaveAttribute('href', '/first-aid')
      await expect(
        page.locator('main').getByRole('link', { name: T.homeHelpLink, exact: true }),
      ).toHaveAttribute('href', '/first-aid')
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: T.footerLink, exact: true }),
      ).toHaveAttribute('href', '/first-aid')

      await page.getByRole('button', { name: T.needHelp }).first().click()
      const dialog = page.getByRole('dialog', { name: T.emergencyTitle })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('link', { name: T.dialogLink }).click()
      await expect(page).toHaveURL(/\/first-aid$/)
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()

      await page.getByRole('banner').getByRole('link', { name: T.headerControl }).click()
      await expect(page).toHaveURL(/\/first-aid$/)
    })

    test('the timer reaches the 5-minute state with Cyprus 112, survives a reload, stops and copies a summary', async ({
      page,
      context,
    }) => {
      // Three axe runs and two reloads: more than the default time on a busy machine.
      test.setTimeout(90_000)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') })
      await openFirstAid(page, lang)
      const timer = page.getByTestId('seizure-timer')
      await expect(page.getByTestId('first-aid-call')).toHaveAttribute('href', 'tel:112')
      await expectNoAxeViolations(page)
      // From here the clock moves only when told: a busy machine's seconds do not leak into the
      // digits the test expects.
      await page.clock.pauseAt(new Date('2026-11-23T10:10:00Z'))

      // Keyboard alone: focus Start, press Enter; focus moves to Stop.
      await page.getByRole('button', { name: T.start }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('button', { name: T.stop })).toBeFocused()
      await expect(timer).toHaveAttribute('data-state', 'running')

      await page.clock.fastForward('04:58')
      await expect(page.getByTestId('timer-digits')).toHaveText('04:58')
      await expect(timer).toHaveAttribute('data-state', 'running')

      await page.clock.fastForward('00:03')
      await expect(timer).toHaveAttribute('data-state', 'emergency')
      await expect(page.getByTestId('timer-digits')).toHaveText('05:01')
      await expect(timer.getByText(T.overFive)).toBeVisible()
      await expect(timer.getByRole('link', { name: T.callNow })).toHaveAttribute('href', 'tel:112')
      await expect(timer.locator('[aria-live="assertive"]')).toHaveText(T.announce)
      // The polite status line says the same minute as the alert, not still "4 minutes".
      await expect(timer.locator('[aria-live="polite"]')).toHaveText(/^5 /)
      // The change is a steady colour, not a flash: no animation runs in the timer.
      expect(
        await timer.evaluate((el) =>
          [el, ...el.querySelectorAll('*')].some((node) => node.getAnimations().length > 0),
        ),
      ).toBe(false)
      // axe waits on timers of its own: the clock runs again.
      await page.clock.resume()
      await expectNoAxeViolations(page)

      // The start time is kept in the page's storage: a reload keeps counting from it.
      await page.reload()
      await expect(timer).toHaveAttribute('data-state', 'emergency')
      // The emulated clock runs on in real time while the page reloads.
      await expect(page.getByTestId('timer-digits')).toHaveText(/^05:\d\d$/)
      await page.clock.fastForward('01:00')
      await expect(page.getByTestId('timer-digits')).toHaveText(/^06:\d\d$/)

      await page.getByRole('button', { name: T.stop }).click()
      await expect(timer).toHaveAttribute('data-state', 'stopped')
      await expect(page.getByTestId('timer-result')).toHaveText(T.stopped)
      await expect(timer.getByRole('status').first()).toHaveText(T.stopped)
      const summary = (await page.getByTestId('timer-summary').textContent())!.trim()
      expect(summary).toMatch(T.summary)
      await expect(page.getByRole('button', { name: T.copy })).toBeFocused()
      await page.getByRole('button', { name: T.copy }).click()
      await expect(timer.getByText(T.copied)).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(summary)
      await expectNoAxeViolations(page)

      // The stopped time stays after a reload too, until it is cleared.
      await page.reload()
      await expect(page.getByTestId('timer-summary')).toHaveText(summary)
      await page.getByRole('button', { name: T.clear }).click()
      await expect(page.getByRole('button', { name: T.start })).toBeFocused()
      await expect(page.getByTestId('timer-digits')).toHaveText('00:00')
    })

    test('the printable card fits one A6 and one A4 page, and passes axe', async ({ page }) => {
      await page.goto(`/first-aid?lang=${lang}`)
      await page.getByRole('link', { name: T.printCard }).click()
      await expect(page).toHaveURL(/\/first-aid\/card$/)
      await expect(page.getByRole('heading', { level: 1, name: T.cardTitle })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('banner')).toBeHidden()
      await expect(page.getByRole('contentinfo')).toBeHidden()
      await expectNoAxeViolations(page)
      for (const format of ['A6', 'A4'] as const) {
        const pdf = (await page.pdf({ format, printBackground: true })).toString('latin1')
        const pages = pdf.match(/\/Type\s*\/Page\b/g) ?? []
        expect(pages, `${format} pages`).toHaveLength(1)
      }
    })

    test('works offline after one visit, in the visitor language; unsaved pages get the offline page', async ({
      page,
      context,
    }) => {
      await page.goto(`/about?lang=${lang}`)
      await untilOfflineReady(page)
      // A page read while the worker is in charge is kept.
      await page.goto('/about')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)

      await context.setOffline(true)
      try {
        await page.goto('/first-aid')
        await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        // The timer works with no connection.
        await page.getByRole('button', { name: T.start }).click()
        await expect(page.getByTestId('seizure-timer')).toHaveAttribute('data-state', 'running')
        await page.getByRole('button', { name: T.stop }).click()
        await page.getByRole('button', { name: T.clear }).click()

        await page.goto('/about')
        await expect(page).toHaveTitle(T.aboutTitle)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)

        await page.goto('/news')
        await expect(page.getByRole('heading', { level: 1, name: T.offlineTitle })).toBeVisible()
        await expectNoAxeViolations(page)
        await page.getByRole('link', { name: T.openFirstAid }).click()
        await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()

        // A client-side navigation to a page never read becomes the offline page too.
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: lang === 'en' ? 'Events' : 'Εκδηλώσεις', exact: true })
          .click()
        await expect(page.getByRole('heading', { level: 1, name: T.offlineTitle })).toBeVisible()
      } finally {
        await context.setOffline(false)
      }
    })
  })
}

test.describe('first aid in Greece (found from the time zone)', () => {
  test.use({ viewport: PHONE, timezoneId: 'Europe/Athens', locale: 'el-GR' })

  test('calls the Greek ambulance number 166, online and offline', async ({ page, context }) => {
    await openFirstAid(page, 'el')
    await expect(page.getByTestId('first-aid-call')).toHaveAttribute('href', 'tel:166')
    await untilOfflineReady(page)
    await context.setOffline(true)
    try {
      await page.goto('/first-aid')
      await expect(page.getByRole('heading', { level: 1, name: TEXT.el.title })).toBeVisible()
      await expect(page.getByTestId('first-aid-call')).toHaveAttribute('href', 'tel:166')
    } finally {
      await context.setOffline(false)
    }
  })
})

test('the site is installable: a web app manifest with icons and the site colours', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await request.get(href!)).json()) as {
    name: string
    start_url: string
    display: string
    theme_color: string
    background_color: string
    icons: { src: string; sizes: string; type: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'Epilepsy Cyprus',
    start_url: '/',
    display: 'standalone',
    theme_color: '#5b2a86',
    background_color: '#ffffff',
  })
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  )
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find(
      (entry) => entry.sizes === size && entry.type === 'image/png' && !entry.purpose,
    )
    expect(icon, size).toBeTruthy()
    const response = await request.get(icon!.src)
    expect(response.headers()['content-type']).toBe('image/png')
    // The PNG header's width is the declared size.
    expect((await response.body()).readUInt32BE(16)).toBe(Number(size.split('x')[0]))
  }
  expect(manifest.icons.some((entry) => entry.purpose === 'maskable')).toBe(true)
})

test.describe('service worker and admins', () => {
  // The account menu that shows a successful sign-in is in the desktop header.
  test.use({ viewport: { width: 1280, height: 800 } })

  async function registrations(page: Page) {
    return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)
  }

  async function pagesCached(context: BrowserContext) {
    const page = await context.newPage()
    await page.goto('/offline')
    const urls = await page.evaluate(async () => {
      const found: string[] = []
      for (const name of await caches.keys()) {
        if (!name.startsWith('pages-')) continue
        for (const request of await (await caches.open(name)).keys()) found.push(request.url)
      }
      return found
    })
    await page.close()
    return urls
  }

  test('a visitor page registers the worker; an admin has none, and admin pages are never cached', async ({
    page,
    context,
  }) => {
    await page.goto('/first-aid?lang=en')
    await untilOfflineReady(page)
    expect(await registrations(page)).toBe(1)

    await signInAs(page, 'admin')
    await page.goto('/events/create')
    await expect.poll(() => registrations(page)).toBe(0)
    const cached = await pagesCached(context)
    expect(cached.length).toBeGreaterThan(0)
    expect(
      cached.filter((url) => /\/(auth|profile|api|events\/create)/.test(new URL(url).pathname)),
    ).toEqual([])
    // The home page was only seen signed in: it depends on the session and is not kept.
    expect(cached.filter((url) => new URL(url).pathname === '/')).toEqual([])
  })
})
