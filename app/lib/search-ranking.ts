/**
 * What ranking needs to know about a query's words, beyond matching them. Pure, so the rules are
 * tested without a database.
 *
 * - Weak words: words that nearly every page of an epilepsy site holds ("epilepsy", "day",
 *   "επιληψία"). They must still match, but a title or text that holds only them is no answer:
 *   they do not count toward the text rank or the some-words title bonus (search.server.ts).
 * - Event words: a query that names an event or a date ("purple day walk", "seminar", "2027")
 *   asks for events and news; any other query asks for information, and articles come first.
 */
import { greekPrefix } from './search-query'

/** Folded; Greek ones compared by their stem-like start (greekPrefix), English with an "s". */
const WEAK_WORDS = {
  en: ['epilepsy', 'epilepsies', 'epileptic', 'day', 'days', 'people', 'person'],
  el: ['επιληψια', 'επιληπτικοσ', 'ημερα', 'μερα', 'ατομα', 'ανθρωποι'],
}

const EVENT_WORDS = {
  en: [
    'event',
    'events',
    'walk',
    'run',
    'race',
    'marathon',
    'workshop',
    'seminar',
    'webinar',
    'conference',
    'meeting',
    'meetup',
    'picnic',
    'coffee',
    'stand',
    'talk',
    'evening',
    'morning',
    'fundraiser',
    'gala',
    'today',
    'tomorrow',
    'tonight',
    'weekend',
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
    'purple',
    'international',
    'news',
    'thank',
    'thanks',
  ],
  el: [
    'εκδηλωση',
    'περιπατοσ',
    'αγωνασ',
    'μαραθωνιοσ',
    'εργαστηριο',
    'σεμιναριο',
    'διαλεξη',
    'συναντηση',
    'πικνικ',
    'καφεσ',
    'περιπτερο',
    'βραδια',
    'πρωινοσ',
    'εορτη',
    'σημερα',
    'αυριο',
    'σαββατοκυριακο',
    'ιανουαριοσ',
    'φεβρουαριοσ',
    'μαρτιοσ',
    'απριλιοσ',
    'μαιοσ',
    'ιουνιοσ',
    'ιουλιοσ',
    'αυγουστοσ',
    'σεπτεμβριοσ',
    'οκτωβριοσ',
    'νοεμβριοσ',
    'δεκεμβριοσ',
    'μωβ',
    'διεθνησ',
    'νεα',
    'ευχαριστουμε',
  ],
}

function key(word: string, lang: 'en' | 'el') {
  if (lang === 'el' || /\p{Script=Greek}/u.test(word)) return greekPrefix(word)
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

const weak = {
  en: new Set(WEAK_WORDS.en.map((w) => key(w, 'en'))),
  el: new Set(WEAK_WORDS.el.map((w) => key(w, 'el'))),
}
const eventish = {
  en: new Set(EVENT_WORDS.en.map((w) => key(w, 'en'))),
  el: new Set(EVENT_WORDS.el.map((w) => key(w, 'el'))),
}

/** Whether a (folded) query word is one that nearly every page holds. */
export function isWeakWord(word: string, lang: 'en' | 'el') {
  return weak[lang].has(key(word, lang)) || weak.en.has(key(word, 'en'))
}

/** Whether the (folded) query words name an event or a date: a year, a month, a kind of event. */
export function namesEventOrDate(words: string[], lang: 'en' | 'el') {
  return words.some((word) => /^(19|20)\d\d$/.test(word) || eventish[lang].has(key(word, lang)))
}
