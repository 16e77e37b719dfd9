import fs from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'

// The site's font files vary over the weights 400 to 700 only (scripts/restrict-font-weights.sh).
// These tests keep the three places that must agree in step: the files, the @font-face rules
// that declare them, and the weights the pages ask for.

const FONTS_DIR = 'app/fonts'
const SOURCE_DIR = 'node_modules/@fontsource-variable/noto-sans/files'
const SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext']

function open(file: string) {
  return fontkit.create(fs.readFileSync(file)) as fontkit.Font
}

/** The @font-face rules of app.css: the file each one names and the characters it covers. */
function fontFaces() {
  const css = fs.readFileSync('app/app.css', 'utf8')
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => {
    const body = match[1] ?? ''
    const ranges = (/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '').split(',').map((range) => {
      const [from = '', to = from] = range.trim().replace(/^U\+/, '').split('-')
      return [parseInt(from, 16), parseInt(to, 16)] as const
    })
    return {
      body,
      file: /url\('\.\/fonts\/([^']+)'\)/.exec(body)?.[1] ?? '',
      covers: (codePoint: number) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
    }
  })
}

describe('the font files', () => {
  for (const subset of SUBSETS) {
    it(`${subset}: varies over 400 to 700 and has every character of its unicode-range that the full font has`, () => {
      const file = `noto-sans-${subset}-wght-400-700.woff2`
      const font = open(path.join(FONTS_DIR, file))
      const source = open(path.join(SOURCE_DIR, `noto-sans-${subset}-wght-normal.woff2`))
      expect(font.variationAxes.wght).toMatchObject({ min: 400, default: 400, max: 700 })
      expect(source.variationAxes.wght).toMatchObject({ min: 100, max: 900 })
      const face = fontFaces().find((candidate) => candidate.file === file)
      const wanted = source.characterSet.filter((codePoint) => face?.covers(codePoint))
      expect(wanted.length).toBeGreaterThan(0)
      expect(wanted.filter((codePoint) => !font.hasGlyphForCodePoint(codePoint))).toEqual([])
    })
  }

  it('draws the same regular (400) glyphs as the full font', () => {
    const font = open(path.join(FONTS_DIR, 'noto-sans-greek-wght-400-700.woff2'))
    const source = open(path.join(SOURCE_DIR, 'noto-sans-greek-wght-normal.woff2'))
    const text = 'Επιληψία'
    expect(font.layout(text).glyphs.map((glyph) => glyph.path.toSVG())).toEqual(
      source.layout(text).glyphs.map((glyph) => glyph.path.toSVG()),
    )
    expect(font.layout(text).advanceWidth).toBe(source.layout(text).advanceWidth)
  })
})

describe('the @font-face rules', () => {
  it('declare one face per subset, each over 400 to 700, from a file that exists', () => {
    const faces = fontFaces()
    expect(faces).toHaveLength(SUBSETS.length)
    for (const face of faces) {
      expect(face.body).toMatch(/font-weight:\s*400 700;/)
      expect(fs.existsSync(path.join(FONTS_DIR, face.file))).toBe(true)
    }
    expect(faces.map((face) => face.file).sort()).toEqual(SUBSETS.map((subset) => `noto-sans-${subset}-wght-400-700.woff2`).sort())
  })

  it('leave the archaic and mathematical Greek forms to the system, and every letter of modern Greek to the Greek file', () => {
    const greek = fontFaces().find((face) => face.file === 'noto-sans-greek-wght-400-700.woff2')
    const modern = 'ΆΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰαβγδεζηθικλμνξοπρςστυφχψωϊϋόύώ΄΅\u0387\u037e' // with the Greek ano teleia and question mark
    expect([...modern].filter((letter) => !greek?.covers(letter.codePointAt(0) ?? 0))).toEqual([])
    expect(greek?.covers(0x03d1)).toBe(false) // ϑ, a mathematical theta
  })
})

describe('the weights the pages ask for', () => {
  function sources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return sources(file)
      return /\.(tsx|ts|css)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : []
    })
  }

  it('are all within 400 to 700, so no text is drawn at a weight the files do not have', () => {
    const outside: string[] = []
    for (const file of sources('app')) {
      const text = fs.readFileSync(file, 'utf8')
      for (const match of text.matchAll(/\bfont-(thin|extralight|light|extrabold|black)\b/g)) outside.push(`${file}: ${match[0]}`)
      for (const match of text.matchAll(/font-weight:\s*(\d+)/g)) {
        if (Number(match[1]) < 400 || Number(match[1]) > 700) outside.push(`${file}: ${match[0]}`)
      }
    }
    expect(outside).toEqual([])
  })
})
