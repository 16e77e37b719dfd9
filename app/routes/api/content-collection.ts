/**
 * GET (list) and POST (create) /api/v1/{events|news|stories} (docs/api.md). Visitors get public
 * items only; admins every status, and `?greek=missing` lists items whose Greek is not ready.
 */
import type { Route } from './+types/content-collection'
import { servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { getItemJson, KIND_INFO, listItemsJson, saveContent } from '~/domain/content.server'
import { publishRefusal, requireContentAdmin } from '~/http/content-permissions.server'
import { apiError } from '~/lib/api-error.server'
import {
  checkOrigin,
  json,
  methodNotAllowed,
  readJsonObject,
  respond,
  t,
  translateFields,
} from './api.server'
import { kindParam } from './content-kind'

export function loader({ request, params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const kind = kindParam(params, (key) => t(context, key))
    const url = new URL(request.url)
    const category = url.searchParams.get('category') ?? undefined
    const limitParam = url.searchParams.get('limit')
    const greek = url.searchParams.get('greek')
    const fields: Record<string, string> = {}
    if (
      category !== undefined &&
      category !== 'all' &&
      !KIND_INFO[kind].categories.includes(category)
    ) {
      fields.category = t(context, 'admin.validation.categoryInvalid')
    }
    const limit = limitParam === null ? undefined : Number(limitParam)
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 500)) {
      fields.limit = t(context, 'admin.api.limit')
    }
    if (greek !== null && greek !== 'missing') fields.greek = t(context, 'admin.api.greekFilter')
    if (Object.keys(fields).length)
      return apiError(400, 'validation_failed', t(context, 'admin.api.invalidQuery'), fields)
    const viewer = viewerOf(context)
    const { db } = context.get(servicesContext).database
    const items = await listItemsJson(db, kind, viewer, {
      category: category === 'all' ? undefined : category,
      limit,
      missingGreek: viewer.isAdmin && greek === 'missing',
    })
    return json({ data: items })
  })
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    const kind = kindParam(params, (key) => t(context, key))
    if (request.method !== 'POST') return methodNotAllowed(context, ['GET', 'POST'])
    checkOrigin(context, request)
    const actor = requireContentAdmin(context, kind, 'create')
    const body = await readJsonObject(context, request)
    const services = context.get(servicesContext)
    const { db } = services.database
    const result = await saveContent(db, kind, body, { actor })
    if (!result.ok) {
      if (result.reason === 'invalid') {
        return apiError(
          400,
          'validation_failed',
          t(context, 'admin.api.invalid'),
          translateFields(context, result.fields),
        )
      }
      if (result.reason === 'forbidden') {
        const refusal = publishRefusal(context)
        return apiError(refusal.status, refusal.code, refusal.message)
      }
      return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
    }
    services.publication?.poke()
    const item = await getItemJson(db, kind, viewerOf(context), result.id)
    return json(
      { data: item },
      { status: 201, headers: { Location: `/api/v1/${kind}/${result.id}` } },
    )
  })
}
