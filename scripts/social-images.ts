/**
 * `npm run social-images`: draws the default share pictures (app/lib/social-image.ts), one per
 * kind and language, into public/social/. Run it after changing the site name, tagline, kind
 * labels or colours, and commit the PNGs.
 *
 * The text is turned into outlines with the site's own font (Noto Sans from @fontsource), so
 * the pictures look the same on any machine and Greek never falls back to a font that lacks it:
 * the SVG renderer is handed shapes only, never text.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import sharp from 'sharp'

import { LANGS, type Lang } from '~/i18n/languages'
import {
  defaultSocialImagePath,
  SOCIAL_IMAGE_SIZE,
  SOCIAL_KINDS,
  type SocialKind,
} from '~/lib/social-image'

/** The theme's colours (app/app.css). */
const COLOR = {
  primary: '#5b2a86',
  primarySoft: '#efe7f7',
  accent: '#0f6b5c',
  white: '#ffffff',
  drop: '#e9d8fd',
}
const { width: W, height: H } = SOCIAL_IMAGE_SIZE

// The variable font's default instance (weight 400); bold is drawn with an outline stroke, as
// the font engine cannot read this font's other weights from WOFF2.
const FONT_DIR = 'node_modules/@fontsource-variable/noto-sans/files'
const fonts = ['latin', 'latin-ext', 'greek', 'greek-ext'].map(
  (subset) =>
    fontkit.create(
      fs.readFileSync(path.join(FONT_DIR, `noto-sans-${subset}-wght-normal.woff2`)),
    ) as fontkit.Font,
)

function fontFor(char: string) {
  const code = char.codePointAt(0)!
  const font = fonts.find((f) => f.hasGlyphForCodePoint(code))
  if (!font) throw new Error(`No glyph for ${JSON.stringify(char)} in the site's font`)
  return font
}

/** Splits text into runs that one font subset can draw (Greek letters and Latin spaces mix). */
function runs(text: string) {
  const out: { font: fontkit.Font; text: string }[] = []
  for (const char of text) {
    const font = char === ' ' && out.length ? out[out.length - 1]!.font : fontFor(char)
    const last = out[out.length - 1]
    if (last && last.font === font) last.text += char
    else out.push({ font, text: char })
  }
  return out
}

function textWidth(text: string, size: number) {
  return runs(text).reduce(
    (sum, run) => sum + (run.font.layout(run.text).advanceWidth * size) / run.font.unitsPerEm,
    0,
  )
}

interface TextOptions {
  x: number
  /** The baseline. */
  y: number
  size: number
  fill: string
  anchor?: 'start' | 'middle'
  /** Stroke width as a share of the size: 0 is the regular weight, about 0.03 reads as bold. */
  weight?: number
}

/** The text as one SVG path of glyph outlines. */
function textPath(text: string, options: TextOptions) {
  const { size, fill, weight = 0 } = options
  let x = options.anchor === 'middle' ? options.x - textWidth(text, size) / 2 : options.x
  const parts: string[] = []
  for (const run of runs(text)) {
    const scale = size / run.font.unitsPerEm
    const laid = run.font.layout(run.text)
    laid.glyphs.forEach((glyph, i) => {
      const position = laid.positions[i]!
      const d = glyph.path
        .scale(scale, -scale)
        .translate(x + position.xOffset * scale, options.y - position.yOffset * scale)
        .toSVG()
      if (d) parts.push(d)
      x += position.xAdvance * scale
    })
  }
  const stroke = weight
    ? ` stroke="${fill}" stroke-width="${(weight * size).toFixed(2)}" stroke-linejoin="round"`
    : ''
  return `<path fill="${fill}"${stroke} d="${parts.join('')}"/>`
}

/** Greedy line breaking at spaces, so that no line is wider than `max`. */
function wrap(text: string, size: number, max: number) {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1]
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= max)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** The largest size up to `size` at which the text fits in `max`. */
function fitted(text: string, size: number, max: number) {
  return Math.min(size, Math.floor((size * max) / textWidth(text, size)))
}

/** The favicon's drop in a circle (public/favicon.svg), centred on (cx, cy), radius r. */
function logo(cx: number, cy: number, r: number) {
  const s = r / 15
  return `<g transform="translate(${cx - 16 * s} ${cy - 16 * s}) scale(${s})">
    <circle cx="16" cy="16" r="15" fill="${COLOR.primarySoft}"/>
    <path d="M16 7c-3 4-6 6.5-6 10a6 6 0 0 0 12 0c0-3.5-3-6-6-10z" fill="${COLOR.primary}"/>
  </g>`
}

interface Strings {
  siteName: string
  tagline: string
  label?: string
}

function siteSvg({ siteName, tagline }: Strings) {
  const taglineSize = 32
  const lines = wrap(tagline, taglineSize, 900)
  return [
    logo(W / 2, 200, 110),
    textPath(siteName, {
      x: W / 2,
      y: 420,
      size: fitted(siteName, 80, 1000),
      fill: COLOR.white,
      anchor: 'middle',
      weight: 0.035,
    }),
    ...lines.map((line, i) =>
      textPath(line, {
        x: W / 2,
        y: 490 + i * 44,
        size: taglineSize,
        fill: COLOR.drop,
        anchor: 'middle',
      }),
    ),
  ]
}

function kindSvg({ siteName, tagline, label }: Strings) {
  const taglineSize = 30
  return [
    // A large, faint drop at the right edge: the logo's motif, behind everything else.
    `<path d="M16 7c-3 4-6 6.5-6 10a6 6 0 0 0 12 0c0-3.5-3-6-6-10z" fill="#673596" transform="translate(700 -150) scale(34)"/>`,
    logo(124, 124, 44),
    textPath(siteName, { x: 190, y: 140, size: 44, fill: COLOR.white, weight: 0.03 }),
    textPath(label!, {
      x: 80,
      y: 370,
      size: fitted(label!, 120, 1040),
      fill: COLOR.white,
      weight: 0.04,
    }),
    `<rect x="84" y="410" width="140" height="10" rx="5" fill="${COLOR.drop}"/>`,
    ...wrap(tagline, taglineSize, 820).map((line, i) =>
      textPath(line, { x: 80, y: 500 + i * 42, size: taglineSize, fill: COLOR.drop }),
    ),
  ]
}

function svg(kind: SocialKind, strings: Strings) {
  const body = kind === 'site' ? siteSvg(strings) : kindSvg(strings)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${COLOR.primary}"/>
  ${body.join('\n  ')}
  <rect y="${H - 14}" width="${W}" height="14" fill="${COLOR.accent}"/>
</svg>`
}

function strings(lang: Lang) {
  const common = JSON.parse(fs.readFileSync(`app/i18n/locales/${lang}/common.json`, 'utf8')) as {
    siteName: string
    siteTagline: string
    social: { kind: Record<Exclude<SocialKind, 'site'>, string> }
  }
  return (kind: SocialKind): Strings => ({
    siteName: common.siteName,
    tagline: common.siteTagline,
    label: kind === 'site' ? undefined : common.social.kind[kind],
  })
}

for (const lang of LANGS) {
  const of = strings(lang)
  for (const kind of SOCIAL_KINDS) {
    const file = path.join('public', defaultSocialImagePath(kind, lang))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    // A palette PNG: flat colours and anti-aliased text need few colours, and stay small.
    const png = await sharp(Buffer.from(svg(kind, of(kind))))
      .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
      .toBuffer()
    fs.writeFileSync(file, png)
    console.log(`${file}: ${(png.length / 1024).toFixed(1)} kB`)
  }
}
