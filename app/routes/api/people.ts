/**
 * GET /api/v1/people (admins; docs/api.md, "People"): everyone who may sign in, and the
 * invitations waiting.
 */
import type { Route } from './+types/people'
import { servicesContext } from '~/context.server'
import { requireSiteAdmin } from '~/http/guards.server'
import { invitationJson, personJson } from '~/http/people.server'
import { listPendingInvitations, listPeople } from '~/domain/people.server'
import { json, methodNotAllowed, respond } from './api.server'

export function loader({ context }: Route.LoaderArgs) {
  return respond(context, async () => {
    requireSiteAdmin(context, 'api')
    const { config, database } = context.get(servicesContext)
    const [people, invitations] = await Promise.all([
      listPeople(database.db, config),
      listPendingInvitations(database.db),
    ])
    return json({ data: people.map(personJson), invitations: invitations.map(invitationJson) })
  })
}

export function action({ context }: Route.ActionArgs) {
  return respond(context, async () => methodNotAllowed(context, ['GET']))
}
