import { addDays, format } from 'date-fns'

/** The calendar date (YYYY-MM-DD, local time) `dayOffset` days from `today`: demo and sample dates stay near the present. */
export function dateFromOffset(dayOffset: number, today = new Date()) {
  return format(addDays(today, dayOffset), 'yyyy-MM-dd')
}
