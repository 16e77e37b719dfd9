/**
 * One month of the diary as a calendar (weeks from Monday, as in Cyprus and Greece): each day
 * with seizures is marked with its count; previous and next month buttons move through time.
 */
import { ChevronLeft, ChevronRight } from 'lucide'
import { useId, useState } from 'react'

import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import type { DiaryEntry } from '~/domain/seizure-diary'
import { useTranslation } from '~/i18n/use-translation'
import { formatDate, formatMonth } from './diary-format'

function shift(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const date = new Date(year, index - 1 + by, 1)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

/** The month's days in weeks, Monday first; null pads the first and last week. */
function weeksOf(month: string): (string | null)[][] {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const days = new Date(year, index, 0).getDate()
  const lead = (new Date(year, index - 1, 1).getDay() + 6) % 7
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, day) => `${month}-${String(day + 1).padStart(2, '0')}`),
  ]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

export function DiaryMonth({
  entries,
  initialMonth,
  locale,
}: {
  entries: DiaryEntry[]
  initialMonth: string
  locale: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const [month, setMonth] = useState(initialMonth)
  const perDay = new Map<string, number>()
  for (const entry of entries) perDay.set(entry.date, (perDay.get(entry.date) ?? 0) + 1)
  // 2024-01-01 was a Monday: the weekday names from Monday on, in the reader's language.
  const weekdays = Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(2024, 0, 1 + day)),
  )
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold text-primary">
        {t('diary.month.title')}
      </h2>
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-12"
          aria-label={t('diary.month.previous')}
          onClick={() => setMonth((month) => shift(month, -1))}
        >
          <Icon icon={ChevronLeft} aria-hidden="true" className="size-5" />
        </Button>
        <p id={`${id}-month`} aria-live="polite" className="text-lg font-semibold">
          {formatMonth(month, locale)}
        </p>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-12"
          aria-label={t('diary.month.next')}
          onClick={() => setMonth((month) => shift(month, 1))}
        >
          <Icon icon={ChevronRight} aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <table
        aria-labelledby={`${id}-month`}
        className="w-full table-fixed text-center"
        data-testid="diary-calendar"
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="py-1 text-sm font-semibold">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, day) => {
                const count = date ? (perDay.get(date) ?? 0) : 0
                return (
                  <td key={date ?? `pad-${day}`} className="p-0.5">
                    {date ? (
                      <span
                        className={
                          count
                            ? 'flex h-11 flex-col items-center justify-center rounded-lg bg-primary text-primary-foreground'
                            : 'flex h-11 items-center justify-center'
                        }
                      >
                        {count ? (
                          <>
                            <span aria-hidden="true">{Number(date.slice(8))}</span>
                            <span aria-hidden="true" className="text-xs font-bold">
                              ×{count}
                            </span>
                            <span className="sr-only">
                              {t('diary.month.day', { date: formatDate(date, locale), count })}
                            </span>
                          </>
                        ) : (
                          Number(date.slice(8))
                        )}
                      </span>
                    ) : null}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
