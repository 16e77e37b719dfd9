/**
 * What a PDF made by a page holds (a downloaded file, or the bytes a maker returned), read as a PDF reader reads it: its pages' sizes (pdf-lib) and
 * its text (pdf.js text extraction, through each font's map back to Unicode). Shows that the
 * embedded fonts draw the letters they were given, Greek included, not only that a file came.
 */
import fs from 'node:fs'

import { PDFDocument } from 'pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export interface PdfContents {
  /** Each page's width and height in points. */
  pages: { width: number; height: number }[]
  /** All the text, pages in order, whitespace as the reader found it. */
  text: string
}

export async function readPdf(file: string): Promise<PdfContents> {
  return readPdfBytes(fs.readFileSync(file))
}

export async function readPdfBytes(bytes: Uint8Array): Promise<PdfContents> {
  const document = await PDFDocument.load(bytes)
  const pages = document.getPages().map((page) => page.getSize())
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
  const reader = await loading.promise
  const texts: string[] = []
  for (let number = 1; number <= reader.numPages; number++) {
    const content = await (await reader.getPage(number)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await loading.destroy()
  return { pages, text: texts.join('\n') }
}

/** Text compared without its spaces and line breaks, which a reader may add or drop. */
export function compact(text: string): string {
  return text.replace(/\s+/g, '')
}
