/**
 * Site chrome end to end (header, home, About, footer, emergency numbers): every
 * header link and menu by mouse and keyboard, the mobile menu, the community and emergency
 * dialogs, the language switch, the footer, About and the legal pages, with axe-core on every
 * page and open dialog. Each flow runs in one language (the languages take turns) and the
 * sizes are shared out likewise: what differs between the languages is their strings, which the
 * component tests beside app/components/layout check in both, and every page at 360 px is
 * layout-width.spec.ts's. The language switch runs from each language.
 */
import { type Locator, type Page } from '@playwright/test'

import { signInAs, signInThroughForm } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const INVITE = 'https://chat.whatsapp.com/E2eCommunityInvite'

const TEXT = {
  en: {
    understanding: 'Understanding',
    living: 'Living',
    understandingFull: 'Understanding Epilepsy',
    livingFull: 'Living with Epilepsy',
    about: 'About',
    events: 'Events',
    news: 'News',
    join: 'Join Our Community',
    communityTitle: 'Join our WhatsApp Community',
    joinButton: 'Join',
    menu: 'Menu',
    closeMenu: 'Close menu',
    language: 'Language',
    currentShort: 'EN (English)',
    otherShort: 'ΕΛ (Ελληνικά)',
    otherLanguage: 'Ελληνικά',
    emergencyTitle: 'Emergency Number',
    callNow: 'Call Now',
    needHelp: 'Need help now?',
    cyprus: 'For Cyprus: 112',
    greece: 'For Greece: 166',
    unknown: 'For Unknown: 112',
    germany: 'For Germany: 112',
    germanyOption: 'Germany',
    chooseCountry: 'In another country? Choose it here',
    police: 'Police',
    fire: 'Fire service',
    close: 'Close',
    firstArticle: 'What is epilepsy?',
    firstCategory: 'What is Epilepsy?',
    livingCategory: 'Seizure First Aid',
    loading: 'Loading...',
    noArticles: 'No articles available yet',
    heroTitle: 'You are not alone with epilepsy',
    learnMore: 'Learn more',
    quickLinks: 'Quick links',
    legal: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    accessibility: 'Accessibility',
    accessibilityTitle: 'Accessibility Statement',
    footerEmergency: 'Emergency',
    footerJoin: 'Join Community',
    contactUs: 'Contact Us',
    backToTop: 'Back to top',
    startHere: 'Start Here',
    getHelp: 'Get Help',
    aboutTitle: 'Nobody in Cyprus should face epilepsy alone',
    facts: ['1 in 100', '70%', 'Any Age', '50+'],
    inUse: 'In use on this site',
    notInUse: 'Not in use',
  },
  el: {
    understanding: 'Κατανόηση',
    living: 'Καθημερινή ζωή',
    understandingFull: 'Κατανόηση της Επιληψίας',
    livingFull: 'Ζώντας με Επιληψία',
    about: 'Σχετικά με εμάς',
    events: 'Εκδηλώσεις',
    news: 'Νέα',
    join: 'Γίνετε μέλος',
    communityTitle: 'Γίνετε μέλος της κοινότητάς μας στο WhatsApp',
    joinButton: 'Συμμετοχή',
    menu: 'Μενού',
    closeMenu: 'Κλείσιμο μενού',
    language: 'Γλώσσα',
    currentShort: 'ΕΛ (Ελληνικά)',
    otherShort: 'EN (English)',
    otherLanguage: 'English',
    emergencyTitle: 'Αριθμός έκτακτης ανάγκης',
    callNow: 'Κλήση τώρα',
    needHelp: 'Χρειάζεστε βοήθεια τώρα;',
    cyprus: 'Κύπρος: 112',
    greece: 'Ελλάδα: 166',
    unknown: 'Άγνωστη χώρα: 112',
    germany: 'Γερμανία: 112',
    germanyOption: 'Γερμανία',
    chooseCountry: 'Βρίσκεστε σε άλλη χώρα; Επιλέξτε τη εδώ',
    police: 'Αστυνομία',
    fire: 'Πυροσβεστική',
    close: 'Κλείσιμο',
    firstArticle: 'Τι είναι η επιληψία;',
    firstCategory: 'Τι είναι η επιληψία;',
    livingCategory: 'Πρώτες βοήθειες σε κρίση',
    loading: 'Φόρτωση...',
    noArticles: 'Δεν υπάρχουν ακόμη διαθέσιμα άρθρα',
    heroTitle: 'Δεν είστε μόνοι με την επιληψία',
    learnMore: 'Μάθετε περισσότερα',
    quickLinks: 'Γρήγοροι σύνδεσμοι',
    legal: 'Νομικά',
    privacy: 'Πολιτική Απορρήτου',
    terms: 'Όροι Χρήσης',
    accessibility: 'Προσβασιμότητα',
    accessibilityTitle: 'Δήλωση Προσβασιμότητας',
    footerEmergency: 'Έκτακτη ανάγκη',
    footerJoin: 'Γίνετε μέλος της κοινότητας',
    contactUs: 'Επικοινωνήστε μαζί μας',
    backToTop: 'Επιστροφή στην αρχή',
    startHere: 'Ξεκινήστε εδώ',
    getHelp: 'Ζητήστε βοήθεια',
    aboutTitle: 'Κανείς στην Κύπρο δεν πρέπει να αντιμετωπίζει μόνος την επιληψία',
    facts: ['1 στους 100', '70%', 'Κάθε ηλικία', '50+'],
    inUse: 'Χρησιμοποιείται σε αυτόν τον ιστότοπο',
    notInUse: 'Δεν χρησιμοποιείται',
  },
} as const

type Lang = keyof typeof TEXT

/** Opens a page in a language and waits until the header's menus have their data. */
async function open(page: Page, path: string, lang: Lang) {
  const menus = page.waitForResponse((response) => response.url().includes('/api/v1/header-menus'))
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
  await menus
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

const header = (page: Page) => page.getByRole('banner')
const primaryNav = (page: Page) =>
  header(page).getByRole('navigation', { name: /Main navigation|Κύρια πλοήγηση/ })
const footer = (page: Page) => page.getByRole('contentinfo')
/** The header button that opens a section's mega-menu. */
const sectionButton = (page: Page, name: string) =>
  primaryNav(page).getByRole('button', { name, exact: true })

// Every test reads the site and changes nothing shared: the workers may split the file.
test.describe.configure({ mode: 'parallel' })

for (const lang of ['en', 'el'] as const) {
  const T = TEXT[lang]

  test.describe(`desktop header (${lang})`, () => {
    test.use({ viewport: DESKTOP })

    if (lang === 'en')
      test('logo, About, Events and News lead to their pages', async ({ page }) => {
        await open(page, '/about', lang)
        await header(page)
          .getByRole('link', { name: lang === 'en' ? 'Epilepsy Cyprus' : 'Επιληψία Κύπρου' })
          .click()
        await expect(page).toHaveURL(/\/(\?.*)?$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.heroTitle)
        for (const [name, path] of [
          [T.about, '/about'],
          [T.events, '/events'],
          [T.news, '/news'],
        ] as const) {
          await primaryNav(page).getByRole('link', { name, exact: true }).click()
          await expect(page).toHaveURL(new RegExp(`${path}$`))
        }
        await expectNoAxeViolations(page)
      })

    if (lang === 'el')
      test('mega-menus: columns of categories with their articles, one open at a time, closed by a click outside', async ({
        page,
      }) => {
        await open(page, '/', lang)
        const understanding = sectionButton(page, T.understanding)
        const living = sectionButton(page, T.living)
        await expect(understanding).toHaveAttribute('aria-expanded', 'false')

        await understanding.click()
        await expect(understanding).toHaveAttribute('aria-expanded', 'true')
        const panel = page.locator(`#${await understanding.getAttribute('aria-controls')}`)
        await expect(panel).toBeVisible()
        await expect(panel.getByRole('link', { name: T.firstCategory }).first()).toHaveAttribute(
          'href',
          '/understanding-epilepsy/what-is-epilepsy',
        )
        await expect(panel.getByRole('link', { name: T.firstArticle }).last()).toHaveAttribute(
          'href',
          '/understanding-epilepsy/what-is-epilepsy/epilepsy-explained',
        )
        const columns = panel.locator(':scope > div > div > ul > li')
        expect(await columns.count()).toBeGreaterThan(0)
        expect(await columns.count()).toBeLessThanOrEqual(5)
        await expectNoAxeViolations(page)

        await living.click()
        await expect(living).toHaveAttribute('aria-expanded', 'true')
        await expect(understanding).toHaveAttribute('aria-expanded', 'false')
        await expect(panel).toBeHidden()
        const livingPanel = page.locator(`#${await living.getAttribute('aria-controls')}`)
        await expect(
          livingPanel.getByRole('link', { name: T.livingCategory, exact: true }),
        ).toHaveAttribute('href', '/living-with-epilepsy/seizure-first-aid')

        // A click outside the menu (below the open panel) closes it.
        await page.mouse.click(640, 760)
        await expect(living).toHaveAttribute('aria-expanded', 'false')
        await expect(livingPanel).toBeHidden()
      })

    if (lang === 'en')
      test('mega-menus by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({
        page,
      }) => {
        await open(page, '/', lang)
        const understanding = sectionButton(page, T.understanding)
        await understanding.focus()
        await page.keyboard.press('Enter')
        await expect(understanding).toHaveAttribute('aria-expanded', 'true')
        // The menu's links are shown (their code and data arrive when a menu first opens).
        const panel = page.locator(`#${await understanding.getAttribute('aria-controls')}`)
        await expect(panel.getByRole('link').first()).toBeVisible()
        await page.keyboard.press('Tab')
        await expect(page.locator(':focus')).toHaveAttribute(
          'href',
          '/understanding-epilepsy/what-is-epilepsy',
        )
        await page.keyboard.press('Escape')
        await expect(understanding).toHaveAttribute('aria-expanded', 'false')
        await expect(understanding).toBeFocused()

        // Space toggles too; following an article link closes the menu.
        await page.keyboard.press(' ')
        await expect(understanding).toHaveAttribute('aria-expanded', 'true')
        await page.keyboard.press('Tab')
        await page.keyboard.press('Tab')
        await expect(page.locator(':focus')).toHaveAttribute(
          'href',
          '/understanding-epilepsy/what-is-epilepsy/epilepsy-explained',
        )
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(
          /\/understanding-epilepsy\/what-is-epilepsy\/epilepsy-explained$/,
        )
        await expect(understanding).toHaveAttribute('aria-expanded', 'false')
      })

    if (lang === 'el')
      test("mega-menus say 'Loading...' until the data is there and show empty categories", async ({
        page,
      }) => {
        let release: () => void = () => {}
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route('**/api/v1/header-menus*', async (route) => {
          // The real answer, held back, plus a category the demo content does not have: one without articles.
          const response = await route.fetch()
          const menus = await response.json()
          menus.living.columns.push({
            name: 'Empty topic',
            href: '/living-with-epilepsy/empty-topic',
            untranslated: true,
            articles: [],
          })
          await held
          await route.fulfill({ response, json: menus })
        })
        await page.goto(`/?lang=${lang}`)
        const living = sectionButton(page, T.living)
        await living.click()
        const panel = page.locator(`#${await living.getAttribute('aria-controls')}`)
        await expect(panel.getByRole('status')).toHaveText(T.loading)
        release()
        await expect(panel.getByRole('link', { name: 'Empty topic' })).toBeVisible()
        await expect(panel.getByText(T.noArticles)).toBeVisible()
        await expect(panel.getByRole('status')).toHaveCount(0)
      })

    if (lang === 'en')
      test("reads the menus again after 'refreshHeaderData', once per burst (300 ms debounce)", async ({
        page,
      }) => {
        await open(page, '/', lang)
        // Count only what the events cause: the page's own first reading of the menus is done.
        await page.waitForLoadState('networkidle')
        // The page counts its own calls, when they start: a count read in the page is exact.
        await page.evaluate(() => {
          const calls: number[] = []
          Object.assign(window, { menuCalls: calls })
          const fetch = window.fetch.bind(window)
          window.fetch = (input, init) => {
            if (
              String(input instanceof Request ? input.url : input).includes('/api/v1/header-menus')
            )
              calls.push(performance.now())
            return fetch(input, init)
          }
        })
        const calls = () =>
          page.evaluate(() => (window as unknown as { menuCalls: number[] }).menuCalls)
        const burst = () =>
          page.evaluate(() => {
            for (let i = 0; i < 3; i++) window.dispatchEvent(new Event('refreshHeaderData'))
            return performance.now()
          })
        // Nothing in the task of the burst itself: the read waits for the burst to end.
        const first = await page.evaluate(() => {
          for (let i = 0; i < 3; i++) window.dispatchEvent(new Event('refreshHeaderData'))
          return (window as unknown as { menuCalls: number[] }).menuCalls.length
        })
        expect(first).toBe(0)
        await expect.poll(async () => (await calls()).length, { timeout: 3000 }).toBe(1)
        // A second burst: its read comes a debounce after it, and the first burst left no second read
        // (any would have been due before this one, whose timer was set later).
        const second = await burst()
        await expect
          .poll(async () => (await calls()).length, { timeout: 3000 })
          .toBeGreaterThanOrEqual(2)
        const all = await calls()
        expect(all).toHaveLength(2)
        expect(all[1]! - second).toBeGreaterThanOrEqual(290)
      })

    if (lang === 'el')
      test('Join Our Community opens the dialog; Join opens the invite in a new tab', async ({
        page,
      }) => {
        await open(page, '/', lang)
        const trigger = header(page).getByRole('link', { name: T.join })
        await trigger.click()
        const dialog = page.getByRole('dialog', { name: T.communityTitle })
        await expect(dialog).toBeVisible()
        const join = dialog.getByRole('link', { name: new RegExp(`^${T.joinButton}`) })
        await expect(join).toHaveAttribute('href', INVITE)
        await expect(join).toHaveAttribute('target', '_blank')
        await expect(join).toHaveAttribute('rel', /noopener/)
        await expectNoAxeViolations(page)

        // The invite opens in a new tab (the request itself is not sent anywhere).
        await page
          .context()
          .route('https://chat.whatsapp.com/**', (route) =>
            route.fulfill({ body: 'invite', contentType: 'text/plain' }),
          )
        const [popup] = await Promise.all([page.waitForEvent('popup'), join.click()])
        expect(popup.url()).toBe(INVITE)
        await popup.close()

        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(trigger).toBeFocused()
      })

    test('language links: flag, the current language marked, choice kept across pages', async ({
      page,
    }) => {
      await open(page, '/about', lang)
      const languages = header(page).getByRole('list', { name: T.language })
      await expect(languages.getByRole('link', { name: T.currentShort })).toHaveAttribute(
        'aria-current',
        'true',
      )
      await expect(languages.getByRole('link', { name: T.otherShort })).not.toHaveAttribute(
        'aria-current',
      )
      await expect(languages.locator('svg').first()).toBeVisible()
      await expectNoAxeViolations(page)
      const other = lang === 'en' ? 'el' : 'en'
      await languages.getByRole('link', { name: T.otherShort }).focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await expect(page).toHaveURL(new RegExp(`/about\\?lang=${other}$`))
      await page.goto('/privacy')
      await expect(page.locator('html')).toHaveAttribute('lang', other)
    })
  })

  test.describe(`phone header (${lang})`, () => {
    test.use({ viewport: PHONE })

    if (lang === 'el')
      test('the mobile menu has every item and the language choice, and closes on navigation', async ({
        page,
      }) => {
        await open(page, '/', lang)
        await expect(primaryNav(page)).toBeHidden()
        const button = header(page).getByRole('button', { name: T.menu })
        await button.click()
        const menu = page.getByRole('dialog', { name: T.menu })
        await expect(menu).toBeVisible()
        const nav = menu.getByRole('navigation')
        for (const name of [T.understandingFull, T.livingFull]) {
          await expect(nav.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false')
        }
        for (const name of [T.about, T.events, T.news])
          await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
        await expect(menu.getByRole('link', { name: T.join })).toBeVisible()
        await expect(menu.getByRole('link', { name: 'English' })).toBeVisible()
        await expect(menu.getByRole('link', { name: 'Ελληνικά' })).toBeVisible()
        await expect(
          menu.getByRole('link', { name: { en: 'English', el: 'Ελληνικά' }[lang as Lang] }),
        ).toHaveAttribute('aria-current', 'true')
        await expect(menu.getByRole('link', { name: /Sign in|Σύνδεση/ })).toBeVisible()

        await nav.getByRole('button', { name: T.understandingFull }).click()
        await expect(nav.getByRole('button', { name: T.understandingFull })).toHaveAttribute(
          'aria-expanded',
          'true',
        )
        await expectNoAxeViolations(page)
        await nav.getByRole('link', { name: T.firstArticle }).last().click()
        await expect(page).toHaveURL(
          /\/understanding-epilepsy\/what-is-epilepsy\/epilepsy-explained$/,
        )
        await expect(menu).toBeHidden()

        await open(page, '/', lang)
        await header(page).getByRole('button', { name: T.menu }).click()
        await page
          .getByRole('dialog', { name: T.menu })
          .getByRole('link', { name: T.about, exact: true })
          .click()
        await expect(page).toHaveURL(/\/about$/)
        await expect(page.getByRole('dialog')).toBeHidden()
      })

    if (lang === 'en')
      test('the mobile menu by keyboard: focus stays inside, Escape closes and returns focus; a click outside closes', async ({
        page,
      }) => {
        await open(page, '/', lang)
        const button = header(page).getByRole('button', { name: T.menu })
        await button.focus()
        await page.keyboard.press('Enter')
        const menu = page.getByRole('dialog', { name: T.menu })
        await expect(menu).toBeVisible()
        // The modal <dialog> keeps focus off the page behind it: Tab cycles through the menu (and,
        // as the platform does, through the browser's own controls, where the page sees <body>).
        let insideCount = 0
        for (let i = 0; i < 25; i++) {
          await page.keyboard.press('Tab')
          const where = await menu.evaluate((element) =>
            element.contains(document.activeElement)
              ? 'inside'
              : document.activeElement === document.body
                ? 'browser'
                : 'page',
          )
          expect(where).not.toBe('page')
          if (where === 'inside') insideCount += 1
        }
        expect(insideCount).toBeGreaterThan(15)
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
        await expect(button).toBeFocused()

        await button.click()
        await expect(menu).toBeVisible()
        await page.mouse.click(10, 400)
        await expect(menu).toBeHidden()
      })

    test('the mobile menu switches the language and opens the community dialog', async ({
      page,
    }) => {
      await open(page, '/about', lang)
      await header(page).getByRole('button', { name: T.menu }).click()
      await page.getByRole('dialog', { name: T.menu }).getByRole('link', { name: T.join }).click()
      const dialog = page.getByRole('dialog', { name: T.communityTitle })
      await expect(dialog).toBeVisible()
      await expect(
        dialog.getByRole('link', { name: new RegExp(`^${T.joinButton}`) }),
      ).toHaveAttribute('href', INVITE)
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: T.close, exact: true }).first().click()
      await expect(dialog).toBeHidden()

      const other = lang === 'en' ? 'el' : 'en'
      await header(page).getByRole('button', { name: T.menu }).click()
      await page
        .getByRole('dialog', { name: T.menu })
        .getByRole('link', { name: T.otherLanguage })
        .click()
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await expect(page).toHaveURL(new RegExp(`/about\\?lang=${other}$`))
    })
  })

  // English on a phone, Greek on a desktop: each size and each language once (the strings of
  // both languages are the component tests'; every page at 360 px is layout-width.spec.ts's).
  for (const [size, viewport] of lang === 'en'
    ? ([['phone', PHONE]] as const)
    : ([['desktop', DESKTOP]] as const)) {
    test.describe(`home, footer and pages (${lang}, ${size})`, () => {
      test.use({ viewport })

      test('home: hero, learn more to the cards, featured section, start here and get help', async ({
        page,
      }) => {
        await open(page, '/', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.heroTitle)
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        await page.getByRole('link', { name: T.learnMore }).click()
        await expect(page.locator('#explore')).toBeFocused()
        await expect(page).toHaveURL(/#explore$/)
        await expect
          .poll(() =>
            page.evaluate(() =>
              Math.round(document.getElementById('explore')!.getBoundingClientRect().top),
            ),
          )
          .toBeLessThan(100)
        await expect(page.locator('#explore').getByRole('listitem')).toHaveCount(4)
        await expect(page.getByRole('link', { name: T.startHere })).toHaveAttribute(
          'href',
          '/understanding-epilepsy',
        )
        await page.getByRole('button', { name: T.getHelp }).click()
        await expect(page.getByRole('dialog', { name: T.emergencyTitle })).toBeVisible()
        await page.keyboard.press('Escape')
        await expectNoAxeViolations(page)
      })

      test('footer: quick links, help links, legal links, and scroll to the top on the same page', async ({
        page,
      }) => {
        // Without smooth scrolling the positions below are final at once.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await open(page, '/privacy', lang)
        const quick = footer(page).getByRole('navigation', { name: T.quickLinks })
        await expect(quick.getByRole('link', { name: T.understandingFull })).toHaveAttribute(
          'href',
          '/understanding-epilepsy',
        )
        await expect(quick.getByRole('link', { name: T.livingFull })).toHaveAttribute(
          'href',
          '/living-with-epilepsy',
        )
        await expect(quick.getByRole('link', { name: T.events, exact: true })).toHaveAttribute(
          'href',
          '/events',
        )
        await expect(quick.getByRole('link', { name: T.news, exact: true })).toHaveAttribute(
          'href',
          '/news',
        )
        await expect(footer(page).getByRole('link', { name: T.contactUs })).toHaveAttribute(
          'href',
          '/about#contact',
        )
        await expect(footer(page).getByRole('link', { name: 'hello@example.org' })).toHaveAttribute(
          'href',
          'mailto:hello@example.org',
        )

        // The link to the page already shown scrolls to its top instead.
        const legal = footer(page).getByRole('navigation', { name: T.legal })
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
        await legal.getByRole('link', { name: T.privacy }).click()
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
        await expect(page).toHaveURL(/\/privacy\?lang=/)
        await expect(page.locator('#main-content')).toBeFocused()

        // Another page starts at its top; back returns to the position the page was left at.
        await page.evaluate(() => window.scrollTo(0, 1200))
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
        await page
          .getByRole('navigation', { name: lang === 'en' ? 'Related pages' : 'Σχετικές σελίδες' })
          .getByRole('link', { name: T.terms })
          .click()
        await expect(page).toHaveURL(/\/terms$/)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
        await page.goBack()
        await expect(page).toHaveURL(/\/privacy/)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)

        await footer(page)
          .getByRole('navigation', { name: T.legal })
          .getByRole('link', { name: T.accessibility })
          .click()
        await expect(page).toHaveURL(/\/accessibility$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.accessibilityTitle)

        await footer(page).getByRole('link', { name: T.backToTop }).click()
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      })

      test('footer: Events and News scroll to the top when already there; Emergency and Join Community open dialogs', async ({
        page,
      }) => {
        for (const [name, path] of [
          [T.events, '/events'],
          [T.news, '/news'],
        ] as const) {
          await open(page, path, lang)
          await page.evaluate(() => {
            // Make sure the page is taller than the window, whatever the list shows today.
            document.getElementById('main-content')!.style.minHeight = '3000px'
            window.scrollTo(0, document.body.scrollHeight)
          })
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
          await footer(page)
            .getByRole('navigation', { name: T.quickLinks })
            .getByRole('link', { name, exact: true })
            .click()
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
          expect(new URL(page.url()).pathname).toBe(path)
        }

        const quick = footer(page).getByRole('navigation', { name: T.quickLinks })
        await quick.getByRole('button', { name: T.footerEmergency }).click()
        const emergency = page.getByRole('dialog', { name: T.emergencyTitle })
        await expect(emergency).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(emergency).toBeHidden()
        await expect(quick.getByRole('button', { name: T.footerEmergency })).toBeFocused()

        await quick.getByRole('link', { name: T.footerJoin }).click()
        await expect(page.getByRole('dialog', { name: T.communityTitle })).toBeVisible()
      })

      test('About: mission, key facts and the configured contact details', async ({ page }) => {
        await open(page, '/about', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.aboutTitle)
        const facts = page.locator('dl dt')
        await expect(facts).toHaveText([...T.facts])
        const contact = page.locator('#contact')
        await expect(contact.getByRole('link', { name: 'hello@example.org' })).toHaveAttribute(
          'href',
          'mailto:hello@example.org',
        )
        await expect(contact.getByRole('link', { name: /@example_foundation/ })).toHaveAttribute(
          'href',
          'https://www.instagram.com/example_foundation',
        )
        // Not set by the server's environment: the demo's example page from the site settings.
        await expect(contact.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
          'href',
          'https://www.facebook.com/example',
        )
        await expect(page).toHaveTitle(
          lang === 'en' ? 'About us | Epilepsy Cyprus' : 'Σχετικά με εμάς | Επιληψία Κύπρου',
        )
        await expectNoAxeViolations(page)
      })

      test('privacy, terms and accessibility: real content, section links, axe-clean', async ({
        page,
      }) => {
        // Three long pages, each checked by axe.
        test.setTimeout(120_000)
        await open(page, '/privacy', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.privacy)
        await expect(page.getByText('visitor_id').first()).toBeVisible()
        const whatsapp = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'WhatsApp (Meta)' }) })
        await expect(whatsapp.getByText(T.inUse)).toBeVisible()
        const location = page.locator('#other-services li').nth(3)
        await expect(location.getByText(T.notInUse)).toBeVisible()
        await expectNoAxeViolations(page)

        await open(page, '/terms', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.terms)
        await expectNoAxeViolations(page)

        await open(page, '/accessibility', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.accessibilityTitle)
        await expect(page.getByText(/WCAG\) 2\.2/).first()).toBeVisible()
        await page
          .getByRole('link', { name: lang === 'en' ? 'Known limitations' : 'Γνωστοί περιορισμοί' })
          .click()
        await expect(page).toHaveURL(/#known-limitations$/)
        await expect(page.locator('#known-limitations li').first()).toBeVisible()
        await expectNoAxeViolations(page)
      })
    })
  }
}

test.describe('emergency number', () => {
  // Cyprus in each language and size pair; Greece and a zone of no country once each (the
  // dialog's strings in both languages are emergency-dialog.component.test.tsx's).
  for (const [lang, size, viewport] of [
    ['en', 'phone', PHONE],
    ['el', 'desktop', DESKTOP],
  ] as const) {
    const T = TEXT[lang]

    test.describe(`in Cyprus (${lang}, ${size})`, () => {
      test.use({ viewport, timezoneId: 'Asia/Nicosia' })

      test('shows 112 for Cyprus with a Call Now link; another country is remembered for the session', async ({
        page,
      }) => {
        await open(page, '/', lang)
        await page.getByRole('button', { name: T.needHelp }).first().click()
        const dialog = page.getByRole('dialog', { name: T.emergencyTitle })
        await expect(dialog).toBeVisible()
        await expect(dialog.getByTestId('emergency-number')).toHaveText(T.cyprus)
        await expect(dialog.getByRole('link', { name: T.callNow })).toHaveAttribute(
          'href',
          'tel:112',
        )
        await expectNoAxeViolations(page)

        await dialog.getByLabel(T.chooseCountry).selectOption({ label: T.germanyOption })
        await expect(dialog.getByTestId('emergency-number')).toHaveText(T.germany)
        await expect(dialog.getByRole('link', { name: T.callNow })).toHaveAttribute(
          'href',
          'tel:112',
        )
        await expect(dialog.getByRole('link', { name: '110' })).toHaveAttribute('href', 'tel:110')
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()

        await page.getByRole('button', { name: T.needHelp }).first().click()
        await expect(
          page.getByRole('dialog', { name: T.emergencyTitle }).getByTestId('emergency-number'),
        ).toHaveText(T.germany)
        await page.keyboard.press('Escape')

        await page.reload()
        await page.getByRole('button', { name: T.needHelp }).first().click()
        await expect(
          page.getByRole('dialog', { name: T.emergencyTitle }).getByTestId('emergency-number'),
        ).toHaveText(T.germany)

        // A new session detects again.
        const fresh = await page
          .context()
          .browser()!
          .newContext({ viewport, timezoneId: 'Asia/Nicosia' })
        const other = await fresh.newPage()
        await open(other, '/', lang)
        await other.getByRole('button', { name: T.needHelp }).first().click()
        await expect(
          other.getByRole('dialog', { name: T.emergencyTitle }).getByTestId('emergency-number'),
        ).toHaveText(T.cyprus)
        await fresh.close()
      })
    })

    if (lang === 'el')
      test.describe(`in Greece (${lang}, phone)`, () => {
        test.use({ viewport: PHONE, timezoneId: 'Europe/Athens' })

        test('shows ambulance 166, police 100 and fire 199', async ({ page }) => {
          await open(page, '/', lang)
          await page.getByRole('button', { name: T.needHelp }).first().click()
          const dialog = page.getByRole('dialog', { name: T.emergencyTitle })
          await expect(dialog.getByTestId('emergency-number')).toHaveText(T.greece)
          await expect(dialog.getByRole('link', { name: T.callNow })).toHaveAttribute(
            'href',
            'tel:166',
          )
          await expect(
            dialog.getByRole('definition').filter({ hasText: '100' }).getByRole('link'),
          ).toHaveAttribute('href', 'tel:100')
          await expect(dialog.getByRole('link', { name: '199' })).toHaveAttribute('href', 'tel:199')
          await expect(dialog.getByText(T.police)).toBeVisible()
          await expect(dialog.getByText(T.fire)).toBeVisible()
          await expectNoAxeViolations(page)
        })
      })

    if (lang === 'en')
      test.describe(`in a time zone of no country (${lang}, desktop)`, () => {
        test.use({ viewport: DESKTOP, timezoneId: 'Etc/GMT+5' })

        test('shows Unknown and 112', async ({ page }) => {
          await open(page, '/about', lang)
          await footer(page).getByRole('button', { name: T.footerEmergency }).click()
          const dialog = page.getByRole('dialog', { name: T.emergencyTitle })
          await expect(dialog.getByTestId('emergency-number')).toHaveText(T.unknown)
          await expect(dialog.getByRole('link', { name: T.callNow })).toHaveAttribute(
            'href',
            'tel:112',
          )
          await expectNoAxeViolations(page)
        })
      })
  }

  test('asks no other site for the country unless GEOLOCATION_URL is set', async ({ page }) => {
    const outside: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url())
    })
    await open(page, '/', 'en')
    await page.getByRole('button', { name: 'Need help now?' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Emergency Number' })).toBeVisible()
    expect(outside).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the mega-menus are links to the section pages and the menu button leads to the footer links', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    await expect(
      primaryNav(page).getByRole('link', { name: 'Understanding', exact: true }),
    ).toHaveAttribute('href', '/understanding-epilepsy')
    await expect(
      primaryNav(page).getByRole('link', { name: 'Living', exact: true }),
    ).toHaveAttribute('href', '/living-with-epilepsy')
    await page.setViewportSize(PHONE)
    await header(page).getByRole('link', { name: 'Menu' }).click()
    await expect(page).toHaveURL(/#footer-navigation$/)
    await expect(
      footer(page)
        .getByRole('navigation', { name: 'Language' })
        .getByRole('link', { name: 'Ελληνικά' }),
    ).toBeVisible()
  })
})

test.describe('icons', () => {
  test.use({ viewport: PHONE })

  test('are drawn on the served page, after hydration and on pages rendered in the browser, with no hydration error', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const drawn = async (icon: Locator) => {
      await expect(icon.locator('path, circle, rect, line, polyline').first()).toBeAttached()
      await expect(icon).toBeVisible()
      const box = await icon.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(16)
      expect(box?.height).toBeGreaterThanOrEqual(16)
    }

    await open(page, '/', 'en')
    await drawn(header(page).getByRole('link', { name: 'First aid', exact: true }).locator('svg'))
    // The menu's close button is drawn by React in the browser when the menu opens.
    await header(page).getByRole('button', { name: TEXT.en.menu }).click()
    await drawn(
      page
        .getByRole('dialog', { name: TEXT.en.menu })
        .getByRole('button', { name: TEXT.en.closeMenu })
        .locator('svg'),
    )
    await page
      .getByRole('dialog', { name: TEXT.en.menu })
      .getByRole('link', { name: TEXT.en.events, exact: true })
      .click()
    await expect(page).toHaveURL(/\/events$/)
    // The address changes before the new page is drawn: wait for it, not the home page's cards.
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
    // An event card's date icon, on a page React rendered from the route's data.
    await drawn(page.getByRole('main').locator('article svg').first())
    expect(errors).toEqual([])
  })
})

test.describe('signed in', () => {
  test.use({ viewport: DESKTOP })

  test('after signing in (an action) the home page starts at the top; admins see liked counts and options on home cards', async ({
    page,
  }) => {
    await page.goto('/auth?lang=en')
    await page.evaluate(() => {
      document.getElementById('main-content')!.style.minHeight = '3000px'
      window.scrollTo(0, 900)
    })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    // Through the form: the sign-in's welcome toast is part of what is checked.
    await signInThroughForm(page, 'admin')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // The welcome toast, held by the pointer (toasts wait while hovered), so a slow machine's
    // checks below do not outlast it; without motion, so axe sees its final colours.
    const toast = page.locator('[data-sonner-toast][data-mounted="true"]')
    await toast.hover()
    await page.emulateMedia({ reducedMotion: 'reduce' })

    const events = page.getByRole('region', { name: 'Upcoming events' })
    await expect(events.getByRole('article')).toHaveCount(2)
    await expect(events.getByRole('button', { name: /^More options: / })).toHaveCount(2)
    await expect(events.getByText(/^\d+ likes?$/)).toHaveCount(2)
    await expect(
      page
        .getByRole('region', { name: 'Patient stories' })
        .getByRole('button', { name: /^More options: / }),
    ).toHaveCount(2)
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
    ).toBeVisible()
    // The toast is checked with the page, then, once the pointer has left it, the page alone.
    await expect(toast).toHaveCount(1)
    await expectNoAxeViolations(page)
    await page.mouse.move(0, 0)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await expectNoAxeViolations(page)
  })

  test('a signed-in visitor who is not an admin sees no admin controls on home', async ({
    page,
  }) => {
    await signInAs(page, 'user')
    await expect(
      page.getByRole('region', { name: 'Latest news' }).getByRole('article'),
    ).toHaveCount(2)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: /^More options: / })).toHaveCount(0)
    await expect(page.getByText(/^\d+ likes?$/)).toHaveCount(0)
  })

  test('the avatar menu is in the mobile menu too', async ({ page }) => {
    await signInAs(page, 'user')
    await page.setViewportSize(PHONE)
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Account menu' }),
    ).toBeVisible()
  })
})
