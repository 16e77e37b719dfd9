/**
 * A seizure action plan as a PDF, made in the browser: an A4 document (the plan and the
 * first-aid steps, large type) or a wallet card (front and back). The page imports this module
 * only when the person asks for a PDF, so pdf-lib and the fonts never load on other pages, nor
 * on this one before that (docs/decisions/0059-seizure-plan-on-the-device.md).
 *
 * Text is set in the site's face (components/pdf/pdf-text.ts). Fixed texts come from `t`, the
 * translator of the language chosen for the output, whatever the page's language.
 */
import { PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib'

import {
  A4,
  EMERGENCY,
  Flow,
  INK,
  PRIMARY,
  embedSiteFonts,
  wrapText,
  type Fonts,
} from '~/components/pdf/pdf-text'
import {
  DO_NOT,
  doNotKey,
  DURING_STEPS,
  duringStepKey,
  callAmbulanceKey,
} from '~/components/first-aid/guide'
import { filledRows, type SeizurePlan } from '~/domain/seizure-plan'
import type { TFunction } from '~/i18n/translator'

export type PdfFormat = 'a4' | 'card'

/** ISO/IEC 7810 ID-1, the size of a bank card. */
const CARD = { width: 242.65, height: 153.07, margin: 9 }

async function embedPhoto(doc: PDFDocument, photo: string | undefined): Promise<PDFImage | null> {
  if (!photo) return null
  const bytes = Uint8Array.from(atob(photo.slice(photo.indexOf(',') + 1)), (c) => c.charCodeAt(0))
  try {
    return photo.startsWith('data:image/png')
      ? await doc.embedPng(bytes)
      : await doc.embedJpg(bytes)
  } catch {
    return null
  }
}

function joined(...parts: string[]) {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
}

function drawA4(
  doc: PDFDocument,
  fonts: Fonts,
  plan: SeizurePlan,
  t: TFunction,
  photo: PDFImage | null,
  updated: string,
) {
  const flow = new Flow(doc, fonts)
  const number = plan.ambulance.number
  if (photo) {
    const size = 96
    const scale = Math.min(size / photo.width, size / photo.height)
    flow.page.drawImage(photo, {
      x: A4.width - A4.margin - photo.width * scale,
      y: A4.height - A4.margin - photo.height * scale,
      width: photo.width * scale,
      height: photo.height * scale,
    })
  }
  const titleWidth = photo ? flow.width - 110 : flow.width
  for (const line of wrapText(
    t('plan.print.for', { name: plan.name.trim() }),
    fonts.bold,
    20,
    titleWidth,
  )) {
    flow.y -= 20
    flow.page.drawText(line, {
      x: A4.margin,
      y: flow.y,
      size: 20,
      font: fonts.bold,
      color: PRIMARY,
    })
    flow.y -= 6
  }
  flow.y -= 4
  flow.text(t('plan.print.hasEpilepsy'), { size: 13, bold: true })
  flow.text(t('plan.print.call', { number }), { size: 16, bold: true, color: EMERGENCY, gap: 6 })
  if (photo) flow.y = Math.min(flow.y, A4.height - A4.margin - 106)

  const contacts = filledRows(plan.contacts)
  if (contacts.length) {
    flow.heading(t('plan.print.contacts'))
    flow.bullets(contacts.map((contact) => joined(contact.name, contact.relation, contact.phone)))
  }
  const doctor = joined(plan.doctor.name, plan.doctor.phone)
  const hospital = joined(plan.hospital.name, plan.hospital.phone)
  if (doctor || hospital) {
    flow.heading(`${t('plan.print.doctor')} · ${t('plan.print.hospital')}`)
    flow.field(t('plan.print.doctor'), doctor)
    flow.field(t('plan.print.hospital'), hospital)
  }
  const types = filledRows(plan.seizureTypes)
  if (types.length) {
    flow.heading(t('plan.print.seizures'))
    for (const type of types) {
      if (type.name.trim()) flow.text(type.name.trim(), { bold: true, gap: 1 })
      flow.field(t('plan.print.looksLike'), type.looksLike, 8)
      flow.field(t('plan.print.lasts'), type.lasts, 8)
      flow.field(t('plan.print.whatToDo'), type.whatToDo, 8)
    }
  }
  if (plan.triggers.trim()) {
    flow.heading(t('plan.print.triggers'))
    flow.text(plan.triggers.trim())
  }
  const medicines = filledRows(plan.medicines)
  if (medicines.length) {
    flow.heading(t('plan.print.medicines'))
    flow.bullets(medicines.map((medicine) => joined(medicine.name, medicine.when)))
  }
  if (Object.values(plan.rescue).some((value) => value.trim())) {
    flow.heading(t('plan.print.rescue'), EMERGENCY)
    if (plan.rescue.medicine.trim()) flow.text(plan.rescue.medicine.trim(), { bold: true, gap: 1 })
    flow.field(t('plan.print.keptWhere'), plan.rescue.keptWhere, 8)
    flow.field(t('plan.print.whenToGive'), plan.rescue.whenToGive, 8)
    flow.field(t('plan.print.howToGive'), plan.rescue.howToGive, 8)
  }
  flow.heading(t('plan.print.ambulance', { number }), EMERGENCY)
  flow.bullets([
    ...plan.ambulance.reasons.map((reason) => t(callAmbulanceKey(reason))),
    ...(plan.ambulance.other.trim() ? [plan.ambulance.other.trim()] : []),
  ])
  flow.heading(t('firstAid.steps.title'))
  flow.bullets(
    DURING_STEPS.map((step, index) => `${index + 1}. ${t(duringStepKey(step, 'title'))}`),
  )
  flow.heading(t('firstAid.dont.title'))
  flow.bullets(DO_NOT.map((item) => t(doNotKey(item))))
  if (plan.afterwards.trim()) {
    flow.heading(t('plan.print.after'))
    flow.text(plan.afterwards.trim())
  }
  if (plan.allergies.trim()) {
    flow.heading(t('plan.print.allergies'))
    flow.text(plan.allergies.trim())
  }
  if (plan.notes.trim()) {
    flow.heading(t('plan.print.notes'))
    flow.text(plan.notes.trim())
  }
  flow.y -= 8
  flow.text(t('plan.print.updated', { date: updated }), { size: 9 })
  flow.text(t('plan.print.source'), { size: 9 })
}

/** Draws lines from the top of a card face down, cutting what does not fit. */
function cardLines(
  page: PDFPage,
  fonts: Fonts,
  startY: number,
  lines: { text: string; size: number; bold?: boolean; color?: typeof INK }[],
  width = CARD.width - 2 * CARD.margin,
) {
  let y = startY
  for (const line of lines) {
    const font = line.bold ? fonts.bold : fonts.regular
    for (const part of wrapText(line.text, font, line.size, width)) {
      if (y - line.size < CARD.margin) return
      y -= line.size
      page.drawText(part, { x: CARD.margin, y, size: line.size, font, color: line.color ?? INK })
      y -= line.size * 0.25
    }
  }
}

function drawCard(
  doc: PDFDocument,
  fonts: Fonts,
  plan: SeizurePlan,
  t: TFunction,
  photo: PDFImage | null,
) {
  const number = plan.ambulance.number
  const front = doc.addPage([CARD.width, CARD.height])
  const top = CARD.height - CARD.margin
  let textWidth = CARD.width - 2 * CARD.margin
  if (photo) {
    const size = 52
    const scale = Math.min(size / photo.width, size / photo.height)
    front.drawImage(photo, {
      x: CARD.width - CARD.margin - photo.width * scale,
      y: top - photo.height * scale,
      width: photo.width * scale,
      height: photo.height * scale,
    })
    textWidth -= size + 6
  }
  const contacts = filledRows(plan.contacts).slice(0, 3)
  cardLines(
    front,
    fonts,
    top,
    [
      { text: t('plan.print.cardFront'), size: 13, bold: true, color: EMERGENCY },
      { text: plan.name.trim(), size: 11, bold: true },
      { text: t('plan.print.call', { number }), size: 8, bold: true, color: EMERGENCY },
      ...(contacts.length ? [{ text: t('plan.print.cardContacts'), size: 7, bold: true }] : []),
      ...contacts.map((contact) => ({
        text: joined(contact.name, contact.relation, contact.phone),
        size: 7,
      })),
      ...(plan.rescue.medicine.trim()
        ? [
            {
              text: `${t('plan.print.rescue')}: ${joined(plan.rescue.medicine, plan.rescue.keptWhere)}`,
              size: 7,
            },
          ]
        : []),
    ],
    textWidth,
  )
  const back = doc.addPage([CARD.width, CARD.height])
  cardLines(back, fonts, top, [
    { text: t('plan.print.cardBack'), size: 9, bold: true, color: PRIMARY },
    ...DURING_STEPS.map((step, index) => ({
      text: `${index + 1}. ${t(duringStepKey(step, 'title'))}`,
      size: 6.5,
    })),
    { text: t('plan.print.ambulance', { number }), size: 6.5, bold: true, color: EMERGENCY },
    {
      text: plan.ambulance.reasons.map((reason) => t(callAmbulanceKey(reason))).join('; '),
      size: 6,
    },
  ])
}

/** The PDF of a plan, in the language of `t`. */
export async function makePlanPdf(
  plan: SeizurePlan,
  format: PdfFormat,
  t: TFunction,
  locale: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts = await embedSiteFonts(doc)
  const title = t('plan.print.for', { name: plan.name.trim() })
  doc.setTitle(title)
  doc.setLanguage(locale)
  doc.setCreator('')
  doc.setProducer('')
  const photo = await embedPhoto(doc, plan.photo)
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(plan.updatedAt),
  )
  if (format === 'a4') drawA4(doc, fonts, plan, t, photo, updated)
  else drawCard(doc, fonts, plan, t, photo)
  return doc.save()
}
