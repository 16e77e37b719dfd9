/**
 * /admin/analytics: the site's own statistics (docs/decisions/0050-cookieless-analytics.md) over
 * a chosen period: page views per day, top pages, languages, referring sites, devices,
 * countries, what people searched (and found nothing for) and the first-aid page's use. A plain
 * GET form: the period lives in the address. The figures download as CSV from the JSON API.
 */
import { Form, Link } from 'react-router'

import { ViewsChart } from '~/components/analytics/views-chart'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { Field } from '~/components/forms/field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useRootData } from '~/components/use-root-data'
import { i18nContext, servicesContext } from '~/context.server'
import { readCurrentAnalytics, type CountedValue } from '~/domain/analytics.server'
import {
  analyticsLanguageKey,
  analyticsRangeErrorKey,
  deviceClassKey,
  translatedOr,
} from '~/domain/label-keys'
import { requireAnalyticsReader } from '~/http/guards.server'
import type { I18nHandle } from '~/i18n/areas'
import { useTranslation } from '~/i18n/use-translation'
import { parseAnalyticsRange, shiftDay } from '~/lib/analytics-range'
import { formatLongDate, todayInCyprus } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'
import type { Route } from './+types/analytics'

export const handle: I18nHandle = { i18n: ['auth', 'analytics'] }

const PRESETS = [
  { days: 7, key: 'analytics.page.last7' },
  { days: 30, key: 'analytics.page.last30' },
  { days: 90, key: 'analytics.page.last90' },
  { days: 365, key: 'analytics.page.last365' },
] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAnalyticsReader(context, 'page')
  const { t } = context.get(i18nContext)
  const today = todayInCyprus()
  const params = new URL(request.url).searchParams
  const parsed = parseAnalyticsRange(params, today)
  // A bad period shows its message on the field and the default period's figures.
  const range = parsed.ok ? parsed : parseAnalyticsRange(new URLSearchParams(), today)
  if (!range.ok) throw new Error('the default statistics period is always valid')
  const { database, analytics } = context.get(servicesContext)
  const report = await readCurrentAnalytics(database.db, analytics, range.from, range.to)
  return {
    meta: { title: t('analytics.page.title') },
    today,
    values: { from: params.get('from') ?? range.from, to: params.get('to') ?? range.to },
    error: parsed.ok ? null : { field: parsed.field, key: analyticsRangeErrorKey(parsed.problem) },
    report,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/analytics' }),
  { name: 'robots', content: 'noindex' },
]

function RankedTable({
  title,
  column,
  rows,
  label = (value) => value,
  lang,
}: {
  title: string
  column: string
  rows: readonly (CountedValue & { lang?: string })[]
  label?: (value: string) => string
  lang?: boolean
}) {
  const { t } = useTranslation()
  return (
    <section className="min-w-0 rounded-xl border border-border p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('analytics.none')}</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {column}
              </th>
              {lang ? (
                <th scope="col" className="w-24 text-left">
                  {t('analytics.columns.language')}
                </th>
              ) : null}
              <th scope="col" className="w-20 text-right">
                {t('analytics.columns.times')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.lang ?? ''} ${row.value}`} className="border-t border-border">
                <td className="py-1 break-words">{label(row.value)}</td>
                {lang ? (
                  <td className="py-1">{row.lang ? languageName(t, row.lang) : ''}</td>
                ) : null}
                <td className="py-1 text-right tabular-nums">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

type T = ReturnType<typeof useTranslation>['t']

function languageName(t: T, lang: string) {
  return translatedOr(t, analyticsLanguageKey(lang), lang || '–')
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const { report, values, error, today } = loaderData
  const day = (value: string) => formatLongDate(value, lang)
  const searches = (list: typeof report.searches) =>
    list.map(({ lang: searchLang, term, count }) => ({ value: term, lang: searchLang, count }))
  const csv = `/api/v1/analytics?${new URLSearchParams({ from: report.from, to: report.to, format: 'csv' })}`
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('analytics.page.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('analytics.page.intro')}</p>

      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        aria-label={t('analytics.page.range')}
      >
        <Field
          label={t('analytics.page.from')}
          error={error?.field === 'from' ? error.key : undefined}
        >
          {(props) => <Input {...props} name="from" type="date" defaultValue={values.from} />}
        </Field>
        <Field label={t('analytics.page.to')} error={error?.field === 'to' ? error.key : undefined}>
          {(props) => <Input {...props} name="to" type="date" defaultValue={values.to} />}
        </Field>
        <Button type="submit">{t('analytics.page.show')}</Button>
        <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm sm:col-span-3">
          {PRESETS.map(({ days, key }) => (
            <Link
              key={days}
              to={`?${new URLSearchParams({ from: shiftDay(today, 1 - days), to: today })}`}
              className="text-primary underline underline-offset-4"
            >
              {t(key)}
            </Link>
          ))}
          <a href={csv} className="text-primary underline underline-offset-4" download>
            {t('analytics.page.csv')}
          </a>
        </p>
      </Form>

      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4" data-analytics-summary="">
        {(
          [
            ['analytics.summary.views', report.totalViews],
            ['analytics.summary.searches', report.searches.reduce((n, s) => n + s.count, 0)],
            ['analytics.summary.firstAidViews', report.firstAid.views],
            ['analytics.summary.timerStarts', report.firstAid.timerStarts],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="min-w-0 rounded-xl border border-border p-4">
            <dt className="text-sm text-muted-foreground">{t(key)}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <section className="mt-8 rounded-xl border border-border p-4">
        <h2 className="mb-3 text-lg font-semibold">{t('analytics.chart.title')}</h2>
        {report.totalViews === 0 ? (
          <p className="text-sm text-muted-foreground">{t('analytics.page.empty')}</p>
        ) : null}
        <ViewsChart
          days={report.days}
          formatDay={day}
          caption={t('analytics.chart.caption', { from: day(report.from), to: day(report.to) })}
        />
      </section>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <RankedTable
          title={t('analytics.sections.pages')}
          column={t('analytics.columns.page')}
          rows={report.pages}
        />
        <RankedTable
          title={t('analytics.sections.searchesWithoutResults')}
          column={t('analytics.columns.search')}
          rows={searches(report.searchesWithoutResults)}
          lang
        />
        <RankedTable
          title={t('analytics.sections.searches')}
          column={t('analytics.columns.search')}
          rows={searches(report.searches)}
          lang
        />
        <RankedTable
          title={t('analytics.sections.referrers')}
          column={t('analytics.columns.site')}
          rows={report.referrers}
        />
        <RankedTable
          title={t('analytics.sections.languages')}
          column={t('analytics.columns.language')}
          rows={report.languages}
          label={(value) => languageName(t, value)}
        />
        <RankedTable
          title={t('analytics.sections.devices')}
          column={t('analytics.columns.device')}
          rows={report.devices}
          label={(value) => translatedOr(t, deviceClassKey(value), value)}
        />
        <RankedTable
          title={t('analytics.sections.countries')}
          column={t('analytics.columns.country')}
          rows={report.countries}
        />
      </div>
      <p className="mt-4 text-sm text-muted-foreground">{t('analytics.searchesHint')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('analytics.countryHint')}</p>
    </div>
  )
}

export const ErrorBoundary = AdminPageErrorBoundary
