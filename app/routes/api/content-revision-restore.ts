/**
 * POST /api/v1/{events|news|stories}/{id}/revisions/{revisionId}/restore (admins): brings the
 * item back to that version, as a new revision (a deleted item comes back as it was). Answers
 * the item.
 */
import type { Route } from './+types/content-revision-restore'
import { servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { getItemJson, restoreContentRevision } from '~/domain/content.server'
import { requireContentAdmin } from '~/http/content-permissions.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, respond, t } from './api.server'
import { kindParam } from './content-kind'

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ['POST'])
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    const kind = kindParam(params, (key) => t(context, key))
    if (request.method !== 'POST') return methodNotAllowed(context, ['POST'])
    checkOrigin(context, request)
    const actor = requireContentAdmin(context, kind, 'restore')
    const revisionId = /^\d{1,15}$/.test(params.revisionId) ? Number(params.revisionId) : Number.NaN
    const services = context.get(servicesContext)
    const { db } = services.database
    const result = await restoreContentRevision(db, kind, params.id, revisionId, actor)
    if (!result.ok) {
      return result.reason === 'not_found'
        ? apiError(404, 'not_found', t(context, 'admin.api.revisionNotFound'))
        : apiError(400, 'validation_failed', t(context, 'admin.api.restoreInvalid'))
    }
    services.publication?.poke()
    return json({
      data: await getItemJson(db, kind, viewerOf(context), params.id),
      revision_id: result.revisionId,
    })
  })
}
