/**
 * Read time of a wiki article in minutes: the stored value, or, when it is empty (0),
 * the word count of the content divided by 200 words a minute, rounded up.
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
