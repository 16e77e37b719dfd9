/**
 * Greeklish: Greek typed in Latin letters ("epilipsia", "krisi", "sxoleio"). There is no one
 * spelling: i may stand for ι, η or υ, o for ο or ω, x for χ or ξ, h for η or χ. So a Greeklish
 * word becomes a few Greek spellings of its start, each to be matched as a prefix of the folded
 * (accentless, lowercase) Greek words of the index.
 */
import { greekPrefix } from './search-query'

/** Latin letters (and the digits Greeklish uses for letters), longest first. */
const LETTERS: [string, string[]][] = [
  ['th', ['θ']],
  ['ch', ['χ']],
  ['ps', ['ψ']],
  ['ks', ['ξ']],
  ['ph', ['φ']],
  ['a', ['α']],
  ['b', ['β']],
  ['c', ['κ']],
  ['d', ['δ']],
  ['e', ['ε']],
  ['f', ['φ']],
  ['g', ['γ']],
  ['h', ['η', 'χ']],
  ['i', ['ι', 'η', 'υ']],
  ['j', ['τζ']],
  ['k', ['κ']],
  ['l', ['λ']],
  ['m', ['μ']],
  ['n', ['ν']],
  ['o', ['ο', 'ω']],
  ['p', ['π']],
  ['q', ['κ']],
  ['r', ['ρ']],
  ['s', ['σ']],
  ['t', ['τ']],
  ['u', ['υ']],
  ['v', ['β']],
  ['w', ['ω']],
  ['x', ['χ', 'ξ']],
  ['y', ['υ']],
  ['z', ['ζ']],
  ['8', ['θ']],
  ['3', ['ξ']],
]

/** At most this many spellings per word: each is one more prefix lookup in the index. */
export const MAX_GREEKLISH_SPELLINGS = 12
/** A shorter Greek start matches too many words to be worth it. */
const MIN_GREEK_LETTERS = 3

/**
 * The Greek prefixes a Greeklish word may stand for (folded, σ for final ς), or none when the
 * word is not Latin letters or too short. Ambiguous letters multiply the spellings; once more
 * would exceed MAX_GREEKLISH_SPELLINGS the prefix ends there. A whole word loses its ending like
 * any Greek query word (greekPrefix), so "krisi" also finds κρίσεις.
 */
export function greeklishPrefixes(term: string): string[] {
  if (!/^(?=.*[a-z])[a-z38]+$/.test(term)) return []
  let spellings = ['']
  let rest = term
  let whole = true
  while (rest) {
    const [latin, greek] = LETTERS.find(([latin]) => rest.startsWith(latin))!
    if (spellings.length * greek.length > MAX_GREEKLISH_SPELLINGS) {
      whole = false
      break
    }
    spellings = spellings.flatMap((spelling) => greek.map((letter) => spelling + letter))
    rest = rest.slice(latin.length)
  }
  const prefixes = spellings.map((spelling) => (whole ? greekPrefix(spelling) : spelling))
  return [...new Set(prefixes)].filter((prefix) => [...prefix].length >= MIN_GREEK_LETTERS)
}
