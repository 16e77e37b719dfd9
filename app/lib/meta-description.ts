/**
 * The description search engines and shared links get of an item's page: its own meta
 * description in the reader's language, else the text the page starts with (an excerpt, an
 * event's description). Pages cut it to 160 characters; feeds give it whole.
 */
import type { Lang } from '~/i18n/languages'

export function metaDescriptionOf(
  row: { metaDescription: string | null; metaDescriptionEl: string | null },
  lang: Lang,
  fallback: string,
): string {
  const own = lang === 'el' ? row.metaDescriptionEl : row.metaDescription
  return own?.trim() || fallback
}
