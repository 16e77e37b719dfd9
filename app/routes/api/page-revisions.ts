/**
 * GET /api/v1/pages/{id or slug}/revisions (the team's history readers): the page's saved
 * versions, newest first, in the shape of the other kinds' revisions (content-revisions.ts). A
 * deleted page is named by its id; its newest version is the deletion, the one to restore.
 */
import type { Route } from './+types/page-revisions'
import { servicesContext } from '~/context.server'
import { requireContentAdmin } from '~/http/content-permissions.server'
import { listRevisions } from '~/domain/editorial.server'
import { findPage } from '~/domain/pages.server'
import { apiError } from '~/lib/api-error.server'
import { json, methodNotAllowed, respond, t } from './api.server'
import { revisionJson } from './revision-json'

export function loader({ params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    requireContentAdmin(context, 'pages', 'history')
    const { db } = context.get(servicesContext).database
    const id = (await findPage(db, params.id))?.id ?? params.id
    const revisions = await listRevisions(db, 'pages', id)
    if (revisions.length === 0)
      return apiError(404, 'not_found', t(context, 'admin.pages.notFound'))
    return json({ data: revisions.map(revisionJson) })
  })
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ['GET'])
}
