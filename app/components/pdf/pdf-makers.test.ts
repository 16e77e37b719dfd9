/**
 * The plan's and the diary's PDF makers below the browser: the files they return, read back as a
 * PDF reader reads them (tests/support/pdf.ts), in both languages. The fonts are the real files
 * the page fetches (app/fonts/pdf); `fetch` reads them from the disk, as the server would send
 * them. The browser tests show the download and the share.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { makeDiaryPdf } from '~/components/seizure-diary/diary-pdf'
import { makePlanPdf } from '~/components/seizure-plan/plan-pdf'
import { EMPTY_DIARY, type Diary } from '~/domain/seizure-diary'
import { newPlan, type SeizurePlan } from '~/domain/seizure-plan'
import { LOCALE_OF, type Lang } from '~/i18n/languages'
import { loadResources } from '~/i18n/resources'
import { Translator } from '~/i18n/translator'
import { compact, readPdfBytes } from '../../../tests/support/pdf'

const root = path.resolve(import.meta.dirname, '../../..')

beforeEach(() => {
  // The fonts' URLs (Vite's `?url` imports) name files of the project.
  vi.stubGlobal('fetch', async (url: string) => {
    const file = path.join(root, decodeURIComponent(new URL(url, 'http://site').pathname))
    return new Response(fs.readFileSync(file))
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function translator(lang: Lang) {
  return new Translator(lang, await loadResources(lang, ['plan', 'firstAid', 'diary'])).t
}

function annasPlan(): SeizurePlan {
  const plan = newPlan('plan-1', '112', new Date('2026-11-20T10:00:00Z'))
  return {
    ...plan,
    name: 'Άννα Παπαδοπούλου',
    contacts: [{ name: 'Νίκος', relation: 'πατέρας', phone: '+357 99 123456' }],
    seizureTypes: [
      {
        name: 'Τονικοκλονική',
        looksLike: 'Πέφτει και τινάζεται',
        lasts: '2 λεπτά',
        whatToDo: 'Χρονομετρήστε',
      },
    ],
    medicines: [{ name: 'Levetiracetam', when: 'πρωί και βράδυ' }],
    allergies: 'Penicillin',
  }
}

describe('the seizure action plan as a PDF', () => {
  for (const lang of ['en', 'el'] as const) {
    it(`holds the person's name, their Greek words and the fixed texts on A4 (${lang})`, async () => {
      const t = await translator(lang)
      const pdf = await readPdfBytes(await makePlanPdf(annasPlan(), 'a4', t, LOCALE_OF[lang]))
      expect(pdf.pages.length).toBeGreaterThanOrEqual(1)
      expect(pdf.pages.length).toBeLessThanOrEqual(2)
      for (const page of pdf.pages) expect(page.width).toBeCloseTo(595.28, 0)
      const text = compact(pdf.text)
      for (const words of ['Άννα Παπαδοπούλου', 'Τονικοκλονική', 'Levetiracetam', 'Penicillin'])
        expect(text).toContain(compact(words))
      expect(text).toContain(compact(t('plan.print.for', { name: 'Άννα Παπαδοπούλου' })))
    })
  }

  it('makes a wallet card smaller than A4, with the name and the number to call', async () => {
    const t = await translator('el')
    const pdf = await readPdfBytes(await makePlanPdf(annasPlan(), 'card', t, LOCALE_OF.el))
    expect(pdf.pages[0]!.width).toBeLessThan(300)
    const text = compact(pdf.text)
    expect(text).toContain(compact('Άννα Παπαδοπούλου'))
    expect(text).toContain('112')
  })
})

describe("the diary's summary for the doctor as a PDF", () => {
  const diary: Diary = {
    ...EMPTY_DIARY,
    entries: [
      {
        id: 'e1',
        date: '2026-11-03',
        time: '08:15',
        durationSeconds: 95,
        type: 'Απουσία',
        triggers: [],
        triggerNotes: '',
        rescueMedicineGiven: false,
        injuries: '',
        notes: 'Μετά από λίγο ύπνο',
      },
    ],
    medicineChanges: [{ id: 'm1', date: '2026-11-10', note: 'Νέα δόση' }],
  }

  for (const lang of ['en', 'el'] as const) {
    it(`lists the period's seizures and medicine changes (${lang})`, async () => {
      const t = await translator(lang)
      const bytes = await makeDiaryPdf(diary, ['2026-10', '2026-11'], t, LOCALE_OF[lang])
      const text = compact((await readPdfBytes(bytes)).text)
      expect(text).toContain(compact(t('diary.pdf.title')))
      expect(text).toContain(compact('Απουσία'))
      expect(text).toContain(compact('Νέα δόση'))
    })
  }
})
