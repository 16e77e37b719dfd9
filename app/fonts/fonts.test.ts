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

describe('the font files', () => {
  for (const subset of SUBSETS) {
    it(`${subset}: varies over 400 to 700 and keeps every character of the full font`, () => {
      const font = open(path.join(FONTS_DIR, `noto-sans-${subset}-wght-400-700.woff2`))
      const source = open(path.join(SOURCE_DIR, `noto-sans-${subset}-wght-normal.woff2`))
      expect(font.variationAxes.wght).toMatchObject({ min: 400, default: 400, max: 700 })
      expect(source.variationAxes.wght).toMatchObject({ min: 100, max: 900 })
      expect([...font.characterSet].sort()).toEqual([...source.characterSet].sort())
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
  const css = fs.readFileSync('app/app.css', 'utf8')
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '')

  it('declare one face per subset, each over 400 to 700, from a file that exists', () => {
    expect(faces).toHaveLength(SUBSETS.length)
    const files = faces.map((face) => {
      expect(face).toMatch(/font-weight:\s*400 700;/)
      const url = /url\('\.\/fonts\/([^']+)'\)/.exec(face)?.[1] ?? ''
      expect(fs.existsSync(path.join(FONTS_DIR, url))).toBe(true)
      return url
    })
    expect(files.sort()).toEqual(SUBSETS.map((subset) => `noto-sans-${subset}-wght-400-700.woff2`).sort())
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
