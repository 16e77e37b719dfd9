/**
 * GET /api/v1/newsletter/subscribers (admins): every reader with status, language and consent,
 * and the active readers per language; `?q=` searches address and name; `?format=csv` answers
 * the same list as a CSV file (the export).
 */
import type { Route } from './+types/newsletter-subscribers'
import { servicesContext } from '~/context.server'
import { requireSiteAdmin } from '~/http/guards.server'
import { listSubscribers } from '~/domain/newsletter/subscriptions.server'
import { subscriberJson, subscribersCsv } from '~/domain/newsletter/subscriber-export'
import { json, methodNotAllowed, respond } from './api.server'

export function loader({ request, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    requireSiteAdmin(context, 'api')
    const url = new URL(request.url)
    const listing = await listSubscribers(
      context.get(servicesContext).database.db,
      url.searchParams.get('q') ?? '',
    )
    if (url.searchParams.get('format') === 'csv') {
      return new Response(subscribersCsv(listing.rows), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
          'Cache-Control': 'no-store',
        },
      })
    }
    return json({
      data: listing.rows.map(subscriberJson),
      meta: { total: listing.total, active: listing.active },
    })
  })
}

export function action({ context }: Route.ActionArgs) {
  return respond(context, async () => methodNotAllowed(context, ['GET']))
}
