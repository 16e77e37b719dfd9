/** GET, PATCH/PUT and DELETE /api/v1/wiki/categories/{id} (docs/api.md, "Wiki"). */
import type { Route } from './+types/wiki-category'
import { servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { actorOf } from '~/http/content-permissions.server'
import { deleteCategory, getCategoryById, updateCategory } from '~/domain/wiki.server'
import { categoryInputSchema } from '~/domain/wiki-input'
import { bodyToInput, categoryFields } from '~/domain/wiki-json'
import { apiError } from '~/lib/api-error.server'
import { json, methodNotAllowed, readJsonObject, respond, t } from './api.server'
import {
  adminWrite,
  categoryWithCount,
  replacementInput,
  validationFailed,
} from './wiki-api.server'

export function loader({ params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    const row = await getCategoryById(db, params.id)
    if (!row)
      return apiError(404, 'not_found', t(context, 'admin.wiki.validation.categoryNotFound'))
    return json({ data: await categoryWithCount(db, viewerOf(context), row) })
  })
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    if (request.method === 'PATCH' || request.method === 'PUT') {
      return adminWrite(context, request, async () => {
        const body = bodyToInput(await readJsonObject(context, request))
        const stored = await getCategoryById(db, params.id)
        if (!stored)
          return apiError(404, 'not_found', t(context, 'admin.wiki.validation.categoryNotFound'))
        const parsed = categoryInputSchema.safeParse(
          replacementInput(request, categoryFields(stored), body),
        )
        if (!parsed.success) return validationFailed(context, parsed.error)
        const row = await updateCategory(db, stored.id, parsed.data)
        return json({ data: await categoryWithCount(db, viewerOf(context), row) })
      })
    }
    if (request.method === 'DELETE') {
      return adminWrite(context, request, async () => {
        const { category, deletedArticles } = await deleteCategory(db, params.id, actorOf(context))
        return json({ deleted: true, id: category.id, deleted_articles: deletedArticles })
      })
    }
    return methodNotAllowed(context, ['GET', 'PATCH', 'PUT', 'DELETE'])
  })
}
