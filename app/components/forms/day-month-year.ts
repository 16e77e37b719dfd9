/**
 * The admin date fields show and accept day/month/year (how dates are written in Cyprus and
 * Greece) and post the ISO `YYYY-MM-DD` the server stores. Calendar days, not instants: no time
 * zone is involved, so a date never shifts by a day.
 */

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day > daysInMonth) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * '25/03/2027', '5/3/2027', '25.03.2027' or '25-03-2027' (and an ISO date, which pasted values
 * and older tools use) as '2027-03-25'; null when the text is not a real calendar day.
 */
export function parseDayMonthYear(text: string): string | null {
  const trimmed = text.trim()
  const dmy = DAY_MONTH_YEAR.exec(trimmed)
  if (dmy) return isoOf(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]))
  const iso = ISO_DATE.exec(trimmed)
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  return null
}

/** '2027-03-25' as '25/03/2027'; anything else is returned as it is. */
export function formatDayMonthYear(iso: string): string {
  const match = ISO_DATE.exec(iso)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso
}

/** The calendar's Date (local midnight) of an ISO day, or undefined. */
export function dateOfIso(iso: string | null | undefined): Date | undefined {
  const match = iso ? ISO_DATE.exec(iso) : null
  if (!match || !isoOf(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

/** The ISO day of a calendar Date, read in local time as the calendar shows it. */
export function isoOfDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}
