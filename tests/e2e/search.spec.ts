/**
 * Search end to end: from the header in both languages by keyboard only, from the phone menu,
 * the results page without JavaScript, axe on the results, empty and no-result pages, at a
 * phone and a desktop width; and the follow links (feeds in the head and footer, calendar file).
 */
import fs from 'node:fs'
import { type Page } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const PHONE = { width: 360, height: 780 }
const DESKTOP = { width: 1280, height: 800 }
const WIDE = { width: 1600, height: 900 }
const TABLET = { width: 820, height: 1000 }
const SHOTS = process.env.E2E_SCREENSHOTS

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/**
 * Waits until the page's scripts have run (the header shortcut is live only then): the phone
 * menu's link becomes a dialog button once the header is hydrated.
 */
async function hydrated(page: Page) {
  await page.locator('header button[aria-haspopup="dialog"]').first().waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
}

test.describe('search from the header', () => {
  test('English on a desktop, keyboard only: "/" opens search, Enter searches, Tab and Enter open a result', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    await hydrated(page)
    await page.keyboard.press('/')
    await expect(page).toHaveURL(/\/search$/)
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })
    await expect(box).toBeFocused()
    await page.keyboard.type('seizure first aid')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=seizure\+first\+aid$/)
    await expect(
      page.getByRole('heading', { level: 2, name: /results? for “seizure first aid”/ }),
    ).toBeVisible()
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()
    await expect(first.getByRole('link', { name: 'Seizure first aid step by step' })).toBeVisible()
    await expect(first.locator('mark').first()).toBeVisible()
    await first.getByRole('link', { name: 'Seizure first aid step by step' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(
      /\/living-with-epilepsy\/seizure-first-aid\/first-aid-step-by-step$/,
    )
  })

  test('Greek on a wide screen: "/" focuses the header box; accents and inflections do not matter', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE)
    await page.goto('/?lang=el')
    await hydrated(page)
    await page.keyboard.press('/')
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Αναζήτηση στον ιστότοπο' })
    await expect(box).toBeFocused()
    await page.keyboard.type('εστιακη κριση')
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: /(αποτέλεσμα|αποτελέσματα) για «εστιακη κριση»/,
      }),
    ).toBeVisible()
    await expect(
      page
        .getByRole('list', { name: 'Αποτελέσματα αναζήτησης' })
        .getByRole('heading', { level: 3 })
        .first(),
    ).toHaveText('Εστιακές και γενικευμένες κρίσεις')
    await shot(page, 'search-el-wide')
  })

  test('Greek on a tablet: the header box is there, and the kind filter narrows the results', async ({
    page,
  }) => {
    await page.setViewportSize(TABLET)
    await page.goto('/?lang=el')
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Αναζήτηση στον ιστότοπο' })
    await box.fill('επιληψία')
    await box.press('Enter')
    const filter = page.getByRole('navigation', { name: 'Εμφάνιση αποτελεσμάτων από' })
    await filter.getByRole('link', { name: /Εκδηλώσεις/ }).click()
    await expect(page).toHaveURL(/kind=events/)
    await expect(filter.getByRole('link', { name: /Εκδηλώσεις/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const badges = page
      .getByRole('list', { name: 'Αποτελέσματα αναζήτησης' })
      .getByText(/^(Προσεχώς|Περασμένη εκδήλωση)$/)
    const labels = await badges.allTextContents()
    expect(labels.length).toBeGreaterThan(1)
    // Upcoming events first.
    expect(labels.indexOf('Περασμένη εκδήλωση')).toBeGreaterThan(labels.lastIndexOf('Προσεχώς'))
  })

  test('on a 360 px phone the header shows a search link in both languages, on one row with the rest', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    for (const [lang, siteName, label] of [
      ['el', 'Επιληψία Κύπρου', 'Αναζήτηση στον ιστότοπο'],
      ['en', 'Epilepsy Cyprus', 'Search the site'],
    ] as const) {
      await page.goto(`/?lang=${lang}`)
      await hydrated(page)
      const banner = page.getByRole('banner')
      const link = banner.getByRole('link', { name: label })
      await expect(link).toBeVisible()
      // Logo, first aid, search and menu side by side inside the screen, the header one row high.
      const boxes = await Promise.all(
        [
          banner.getByRole('link', { name: siteName }),
          banner.getByTestId('header-first-aid'),
          link,
          banner.getByRole('button', { name: lang === 'el' ? 'Μενού' : 'Menu' }),
        ].map(async (element) => (await element.boundingBox())!),
      )
      for (const [left, right] of boxes
        .slice(0, -1)
        .map((box, i) => [box, boxes[i + 1]!] as const)) {
        expect(left.x + left.width).toBeLessThanOrEqual(right.x)
      }
      expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(PHONE.width)
      for (const box of boxes) expect(box.y + box.height).toBeLessThanOrEqual(64)
      await expectNoSideScroll(page)
    }
    await page.getByRole('banner').getByRole('link', { name: 'Search the site' }).click()
    await expect(page).toHaveURL(/\/search$/)
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })
    await box.fill('first aid')
    await box.press('Enter')
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 3 }).first(),
    ).toHaveText('Seizure first aid step by step')
  })

  test('phone menu search in English, and the results fit a 360 px screen', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    const box = page.getByRole('dialog').getByRole('searchbox', { name: 'Search the site' })
    await box.fill('siezure')
    await box.press('Enter')
    // The misspelling is corrected: the results of "seizure", with the suggestion as a link.
    await expect(
      page.getByRole('heading', { level: 2, name: /results for “seizure”/ }),
    ).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'seizure', exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectNoSideScroll(page)
    await shot(page, 'search-en-phone-similar')
  })
})

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the footer link on a phone, the form, the results and the kind filter all work', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    // Without JavaScript the phone's Menu link leads to the footer's navigation.
    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/search$/)
    await expect(
      page.getByRole('heading', { level: 2, name: 'What are you looking for?' }),
    ).toBeVisible()
    await page.getByRole('main').getByRole('searchbox').fill('driving')
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 3 }).first(),
    ).toHaveText('Safety at home and outdoors')
    await page
      .getByRole('navigation', { name: 'Show results from' })
      .getByRole('link', { name: /Stories/ })
      .click()
    await expect(page).toHaveURL(/q=driving&kind=stories/)
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('listitem'),
    ).toHaveCount(1)
    await expectNoSideScroll(page)
  })

  test('the desktop header form searches in Greek', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await page.goto('/?lang=el')
    const banner = page.getByRole('banner')
    await banner.getByRole('searchbox').fill('ΠΡΩΤΕΣ ΒΟΗΘΕΙΕΣ')
    await banner.getByRole('button', { name: 'Αναζήτηση' }).click()
    await expect(
      page
        .getByRole('list', { name: 'Αποτελέσματα αναζήτησης' })
        .getByRole('heading', { level: 3 })
        .first(),
    ).toHaveText('Πρώτες βοήθειες σε κρίση βήμα προς βήμα')
  })

  for (const [lang, query, section, heading] of [
    ['en', 'recovery position', 'The recovery position', 'Seizure first aid'],
    ['el', 'θέση ανάνηψης', 'Η θέση ανάνηψης', 'Πρώτες βοήθειες σε κρίση'],
  ] as const) {
    test(`${lang}: "${query}" on /search leads to the first-aid page's section`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto(lang === 'el' ? '/search?lang=el' : '/search')
      const box = page.getByRole('main').getByRole('searchbox')
      await box.fill(query)
      await box.press('Enter')
      const results = page.getByRole('list', { name: /Search results|Αποτελέσματα αναζήτησης/ })
      const first = results.getByRole('listitem').first()
      await expect(first.getByRole('heading', { level: 3 })).toHaveText(section)
      await first.getByRole('link', { name: section }).click()
      await expect(page).toHaveURL(/\/first-aid(\?lang=el)?#recovery$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeInViewport()
    })
  }
})

test.describe('search pages are accessible and fit every width', () => {
  for (const lang of ['en', 'el'] as const) {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`${lang} ${name}: results, no results and the empty page`, async ({ page }) => {
        await page.setViewportSize(viewport)
        const suffix = lang === 'el' ? '&lang=el' : ''
        for (const [label, query] of [
          ['results', lang === 'el' ? 'κρίση' : 'seizure'],
          ['none', 'qwxzv'],
          ['empty', ''],
        ] as const) {
          await page.goto(`/search?q=${encodeURIComponent(query)}${suffix}`)
          await hydrated(page)
          await expectNoAxeViolations(page)
          await expectNoSideScroll(page)
          await shot(page, `search-${lang}-${name}-${label}`)
        }
        // No results: the suggestions lead to first aid and the wiki sections.
        await page.goto(`/search?q=qwxzv${suffix}`)
        const suggestions = page.getByRole('main').getByRole('list').last()
        await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', /\/first-aid/)
        await expect(suggestions.locator('a[href^="/understanding-epilepsy"]')).toHaveCount(1)
        await expect(suggestions.locator('a[href^="/living-with-epilepsy"]')).toHaveCount(1)
      })
    }
  }
})

test.describe('follow', () => {
  test('feeds are announced in the head and the footer; feeds and calendars set no cookie', async ({
    page,
    request,
  }) => {
    await page.goto('/news?lang=el')
    const feeds = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
    await expect(feeds).toHaveCount(2)
    await expect(feeds.first()).toHaveAttribute('href', /\/news\/feed\.xml\?lang=el$/)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Ροή ειδήσεων (RSS)' })).toHaveAttribute(
      'href',
      '/news/feed.xml?lang=el',
    )
    await expect(
      footer.getByRole('link', { name: 'Ημερολόγιο εκδηλώσεων (iCal)' }),
    ).toHaveAttribute('href', '/events.ics?lang=el')
    for (const path of [
      '/news/feed.xml?lang=el',
      '/stories/feed.xml?lang=el',
      '/events.ics?lang=el',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['set-cookie'], path).toBeUndefined()
      expect(response.headers()['cache-control'], path).toMatch(/^public/)
    }
  })

  test('an event page offers its calendar file', async ({ page }) => {
    await page.goto('/events')
    const href = await page.locator('main a[href^="/events/"]').first().getAttribute('href')
    await page.goto(href!)
    const add = page.getByRole('link', { name: /Add to calendar/ })
    await expect(add).toHaveAttribute('href', `${href}.ics`)
    const download = page.waitForEvent('download')
    await add.click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`${href!.split('/').pop()}.ics`)
    const text = fs.readFileSync((await file.path())!, 'utf8')
    expect(text).toContain('BEGIN:VEVENT')
    expect(text).toContain('TZID=Europe/Nicosia')
  })
})
