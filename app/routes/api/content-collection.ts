/** GET (list) and POST (create) /api/v1/{events|news|stories} (docs/api.md). */
import type { Route } from './+types/content-collection'
import { servicesContext } from '~/context.server'
import { viewerOf } from '~/domain/auth/guards.server'
import { CONTENT, saveContent } from '~/domain/content.server'
import { requireContentAdmin } from '~/domain/content-permissions.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t, translateFields } from './api.server'
import { kindFromPath } from './content-kind'

export function loader({ request, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const url = new URL(request.url)
    const spec = CONTENT[kindFromPath(url.pathname)]
    const category = url.searchParams.get('category') ?? undefined
    const limitParam = url.searchParams.get('limit')
    const fields: Record<string, string> = {}
    if (category !== undefined && category !== 'all' && !spec.categories.includes(category)) {
      fields.category = t(context, 'admin.validation.categoryInvalid')
    }
    const limit = limitParam === null ? undefined : Number(limitParam)
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 500)) {
      fields.limit = t(context, 'admin.api.limit')
    }
    if (Object.keys(fields).length) return apiError(400, 'validation_failed', t(context, 'admin.api.invalidQuery'), fields)
    const { db } = context.get(servicesContext).database
    const items = await spec.list(db, viewerOf(context), { category: category === 'all' ? undefined : category, limit })
    return json({ data: items })
  })
}

export function action({ request, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['GET', 'POST'])
    const kind = kindFromPath(new URL(request.url).pathname)
    checkOrigin(context, request)
    requireContentAdmin(context, 'api', kind, 'create')
    const body = await readJsonObject(context, request)
    const { db } = context.get(servicesContext).database
    const result = await saveContent(db, kind, body)
    if (!result.ok) {
      if (result.reason === 'invalid') {
        return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), translateFields(context, result.fields))
      }
      return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
    }
    const item = await CONTENT[kind].get(db, viewerOf(context), result.id)
    return json({ data: item }, { status: 201, headers: { Location: `/api/v1/${kind}/${result.id}` } })
  })
}
