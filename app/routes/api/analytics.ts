/**
 * GET /api/v1/analytics?from=&to=[&format=csv] (docs/api.md, Statistics): the site's own
 * cookie-less statistics of the days from `from` to `to` (YYYY-MM-DD, Cyprus days; the last 30
 * days by default), today's counts included up to the moment. For the people who run the content.
 */
import type { Route } from './+types/analytics'
import { servicesContext } from '~/context.server'
import { analyticsCsvRows, analyticsJson, readCurrentAnalytics } from '~/domain/analytics.server'
import { analyticsRangeErrorKey } from '~/domain/label-keys'
import { requireAnalyticsReader } from '~/http/guards.server'
import { parseAnalyticsRange } from '~/lib/analytics-range'
import { apiError } from '~/lib/api-error.server'
import { toCsv } from '~/lib/csv'
import { todayInCyprus } from '~/lib/dates'
import { json, methodNotAllowed, respond, t } from './api.server'

export function loader({ request, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    requireAnalyticsReader(context, 'api')
    const params = new URL(request.url).searchParams
    const format = params.get('format') ?? 'json'
    if (format !== 'json' && format !== 'csv')
      return apiError(400, 'validation_failed', t(context, 'analytics.errors.format'), {
        format: t(context, 'analytics.errors.format'),
      })
    const range = parseAnalyticsRange(params, todayInCyprus())
    if (!range.ok) {
      const message = t(context, analyticsRangeErrorKey(range.problem))
      return apiError(400, 'validation_failed', message, { [range.field]: message })
    }
    const { database, analytics } = context.get(servicesContext)
    const report = await readCurrentAnalytics(database.db, analytics, range.from, range.to)
    if (format === 'json') return json({ data: analyticsJson(report) })
    return new Response(toCsv(analyticsCsvRows(report)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="statistics-${range.from}-to-${range.to}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  })
}

export function action({ context }: Route.ActionArgs) {
  return respond(context, async () => methodNotAllowed(context, ['GET']))
}
