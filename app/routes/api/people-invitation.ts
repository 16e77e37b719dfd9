/** DELETE /api/v1/people/invitations/{id} (admins): withdraws a waiting invitation. */
import type { Route } from './+types/people-invitation'
import { servicesContext } from '~/context.server'
import { actorOf } from '~/http/content-permissions.server'
import { requireSiteAdmin } from '~/http/guards.server'
import { peopleErrorMessage } from '~/http/people.server'
import { PeopleError, withdrawInvitation } from '~/domain/people.server'
import { apiError } from '~/lib/api-error.server'
import { isUuid } from '~/lib/uuid'
import { checkOrigin, json, methodNotAllowed, respond } from './api.server'

export function loader({ context }: Route.LoaderArgs) {
  return respond(context, async () => methodNotAllowed(context, ['DELETE']))
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'DELETE') return methodNotAllowed(context, ['DELETE'])
    checkOrigin(context, request)
    requireSiteAdmin(context, 'api')
    try {
      if (!isUuid(params.id)) throw new PeopleError('not_found')
      await withdrawInvitation(
        context.get(servicesContext).database.db,
        params.id,
        actorOf(context),
      )
      return json({ withdrawn: true, id: params.id })
    } catch (error) {
      if (!(error instanceof PeopleError)) throw error
      return apiError(404, 'not_found', peopleErrorMessage(context, error))
    }
  })
}
