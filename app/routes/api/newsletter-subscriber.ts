/**
 * DELETE /api/v1/newsletter/subscribers/:id (admins): deletes a reader and everything kept about
 * them (consent, deliveries), on their request. 204; 404 for an unknown id.
 */
import type { Route } from './+types/newsletter-subscriber'
import { servicesContext } from '~/context.server'
import { requireSiteAdmin } from '~/http/guards.server'
import { isUuid } from '~/domain/newsletter/newsletters.server'
import { deleteSubscribers } from '~/domain/newsletter/subscriptions.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, methodNotAllowed, respond, t } from './api.server'

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ['DELETE'])
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'DELETE') return methodNotAllowed(context, ['DELETE'])
    checkOrigin(context, request)
    requireSiteAdmin(context, 'api')
    const { db } = context.get(servicesContext).database
    const deleted = isUuid(params.id) ? await deleteSubscribers(db, [params.id]) : 0
    if (deleted === 0)
      return apiError(404, 'not_found', t(context, 'newsletter.errors.subscriberNotFound'))
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  })
}
