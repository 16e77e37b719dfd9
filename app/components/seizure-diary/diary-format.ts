/** Dates, months and lengths of the diary in the reader's language. */
import type { TFunction } from '~/i18n/translator'

function localDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, day ?? 1)
}

/** `'2026-11-29'` as "29 November 2026" / "29 Νοεμβρίου 2026". */
export function formatDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(localDate(date))
}

/** `'2026-11'` as "November 2026" (long) or "Nov" (short). */
export function formatMonth(
  month: string,
  locale: string,
  style: 'long' | 'short' = 'long',
): string {
  return new Intl.DateTimeFormat(locale, {
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
  }).format(localDate(`${month}-01`))
}

export function formatDuration(seconds: number | null, t: TFunction): string {
  if (seconds === null) return t('diary.list.notTimed')
  return t('diary.list.minutesSeconds', {
    minutes: Math.floor(seconds / 60),
    seconds: seconds % 60,
  })
}
