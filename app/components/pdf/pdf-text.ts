/**
 * Text on PDF pages made in the browser (the seizure action plan and the diary's summary for the
 * doctor; both import this only when a PDF is asked for). Text is set in Noto Sans, the site's
 * face: app/fonts/pdf holds static TrueType cuts (400 and 700) of the site's Latin and Greek
 * files merged into one, because PDF embedding needs TrueType (not WOFF2) and one font for both
 * scripts keeps lines simple to measure. `npm run fonts` remakes them.
 */
import fontkit from '@pdf-lib/fontkit'
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'

import regularFontUrl from '~/fonts/pdf/noto-sans-pdf-400.ttf?url'
import boldFontUrl from '~/fonts/pdf/noto-sans-pdf-700.ttf?url'

export const A4 = { width: 595.28, height: 841.89, margin: 42 }
export const INK = rgb(0.1, 0.1, 0.12)
export const EMERGENCY = rgb(0.7, 0.1, 0.1)
export const PRIMARY = rgb(0.33, 0.16, 0.5)

export interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`)
  return response.arrayBuffer()
}

/** Lines of at most `width` points: words wrapped, a word longer than a line cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = word
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--
        lines.push(line.slice(0, cut))
        line = line.slice(cut)
      }
    }
    if (line) lines.push(line)
  }
  return lines
}

/** Writes downwards on A4 pages, starting a new page when the next block does not fit. */
export class Flow {
  page: PDFPage
  y: number
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([A4.width, A4.height])
    this.y = A4.height - A4.margin
  }

  get width() {
    return A4.width - 2 * A4.margin
  }

  private room(height: number) {
    if (this.y - height < A4.margin) {
      this.page = this.doc.addPage([A4.width, A4.height])
      this.y = A4.height - A4.margin
    }
  }

  text(
    value: string,
    options: {
      size?: number
      bold?: boolean
      color?: typeof INK
      indent?: number
      gap?: number
    } = {},
  ) {
    const { size = 11.5, bold = false, color = INK, indent = 0, gap = 2 } = options
    const font = bold ? this.fonts.bold : this.fonts.regular
    const lineHeight = size * 1.3
    for (const line of wrapText(value, font, size, this.width - indent)) {
      this.room(lineHeight)
      this.y -= size
      this.page.drawText(line, { x: A4.margin + indent, y: this.y, size, font, color })
      this.y -= lineHeight - size
    }
    this.y -= gap
  }

  heading(value: string, color = PRIMARY) {
    this.room(50)
    this.y -= 6
    this.text(value, { size: 14, bold: true, color, gap: 3 })
  }

  /** A label in bold and its value after it, skipped when the value is empty. */
  field(label: string, value: string, indent = 0) {
    if (!value.trim()) return
    this.text(`${label}: ${value.trim()}`, { indent })
  }

  bullets(items: readonly string[]) {
    for (const item of items) this.text(`•  ${item}`, { indent: 4, gap: 1 })
    this.y -= 2
  }
}

/** The site's face, regular and bold, embedded as subsets (only the letters used). */
export async function embedSiteFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit)
  const [regular, bold] = await Promise.all([fetchBytes(regularFontUrl), fetchBytes(boldFontUrl)])
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  }
}
