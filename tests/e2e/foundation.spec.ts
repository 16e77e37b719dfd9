import { INERT_TYPE } from '../../app/http/delivery/scripts-after-first-paint.server'
import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { createItem, testDates } from './support/content-api'
import { expect, test, untilHydrated } from './support/test'

test.describe('home page', () => {
  test('a class a page gives a UI primitive wins over the primitive’s own', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/?lang=en')
    // The large button's size (44 px high, 16 px text) over its base (text-sm), and the page's
    // emergency red over the default variant's purple.
    const getHelp = page.getByRole('button', { name: 'Get Help' })
    const style = await getHelp.evaluate((element) => {
      const computed = getComputedStyle(element)
      return {
        background: computed.backgroundColor,
        fontSize: computed.fontSize,
        height: element.getBoundingClientRect().height,
      }
    })
    expect(style).toEqual({ background: 'rgb(180, 35, 24)', fontSize: '16px', height: 44 })
    // The emergency dialog is narrower (max-w-md, 28rem) than a dialog's own max-w-lg (32rem).
    await getHelp.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBe(448)
  })

  test('renders in English on the server with upcoming events, news and stories', async ({
    page,
  }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You are not alone with epilepsy',
    )
    for (const name of ['Upcoming events', 'Latest news', 'Patient stories']) {
      const section = page.getByRole('region', { name })
      await expect(section.getByRole('article')).toHaveCount(2)
    }
    await expectNoAxeViolations(page)
  })

  test('renders in Greek with ?lang=el and with the gr alias', async ({ page }) => {
    await page.goto('/?lang=el')
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Δεν είστε μόνοι με την επιληψία',
    )
    await expect(
      page.getByRole('region', { name: 'Επερχόμενες εκδηλώσεις' }).getByRole('article'),
    ).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'Εκδηλώσεις' }).first()).toBeVisible()
    await expectNoAxeViolations(page)

    await page.context().clearCookies()
    await page.goto('/?lang=gr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  })

  test('sends the HTML rendered, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Latest news' }).getByRole('article'),
    ).toHaveCount(2)
    await context.close()
  })

  // The cards' category labels and the admin menus' messages come with the page's data, so the
  // browser loads only the home page's strings, not the whole events, news and stories areas.
  test('shows the cards’ categories and an admin’s delete menu in Greek, with the home page’s strings only', async ({
    browser,
    page,
  }) => {
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    const scripts: string[] = []
    visitorPage.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await visitorPage.goto('/?lang=el', { waitUntil: 'networkidle' })
    await untilHydrated(visitorPage)
    const stories = visitorPage.getByRole('region', { name: 'Ιστορίες ασθενών' })
    await expect(stories.getByRole('article')).toHaveCount(2)
    expect(
      scripts.filter((path) => /\/assets\/home-[\w-]+\.js$/.test(path)).length,
    ).toBeGreaterThan(0)
    expect(
      scripts.filter((path) => /\/assets\/(events|news|stories)-[\w-]+\.js$/.test(path)),
    ).toEqual([])
    await visitor.close()

    await signInAs(page, 'admin')
    const { today } = testDates()
    const id = await createItem(page, '/api/v1/stories', {
      title: 'E2E Home Story',
      title_el: 'Ιστορία αρχικής E2E',
      excerpt: 'On the home page.',
      content: '<p>On the home page.</p>',
      category: 'achievement',
      date: today,
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/?lang=el', { waitUntil: 'networkidle' })
    const card = page
      .getByRole('region', { name: 'Ιστορίες ασθενών' })
      .getByRole('article')
      .filter({ hasText: 'Ιστορία αρχικής E2E' })
    await expect(card).toContainText('Επίτευγμα')
    await card.getByRole('button', { name: 'Περισσότερες επιλογές: Ιστορία αρχικής E2E' }).click()
    await page.getByRole('menuitem', { name: 'Διαγραφή' }).click()
    await expect(page.getByRole('alertdialog')).toContainText(
      'Είστε βέβαιοι ότι θέλετε να διαγράψετε αυτή την ιστορία;',
    )
    await page.getByRole('alertdialog').getByRole('button', { name: 'Διαγραφή' }).click()
    await expect(page.getByText('Η ιστορία διαγράφηκε με επιτυχία')).toBeVisible()
    await expect(card).toHaveCount(0)
    expect((await page.request.get(`/api/v1/stories/${id}`)).status()).toBe(404)
    expect(errors).toEqual([])
  })

  test('follows Accept-Language when nothing else was chosen', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'el-GR' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
    await context.close()
  })
})

test.describe('language switch', () => {
  test('persists across pages and visits', async ({ page }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Ελληνικά' })
      .click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Δεν είστε μόνοι με την επιληψία',
    )

    await page.goto('/this-page-does-not-exist')
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ωχ! Η σελίδα δεν βρέθηκε')

    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'el')
    await page
      .getByRole('navigation', { name: 'Γλώσσα' })
      .getByRole('link', { name: 'English' })
      .click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  // The header's menus are fetched in the page's language; one still on its way when the visitor
  // switches language must not switch the cookie back.
  test('is remembered by pages only, never by a JSON call', async ({ request }) => {
    const api = await request.get('/api/v1/header-menus?lang=el')
    expect(api.status()).toBe(200)
    expect(api.headers()['set-cookie']).toBeUndefined()
    const page = await request.get('/events?lang=el')
    expect(page.headers()['set-cookie']).toMatch(/^lang=el;/)
  })
})

test.describe('not found', () => {
  test('answers 404 with the page and a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('404', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You are not alone with epilepsy',
    )
  })
})

test.describe('server', () => {
  test('healthz answers ok, with no page the delivery transforms failed to recognise', async ({
    request,
  }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ok',
      deliveryMisses: { scriptsAfterPaint: 0 },
    })
  })

  test('serves hashed assets as immutable and compresses', async ({ page, request }) => {
    await page.goto('/')
    // The framework chunk: every page loads it, and it is large enough to be compressed.
    const script = await page
      .locator('link[rel="modulepreload"][href*="/assets/framework-"]')
      .getAttribute('href')
    expect(script).toMatch(/^\/assets\//)
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } })
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers()['content-encoding']).toBe('gzip')
  })

  test('starts the scripts after the first paint, every one preloaded, and still hydrates', async ({
    page,
    request,
  }) => {
    for (const path of ['/?lang=en', '/events?lang=el', '/first-aid']) {
      const html = await (await request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).not.toContain('modulepreload')
      expect(html).not.toMatch(/<script[^>]* type="module"/)
      expect(html).toContain(`type="${INERT_TYPE}"`)
    }
    // In the browser: the page paints before any of its modules is asked for, then every module
    // of the starter's list is preloaded (a few per task) and the page becomes interactive (the
    // mobile menu opens).
    await page.setViewportSize({ width: 390, height: 844 })
    // When React took the page over, to tell the modules it waited for from those loaded later.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-hydrated')) return
        Object.assign(globalThis, { hydratedAt: performance.now() })
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    await page.goto('/?lang=en')
    // Read before the menu opens: its content is a chunk of its own, preloaded when it opens.
    const timing = await page.evaluate((type) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity
      const modules = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'),
        )
      const hydratedAt = (globalThis as { hydratedAt?: number }).hydratedAt ?? Infinity
      return {
        paint,
        firstModule: Math.min(...modules.map((entry) => entry.startTime)),
        modules: modules.length,
        beforeHydration: modules
          .filter((entry) => entry.startTime < hydratedAt)
          .map((entry) => new URL(entry.name).pathname),
        preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        ),
        listed: JSON.parse(
          /h=(\[[^\]]*\])/.exec(
            document.querySelector(`script[type="${type}"]`)?.nextElementSibling?.textContent ?? '',
          )?.[1] ?? '[]',
        ) as string[],
      }
    }, INERT_TYPE)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    expect(timing.paint).toBeLessThan(timing.firstModule)
    expect(timing.modules).toBeGreaterThan(5)
    expect(timing.listed.length).toBeGreaterThan(5)
    expect(timing.preloads.toSorted()).toEqual(timing.listed.toSorted())
    // Nothing the page needed to hydrate was asked for only once the others had run (the areas
    // of strings the client entry imports among them): each would cost a phone a round trip.
    expect(timing.beforeHydration.length).toBeGreaterThan(5)
    expect(timing.beforeHydration.filter((path) => !timing.listed.includes(path))).toEqual([])
  })

  test('sends security headers and makes no third-party request', async ({ page }) => {
    const hosts = new Set<string>()
    page.on('request', (req) => hosts.add(new URL(req.url()).host))
    const response = await page.goto('/?lang=el')
    const headers = response!.headers()
    expect(headers['content-security-policy']).toContain("default-src 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-request-id']).toBeTruthy()
    await page.waitForLoadState('networkidle')
    expect([...hosts]).toEqual([new URL(page.url()).host])
  })
})

test.describe('translations in the browser', () => {
  // A translation key shown as text, e.g. "events.title": the browser lacked that area's strings.
  const RAW_KEY =
    /\b(about|admin|auth|chrome|common|events|home|legal|likes|news|profile|sections|stories|wiki)\.[a-z]\w*(\.\w+)*\b/

  for (const lang of ['en', 'el'] as const) {
    test(`every page keeps its words after hydration and client navigation (${lang})`, async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      const expectWords = async () => {
        await page.waitForLoadState('networkidle')
        const text = await page.locator('body').innerText()
        expect(text.match(RAW_KEY)?.[0] ?? null, page.url()).toBeNull()
      }

      await page.goto(`/?lang=${lang}`, { waitUntil: 'networkidle' })
      await expectWords()
      // Each hop is a client navigation (a link in the page), into another area of strings.
      for (const href of [
        '/events',
        '/news',
        '/about',
        '/understanding-epilepsy',
        '/privacy',
        '/auth',
        '/living-with-epilepsy',
      ]) {
        await page.locator(`a[href="${href}"]:visible`).first().click()
        await expect(page).toHaveURL(new RegExp(`${href.replace('/', '\\/')}(\\?|$)`))
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expectWords()
      }
      await page.locator('main a[href^="/living-with-epilepsy/"]').first().click()
      await expect(page).toHaveURL(/\/living-with-epilepsy\/[\w-]+$/)
      await expectWords()
      // An article of this category: a link two levels below the section.
      const hrefs = await page
        .locator('main a:visible')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      const article = hrefs.find((href) => /^\/living-with-epilepsy\/[\w-]+\/[\w-]+$/.test(href))
      expect(article).toBeDefined()
      await page.locator(`main a[href="${article}"]:visible`).first().click()
      await expect(page).toHaveURL(/\/living-with-epilepsy\/[\w-]+\/[\w-]+$/)
      await expectWords()
      // React reports a server/browser mismatch (such as a missing string) as an error.
      expect(errors).toEqual([])
    })
  }
})

test("the build's own files are served with their caching, and a path beside them is a page", async ({
  request,
}) => {
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['content-type']).toMatch(/javascript/)

  const icon = await request.get('/favicon.svg')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['cache-control']).toBe('public, max-age=3600')

  const picture = await request.get('/social/site.el.png')
  expect(picture.status()).toBe(200)
  expect(picture.headers()['content-type']).toBe('image/png')

  for (const path of ['/favicon.svg.bak', '/social/none.png', '/social']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
  }
})

test('an English page fetches no Greek font for the one Greek word it shows; a Greek page does', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  await page.goto('/?lang=en', { waitUntil: 'networkidle' })
  await expect(page.locator('footer').getByRole('link', { name: 'Ελληνικά' })).toHaveCSS(
    'font-family',
    /system-ui/,
  )
  expect(fonts.some((font) => font.includes('-latin-'))).toBe(true)
  expect(fonts.filter((font) => font.includes('-greek-'))).toEqual([])

  fonts.length = 0
  await page.goto('/?lang=el', { waitUntil: 'networkidle' })
  expect(fonts.some((font) => font.includes('-greek-'))).toBe(true)
  await expect(page.locator('footer').getByRole('link', { name: 'English' })).toHaveCSS(
    'font-family',
    /Noto Sans/,
  )
})
