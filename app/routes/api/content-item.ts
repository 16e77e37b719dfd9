/**
 * GET, PATCH and DELETE /api/v1/{events|news|stories}/{id} (docs/api.md). Also mounted at SPEC's
 * story delete function paths, /functions/v1/content-api/stories/{id} and
 * /content-api/stories/{id}, which take the same bearer token or session.
 */
import type { Route } from './+types/content-item'
import { servicesContext } from '~/context.server'
import { viewerOf } from '~/domain/auth/guards.server'
import { CONTENT, saveContent } from '~/domain/content.server'
import { requireContentAdmin } from '~/domain/content-permissions.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t, translateFields } from './api.server'
import { kindFromPath } from './content-kind'

export function loader({ request, params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const kind = kindFromPath(new URL(request.url).pathname)
    const { db } = context.get(servicesContext).database
    const item = await CONTENT[kind].get(db, viewerOf(context), params.id)
    if (!item) return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
    return json({ data: item })
  })
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    const kind = kindFromPath(new URL(request.url).pathname)
    const { db } = context.get(servicesContext).database
    if (request.method === 'PATCH' || request.method === 'PUT') {
      checkOrigin(context, request)
      requireContentAdmin(context, 'api', kind, 'edit')
      const body = await readJsonObject(context, request)
      const result = await saveContent(db, kind, body, { id: params.id, partial: request.method === 'PATCH' })
      if (!result.ok) {
        if (result.reason === 'not_found') return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
        return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), translateFields(context, result.fields))
      }
      return json({ data: await CONTENT[kind].get(db, viewerOf(context), result.id) })
    }
    if (request.method === 'DELETE') {
      checkOrigin(context, request)
      requireContentAdmin(context, 'api', kind, 'delete')
      const deleted = await CONTENT[kind].remove(db, params.id)
      if (!deleted) return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
      return json({ deleted: true, id: params.id })
    }
    return methodNotAllowed(context, ['GET', 'PATCH', 'PUT', 'DELETE'])
  })
}
