/**
 * The site's only slug function, for wiki categories and articles, so the browser's suggestion
 * and the server's check always agree.
 *
 * The rule: lowercase, remove characters other than letters, digits, spaces and hyphens, turn
 * spaces into hyphens, collapse repeated hyphens. Before that, Greek letters are transliterated
 * to Latin with ELOT 743 (the Greek standard, also used for passports) and accents are removed,
 * so a Greek or accented title gives a readable ASCII slug: 'Ζώντας με επιληψία' becomes
 * 'zontas-me-epilipsia', 'Café au lait' becomes 'cafe-au-lait'. Letters of other scripts, which
 * have no such standard here, are dropped like symbols. Hyphens at either end are trimmed so
 * every slug matches the database's rule ^[a-z0-9]+(-[a-z0-9]+)*$.
 */

const SINGLE: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
}

/** After αυ, ευ, ηυ the υ is 'f' before these letters (voiceless) and at the end of a word. */
const VOICELESS = new Set(['θ', 'κ', 'ξ', 'π', 'σ', 'ς', 'τ', 'φ', 'χ', 'ψ'])

const GREEK_LETTER = /\p{Script=Greek}/u

/** Lowercase Greek letter without its tonos (keeps the diaeresis, which matters for digraphs). */
function baseLetter(char: string): string {
  const lower = char.toLowerCase()
  const map: Record<string, string> = {
    ά: 'α',
    έ: 'ε',
    ή: 'η',
    ί: 'ι',
    ό: 'ο',
    ύ: 'υ',
    ώ: 'ω',
    ΐ: 'ϊ',
    ΰ: 'ϋ',
  }
  return map[lower] ?? lower
}

function hasTonos(char: string): boolean {
  return /[άέήίόύώΐΰ]/.test(char.toLowerCase())
}

function isGreekLetter(char: string | undefined): boolean {
  return char !== undefined && GREEK_LETTER.test(char) && char.toLowerCase() !== char.toUpperCase()
}

function isUpper(char: string): boolean {
  return char !== char.toLowerCase()
}

/** Applies the source's case to a Latin rendering: 'Θ' → 'Th', 'ΘΕ' → 'THE'. */
function withCase(latin: string, source: string, nextIsUpper: boolean): string {
  if (!isUpper(source)) return latin
  return nextIsUpper ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1)
}

/** Greek to Latin by ELOT 743; other characters pass through unchanged. */
export function transliterateGreek(text: string): string {
  const chars = [...text.normalize('NFC')]
  let out = ''
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!
    if (!isGreekLetter(char)) {
      out += char
      continue
    }
    const base = baseLetter(char)
    const nextChar = chars[i + 1]
    const next =
      nextChar !== undefined && isGreekLetter(nextChar) ? baseLetter(nextChar) : undefined
    const afterNext =
      chars[i + 2] !== undefined && isGreekLetter(chars[i + 2])
        ? baseLetter(chars[i + 2]!)
        : undefined
    const prevIsLetter = isGreekLetter(chars[i - 1])
    const upperPair = isUpper(char) && nextChar !== undefined && isUpper(nextChar)
    const nextUpper = nextChar !== undefined && isUpper(nextChar)

    // Digraphs: the pair is read as one sound only when the first vowel carries no accent
    // and the υ no diaeresis ('άυλος' and 'προϋπόθεση' are two sounds).
    if ((base === 'α' || base === 'ε' || base === 'η') && next === 'υ' && !hasTonos(char)) {
      const first = { α: 'a', ε: 'e', η: 'i' }[base]
      const second = afterNext === undefined || VOICELESS.has(afterNext) ? 'f' : 'v'
      out += withCase(first + second, char, upperPair)
      i += 1
      continue
    }
    if (base === 'ο' && next === 'υ' && !hasTonos(char)) {
      out += withCase('ou', char, upperPair)
      i += 1
      continue
    }
    if (base === 'γ' && (next === 'γ' || next === 'ξ' || next === 'χ')) {
      const rest = { γ: 'g', ξ: 'x', χ: 'ch' }[next]
      out += withCase('n' + rest, char, upperPair)
      i += 1
      continue
    }
    if (base === 'μ' && next === 'π') {
      // 'b' at the start or end of a word, 'mp' inside it.
      const atEdge = !prevIsLetter || afterNext === undefined
      out += withCase(atEdge ? 'b' : 'mp', char, upperPair)
      i += 1
      continue
    }
    if (base === 'ϊ') {
      out += withCase('i', char, nextUpper)
      continue
    }
    if (base === 'ϋ') {
      out += withCase('y', char, nextUpper)
      continue
    }
    const single = SINGLE[base]
    out += single === undefined ? char : withCase(single, char, nextUpper)
  }
  return out
}

/** The slug of any text, after transliteration and accent removal. */
export function slugify(text: string): string {
  return transliterateGreek(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * What an item's slug is made from: its English title, or its Greek title when it has no English
 * one (a Greek-only item), so the address stays readable (transliterated by slugify).
 */
export function slugSource(title: string, titleEl: string): string {
  return title.trim() ? title : titleEl
}

/** The database's slug format: lowercase ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

export function isValidSlug(value: string): boolean {
  return SLUG_PATTERN.test(value)
}
