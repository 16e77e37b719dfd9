/**
 * POST /api/v1/people/invitations (admins; docs/api.md, "People"): `{"email", "role"}` invites
 * the address and mails the link; 201 with the invitation. Bad input or an address that may
 * already sign in changes nothing.
 */
import type { Route } from './+types/people-invitations'
import { requireSiteAdmin } from '~/http/guards.server'
import {
  inviteAndMail,
  invitationJson,
  peopleErrorMessage,
  PEOPLE_ERROR_KEYS,
} from '~/http/people.server'
import { parseInvitationInput, PeopleError } from '~/domain/people.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t } from './api.server'

export function loader({ context }: Route.LoaderArgs) {
  return respond(context, async () => methodNotAllowed(context, ['POST']))
}

export function action({ request, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['POST'])
    checkOrigin(context, request)
    requireSiteAdmin(context, 'api')
    const parsed = parseInvitationInput(await readJsonObject(context, request))
    if (!parsed.ok) {
      return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), {
        [parsed.field]: t(context, PEOPLE_ERROR_KEYS[parsed.field]),
      })
    }
    try {
      const invitation = await inviteAndMail(context, parsed)
      return json({ data: invitationJson(invitation) }, { status: 201 })
    } catch (error) {
      if (!(error instanceof PeopleError)) throw error
      return apiError(409, 'conflict', peopleErrorMessage(context, error), {
        email: peopleErrorMessage(context, error),
      })
    }
  })
}
