/**
 * Any /api/v1/... path no route answers: the API's JSON error shape with 404, for every method,
 * instead of the HTML "page not found" meant for people.
 */
import type { Route } from './+types/unknown'
import { apiError } from '~/lib/api-error.server'
import { t } from './api.server'

function notFound(context: Route.LoaderArgs['context']) {
  return apiError(404, 'not_found', t(context, 'admin.api.unknownPath'))
}

export function loader({ context }: Route.LoaderArgs) {
  return notFound(context)
}

export function action({ context }: Route.ActionArgs) {
  return notFound(context)
}
