/**
 * The diary's summary for the doctor as an A4 PDF, made in the browser: the period, the count,
 * a bar chart per month with the medicine changes marked, the counts per type, the changes and
 * every entry. Imported only when the person asks for it.
 */
import { PDFDocument, rgb } from 'pdf-lib'

import { A4, embedSiteFonts, Flow, PRIMARY, type Fonts } from '~/components/pdf/pdf-text'
import {
  countsByType,
  entriesInMonths,
  entriesNewestFirst,
  localDateTime,
  medicineChangesIn,
  monthlyCounts,
  monthOf,
  type Diary,
} from '~/domain/seizure-diary'
import type { TFunction } from '~/i18n/translator'
import { formatDate, formatDuration, formatMonth } from './diary-format'

const MARKER = rgb(0.71, 0.33, 0.04)
const CHART_HEIGHT = 130

function drawChart(flow: Flow, fonts: Fonts, diary: Diary, months: string[], locale: string) {
  const counts = monthlyCounts(diary.entries, months)
  const changed = new Set(
    medicineChangesIn(diary.medicineChanges, months).map((change) => monthOf(change.date)),
  )
  const highest = Math.max(1, ...counts.map((row) => row.count))
  const column = flow.width / months.length
  const base = flow.y - CHART_HEIGHT
  counts.forEach((row, index) => {
    const x = A4.margin + index * column
    const height = (row.count / highest) * (CHART_HEIGHT - 30)
    if (changed.has(row.month)) {
      flow.page.drawLine({
        start: { x: x + column / 2, y: base },
        end: { x: x + column / 2, y: base + CHART_HEIGHT - 6 },
        thickness: 1.5,
        color: MARKER,
        dashArray: [4, 3],
      })
      // A triangle pointing down at the month, as on the page's chart.
      flow.page.drawSvgPath('M0 0 L10 0 L5 8 Z', {
        x: x + column / 2 - 5,
        y: base + CHART_HEIGHT - 2,
        color: MARKER,
      })
    }
    flow.page.drawRectangle({
      x: x + column * 0.2,
      y: base,
      width: column * 0.6,
      height,
      color: PRIMARY,
    })
    const label = String(row.count)
    flow.page.drawText(label, {
      x: x + column / 2 - fonts.bold.widthOfTextAtSize(label, 10) / 2,
      y: base + height + 3,
      size: 10,
      font: fonts.bold,
    })
    const month = formatMonth(row.month, locale, 'short')
    flow.page.drawText(month, {
      x: x + column / 2 - fonts.regular.widthOfTextAtSize(month, 9) / 2,
      y: base - 12,
      size: 9,
      font: fonts.regular,
    })
  })
  flow.page.drawLine({
    start: { x: A4.margin, y: base },
    end: { x: A4.margin + flow.width, y: base },
    thickness: 0.8,
  })
  flow.y = base - 24
}

export async function makeDiaryPdf(
  diary: Diary,
  months: string[],
  t: TFunction,
  locale: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fonts = await embedSiteFonts(doc)
  doc.setTitle(t('diary.pdf.title'))
  doc.setLanguage(locale)
  doc.setCreator('')
  doc.setProducer('')
  const flow = new Flow(doc, fonts)
  const entries = entriesInMonths(diary.entries, months)
  const first = months[0] ?? ''
  const last = months[months.length - 1] ?? ''
  flow.text(t('diary.pdf.title'), { size: 20, bold: true, color: PRIMARY, gap: 6 })
  flow.text(
    t('diary.pdf.period', { from: formatMonth(first, locale), to: formatMonth(last, locale) }),
  )
  flow.text(t('diary.pdf.total', { count: entries.length }), { bold: true, gap: 8 })

  flow.heading(t('diary.chart.title'))
  flow.y -= 8
  drawChart(flow, fonts, diary, months, locale)

  const types = countsByType(diary.entries, months)
  if (types.length) {
    flow.heading(t('diary.chart.byType'))
    flow.bullets(types.map((row) => `${row.type || t('diary.chart.noType')}: ${row.count}`))
  }
  const changes = medicineChangesIn(diary.medicineChanges, months)
  if (changes.length) {
    flow.heading(t('diary.chart.changes'))
    flow.bullets(changes.map((change) => `${formatDate(change.date, locale)}: ${change.note}`))
  }
  if (entries.length) {
    flow.heading(t('diary.list.title'))
    for (const entry of entriesNewestFirst(entries)) {
      flow.text(
        `${formatDate(entry.date, locale)}, ${entry.time}${entry.type ? ` · ${entry.type}` : ''}`,
        {
          bold: true,
          gap: 0,
        },
      )
      const details = [
        entry.durationSeconds === null
          ? formatDuration(null, t)
          : t('diary.list.duration', { duration: formatDuration(entry.durationSeconds, t) }),
        ...(entry.rescueMedicineGiven ? [t('diary.list.rescue')] : []),
      ]
      flow.text(details.join(' · '), { indent: 8, gap: 0 })
      const before = [
        ...entry.triggers.map((trigger) => t(`diary.triggers.${trigger}`)),
        entry.triggerNotes,
      ]
        .filter(Boolean)
        .join(', ')
      if (before) flow.text(`${t('diary.entry.triggers')}: ${before}`, { indent: 8, gap: 0 })
      if (entry.injuries)
        flow.text(`${t('diary.entry.injuries')}: ${entry.injuries}`, { indent: 8, gap: 0 })
      if (entry.notes) flow.text(entry.notes, { indent: 8, gap: 0 })
      flow.y -= 5
    }
  }
  flow.y -= 8
  flow.text(t('diary.pdf.made', { date: formatDate(localDateTime(new Date())[0], locale) }), {
    size: 9,
  })
  return doc.save()
}
