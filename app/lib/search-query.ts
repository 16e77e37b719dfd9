/**
 * Turns what a visitor typed into search terms. Pure, so the rules are tested without a
 * database: words are letters and digits of any script; accents and case go, final sigma
 * becomes sigma (the database's unaccent does the same to the indexed text).
 */
import { escapeHtml } from './escape-html'

/** `pages`: sections of the fixed pages (first aid, about, accessibility, privacy, terms). */
export const SEARCH_KINDS = ['wiki', 'events', 'news', 'stories', 'pages'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]
export const DEFAULT_SEARCH_LIMIT = 20
export const MAX_SEARCH_LIMIT = 50
export const MAX_QUERY_LENGTH = 200

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value)
}
export const MAX_TERMS = 8

/** Lowercase, without accents (τόνοι, diaeresis) and with σ for final ς. */
export function foldText(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ')
}

/**
 * Greek function words (folded). PostgreSQL's Greek configuration keeps every word, so without
 * this list "κρίση στον ύπνο" would require "στον" in every result. English stop words are
 * dropped by the english configuration itself.
 */
const GREEK_STOP_WORDS = new Set(
  (
    'ο η το οι τα του τησ των τον την τουσ τισ ενα ενασ μια μιασ στο στη στην στον στα στουσ στισ στησ στου ' +
    'σε με και κι η ή να για απο ωσ οτι που πωσ πω θα δεν μη μην αν ειναι εχω εχει μου σου μασ σασ τουσ ' +
    'αυτο αυτη αυτοσ τι ποιοσ ποια ποιο ποτε οταν κατα παρα προσ'
  ).split(' '),
)

/**
 * The words of a query, folded, at most MAX_TERMS of them, duplicates removed; in Greek without
 * function words (unless nothing else is left).
 */
export function queryTerms(query: string, lang: 'en' | 'el' = 'en'): string[] {
  const words = [
    ...new Set(foldText(query.slice(0, MAX_QUERY_LENGTH)).match(/[\p{L}\p{N}]+/gu) ?? []),
  ]
  const meaningful = lang === 'el' ? words.filter((w) => !GREEK_STOP_WORDS.has(w)) : words
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TERMS)
}

// Greek inflectional endings (folded), longest first. Nouns, adjectives and verbs of everyday
// health vocabulary: κρίση/κρίσης/κρίσεις, επιληπτική/επιληπτικές, οδηγώ/οδήγηση.
const GREEK_ENDINGS = [
  'ουμε',
  'ουσα',
  'ησεισ',
  'ησεων',
  'ματα',
  'ματοσ',
  'εισ',
  'εων',
  'ουσ',
  'οντα',
  'ηση',
  'ησ',
  'εσ',
  'οσ',
  'ου',
  'ων',
  'ασ',
  'ια',
  'ιο',
  'οι',
  'αι',
  'α',
  'ε',
  'η',
  'ι',
  'ο',
  'υ',
  'ω',
  'σ',
]
const MIN_GREEK_PREFIX = 4

/**
 * The stem-like start of a Greek word, for prefix matching. PostgreSQL's Greek stemmer is
 * inconsistent across the forms of one word (κρίση -> κρισ, κρίσεις -> κρ), so Greek search
 * also matches whole indexed words that begin with this prefix. Strips up to two endings while
 * at least four letters remain.
 */
export function greekPrefix(term: string) {
  if (!/\p{Script=Greek}/u.test(term)) return term
  let prefix = term
  for (let pass = 0; pass < 2; pass++) {
    const ending = GREEK_ENDINGS.find(
      (e) => prefix.endsWith(e) && prefix.length - e.length >= MIN_GREEK_PREFIX,
    )
    if (!ending) break
    prefix = prefix.slice(0, -ending.length)
  }
  return prefix
}

/** The segments of a highlighted snippet: the database marks matches with these characters. */
export const MARK_START = '\u0001'
export const MARK_END = '\u0002'

export interface SnippetPart {
  text: string
  mark: boolean
}

/** Splits a snippet with MARK_START/MARK_END into plain and marked parts (rendered as <mark>). */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  const pattern = new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g')
  let last = 0
  for (const match of snippet.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: snippet.slice(last, match.index), mark: false })
    if (match[1]) parts.push({ text: match[1], mark: true })
    last = match.index + match[0].length
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last), mark: false })
  return parts
    .map((p) => ({ ...p, text: p.text.split(MARK_START).join('').split(MARK_END).join('') }))
    .filter((p) => p.text !== '')
}

/** The snippet as safe HTML with <mark> around the matches (for API clients). */
export function snippetHtml(snippet: string) {
  return snippetParts(snippet)
    .map((part) => (part.mark ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text)))
    .join('')
}

/** The snippet as plain text. */
export function snippetText(snippet: string) {
  return snippetParts(snippet)
    .map((part) => part.text)
    .join('')
}

/**
 * The script a query is written in, when it is one alone: a Greek word typed on the English
 * site, or Latin letters on the Greek one, may be meant for the other language.
 */
export function queryScript(query: string): 'greek' | 'latin' | null {
  const greek = /\p{Script=Greek}/u.test(query)
  const latin = /\p{Script=Latin}/u.test(query)
  if (greek === latin) return null
  return greek ? 'greek' : 'latin'
}
