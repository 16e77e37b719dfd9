/**
 * "Did you mean": a misspelt query word is replaced by the closest word of the titles that look
 * like the query (the titles the database's trigram search found). Pure, so the rule is tested
 * without a database. Closeness is the number of typing slips between the words (a letter
 * missing, extra, wrong, or two letters swapped: "siezure", "seizure"), which trigrams count
 * poorly for short words.
 */
import { foldText } from './search-query'

/** Shorter words are left alone: a slip or two turns them into too many other words. */
const MIN_CORRECTED_LENGTH = 4

/** How many slips a word of this length may hold and still be corrected. */
export function allowedSlips(length: number) {
  if (length < MIN_CORRECTED_LENGTH) return 0
  if (length < 6) return 1
  return length < 10 ? 2 : 3
}

/**
 * Greek letters that sound the same: writing one for another (κρηση for κριση) is half a slip,
 * so the word meant wins over one that differs by another letter (χρηση).
 */
const SAME_SOUND = [new Set('ιηυ'), new Set('οω')]
function substitution(a: string, b: string) {
  if (a === b) return 0
  return SAME_SOUND.some((group) => group.has(a) && group.has(b)) ? 0.5 : 1
}

/**
 * Slips between two words: insertions, deletions, substitutions and swaps of neighbours
 * (optimal string alignment distance), a same-sounding Greek vowel counting half.
 */
export function typingSlips(a: string, b: string) {
  const x = [...a]
  const y = [...b]
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = substitution(x[i - 1]!, y[j - 1]!)
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  return d[x.length]![y.length]!
}

/**
 * The query with each word that appears in none of `titles` replaced by the titles' closest word
 * (in its written form, lowercased; of equally close words the one in more titles, then the
 * first, as titles come best first), or null when nothing changed. `terms` are the query's
 * folded words.
 */
export function correctedQuery(terms: string[], titles: string[]): string | null {
  const words = new Map<string, { written: string; titles: number }>()
  for (const title of titles)
    for (const word of new Set(title.match(/[\p{L}\p{N}]+/gu) ?? [])) {
      const folded = foldText(word)
      const known = words.get(folded)
      if (known) known.titles += 1
      else words.set(folded, { written: word.toLocaleLowerCase(), titles: 1 })
    }
  let changed = false
  const corrected = terms.map((term) => {
    const allowed = allowedSlips([...term].length)
    if (allowed === 0 || words.has(term)) return term
    let best: { word: string; slips: number; titles: number } | null = null
    for (const [folded, { written, titles: count }] of words) {
      const slips = typingSlips(term, folded)
      if (slips > allowed) continue
      if (!best || slips < best.slips || (slips === best.slips && count > best.titles))
        best = { word: written, slips, titles: count }
    }
    if (!best) return term
    changed = true
    return best.word
  })
  return changed ? corrected.join(' ') : null
}
