/**
 * The diary's counts over the chosen period: a bar chart of seizures per month with the medicine
 * changes marked, and the same figures in tables (the chart is a picture; the tables are what a
 * screen reader and a keyboard read). Drawn still: no animation, no transition.
 */
import { useId } from 'react'

import {
  countsByType,
  medicineChangesIn,
  monthlyCounts,
  monthOf,
  type Diary,
} from '~/domain/seizure-diary'
import { useTranslation } from '~/i18n/use-translation'
import { formatDate, formatMonth } from './diary-format'

const BAR_AREA = 120
const COLUMN = 40

export function DiaryOverview({
  diary,
  months,
  locale,
}: {
  diary: Diary
  months: string[]
  locale: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const counts = monthlyCounts(diary.entries, months)
  const types = countsByType(diary.entries, months)
  const changes = medicineChangesIn(diary.medicineChanges, months)
  const total = counts.reduce((sum, row) => sum + row.count, 0)
  const highest = Math.max(1, ...counts.map((row) => row.count))
  const width = months.length * COLUMN
  const changedMonths = new Set(changes.map((change) => monthOf(change.date)))

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold text-primary">
        {t('diary.chart.title')}
      </h2>
      <p id={`${id}-summary`} data-testid="diary-total" className="font-medium">
        {t('diary.chart.summary', { count: total, months: months.length })}
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-summary`}
        viewBox={`0 0 ${width} ${BAR_AREA + 36}`}
        className="h-auto w-full max-w-2xl"
        data-testid="diary-chart"
      >
        {counts.map((row, index) => {
          const height = Math.round((row.count / highest) * (BAR_AREA - 16))
          const x = index * COLUMN
          return (
            <g key={row.month}>
              {changedMonths.has(row.month) ? (
                <>
                  <line
                    x1={x + COLUMN / 2}
                    x2={x + COLUMN / 2}
                    y1={2}
                    y2={BAR_AREA}
                    stroke="#b45309"
                    strokeWidth={2}
                    strokeDasharray="4 3"
                  />
                  <path d={`M${x + COLUMN / 2 - 6} 2h12l-6 9z`} fill="#b45309" />
                </>
              ) : null}
              <rect
                x={x + 8}
                y={BAR_AREA - height}
                width={COLUMN - 16}
                height={height}
                rx={3}
                className="fill-primary"
              />
              <text x={x + COLUMN / 2} y={BAR_AREA - height - 4} textAnchor="middle" fontSize={11}>
                {row.count}
              </text>
              <text x={x + COLUMN / 2} y={BAR_AREA + 16} textAnchor="middle" fontSize={10}>
                {formatMonth(row.month, locale, 'short')}
              </text>
            </g>
          )
        })}
        <line x1={0} x2={width} y1={BAR_AREA} y2={BAR_AREA} stroke="currentColor" />
      </svg>

      <div className="grid gap-6 sm:grid-cols-2">
        <table className="w-full text-left" data-testid="diary-month-counts">
          <caption className="text-left font-semibold">{t('diary.chart.title')}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1.5">
                {t('diary.chart.month')}
              </th>
              <th scope="col" className="py-1.5 text-right">
                {t('diary.chart.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((row) => (
              <tr key={row.month} className="border-b border-border/60">
                <th scope="row" className="py-1.5 font-normal">
                  {formatMonth(row.month, locale)}
                </th>
                <td className="py-1.5 text-right tabular-nums">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-left" data-testid="diary-type-counts">
          <caption className="text-left font-semibold">{t('diary.chart.byType')}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1.5">
                {t('diary.chart.type')}
              </th>
              <th scope="col" className="py-1.5 text-right">
                {t('diary.chart.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {types.map((row) => (
              <tr key={row.type} className="border-b border-border/60">
                <th scope="row" className="py-1.5 font-normal">
                  {row.type || t('diary.chart.noType')}
                </th>
                <td className="py-1.5 text-right tabular-nums">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {changes.length ? (
        <div>
          <h3 className="font-semibold">{t('diary.chart.changes')}</h3>
          <ul className="mt-1 list-disc pl-6" data-testid="diary-changes">
            {changes.map((change) => (
              <li key={change.id}>
                {formatDate(change.date, locale)}: {change.note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
