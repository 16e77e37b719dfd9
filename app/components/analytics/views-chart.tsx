/**
 * Page views per day as bars: plain SVG drawn on the server, no charting library and nothing to
 * animate. The picture is for the eye; its figures are in the table beside it, which screen
 * readers and keyboard users get in full (the picture is described by its caption).
 */
import { useId } from 'react'

import { useTranslation } from '~/i18n/use-translation'

export interface DayViews {
  day: string
  views: number
}

const WIDTH = 720
const HEIGHT = 220
const AXIS = 28

/** A round number at or above the highest bar, for the one gridline the chart draws. */
export function niceCeiling(max: number) {
  if (max <= 5) return 5
  const magnitude = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 2.5, 5, 10]) if (step * magnitude >= max) return step * magnitude
  return 10 * magnitude
}

export function ViewsChart({
  days,
  caption,
  formatDay,
}: {
  days: readonly DayViews[]
  caption: string
  formatDay: (day: string) => string
}) {
  const { t } = useTranslation()
  const captionId = useId()
  const ceiling = niceCeiling(Math.max(0, ...days.map((d) => d.views)))
  const slot = (WIDTH - AXIS) / Math.max(1, days.length)
  const bar = Math.max(1, slot * 0.7)
  const scale = (HEIGHT - 24) / ceiling
  return (
    <figure className="grid gap-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-primary"
        role="img"
        aria-labelledby={captionId}
        data-views-chart=""
      >
        <line x1={AXIS} x2={WIDTH} y1={HEIGHT - 4} y2={HEIGHT - 4} className="stroke-border" />
        <line
          x1={AXIS}
          x2={WIDTH}
          y1={HEIGHT - 4 - ceiling * scale}
          y2={HEIGHT - 4 - ceiling * scale}
          className="stroke-border"
          strokeDasharray="4 4"
        />
        <text x={0} y={HEIGHT - 4 - ceiling * scale + 4} className="fill-muted-foreground text-xs">
          {ceiling}
        </text>
        <text x={0} y={HEIGHT - 4} className="fill-muted-foreground text-xs">
          0
        </text>
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={AXIS + i * slot + (slot - bar) / 2}
            y={HEIGHT - 4 - d.views * scale}
            width={bar}
            height={d.views * scale}
            className="fill-current"
          >
            <title>{`${formatDay(d.day)}: ${d.views}`}</title>
          </rect>
        ))}
      </svg>
      <figcaption id={captionId} className="text-sm text-muted-foreground">
        {caption}
      </figcaption>
      <details className="rounded-lg border border-border p-3 text-sm">
        <summary className="cursor-pointer font-medium">{t('analytics.chart.showTable')}</summary>
        <table className="mt-3 w-full">
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {t('analytics.chart.day')}
              </th>
              <th scope="col" className="text-right">
                {t('analytics.chart.views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{formatDay(d.day)}</td>
                <td className="text-right tabular-nums">{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
