/**
 * GET, PATCH, PUT and DELETE /api/v1/pages/{id or slug} (docs/api.md, Pages). A write may send
 * `base_revision` (the newest revision id the client saw): when someone else saved since, a PUT
 * is refused with 409, and so is a PATCH sending a field they changed.
 */
import type { Route } from './+types/page'
import { servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { requireContentAdmin } from '~/http/content-permissions.server'
import { deletePage, findPage, getPageJson, savePage } from '~/domain/pages.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t } from './api.server'
import { pendingChangeJson } from './content-item.server'
import { pageSaveRefusal } from './pages-api.server'

export function loader({ params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    const page = await getPageJson(db, params.id, { mayReadDrafts: viewerOf(context).isAdmin })
    if (!page) return apiError(404, 'not_found', t(context, 'admin.pages.notFound'))
    return json({ data: page })
  })
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    if (request.method === 'PATCH' || request.method === 'PUT') {
      checkOrigin(context, request)
      const actor = requireContentAdmin(context, 'pages', 'edit')
      const { base_revision: baseRevision, ...body } = await readJsonObject(context, request)
      if (
        baseRevision !== undefined &&
        typeof baseRevision !== 'string' &&
        typeof baseRevision !== 'number'
      )
        return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), {
          base_revision: t(context, 'admin.api.baseRevision'),
        })
      const found = await findPage(db, params.id)
      if (!found) return apiError(404, 'not_found', t(context, 'admin.pages.notFound'))
      const result = await savePage(db, body, {
        id: found.id,
        partial: request.method === 'PATCH',
        actor,
        baseRevision: baseRevision === undefined ? undefined : String(baseRevision),
      })
      if (!result.ok) return pageSaveRefusal(context, result)
      if (result.pending)
        // Kept for an editor (decision 0055): the page, and what visitors read, is unchanged.
        return json(
          {
            pending_change: pendingChangeJson(result.pending),
            message: t(context, 'admin.review.pendingChange.submitted'),
          },
          { status: 202 },
        )
      return json({ data: await getPageJson(db, result.id, { mayReadDrafts: true }) })
    }
    if (request.method === 'DELETE') {
      checkOrigin(context, request)
      const actor = requireContentAdmin(context, 'pages', 'delete')
      const found = await findPage(db, params.id)
      const deleted = found ? await deletePage(db, found.id, actor) : false
      if (deleted === 'forbidden')
        return apiError(403, 'forbidden', t(context, 'common.guard.adminRequired'))
      if (deleted === 'fixed')
        return apiError(409, 'conflict', t(context, 'admin.pages.fixedDelete'))
      if (!deleted) return apiError(404, 'not_found', t(context, 'admin.pages.notFound'))
      return json({ deleted: true, id: found!.id })
    }
    return methodNotAllowed(context, ['GET', 'PATCH', 'PUT', 'DELETE'])
  })
}
