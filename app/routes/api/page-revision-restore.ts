/**
 * POST /api/v1/pages/{id}/revisions/{revisionId}/restore: brings the page back to that version as
 * a new revision, as for the other kinds (content-revision-restore.ts). A stored page keeps its
 * address and status (editors and admins); a deleted page comes back as the version held it, at
 * its old address (admins, who alone add and delete pages; 409 when another page has that
 * address now, decision 0075). Answers the page.
 */
import type { Route } from './+types/page-revision-restore'
import { servicesContext } from '~/context.server'
import { requireContentAdmin } from '~/http/content-permissions.server'
import { pageRestoreRefusal } from '~/http/page-restore.server'
import { getPageJson, restorePageRevision } from '~/domain/pages.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, respond } from './api.server'

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ['POST'])
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['POST'])
    checkOrigin(context, request)
    const actor = requireContentAdmin(context, 'pages', 'restore')
    const revisionId = /^\d{1,15}$/.test(params.revisionId) ? Number(params.revisionId) : Number.NaN
    const services = context.get(servicesContext)
    const { db } = services.database
    const result = await restorePageRevision(db, params.id, revisionId, actor)
    if (!result.ok) {
      const refusal = pageRestoreRefusal(context, result)
      return apiError(refusal.status, refusal.code, refusal.message)
    }
    services.publication?.poke()
    return json({
      data: await getPageJson(db, result.id, { mayReadDrafts: true }),
      revision_id: result.revisionId,
    })
  })
}
