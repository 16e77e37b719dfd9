/**
 * The seizure diary end to end, at a phone size (360 px) in English and Greek: the first-aid
 * timer saves an entry (time and length filled in), entries and a medicine change are kept on
 * the device across a reload, the counts per month and type follow the period, the summary PDF
 * (read back with a PDF reader, Greek included) and the CSV download, a backup brings the diary
 * back after deleting everything, no request carries what was typed, and the diary opens and
 * saves offline after one visit. In Greek, an entry is edited in every field (keeping its id)
 * and another deleted on its own. axe-core checks the page.
 */
import fs from 'node:fs'

import type { Download, Page } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { untilOfflineReady } from './support/offline'
import { compact, readPdf } from '../support/pdf'
import { expect, test } from './support/test'

// Offline use is part of this spec's subject: the service worker, which others block, runs.
test.use({ serviceWorkers: 'allow' })

const PHONE = { width: 360, height: 780 }

const TEXT = {
  en: {
    title: 'Seizure diary',
    privacy: /saved only on this device/,
    add: 'Add a seizure',
    form: 'New diary entry',
    fromTimer: 'Filled in from the first-aid timer: check the details and save.',
    date: 'Date',
    minutes: 'Minutes',
    seconds: 'Seconds',
    type: 'Type of seizure',
    trigger: 'Lack of sleep',
    rescue: 'Rescue medicine was given',
    notes: 'Notes',
    save: 'Save entry',
    saved: 'The entry was saved on this device.',
    dateInFuture: 'The date and time cannot be in the future.',
    total: (count: number, months: number) =>
      `${count} ${count === 1 ? 'seizure' : 'seizures'} in the last ${months} months`,
    sixMonths: 'Last 6 months',
    medicine: 'Medicine changes',
    medicineDate: 'Date of the change',
    medicineNote: 'What changed',
    medicineAdd: 'Note the change',
    files: 'For the doctor and other devices',
    pdf: 'Summary for the doctor (PDF)',
    csv: 'Entries as a spreadsheet (CSV)',
    backup: 'Save a backup file',
    import: 'Import a backup file',
    deleteAll: 'Delete the whole diary',
    confirm: 'Yes, delete everything',
    deletedAll: 'The diary was deleted from this device.',
    imported: (count: number) => `The backup was imported: ${count} entries on this device now.`,
    pdfTitle: 'Seizure diary summary',
    csvHeader:
      'Date,Time,Duration (seconds),Type,Before,Before (notes),Rescue medicine given,Injuries,Notes',
    firstAidStart: 'Start timer',
    firstAidStop: 'Stop',
    saveToDiary: 'Save to diary',
    footerLink: 'Seizure Diary',
  },
  el: {
    title: 'Ημερολόγιο κρίσεων',
    privacy: /αποθηκεύεται μόνο σε αυτή τη συσκευή/,
    add: 'Προσθήκη κρίσης',
    form: 'Νέα καταχώριση',
    fromTimer:
      'Συμπληρώθηκε από το χρονόμετρο πρώτων βοηθειών: ελέγξτε τα στοιχεία και αποθηκεύστε.',
    date: 'Ημερομηνία',
    minutes: 'Λεπτά',
    seconds: 'Δευτερόλεπτα',
    type: 'Τύπος κρίσης',
    trigger: 'Έλλειψη ύπνου',
    rescue: 'Δόθηκε φάρμακο διάσωσης',
    notes: 'Σημειώσεις',
    save: 'Αποθήκευση καταχώρισης',
    saved: 'Η καταχώριση αποθηκεύτηκε σε αυτή τη συσκευή.',
    dateInFuture: 'Η ημερομηνία και η ώρα δεν μπορούν να είναι στο μέλλον.',
    total: (count: number, months: number) =>
      `${count} ${count === 1 ? 'κρίση' : 'κρίσεις'} τους τελευταίους ${months} μήνες`,
    sixMonths: 'Τελευταίοι 6 μήνες',
    medicine: 'Αλλαγές φαρμάκων',
    medicineDate: 'Ημερομηνία της αλλαγής',
    medicineNote: 'Τι άλλαξε',
    medicineAdd: 'Καταγραφή της αλλαγής',
    files: 'Για τον γιατρό και για άλλες συσκευές',
    pdf: 'Σύνοψη για τον γιατρό (PDF)',
    csv: 'Καταχωρίσεις σε υπολογιστικό φύλλο (CSV)',
    backup: 'Αποθήκευση αντιγράφου ασφαλείας',
    import: 'Εισαγωγή αντιγράφου ασφαλείας',
    deleteAll: 'Διαγραφή όλου του ημερολογίου',
    confirm: 'Ναι, διαγραφή όλων',
    deletedAll: 'Το ημερολόγιο διαγράφηκε από αυτή τη συσκευή.',
    imported: (count: number) =>
      `Το αντίγραφο ασφαλείας εισήχθη: ${count} καταχωρίσεις σε αυτή τη συσκευή τώρα.`,
    pdfTitle: 'Σύνοψη ημερολογίου κρίσεων',
    csvHeader:
      'Ημερομηνία,Ώρα,Διάρκεια (δευτερόλεπτα),Τύπος,Τι προηγήθηκε,Τι προηγήθηκε (σημειώσεις),Δόθηκε φάρμακο διάσωσης,Τραυματισμοί,Σημειώσεις',
    firstAidStart: 'Έναρξη χρονομέτρου',
    firstAidStop: 'Διακοπή',
    saveToDiary: 'Αποθήκευση στο ημερολόγιο',
    footerLink: 'Ημερολόγιο κρίσεων',
  },
} as const

type Lang = keyof typeof TEXT

async function openDiary(page: Page, lang: Lang) {
  await page.goto(`/diary?lang=${lang}`)
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible()
  await expect(page.getByRole('button', { name: TEXT[lang].add })).toBeVisible()
}

async function addEntry(
  page: Page,
  lang: Lang,
  values: { type: string; notes: string; date?: string },
) {
  const T = TEXT[lang]
  await page.getByRole('button', { name: T.add }).click()
  const form = page.getByRole('form', { name: T.form })
  if (values.date) await form.getByLabel(T.date, { exact: true }).fill(values.date)
  await form.getByLabel(T.minutes).fill('1')
  await form.getByLabel(T.seconds).fill('30')
  await form.getByLabel(T.type).fill(values.type)
  await form.getByRole('checkbox', { name: T.trigger }).check()
  await form.getByLabel(T.notes, { exact: true }).fill(values.notes)
  await form.getByRole('button', { name: T.save }).click()
  await expect(page.getByText(T.saved)).toBeVisible()
}

async function savedFile(page: Page, press: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download')
  await press()
  return download
}

for (const lang of ['en', 'el'] as const) {
  const T = TEXT[lang]

  test.describe(`seizure diary (${lang}, phone)`, () => {
    test.use({
      viewport: PHONE,
      timezoneId: 'Asia/Nicosia',
      locale: lang === 'el' ? 'el-GR' : 'en-GB',
      acceptDownloads: true,
    })

    test('the stopped first-aid timer saves an entry with its time and length', async ({
      page,
    }) => {
      await page.goto(`/first-aid?lang=${lang}`)
      await page.getByRole('button', { name: T.firstAidStart }).click()
      await expect(page.getByTestId('seizure-timer')).toHaveAttribute('data-state', 'running')
      await page.getByRole('button', { name: T.firstAidStop }).click()
      await expect(page.getByTestId('seizure-timer')).toHaveAttribute('data-state', 'stopped')
      const started = await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('seizure-timer') ?? '{}') as {
          startedAt?: number
        }
        const moment = new Date(stored.startedAt ?? 0)
        const pad = (value: number) => String(value).padStart(2, '0')
        return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`
      })
      await page.getByRole('link', { name: T.saveToDiary }).click()
      await expect(page).toHaveURL(/\/diary#from-timer$/)
      const form = page.getByRole('form', { name: T.form })
      await expect(form.getByText(T.fromTimer)).toBeVisible()
      const [date, time] = started.split('T')
      await expect(form.getByLabel(T.date, { exact: true })).toHaveValue(date!)
      await expect(form.locator('input[type="time"]')).toHaveValue(time!)
      await expect(form.getByLabel(T.minutes)).toHaveValue('0')
      await form.getByLabel(T.type).fill('Timer type')
      await form.getByRole('button', { name: T.save }).click()
      await expect(page.getByText(T.saved)).toBeVisible()
      await expect(page).toHaveURL(/\/diary$/)
      await page.reload()
      await expect(page.getByTestId('diary-entries')).toContainText('Timer type')
      await expect(page.getByTestId('diary-total')).toHaveText(T.total(1, 3))
    })

    test('keeps entries and medicine changes, counts them, exports for the doctor and restores a backup; nothing typed leaves', async ({
      page,
    }, testInfo) => {
      test.slow()
      const requests: string[] = []
      page.on('request', (request) => {
        requests.push(`${request.url()}\n${request.postData() ?? ''}`)
      })
      await openDiary(page, lang)
      await expect(page.getByTestId('diary-privacy')).toHaveText(T.privacy)
      const today = await page.evaluate(() => {
        const now = new Date()
        const pad = (value: number) => String(value).padStart(2, '0')
        return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
      })
      const [year, month] = today.split('-').map(Number) as [number, number]
      // Four months back: outside the 3-month period, inside the 6-month one.
      const older = new Date(year, month - 1 - 4, 10)
      const olderDate = `${older.getFullYear()}-${String(older.getMonth() + 1).padStart(2, '0')}-10`

      // A date in the future is refused with a message on the field.
      await page.getByRole('button', { name: T.add }).click()
      const form = page.getByRole('form', { name: T.form })
      await form.getByLabel(T.date, { exact: true }).fill(`${year + 1}-01-01`)
      await form.getByRole('button', { name: T.save }).click()
      await expect(form.getByText(T.dateInFuture)).toBeVisible()
      await expect(form.getByLabel(T.date, { exact: true })).toBeFocused()
      await form.getByRole('button', { name: lang === 'en' ? 'Cancel' : 'Άκυρο' }).click()

      const typed = {
        typeA: 'Κρίση απουσίας',
        typeB: lang === 'en' ? 'Focal aware' : 'Εστιακή με επίγνωση',
        notesA: lang === 'en' ? 'After a late night out' : 'Μετά από ξενύχτι',
        notesB: 'Σημείωση-Δοκιμή',
        notesC: 'Older-note-xyz',
        medicine: lang === 'en' ? 'New evening medicine' : 'Νέο βραδινό φάρμακο',
      }
      await addEntry(page, lang, { type: typed.typeA, notes: typed.notesA })
      await addEntry(page, lang, { type: typed.typeA, notes: typed.notesB })
      await addEntry(page, lang, { type: typed.typeB, notes: typed.notesC, date: olderDate })
      const medicine = page.getByRole('region', { name: T.medicine })
      await medicine.getByLabel(T.medicineDate).fill(today)
      await medicine.getByLabel(T.medicineNote).fill(typed.medicine)
      await medicine.getByRole('button', { name: T.medicineAdd }).click()
      await expect(medicine.getByText(typed.medicine)).toBeVisible()

      // Kept on the device.
      await page.reload()
      await expect(page.getByTestId('diary-total')).toHaveText(T.total(2, 3))
      await expect(
        page.getByTestId('diary-type-counts').getByRole('row', { name: `${typed.typeA} 2` }),
      ).toBeVisible()
      await expect(page.getByTestId('diary-changes')).toContainText(typed.medicine)
      await expect(page.getByTestId('diary-calendar')).toContainText('×2')
      await page.getByRole('radio', { name: T.sixMonths }).check()
      await expect(page.getByTestId('diary-total')).toHaveText(T.total(3, 6))
      await expect(page.getByTestId('diary-month-counts').getByRole('row')).toHaveCount(7)
      await expect(page.getByTestId('diary-entries').getByRole('listitem')).toHaveCount(3)
      await expectNoAxeViolations(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      )

      // For the doctor: the PDF and the CSV of the period.
      const files = page.getByRole('region', { name: T.files })
      const pdf = await savedFile(page, () => files.getByRole('button', { name: T.pdf }).click())
      expect(pdf.suggestedFilename()).toMatch(/^seizure-diary-\d{4}-\d{2}_\d{4}-\d{2}\.pdf$/)
      const pdfPath = testInfo.outputPath('diary.pdf')
      await pdf.saveAs(pdfPath)
      const summary = await readPdf(pdfPath)
      expect(summary.pages[0]).toEqual({
        width: expect.closeTo(595.28, 1),
        height: expect.closeTo(841.89, 1),
      })
      for (const text of [T.pdfTitle, typed.typeA, typed.typeB, typed.notesA, typed.medicine])
        expect(compact(summary.text)).toContain(compact(text))
      const csv = await savedFile(page, () => files.getByRole('button', { name: T.csv }).click())
      const csvText = fs.readFileSync(await csv.path(), 'utf8')
      const lines = csvText
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      expect(lines[0]).toBe(T.csvHeader)
      expect(lines).toHaveLength(4)
      expect(lines[1]).toContain(typed.typeB)
      expect(csvText).toContain(`,90,${typed.typeA},`)

      // A backup, everything deleted after a confirmation, the backup imported back.
      const backup = await savedFile(page, () =>
        files.getByRole('button', { name: T.backup }).click(),
      )
      const backupPath = testInfo.outputPath('backup.json')
      await backup.saveAs(backupPath)
      await files.getByRole('button', { name: T.deleteAll }).click()
      await expect(files.getByRole('button', { name: T.confirm })).toBeFocused()
      await files.getByRole('button', { name: T.confirm }).click()
      await expect(files.getByRole('status')).toHaveText(T.deletedAll)
      await expect(page.getByTestId('diary-total')).toHaveText(T.total(0, 6))
      await page.reload()
      await expect(page.getByTestId('diary-total')).toHaveText(T.total(0, 3))
      await page
        .getByRole('region', { name: T.files })
        .getByLabel(T.import)
        .setInputFiles(backupPath)
      await expect(page.getByRole('region', { name: T.files }).getByRole('status')).toHaveText(
        T.imported(3),
      )
      await expect(page.getByTestId('diary-total')).toHaveText(T.total(2, 3))
      await expect(page.getByTestId('diary-changes')).toContainText(typed.medicine)

      // No request carried anything typed.
      for (const text of Object.values(typed)) {
        const forms = [text, encodeURIComponent(text), text.replaceAll(' ', '+')]
        expect(
          requests.filter((request) => forms.some((form) => request.includes(form))),
          text,
        ).toEqual([])
      }
    })

    test('opens and saves offline after one visit; the footer leads to it', async ({
      page,
      context,
    }) => {
      test.slow()
      await page.goto(`/about?lang=${lang}`)
      await page.getByRole('contentinfo').getByRole('link', { name: T.footerLink }).click()
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
      await untilOfflineReady(page)
      await context.setOffline(true)
      try {
        await page.goto('/diary')
        await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
        await addEntry(page, lang, { type: 'Offline type', notes: 'offline' })
        await page.reload()
        await expect(page.getByTestId('diary-entries')).toContainText('Offline type')
      } finally {
        await context.setOffline(false)
      }
    })
  })
}

test.describe('seizure diary (el, phone): one entry edited, another deleted', () => {
  test.use({ viewport: PHONE, timezoneId: 'Asia/Nicosia', locale: 'el-GR' })
  const T = TEXT.el

  /** The entries as the device keeps them. */
  const stored = (page: Page) =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('seizure-diary') ?? '{}') as {
            diary?: { entries?: Record<string, unknown>[] }
          }
        ).diary?.entries ?? [],
    )

  test('edits every field of an entry in place, keeping its id, and deletes another', async ({
    page,
  }) => {
    await openDiary(page, 'el')
    await addEntry(page, 'el', { type: 'Κρίση απουσίας', notes: 'Πρώτη σημείωση' })
    await addEntry(page, 'el', { type: 'Άλλη κρίση', notes: 'Για διαγραφή' })
    const [first] = await stored(page)
    const list = page.getByTestId('diary-entries')
    const card = list.getByRole('listitem').filter({ hasText: 'Πρώτη σημείωση' })
    const edit = card.getByRole('button', { name: /^Επεξεργασία της καταχώρισης/ })
    await edit.click()

    // The form takes the card's place, filled with the entry, the first field focused.
    const form = list.getByRole('form', { name: 'Επεξεργασία καταχώρισης' })
    await expect(form.getByLabel(T.date, { exact: true })).toBeFocused()
    await expect(form.getByLabel(T.type)).toHaveValue('Κρίση απουσίας')
    await expect(form.getByLabel(T.minutes)).toHaveValue('1')
    await expect(form.getByLabel(T.seconds)).toHaveValue('30')
    await expect(form.getByRole('checkbox', { name: T.trigger })).toBeChecked()
    await expect(form.getByLabel(T.notes, { exact: true })).toHaveValue('Πρώτη σημείωση')
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )

    // A change that breaks a rule is refused, with the message on its field.
    await form.getByLabel(T.seconds).fill('75')
    await form.getByRole('button', { name: T.save }).click()
    await expect(
      form.getByText(
        'Γράψτε τη διάρκεια σε ακέραια λεπτά και δευτερόλεπτα (0 έως 59), έως 24 ώρες.',
      ),
    ).toBeVisible()

    // Every field changed.
    const yesterday = await page.evaluate(() => {
      const day = new Date()
      day.setDate(day.getDate() - 1)
      const pad = (value: number) => String(value).padStart(2, '0')
      return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
    })
    await form.getByLabel(T.date, { exact: true }).fill(yesterday)
    await form.getByLabel('Ώρα έναρξης').fill('07:45')
    await form.getByLabel(T.minutes).fill('2')
    await form.getByLabel(T.seconds).fill('5')
    await form.getByLabel(T.type).fill('Εστιακή με επίγνωση')
    await form.getByRole('checkbox', { name: T.trigger }).uncheck()
    await form.getByRole('checkbox', { name: 'Άγχος' }).check()
    await form.getByLabel('Οτιδήποτε άλλο προηγήθηκε').fill('Εξετάσεις')
    await form.getByRole('checkbox', { name: T.rescue }).check()
    await form.getByLabel('Τραυματισμοί').fill('Μελανιά στο χέρι')
    await form.getByLabel(T.notes, { exact: true }).fill('Διορθωμένη σημείωση')
    await form.getByRole('button', { name: T.save }).click()
    await expect(
      page.getByText('Οι αλλαγές στην καταχώριση αποθηκεύτηκαν σε αυτή τη συσκευή.'),
    ).toBeVisible()
    await expect(list.getByRole('form')).toHaveCount(0)
    // Focus is back on the entry's own edit button.
    await expect(page.locator(':focus')).toHaveAttribute('data-entry-edit', String(first!.id))

    await page.reload()
    expect(await stored(page)).toEqual([
      {
        id: first!.id,
        date: yesterday,
        time: '07:45',
        durationSeconds: 125,
        type: 'Εστιακή με επίγνωση',
        triggers: ['stress'],
        triggerNotes: 'Εξετάσεις',
        rescueMedicineGiven: true,
        injuries: 'Μελανιά στο χέρι',
        notes: 'Διορθωμένη σημείωση',
      },
      expect.objectContaining({ notes: 'Για διαγραφή' }),
    ])
    const edited = page.getByTestId('diary-entries').getByRole('listitem').filter({
      hasText: 'Διορθωμένη σημείωση',
    })
    await expect(edited).toContainText('Εστιακή με επίγνωση')
    await expect(edited).toContainText('07:45')
    await expect(page.getByTestId('diary-total')).toHaveText(T.total(2, 3))

    // Cancel changes nothing.
    await edited.getByRole('button', { name: /^Επεξεργασία της καταχώρισης/ }).click()
    const again = page.getByTestId('diary-entries').getByRole('form')
    await again.getByLabel(T.notes, { exact: true }).fill('Δεν θα κρατηθεί')
    await again.getByRole('button', { name: 'Άκυρο' }).click()
    await expect(page.getByTestId('diary-entries')).toContainText('Διορθωμένη σημείωση')

    // The other entry deleted on its own.
    await page
      .getByTestId('diary-entries')
      .getByRole('listitem')
      .filter({ hasText: 'Για διαγραφή' })
      .getByRole('button', { name: /^Διαγραφή της καταχώρισης/ })
      .click()
    await expect(page.getByText('Η καταχώριση διαγράφηκε.')).toBeVisible()
    await page.reload()
    expect((await stored(page)).map((entry) => entry.id)).toEqual([first!.id])
    await expect(page.getByTestId('diary-total')).toHaveText(T.total(1, 3))
  })
})
