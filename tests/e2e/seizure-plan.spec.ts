/**
 * The seizure action plan end to end, at a phone size (360 px) in English and Greek: filling
 * the guided form keeps it on the device across a reload, the printout fits two A4 pages, the
 * PDF and the wallet card download and hold the person's name and Greek text (read back with a
 * PDF reader), no request of the whole flow carries anything typed, several plans live side by
 * side (delete with a confirmation, plan file out and back in), and the page works offline
 * after one visit. axe-core checks the page.
 */
import type { Download, Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'

import { TEXT_LIMITS } from '../../app/domain/seizure-plan'
import { expectNoAxeViolations } from './support/axe'
import { untilOfflineReady } from './support/offline'
import { compact, readPdf } from '../support/pdf'
import { expect, test } from './support/test'

// Offline use is part of this spec's subject: the service worker, which others block, runs.
test.use({ serviceWorkers: 'allow' })

const PHONE = { width: 360, height: 780 }
/** A 1×1 PNG: the photo the person picks. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const TEXT = {
  en: {
    title: 'Seizure action plan',
    privacy: /saved only on this device/,
    person: 'About the person',
    name: 'Name',
    photo: 'Photo (optional)',
    photoAlt: (name: string) => `Photo of ${name}`,
    contact: 'Contact 1',
    relation: 'Relationship',
    phone: 'Phone',
    seizureType: 'Seizure type 1',
    typeName: 'Name of this seizure type',
    looksLike: 'What it looks like',
    rescue: 'Rescue medicine',
    keptWhere: 'Where it is kept',
    ambulance: 'When to call an ambulance',
    number: 'Emergency number',
    output: 'Print and share',
    print: 'Print (A4)',
    pdf: 'Download PDF',
    card: 'Download wallet card',
    nameMissing: "Enter the person's name first: it goes on the printout and the file name.",
    printHeading: 'During a seizure',
    hasEpilepsy: 'I have epilepsy. If I have a seizure:',
    cardFront: 'I have epilepsy',
    plans: 'Plans on this device',
    newPlan: 'New plan',
    choose: 'Plan shown',
    deletePlan: 'Delete this plan',
    confirmDelete: 'Yes, delete it',
    cancel: 'Cancel',
    deleted: 'The plan was deleted from this device.',
    exportPlan: 'Save plan file',
    importPlan: 'Import a plan file',
    imported: (name: string) => `The plan of ${name} was imported.`,
    notPlanFile:
      'This file is not a seizure action plan: choose the .json file saved from this page.',
    firstAidLink: 'Make a seizure action plan',
    footerLink: 'Seizure Action Plan',
    menu: 'Menu',
    tools: 'Tools',
    contacts: 'Emergency contacts',
    seizureTypes: 'Seizure types',
    medicines: 'Daily medicines',
    addContact: 'Add a contact',
    addType: 'Add a seizure type',
    addMedicine: 'Add a medicine',
  },
  el: {
    title: 'Σχέδιο δράσης για κρίσεις',
    privacy: /αποθηκεύεται μόνο σε αυτή τη συσκευή/,
    person: 'Για το άτομο',
    name: 'Όνομα',
    photo: 'Φωτογραφία (προαιρετικά)',
    photoAlt: (name: string) => `Φωτογραφία: ${name}`,
    contact: 'Επαφή 1',
    relation: 'Σχέση',
    phone: 'Τηλέφωνο',
    seizureType: 'Τύπος κρίσης 1',
    typeName: 'Όνομα αυτού του τύπου κρίσης',
    looksLike: 'Πώς μοιάζει',
    rescue: 'Φάρμακο διάσωσης',
    keptWhere: 'Πού φυλάσσεται',
    ambulance: 'Πότε να καλέσετε ασθενοφόρο',
    number: 'Αριθμός έκτακτης ανάγκης',
    output: 'Εκτύπωση και κοινοποίηση',
    print: 'Εκτύπωση (A4)',
    pdf: 'Λήψη PDF',
    card: 'Λήψη κάρτας πορτοφολιού',
    nameMissing:
      'Γράψτε πρώτα το όνομα του ατόμου: μπαίνει στην εκτύπωση και στο όνομα του αρχείου.',
    printHeading: 'Κατά τη διάρκεια της κρίσης',
    hasEpilepsy: 'Έχω επιληψία. Αν πάθω κρίση:',
    cardFront: 'Έχω επιληψία',
    plans: 'Σχέδια σε αυτή τη συσκευή',
    newPlan: 'Νέο σχέδιο',
    choose: 'Σχέδιο που εμφανίζεται',
    deletePlan: 'Διαγραφή αυτού του σχεδίου',
    confirmDelete: 'Ναι, διαγραφή',
    cancel: 'Άκυρο',
    deleted: 'Το σχέδιο διαγράφηκε από αυτή τη συσκευή.',
    exportPlan: 'Αποθήκευση αρχείου σχεδίου',
    importPlan: 'Εισαγωγή αρχείου σχεδίου',
    imported: (name: string) => `Το σχέδιο για ${name} εισήχθη.`,
    notPlanFile:
      'Αυτό το αρχείο δεν είναι σχέδιο δράσης για κρίσεις: επιλέξτε το αρχείο .json που αποθηκεύσατε από αυτή τη σελίδα.',
    firstAidLink: 'Φτιάξτε σχέδιο δράσης για κρίσεις',
    footerLink: 'Σχέδιο δράσης για κρίσεις',
    menu: 'Μενού',
    tools: 'Εργαλεία',
    contacts: 'Επαφές έκτακτης ανάγκης',
    seizureTypes: 'Τύποι κρίσεων',
    medicines: 'Καθημερινά φάρμακα',
    addContact: 'Προσθήκη επαφής',
    addType: 'Προσθήκη τύπου κρίσης',
    addMedicine: 'Προσθήκη φαρμάκου',
  },
} as const

type Lang = keyof typeof TEXT
const OTHER: Record<Lang, Lang> = { en: 'el', el: 'en' }
const LANGUAGE_NAME: Record<Lang, string> = { en: 'English', el: 'Ελληνικά' }

/** What the person types: each value is looked for in every request the page made. */
function typed(lang: Lang) {
  return {
    name: lang === 'el' ? 'Ζωή Δοκιμαστική' : 'Zoe Δοκιμαστική',
    relation: lang === 'el' ? 'μητέρα' : 'mother',
    phone: '99 765 431',
    typeName: lang === 'el' ? 'Κρίση απουσίας' : 'Absence seizure',
    looksLike:
      lang === 'el'
        ? 'Κοιτάζει στο κενό για λίγα δευτερόλεπτα'
        : 'Stares blankly for a few seconds',
    rescue: 'Φάρμακο-Δοκιμή',
    keptWhere: lang === 'el' ? 'Στο γραφείο του σχολείου' : 'In the school office',
  }
}

async function openPlan(page: Page, lang: Lang) {
  await page.goto(`/seizure-action-plan?lang=${lang}`)
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible()
  await expect(page.getByRole('region', { name: TEXT[lang].person })).toBeVisible()
}

async function fillPlan(page: Page, lang: Lang) {
  const T = TEXT[lang]
  const value = typed(lang)
  const person = page.getByRole('region', { name: T.person })
  await person.getByLabel(T.name, { exact: true }).fill(value.name)
  await person
    .getByLabel(T.photo)
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO })
  await expect(person.getByRole('img', { name: T.photoAlt(value.name) })).toBeVisible()
  const contact = page.getByRole('group', { name: T.contact })
  await contact.getByLabel(T.name, { exact: true }).fill('Ελένη')
  await contact.getByLabel(T.relation).fill(value.relation)
  await contact.getByLabel(T.phone).fill(value.phone)
  const type = page.getByRole('group', { name: T.seizureType })
  await type.getByLabel(T.typeName).fill(value.typeName)
  await type.getByLabel(T.looksLike).fill(value.looksLike)
  const rescue = page.getByRole('region', { name: T.rescue })
  await rescue.getByLabel(T.rescue, { exact: true }).fill(value.rescue)
  await rescue.getByLabel(T.keptWhere).fill(value.keptWhere)
}

async function savedFile(page: Page, press: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download')
  await press()
  return download
}

/** A text of `length` characters in words of the language, as a long answer would be. */
function longText(lang: Lang, length: number) {
  const words =
    lang === 'el'
      ? 'Η κρίση αρχίζει με βλέμμα στο κενό και τρέμουλο στο δεξί χέρι, ύστερα κουράζεται πολύ. '
      : 'The seizure starts with a blank stare and shaking of the right hand, then tiredness. '
  return words.repeat(Math.ceil(length / words.length)).slice(0, length)
}

for (const lang of ['en', 'el'] as const) {
  const T = TEXT[lang]

  test.describe(`seizure action plan (${lang}, phone)`, () => {
    test.use({
      viewport: PHONE,
      timezoneId: 'Asia/Nicosia',
      locale: lang === 'el' ? 'el-GR' : 'en-GB',
      acceptDownloads: true,
    })

    test('first aid, the footer and the header menu lead to it', async ({ page }) => {
      await page.goto(`/first-aid?lang=${lang}`)
      await page.getByRole('link', { name: T.firstAidLink }).click()
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
      await page.goto(`/about?lang=${lang}`)
      await page.getByRole('contentinfo').getByRole('link', { name: T.footerLink }).click()
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
      // The menu's Tools, shown at once on a phone, from the keyboard.
      await page.goto(`/about?lang=${lang}`)
      await page.getByRole('banner').getByRole('button', { name: T.menu }).click()
      const tools = page.getByRole('dialog', { name: T.menu }).getByRole('list', { name: T.tools })
      await expectNoAxeViolations(page)
      const link = tools.getByRole('link', { name: T.footerLink })
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
      await expect(page.getByRole('dialog')).toBeHidden()
    })

    test('prints on at most two A4 pages with every list full and every field at its limit', async ({
      page,
    }) => {
      await openPlan(page, lang)
      const main = page.getByRole('main')
      for (const [region, add] of [
        [T.contacts, T.addContact],
        [T.seizureTypes, T.addType],
        [T.medicines, T.addMedicine],
      ] as const) {
        const button = main.getByRole('region', { name: region }).getByRole('button', { name: add })
        // The button goes when the list is full.
        while (await button.isVisible()) await button.click()
      }
      await expect(main.getByRole('group', { name: /^(Contact|Επαφή) \d$/ })).toHaveCount(4)
      const boxes = await main.locator('form').getByRole('textbox').all()
      expect(boxes.length).toBe(1 + 4 * 3 + 4 + 4 * 4 + 1 + 8 * 2 + 4 + 2 + 1 + 2)
      for (const box of boxes) {
        const max = Number(await box.getAttribute('maxlength'))
        // Every field has a limit: none can push the printout past two pages.
        expect(max).toBeGreaterThan(0)
        // The emergency number keeps its valid 112.
        if (max === TEXT_LIMITS.ambulanceNumber) continue
        await box.fill(
          (await box.getAttribute('type')) === 'tel' ? '9'.repeat(max) : longText(lang, max),
        )
      }
      // No more than the limit goes in, even typed.
      const notes = boxes.at(-1)!
      await notes.press('End')
      await notes.press('x')
      expect((await notes.inputValue()).length).toBe(TEXT_LIMITS.notes)
      await expect(notes).toHaveAccessibleDescription(
        new RegExp(`^${TEXT_LIMITS.notes}\\D+${TEXT_LIMITS.notes}\\D`),
      )

      await page.emulateMedia({ media: 'print' })
      const printed = page.getByTestId('plan-print')
      await expect(printed).toBeVisible()
      await expect(printed).toContainText(longText(lang, TEXT_LIMITS.whenToGive))
      // At the width of A4 less the print margins (210 and 297 mm, 6 mm each side): the plan
      // is at most two printable pages tall, and Chromium's own printout has at most two.
      const mm = 96 / 25.4
      await page.setViewportSize({ width: Math.floor((210 - 12) * mm), height: 1000 })
      const height = await printed.evaluate((element) => element.getBoundingClientRect().height)
      expect(height).toBeLessThanOrEqual(2 * (297 - 12) * mm)
      const paper = await PDFDocument.load(await page.pdf({ format: 'A4', printBackground: true }))
      expect(paper.getPageCount()).toBe(2)
    })

    test('is filled in, kept on the device, printed on two A4 pages and made a PDF; nothing typed leaves', async ({
      page,
    }, testInfo) => {
      test.slow()
      const requests: string[] = []
      page.on('request', (request) => {
        requests.push(`${request.url()}\n${request.postData() ?? ''}`)
      })
      await openPlan(page, lang)
      await expect(page.getByTestId('plan-privacy')).toHaveText(T.privacy)
      const output = page.getByRole('region', { name: T.output })
      // Nothing to print before the name is in.
      await expect(output.getByText(T.nameMissing)).toBeVisible()
      await expect(output.getByRole('button', { name: T.pdf })).toBeDisabled()

      // Every accepted reason to call an ambulance is ticked in a new plan.
      const reasons = page.getByRole('region', { name: T.ambulance }).getByRole('checkbox')
      await expect(reasons).toHaveCount(8)
      for (const reason of await reasons.all()) await expect(reason).toBeChecked()
      await expect(
        page.getByRole('region', { name: T.ambulance }).getByLabel(T.number),
      ).toHaveValue('112')

      await fillPlan(page, lang)
      const value = typed(lang)
      await expectNoAxeViolations(page)
      // Nothing wider than the phone, the long Greek labels included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      )

      // Kept on the device: a reload brings it back.
      await page.reload()
      const person = page.getByRole('region', { name: T.person })
      await expect(person.getByLabel(T.name, { exact: true })).toHaveValue(value.name)
      await expect(person.getByRole('img', { name: T.photoAlt(value.name) })).toBeVisible()
      await expect(page.getByRole('group', { name: T.contact }).getByLabel(T.phone)).toHaveValue(
        value.phone,
      )
      await expect(
        page.getByRole('region', { name: T.rescue }).getByLabel(T.keptWhere),
      ).toHaveValue(value.keptWhere)

      // Paper: the plan alone, with the first-aid steps, on at most two A4 pages.
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('banner')).toBeHidden()
      await expect(page.getByRole('contentinfo')).toBeHidden()
      await expect(page.getByRole('region', { name: T.person })).toBeHidden()
      const printed = page.getByTestId('plan-print')
      await expect(printed).toBeVisible()
      await expect(printed).toContainText(value.name)
      await expect(printed).toContainText(T.printHeading)
      await expect(printed).toContainText(value.keptWhere)
      const paper = await PDFDocument.load(await page.pdf({ format: 'A4', printBackground: true }))
      expect(paper.getPageCount()).toBeGreaterThanOrEqual(1)
      expect(paper.getPageCount()).toBeLessThanOrEqual(2)
      await page.emulateMedia({ media: 'screen' })

      // The PDF, in the page's language.
      const pdf = await savedFile(page, () => output.getByRole('button', { name: T.pdf }).click())
      expect(pdf.suggestedFilename()).toBe(`${value.name.replace(' ', '-')}-seizure-plan.pdf`)
      const pdfPath = testInfo.outputPath('plan.pdf')
      await pdf.saveAs(pdfPath)
      const a4 = await readPdf(pdfPath)
      expect(a4.pages.length).toBeGreaterThanOrEqual(1)
      expect(a4.pages.length).toBeLessThanOrEqual(2)
      expect(Math.round(a4.pages[0]!.width)).toBe(595)
      for (const text of [
        value.name,
        T.hasEpilepsy,
        value.looksLike,
        value.keptWhere,
        T.printHeading,
      ])
        expect(compact(a4.text)).toContain(compact(text))
      await expect(output.getByRole('status')).toContainText(pdf.suggestedFilename())

      // The other language for the printout and the wallet card: the fixed texts follow it.
      const other = TEXT[OTHER[lang]]
      await output.getByRole('radio', { name: LANGUAGE_NAME[OTHER[lang]] }).check()
      await expect(printed).toContainText(other.printHeading)
      const card = await savedFile(page, () => output.getByRole('button', { name: T.card }).click())
      expect(card.suggestedFilename()).toBe(`${value.name.replace(' ', '-')}-wallet-card.pdf`)
      const cardPath = testInfo.outputPath('card.pdf')
      await card.saveAs(cardPath)
      const wallet = await readPdf(cardPath)
      expect(wallet.pages).toEqual([
        { width: expect.closeTo(242.65, 1), height: expect.closeTo(153.07, 1) },
        { width: expect.closeTo(242.65, 1), height: expect.closeTo(153.07, 1) },
      ])
      for (const text of [other.cardFront, value.name, value.phone])
        expect(compact(wallet.text)).toContain(compact(text))

      // No request of the whole flow carried anything the person typed.
      expect(requests.length).toBeGreaterThan(0)
      for (const text of Object.values(value)) {
        const forms = [text, encodeURIComponent(text), text.replaceAll(' ', '+')]
        const carriers = requests.filter((request) => forms.some((form) => request.includes(form)))
        expect(carriers, text).toEqual([])
      }
    })

    test('keeps several plans: switch, delete with a confirmation, move one out and back in as a file', async ({
      page,
    }, testInfo) => {
      await openPlan(page, lang)
      const person = page.getByRole('region', { name: T.person })
      await person.getByLabel(T.name, { exact: true }).fill('Άννα')
      const plans = page.getByRole('region', { name: T.plans })
      await plans.getByRole('button', { name: T.newPlan }).click()
      await expect(person.getByLabel(T.name, { exact: true })).toHaveValue('')
      await person.getByLabel(T.name, { exact: true }).fill('Νίκος')
      const choose = plans.getByLabel(T.choose)
      await expect(choose.getByRole('option')).toHaveText(['Άννα', 'Νίκος'])
      await choose.selectOption({ label: 'Άννα' })
      await expect(person.getByLabel(T.name, { exact: true })).toHaveValue('Άννα')

      // The plan file of Άννα, then Άννα deleted: cancelled first, then confirmed.
      const file = await savedFile(page, () =>
        plans.getByRole('button', { name: T.exportPlan }).click(),
      )
      expect(file.suggestedFilename()).toBe('Άννα-plan.json')
      const filePath = testInfo.outputPath('plan.json')
      await file.saveAs(filePath)
      await plans.getByRole('button', { name: T.deletePlan }).click()
      await plans.getByRole('button', { name: T.cancel }).click()
      await expect(plans.getByRole('button', { name: T.deletePlan })).toBeFocused()
      await expect(choose.getByRole('option')).toHaveCount(2)
      await plans.getByRole('button', { name: T.deletePlan }).click()
      await expect(plans.getByRole('alertdialog')).toContainText('Άννα')
      await expect(plans.getByRole('button', { name: T.confirmDelete })).toBeFocused()
      await plans.getByRole('button', { name: T.confirmDelete }).click()
      await expect(plans.getByRole('status')).toHaveText(T.deleted)
      await expect(person.getByLabel(T.name, { exact: true })).toHaveValue('Νίκος')
      await page.reload()
      await expect(
        page.getByRole('region', { name: T.person }).getByLabel(T.name, { exact: true }),
      ).toHaveValue('Νίκος')

      // A file that is not a plan changes nothing; the plan file brings Άννα back.
      const importInput = page.getByRole('region', { name: T.plans }).getByLabel(T.importPlan)
      await importInput.setInputFiles({
        name: 'other.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"kind":"shopping-list"}'),
      })
      await expect(page.getByRole('region', { name: T.plans }).getByRole('status')).toHaveText(
        T.notPlanFile,
      )
      await importInput.setInputFiles(filePath)
      await expect(page.getByRole('region', { name: T.plans }).getByRole('status')).toHaveText(
        T.imported('Άννα'),
      )
      await expect(
        page.getByRole('region', { name: T.person }).getByLabel(T.name, { exact: true }),
      ).toHaveValue('Άννα')
      await expect(
        page.getByRole('region', { name: T.plans }).getByLabel(T.choose).getByRole('option'),
      ).toHaveText(['Νίκος', 'Άννα'])
      await expectNoAxeViolations(page)
    })

    test('opens, keeps what is typed and makes the PDF offline after one visit', async ({
      page,
      context,
    }) => {
      test.slow()
      await openPlan(page, lang)
      // The PDF maker is kept by the worker once the page has been opened (never precached).
      await untilOfflineReady(page, [/\/assets\/plan-pdf-[\w-]+\.js$/])
      await context.setOffline(true)
      try {
        await page.goto('/seizure-action-plan')
        await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
        const person = page.getByRole('region', { name: T.person })
        await person.getByLabel(T.name, { exact: true }).fill('Offline Όνομα')
        await page.reload()
        await expect(
          page.getByRole('region', { name: T.person }).getByLabel(T.name, { exact: true }),
        ).toHaveValue('Offline Όνομα')
        const download = await savedFile(page, () =>
          page.getByRole('region', { name: T.output }).getByRole('button', { name: T.pdf }).click(),
        )
        expect(download.suggestedFilename()).toBe('Offline-Όνομα-seizure-plan.pdf')
      } finally {
        await context.setOffline(false)
      }
    })
  })
}
