/**
 * PATCH /api/v1/people/{id} (`{"role"}`) and DELETE /api/v1/people/{id} (admins; docs/api.md,
 * "People"): change a member's role, or remove them (their sessions end at once; their content
 * stays). Not one's own, nor an ADMIN_EMAILS admin's: 409, nothing changed.
 */
import type { Route } from './+types/person'
import { servicesContext } from '~/context.server'
import { actorOf } from '~/http/content-permissions.server'
import { requireSiteAdmin } from '~/http/guards.server'
import { peopleErrorMessage, personJson, PEOPLE_ERROR_KEYS } from '~/http/people.server'
import { changeRole, PeopleError, removePerson } from '~/domain/people.server'
import { isRole } from '~/domain/profiles.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t } from './api.server'

const ALLOWED = ['PATCH', 'DELETE']

export function loader({ context }: Route.LoaderArgs) {
  return respond(context, async () => methodNotAllowed(context, ALLOWED))
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (!ALLOWED.includes(request.method)) return methodNotAllowed(context, ALLOWED)
    checkOrigin(context, request)
    requireSiteAdmin(context, 'api')
    const { config, database } = context.get(servicesContext)
    try {
      if (request.method === 'DELETE') {
        await removePerson(database.db, config, params.id, actorOf(context))
        return json({ deleted: true, id: params.id })
      }
      const body = await readJsonObject(context, request)
      if (!isRole(body.role)) {
        return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), {
          role: t(context, PEOPLE_ERROR_KEYS.role),
        })
      }
      const person = await changeRole(database.db, config, params.id, body.role, actorOf(context))
      return json({ data: personJson(person) })
    } catch (error) {
      if (!(error instanceof PeopleError)) throw error
      return error.reason === 'not_found'
        ? apiError(404, 'not_found', peopleErrorMessage(context, error))
        : apiError(409, 'conflict', peopleErrorMessage(context, error))
    }
  })
}
