/**
 * POST /api/v1/analytics/timer-start: the first-aid page's seizure timer was started. Anyone may
 * say so (the page does, with navigator.sendBeacon, before and after React); it adds one to
 * today's count and nothing else: no body is read, nothing about the caller is kept.
 */
import type { Route } from './+types/analytics-timer-start'
import { servicesContext } from '~/context.server'
import { todayInCyprus } from '~/lib/dates'
import { isRobot } from '~/lib/page-view'
import { methodNotAllowed, respond } from './api.server'

export function loader({ context }: Route.LoaderArgs) {
  return respond(context, async () => methodNotAllowed(context, ['POST']))
}

export function action({ request, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['POST'])
    if (!isRobot(request.headers.get('user-agent') ?? undefined))
      context.get(servicesContext).analytics?.timerStart(todayInCyprus())
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  })
}
