/**
 * Search synonyms: groups of terms that mean the same to a visitor ("medicine, medication,
 * drugs"), one list per language, edited by admins as lines of comma-separated terms. Pure, so
 * the rules are tested without a database: how a list is read and checked, and how a query's
 * words are widened by it (app/domain/search.server.ts turns the result into a tsquery).
 */
import { foldText, greekPrefix } from './search-query'

export const MAX_SYNONYM_GROUPS = 200
export const MAX_SYNONYM_TERM_LENGTH = 60
export const MAX_TERMS_PER_GROUP = 12
/** Characters of one language's list, as the form sends it. */
export const MAX_SYNONYM_TEXT_LENGTH = 20_000

export type SynonymErrorCode =
  | 'tooFewTerms'
  | 'tooManyTerms'
  | 'termTooLong'
  | 'badCharacters'
  | 'repeated'
  | 'tooManyGroups'
  | 'textTooLong'
  /** The form did not send the list at all. */
  | 'missing'

export interface SynonymError {
  /** The line of the text (from 1); 0 for the list as a whole. */
  line: number
  code: SynonymErrorCode
  /** The term at fault, where there is one. */
  term?: string
}

export type SynonymParse = { ok: true; groups: string[][] } | { ok: false; errors: SynonymError[] }

/** A term's words: letters and digits of any script, as queries are split into words. */
function wordsOf(term: string) {
  return foldText(term).match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * How two spellings of one word are told to be the same when a query is compared with the list:
 * English without a plural "s" ("fits", "fit"), Greek by its stem-like prefix (κρίση, κρίσεις).
 * Only for finding the group; the database's stemmer still matches the text.
 */
function wordKey(word: string) {
  if (/\p{Script=Greek}/u.test(word)) return greekPrefix(word)
  if (word.length > 3 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

/**
 * Reads an admin's text: one group per line, terms separated by commas; blank lines ignored.
 * Every fault is reported with its line, so the form can say where to look.
 */
export function parseSynonymText(text: string): SynonymParse {
  if (text.length > MAX_SYNONYM_TEXT_LENGTH)
    return { ok: false, errors: [{ line: 0, code: 'textTooLong' }] }
  const errors: SynonymError[] = []
  const groups: string[][] = []
  const seen = new Map<string, number>()
  const lines = text.split(/\r?\n/)
  lines.forEach((raw, index) => {
    const line = index + 1
    if (raw.trim() === '') return
    const terms = [
      ...new Set(
        raw
          .split(',')
          .map((term) => term.trim().replace(/\s+/g, ' '))
          .filter((term) => term !== ''),
      ),
    ]
    let fault = false
    for (const term of terms) {
      if (term.length > MAX_SYNONYM_TERM_LENGTH) {
        errors.push({ line, code: 'termTooLong', term })
        fault = true
      } else if (!/^[\p{L}\p{N}][\p{L}\p{N}\p{M}' -]*$/u.test(term)) {
        errors.push({ line, code: 'badCharacters', term })
        fault = true
      }
    }
    if (terms.length < 2) {
      errors.push({ line, code: 'tooFewTerms' })
      fault = true
    } else if (terms.length > MAX_TERMS_PER_GROUP) {
      errors.push({ line, code: 'tooManyTerms' })
      fault = true
    }
    if (fault) return
    // A term in two groups would make a query's meaning depend on the order of the lines.
    for (const term of terms) {
      const key = wordsOf(term).map(wordKey).join(' ')
      const earlier = seen.get(key)
      if (earlier !== undefined && earlier !== line) {
        errors.push({ line, code: 'repeated', term })
        fault = true
      }
      seen.set(key, line)
    }
    if (!fault) groups.push(terms)
  })
  if (groups.length > MAX_SYNONYM_GROUPS) errors.push({ line: 0, code: 'tooManyGroups' })
  return errors.length > 0 ? { ok: false, errors } : { ok: true, groups }
}

/** The groups as the form shows them: one line each. */
export function synonymText(groups: string[][]) {
  return groups.map((terms) => terms.join(', ')).join('\n')
}

/**
 * One place in a query: the words the visitor typed there (all must match) and, when they are
 * a term of a synonym group, the group's other terms (any one may match instead).
 */
export interface QuerySlot {
  typed: string[]
  synonyms: string[][]
}

/**
 * The query's words (folded, as queryTerms gives them) in slots: a run of words that is a term
 * of a group (longest terms first) becomes one slot with the group's other terms as
 * alternatives; every other word is a slot of its own.
 */
export function synonymSlots(terms: string[], groups: string[][]): QuerySlot[] {
  const entries = groups.flatMap((group) => {
    const expressions = group.map(wordsOf).filter((words) => words.length > 0)
    return expressions.map((words) => ({ words, others: expressions }))
  })
  entries.sort((a, b) => b.words.length - a.words.length)
  const keys = terms.map(wordKey)
  const slots: QuerySlot[] = []
  let at = 0
  while (at < terms.length) {
    const entry = entries.find(({ words }) =>
      words.every((word, offset) => keys[at + offset] === wordKey(word)),
    )
    if (!entry) {
      slots.push({ typed: [terms[at]!], synonyms: [] })
      at += 1
      continue
    }
    const typed = terms.slice(at, at + entry.words.length)
    const self = entry.words.map(wordKey).join(' ')
    slots.push({
      typed,
      synonyms: entry.others.filter((words) => words.map(wordKey).join(' ') !== self),
    })
    at += entry.words.length
  }
  return slots
}
