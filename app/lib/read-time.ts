/**
 * Read time in minutes: the stored value, or, when it is empty (0), the word count of the
 * content divided by 200 words a minute, rounded up. Pages show it in the reader's language
 * (`common.readTime`: "5 min read", «5 λεπτά ανάγνωσης»).
 */
import { wordCount } from './html-text'

export const WORDS_PER_MINUTE = 200

export function readTimeMinutes(
  stored: number | null | undefined,
  contentHtml: string | null | undefined,
): number {
  if (typeof stored === 'number' && Number.isFinite(stored) && stored > 0) return Math.round(stored)
  return Math.ceil(wordCount(contentHtml) / WORDS_PER_MINUTE)
}

/**
 * The minutes a story's stored read time names: stories keep it as English text ("5 min read",
 * as the API has always answered it); null when it names no number of minutes.
 */
export function minutesInReadTimeText(text: string | null | undefined): number | null {
  const minutes = Number(/\d+/.exec(text ?? '')?.[0])
  return Number.isSafeInteger(minutes) && minutes > 0 ? minutes : null
}
