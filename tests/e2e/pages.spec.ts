/**
 * Pages of text end to end (decision 0057): an editor changes the About page's text on the page
 * itself and a signed-out visitor, whose earlier view of the page was cached, sees it on the next
 * load; an admin adds a page on the Site settings page and a footer link to it, and a visitor
 * follows the link; the admin deletes the page (its address and footer link go) and restores it
 * from the content list's Recently deleted, and the visitor finds it again (decisions 0075, 0076).
 * Greek on a 360 px phone and English on a desktop; axe on the editors.
 */
import type { Browser, Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const

const TEXT = {
  en: {
    edit: 'Edit this page',
    language: 'English',
    lead: 'Introduction',
    text: 'Text',
    save: 'Save',
    saved: 'Page saved.',
    fixedPart: 'Contact details from the site settings',
    oldLead: /^Epilepsy Cyprus is a foundation of people with epilepsy/,
    newLead: 'We walk beside everyone in Cyprus who lives with epilepsy.',
    newText: 'We also run a free helpline every weekday.',
    title: 'Title (English)',
    address: 'Address (slug)',
    pageText: 'Text (English)',
    addPage: 'Add the page',
    row: /^Link \d+$/,
    label: 'Label (English)',
    labelEl: 'Label (Greek)',
    href: 'Address',
    saveLinks: 'Save the footer links',
    linksSaved: 'Footer links saved.',
    reserved: 'This address belongs to another part of the site. Choose another one.',
    restore: 'Restore',
    restored: '1 item restored.',
  },
  el: {
    edit: 'Επεξεργασία σελίδας',
    language: 'Ελληνικά',
    lead: 'Εισαγωγή',
    text: 'Κείμενο',
    save: 'Αποθήκευση',
    saved: 'Η σελίδα αποθηκεύτηκε.',
    fixedPart: 'Στοιχεία επικοινωνίας από τις ρυθμίσεις του ιστότοπου',
    oldLead: /^Η Επιληψία Κύπρου είναι ένα ίδρυμα/,
    newLead: 'Στεκόμαστε δίπλα σε όλους όσους ζουν με επιληψία στην Κύπρο.',
    newText: 'Λειτουργούμε επίσης δωρεάν γραμμή βοήθειας κάθε εργάσιμη.',
    title: 'Τίτλος (ελληνικά)',
    address: 'Διεύθυνση (slug)',
    pageText: 'Κείμενο (ελληνικά)',
    addPage: 'Προσθήκη της σελίδας',
    row: /^Σύνδεσμος \d+$/,
    label: 'Κείμενο του συνδέσμου (αγγλικά)',
    labelEl: 'Κείμενο του συνδέσμου (ελληνικά)',
    href: 'Διεύθυνση',
    saveLinks: 'Αποθήκευση των συνδέσμων υποσέλιδου',
    linksSaved: 'Οι σύνδεσμοι του υποσέλιδου αποθηκεύτηκαν.',
    reserved: 'Αυτή η διεύθυνση ανήκει σε άλλο μέρος του ιστότοπου. Επιλέξτε άλλη.',
    restore: 'Επαναφορά',
    restored: 'Επανήλθε 1 στοιχείο.',
  },
} as const

/** A signed-out visitor in a context of their own, at the size of the test. */
async function visitor(browser: Browser, size: keyof typeof SIZES) {
  const context = await browser.newContext({ viewport: SIZES[size] })
  return { page: await context.newPage(), close: () => context.close() }
}

const lead = (page: Page) => page.locator('h1 + p')

test.describe.configure({ mode: 'serial' })

for (const [lang, size] of [
  ['el', 'phone'],
  ['en', 'desktop'],
] as const) {
  const T = TEXT[lang]

  test(`an editor changes the About page and a visitor sees it at once (${lang}, ${size})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    // The visitor's first view fills the page cache with today's text.
    const guest = await visitor(browser, size)
    await guest.page.goto(`/about?lang=${lang}`)
    await expect(lead(guest.page)).toHaveText(T.oldLead)
    await expect(guest.page.getByRole('button', { name: T.edit })).toHaveCount(0)

    await signInAs(page, 'editor')
    const origin = new URL(page.url()).origin
    const seeded = (
      (await (await page.request.get('/api/v1/pages/about')).json()) as {
        data: Record<string, unknown>
      }
    ).data
    await page.setViewportSize(SIZES[size])
    await page.goto(`/about?lang=${lang}`)
    await page.getByRole('button', { name: T.edit }).click()
    const ownLanguage = page.getByRole('group', { name: T.language })
    const text = ownLanguage.getByRole('textbox', { name: T.text, exact: true })
    await expect(text).toBeVisible()
    // The parts the site fills in itself are named, not editable.
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
    await expect(page.getByText(T.newText)).toBeVisible()

    // The visitor's next load shows the edit: the cached page was made stale by the save.
    await guest.page.reload()
    await expect(lead(guest.page)).toHaveText(T.newLead)
    await expect(guest.page.getByText(T.newText)).toBeVisible()
    await guest.close()

    // The seeded text again, for the other specs of this worker.
    const restored = await page.request.patch('/api/v1/pages/about', {
      headers: { origin },
      data: {
        lead: seeded.lead,
        lead_el: seeded.lead_el,
        content: seeded.content,
        content_el: seeded.content_el,
      },
    })
    expect(restored.status()).toBe(200)
  })

  test(`an admin adds a page and a footer link to it, and a visitor follows it (${lang}, ${size})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const slug = `volunteer-${lang}`
    const title = lang === 'el' ? 'Γίνετε εθελοντής' : 'Volunteer with us'
    const body =
      lang === 'el' ? 'Χρειαζόμαστε χέρια στις εκδηλώσεις μας.' : 'We need hands at our events.'
    await signInAs(page, 'admin')
    await page.setViewportSize(SIZES[size])
    await page.goto(`/admin/settings?lang=${lang}`)

    // An address of the site's own is refused with a message, and nothing is added.
    await page.getByLabel(T.title, { exact: true }).fill(title)
    await page.getByLabel(T.address, { exact: true }).fill('events')
    await page.getByRole('button', { name: T.addPage }).click()
    await expect(page.getByText(T.reserved)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByLabel(T.address, { exact: true }).fill(slug)
    const text = page.getByRole('textbox', { name: T.pageText, exact: true })
    await text.click()
    await text.pressSequentially(body)
    await page.getByRole('button', { name: T.addPage }).click()
    await expect(page).toHaveURL(new RegExp(`/${slug}(\\?|$)`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    // The footer link, in the spare row at the end of the list.
    await page.goto(`/admin/settings?lang=${lang}`)
    const row = page.getByRole('group', { name: T.row }).last()
    // A Greek reader sees the Greek label; an English one the English.
    if (lang === 'el') {
      await row.getByLabel(T.label, { exact: true }).fill('Volunteer')
      await row.getByLabel(T.labelEl, { exact: true }).fill(title)
    } else {
      await row.getByLabel(T.label, { exact: true }).fill(title)
    }
    await row.getByLabel(T.href, { exact: true }).fill(`/${slug}`)
    await page.getByRole('button', { name: T.saveLinks }).click()
    await expect(page.getByText(T.linksSaved)).toBeVisible()
    await expectNoAxeViolations(page)

    const guest = await visitor(browser, size)
    await guest.page.goto(`/?lang=${lang}`)
    await guest.page.locator('footer').getByRole('link', { name: title }).click()
    await expect(guest.page).toHaveURL(new RegExp(`/${slug}(\\?|$)`))
    await expect(guest.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(guest.page.getByText(body)).toBeVisible()

    // Deleted, the page is not found and its footer link is gone.
    const origin = new URL(page.url()).origin
    const added = (await (await page.request.get(`/api/v1/pages/${slug}`)).json()) as {
      data: { id: string }
    }
    const deleted = await page.request.delete(`/api/v1/pages/${added.data.id}`, {
      headers: { origin },
    })
    expect(deleted.status()).toBe(200)
    expect((await guest.page.goto(`/${slug}?lang=${lang}`))?.status()).toBe(404)
    await expect(guest.page.locator('footer').getByRole('link', { name: title })).toHaveCount(0)

    // Restored from the list's Recently deleted, both are back.
    await page.goto(
      `/admin/content?lang=${lang}&status=deleted&kind=pages&q=${encodeURIComponent(title)}`,
    )
    await page.getByRole('checkbox', { name: title }).check()
    await page.getByRole('button', { name: T.restore, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: T.restored })).toBeVisible()
    await guest.page.goto(`/?lang=${lang}`)
    await guest.page.locator('footer').getByRole('link', { name: title }).click()
    await expect(guest.page).toHaveURL(new RegExp(`/${slug}(\\?|$)`))
    await expect(guest.page.getByText(body)).toBeVisible()
    await guest.close()
  })
}
