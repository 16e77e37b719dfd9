/**
 * GET /api/v1/{events|news|stories}/{id}/revisions (admins): the item's saved versions, newest
 * first, each with the item as it was (`snapshot`), who saved it and which fields changed.
 */
import type { Route } from './+types/content-revisions'
import { servicesContext } from '~/context.server'
import { requireContentAdmin } from '~/http/content-permissions.server'
import { getRow } from '~/domain/content-store.server'
import { listRevisions, type RevisionKind } from '~/domain/editorial.server'
import { apiError } from '~/lib/api-error.server'
import { json, methodNotAllowed, respond, t } from './api.server'
import { kindParam } from './content-kind'
import { revisionJson } from './revision-json'

export function loader({ params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const kind = kindParam(params, (key) => t(context, key))
    requireContentAdmin(context, kind, 'history')
    const { db } = context.get(servicesContext).database
    const revisions = await listRevisions(db, kind as RevisionKind, params.id)
    if (revisions.length === 0 && !(await getRow(db, kind, params.id)))
      return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
    return json({ data: revisions.map(revisionJson) })
  })
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ['GET'])
}
