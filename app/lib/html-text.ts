/**
 * Plain text out of stored HTML, for previews, word counts and meta descriptions. Runs in the
 * browser and on the server, so it uses no DOM and no sanitiser: it only ever produces text,
 * which React escapes when it renders it.
 */
import { truncate } from './truncate'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[name.toLowerCase()] ?? match
  })
}

/** The text of an HTML fragment: tags removed (with what scripts and styles held), entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** Section category card previews: the tag-stripped text cut to `max` as `truncate` does. */
export function htmlPreview(html: string | null | undefined, max: number): string {
  return truncate(htmlToText(html), max)
}

/** Number of words (runs of non-whitespace) in the text of an HTML fragment. */
export function wordCount(html: string | null | undefined): number {
  const text = htmlToText(html)
  return text ? text.split(/\s+/).length : 0
}
