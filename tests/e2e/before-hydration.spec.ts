/**
 * The controls a visitor reaches before React has taken the page over (a slow phone paints a
 * second or two before its code has run) work without the app's scripts, in English and Greek:
 * "Join Our Community" leads to the community page, the header's language links switch the
 * language, Back to top goes to the top, the seizure timer starts, counts, reaches its
 * 5-minute state and stops, and the offline page's Try again opens the page asked for; when the scripts arrive, React continues from there (the community
 * control opens its dialog, the running count is not reset).
 *
 * The app's modules are held (not failed) until the test releases them. The pages come from a
 * context of the test's own: the fixture's page waits for hydration at each navigation.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'

import { INERT_TYPE } from '../../app/http/delivery/scripts-after-first-paint.server'
import { expectNoAxeViolations } from './support/axe'
import { expect, test, untilHydrated } from './support/test'

const TEXT = {
  en: {
    other: 'el',
    community: 'Join Our Community',
    communityTitle: 'Join our WhatsApp Community',
    switchTo: /^ΕΛ/,
    current: /^EN/,
    backToTop: 'Back to top',
    start: 'Start timer',
    stop: 'Stop',
    overFive: 'More than 5 minutes: call 112 now',
    callNow: 'Call 112 now',
    announce: 'The seizure has lasted 5 minutes. Call 112 now.',
    stopped: 'Seizure timed: 1 min 5 s',
    retry: 'Try again',
    offlineTitle: 'You are offline',
  },
  el: {
    other: 'en',
    community: 'Γίνετε μέλος',
    communityTitle: 'Γίνετε μέλος της κοινότητάς μας στο WhatsApp',
    switchTo: /^EN/,
    current: /^ΕΛ/,
    backToTop: 'Επιστροφή στην αρχή',
    start: 'Έναρξη χρονομέτρου',
    stop: 'Διακοπή',
    overFive: 'Πάνω από 5 λεπτά: καλέστε τώρα το 112',
    callNow: 'Καλέστε τώρα το 112',
    announce: 'Η κρίση διαρκεί ήδη 5 λεπτά. Καλέστε τώρα το 112.',
    stopped: 'Διάρκεια κρίσης: 1 λεπτό 5 δευτερόλεπτα',
    retry: 'Δοκιμάστε ξανά',
    offlineTitle: 'Δεν υπάρχει σύνδεση',
  },
} as const

/**
 * A page whose app modules wait until `release()`. Routed on the context: the service worker's
 * own requests would pass a page-level route by.
 */
async function pageWithHeldScripts(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
  const context = await browser.newContext({ baseURL, ...options })
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await context.route('**/assets/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  return { context, page: await context.newPage(), release }
}

/** Opens a page and checks that its scripts have not taken it over. */
async function openUnhydrated(page: Page, path: string) {
  // The load event would wait for the held modules.
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator(`script[type="${INERT_TYPE}"]`)).toHaveCount(1)
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  )
}

for (const lang of ['en', 'el'] as const) {
  const T = TEXT[lang]

  test.describe(`before the scripts (${lang})`, () => {
    test('community, language and back-to-top controls work, and React takes them over', async ({
      browser,
      baseURL,
    }) => {
      const { context, page, release } = await pageWithHeldScripts(browser, baseURL!, {
        viewport: { width: 1280, height: 800 },
      })
      await openUnhydrated(page, `/?lang=${lang}`)
      const header = page.getByRole('banner')

      // Join Our Community is a link to the community page.
      await header.getByRole('link', { name: T.community }).click()
      await expect(page).toHaveURL(/\/community$/)
      await expect(page.getByRole('heading', { level: 1, name: T.communityTitle })).toBeVisible()

      // Back to top: from the footer to the top of the page.
      const backToTop = page.getByRole('contentinfo').getByRole('link', { name: T.backToTop })
      await backToTop.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await backToTop.click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

      // The header's language links: the current one marked, the other one switches.
      await expect(header.getByRole('link', { name: T.current })).toHaveAttribute(
        'aria-current',
        'true',
      )
      await header.getByRole('link', { name: T.switchTo }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', T.other)
      await expect(page).toHaveURL(new RegExp(`/community\\?lang=${T.other}$`))
      await page.goBack({ waitUntil: 'domcontentloaded' })
      // The way back is a new document: it has arrived before the next navigation starts.
      await expect(page).toHaveURL(/\/community#top$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      // Once the scripts have run, the same link opens the dialog over the page.
      release()
      await page.goto(`/?lang=${lang}`)
      await untilHydrated(page)
      await header.getByRole('link', { name: T.community }).click()
      await expect(page.getByRole('dialog', { name: T.communityTitle })).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/')
      await context.close()
    })

    test('the seizure timer starts on the first tap, and React keeps the running count', async ({
      browser,
      baseURL,
    }) => {
      const { context, page, release } = await pageWithHeldScripts(browser, baseURL!, {
        viewport: { width: 360, height: 780 },
      })
      // The clock stands still but for the test's steps (a busy machine's seconds do not count)
      // until the scripts are released.
      await page.clock.install({ time: new Date('2026-11-23T09:59:00Z') })
      await page.clock.pauseAt(new Date('2026-11-23T10:00:00Z'))
      await openUnhydrated(page, `/first-aid?lang=${lang}`)
      const timer = page.getByTestId('seizure-timer')
      const digits = page.getByTestId('timer-digits')

      await page.getByRole('button', { name: T.start }).click()
      await expect(timer).toHaveAttribute('data-state', 'running')
      await expect(page.getByRole('button', { name: T.stop })).toBeFocused()
      await page.clock.fastForward('04:58')
      await expect(digits).toHaveText('04:58')
      await page.clock.fastForward('00:03')
      await expect(timer).toHaveAttribute('data-state', 'emergency')
      await expect(digits).toHaveText('05:01')
      await expect(timer.getByText(T.overFive)).toBeVisible()
      await expect(timer.getByRole('link', { name: T.callNow })).toHaveAttribute('href', 'tel:112')
      await expect(timer.locator('[aria-live="assertive"]')).toHaveText(T.announce)
      expect(
        await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
      ).toBe(false)

      // The scripts arrive: React continues the count from the stored start, never from 00:00.
      await page.clock.resume()
      release()
      await untilHydrated(page)
      await expect(timer).toHaveAttribute('data-state', 'emergency')
      await expect(digits).toHaveText(/^05:\d\d$/)
      await page.clock.fastForward('01:00')
      await expect(digits).toHaveText(/^06:\d\d$/)
      await page.getByRole('button', { name: T.stop }).click()
      await expect(timer).toHaveAttribute('data-state', 'stopped')
      await context.close()
    })

    test('the seizure timer stops before the scripts, and React shows the same duration', async ({
      browser,
      baseURL,
    }) => {
      const { context, page, release } = await pageWithHeldScripts(browser, baseURL!, {
        viewport: { width: 360, height: 780 },
      })
      // The clock stands still but for the test's steps (a busy machine's seconds do not count)
      // until the scripts are released.
      await page.clock.install({ time: new Date('2026-11-23T09:59:00Z') })
      await page.clock.pauseAt(new Date('2026-11-23T10:00:00Z'))
      await openUnhydrated(page, `/first-aid?lang=${lang}`)
      const timer = page.getByTestId('seizure-timer')

      await page.getByRole('button', { name: T.start }).click()
      await page.clock.fastForward('01:05')
      await page.getByRole('button', { name: T.stop }).click()
      await expect(timer).toHaveAttribute('data-state', 'stopped')
      await expect(page.getByTestId('timer-digits')).toHaveText('01:05')
      await expect(page.getByTestId('timer-result')).toHaveText(T.stopped)
      expect(
        await page.evaluate(() => JSON.parse(localStorage.getItem('seizure-timer')!).phase),
      ).toBe('stopped')

      await page.clock.resume()
      release()
      await untilHydrated(page)
      await page.clock.fastForward('00:10')
      await expect(page.getByTestId('timer-digits')).toHaveText('01:05')
      await expect(page.getByTestId('timer-result')).toHaveText(T.stopped)
      await context.close()
    })

    test("the offline page's Try again opens the page asked for, or the offline page again", async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await pageWithHeldScripts(browser, baseURL!)
      const asked = `/community?lang=${lang}`
      await openUnhydrated(page, `/offline?lang=${lang}&page=${encodeURIComponent(asked)}`)
      await expect(page.getByRole('heading', { level: 1, name: T.offlineTitle })).toBeVisible()
      await page.getByRole('button', { name: T.retry }).click()
      await expect(page).toHaveURL(new RegExp(`${asked.replace('?', '\\?')}$`))
      await expect(page.getByRole('heading', { level: 1, name: T.communityTitle })).toBeVisible()

      // A page of another site is never opened: the offline page loads again.
      const elsewhere = `/offline?lang=${lang}&page=${encodeURIComponent('//evil.example/')}`
      await openUnhydrated(page, elsewhere)
      await page.evaluate(() => Object.assign(window, { beforeRetry: true }))
      await page.getByRole('button', { name: T.retry }).click()
      await expect.poll(() => page.evaluate(() => 'beforeRetry' in window)).toBe(false)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(elsewhere)
      await expect(page.getByRole('heading', { level: 1, name: T.offlineTitle })).toBeVisible()
      await context.close()
    })
  })

  test(`the community page and the header's language links fit the screen, axe-clean (${lang})`, async ({
    page,
  }) => {
    for (const width of [360, 640, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/community', '/']) {
        await page.goto(`${path}?lang=${lang}`)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        )
      }
      // From 640 px the header has room for them; below, the mobile menu and the footer have them.
      const current = page.getByRole('banner').getByRole('link', { name: T.current })
      if (width >= 640) await expect(current).toBeVisible()
      else await expect(current).toBeHidden()
    }
    await page.goto(`/community?lang=${lang}`)
    await expect(page.getByRole('heading', { level: 1, name: T.communityTitle })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
