/**
 * The legal pages and the home page's texts as fixed pages, end to end (decisions 0068, 0069):
 * an editor changes the privacy policy on the page itself and a signed-out visitor, whose earlier
 * view was cached, sees it on the next load; an editor changes the home page's heading with
 * "Edit texts" and the home page shows it; the pages are in the list of all content with a link
 * to their history. Greek on a 360 px phone and English on a desktop; axe on the editors.
 */
import type { Browser, Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const

const TEXT = {
  en: {
    edit: 'Edit this page',
    editTexts: 'Edit texts',
    editHero: 'Edit: Top of the page',
    language: 'English',
    title: 'Title',
    lead: 'Introduction',
    text: 'Text',
    save: 'Save',
    saved: 'Page saved.',
    fixedPart:
      '[services]: the list of other services, each marked in use or not as this site is set up',
    policy: 'Privacy Policy',
    newLead: 'We keep as little about you as we can, and say exactly what.',
    newText: 'Our volunteers never see what you search for.',
    heroTitle: 'You are not alone with epilepsy',
    newHeroTitle: 'Epilepsy is part of life, not all of it',
    otherServices: 'Other services, only where switched on',
  },
  el: {
    edit: 'Επεξεργασία σελίδας',
    editTexts: 'Επεξεργασία κειμένων',
    editHero: 'Επεξεργασία: Πάνω μέρος της σελίδας',
    language: 'Ελληνικά',
    title: 'Τίτλος',
    lead: 'Εισαγωγή',
    text: 'Κείμενο',
    save: 'Αποθήκευση',
    saved: 'Η σελίδα αποθηκεύτηκε.',
    fixedPart:
      '[services]: ο κατάλογος των άλλων υπηρεσιών, με την ένδειξη αν χρησιμοποιείται η καθεμία σε αυτόν τον ιστότοπο',
    policy: 'Πολιτική Απορρήτου',
    newLead: 'Κρατάμε όσο λιγότερα γίνεται για εσάς και λέμε ακριβώς ποια.',
    newText: 'Οι εθελοντές μας δεν βλέπουν ποτέ τι αναζητάτε.',
    heroTitle: 'Δεν είστε μόνοι με την επιληψία',
    newHeroTitle: 'Η επιληψία είναι μέρος της ζωής, όχι όλη η ζωή',
    otherServices: 'Άλλες υπηρεσίες, μόνο όπου είναι ενεργοποιημένες',
  },
} as const

/** A signed-out visitor in a context of their own, at the size of the test. */
async function visitor(browser: Browser, size: keyof typeof SIZES) {
  const context = await browser.newContext({ viewport: SIZES[size] })
  return { page: await context.newPage(), close: () => context.close() }
}

const lead = (page: Page) => page.locator('h1 + p')

/** A page's stored fields, to put back after the test for the other specs of this worker. */
async function storedPage(page: Page, slug: string) {
  const answer = await page.request.get(`/api/v1/pages/${slug}`)
  return ((await answer.json()) as { data: Record<string, unknown> }).data
}

async function putBack(page: Page, slug: string, fields: Record<string, unknown>) {
  const origin = new URL(page.url()).origin
  const answer = await page.request.patch(`/api/v1/pages/${slug}`, {
    headers: { origin },
    data: fields,
  })
  expect(answer.status()).toBe(200)
}

test.describe.configure({ mode: 'serial' })

for (const [lang, size] of [
  ['el', 'phone'],
  ['en', 'desktop'],
] as const) {
  const T = TEXT[lang]

  test(`an editor changes the privacy policy and a visitor sees it (${lang}, ${size})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const guest = await visitor(browser, size)
    await guest.page.goto(`/privacy?lang=${lang}`)
    await expect(guest.page.getByRole('heading', { level: 1, name: T.policy })).toBeVisible()
    await expect(guest.page.getByRole('button', { name: T.edit })).toHaveCount(0)

    await signInAs(page, 'editor')
    const seeded = await storedPage(page, 'privacy')
    await page.setViewportSize(SIZES[size])
    await page.goto(`/privacy?lang=${lang}`)
    await page.getByRole('button', { name: T.edit }).click()
    const ownLanguage = page.getByRole('group', { name: T.language })
    const text = ownLanguage.getByRole('textbox', { name: T.text, exact: true })
    await expect(text).toBeVisible()
    await expect(page.getByText(T.fixedPart)).toBeVisible()
    await expectNoAxeViolations(page)

    await ownLanguage.getByLabel(T.lead, { exact: true }).fill(T.newLead)
    // The rich-text editor, not its stand-in: keys pressed while it takes over would land where
    // the stand-in's caret was.
    await expect(ownLanguage.locator('[contenteditable="true"]')).toBeVisible()
    await text.click()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.press('Enter')
    // Typed where the caret is: focusing the editor again would put it at the start.
    await page.keyboard.type(T.newText)
    await page.getByRole('button', { name: T.save, exact: true }).click()
    await expect(page.getByText(T.saved)).toBeVisible()
    await expect(lead(page)).toHaveText(T.newLead)

    // The visitor's next load shows the edit, and the parts the site fills in are still there.
    await guest.page.reload()
    await expect(lead(guest.page)).toHaveText(T.newLead)
    await expect(guest.page.getByText(T.newText)).toBeVisible()
    const services = guest.page.locator('#other-services')
    await expect(services.getByRole('heading', { level: 2 })).toHaveText(T.otherServices)
    await expect(services.getByRole('heading', { level: 3, name: 'WhatsApp (Meta)' })).toBeVisible()
    await expect(guest.page.getByText('[services]')).toHaveCount(0)
    // Nothing is wider than the screen.
    const overflow = await guest.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await guest.close()

    await putBack(page, 'privacy', {
      lead: seeded.lead,
      lead_el: seeded.lead_el,
      content: seeded.content,
      content_el: seeded.content_el,
    })
  })

  test(`an editor changes the home page's heading and the home page shows it (${lang}, ${size})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const guest = await visitor(browser, size)
    await guest.page.goto(`/?lang=${lang}`)
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(T.heroTitle)
    await expect(guest.page.getByRole('button', { name: T.editTexts })).toHaveCount(0)

    await signInAs(page, 'editor')
    const seeded = await storedPage(page, 'home-hero')
    await page.setViewportSize(SIZES[size])
    await page.goto(`/?lang=${lang}`)
    await page.getByRole('button', { name: T.editTexts }).click()
    await page.getByRole('button', { name: T.editHero }).click()
    const ownLanguage = page.getByRole('group', { name: T.language })
    await expect(ownLanguage.getByLabel(T.title, { exact: true })).toHaveValue(T.heroTitle)
    // A heading and its text: no rich-text field here.
    await expect(ownLanguage.getByRole('textbox', { name: T.text, exact: true })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await ownLanguage.getByLabel(T.title, { exact: true }).fill(T.newHeroTitle)
    await page.getByRole('button', { name: T.save, exact: true }).click()
    await expect(page.getByText(T.saved)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.newHeroTitle)

    await guest.page.reload()
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(T.newHeroTitle)
    await guest.close()

    await putBack(page, 'home-hero', { title: seeded.title, title_el: seeded.title_el })
  })
}

test('the pages are in the list of all content, with their history', async ({ page }) => {
  await signInAs(page, 'editor')
  await page.setViewportSize(SIZES.desktop)
  await page.goto('/admin/content?kind=pages&sort=title&lang=en')
  const table = page.getByRole('table', { name: 'All content' })
  const row = table.getByRole('row').filter({ hasText: 'Privacy Policy' })
  await expect(row.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  )
  await expect(row).toContainText('Page')
  await expect(table.getByRole('row').filter({ hasText: 'Terms of Use' })).toHaveCount(1)
  await row.getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History: Privacy Policy')
  await expectNoAxeViolations(page)
})
