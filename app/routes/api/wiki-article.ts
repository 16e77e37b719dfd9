/** GET, PATCH/PUT and DELETE /api/v1/wiki/articles/{id} (docs/api.md, "Wiki"). */
import type { Route } from './+types/wiki-article'
import { servicesContext } from '~/context.server'
import { actorOf } from '~/http/content-permissions.server'
import { requireAdmin, viewerOf } from '~/http/guards.server'
import { articleFromEditor, deleteArticle, getArticleById, updateArticle } from '~/domain/wiki.server'
import { articleInputSchema } from '~/domain/wiki-input'
import { bodyToInput } from '~/domain/wiki-json'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t } from './api.server'
import { articleAsInput, articleWithCategory, validationFailed, writeFailed } from './wiki-api.server'

export function loader({ params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    const found = await getArticleById(db, viewerOf(context), params.id)
    if (!found) return apiError(404, 'not_found', t(context, 'wiki.article.notFoundTitle'))
    return json({ data: await articleWithCategory(db, found.article, found.category.slug) })
  })
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    if (request.method === 'PATCH' || request.method === 'PUT') {
      checkOrigin(context, request)
      requireAdmin(context, 'api')
      const body = bodyToInput(await readJsonObject(context, request))
      const stored = await getArticleById(db, viewerOf(context), params.id)
      if (!stored) return apiError(404, 'not_found', t(context, 'wiki.article.notFoundTitle'))
      // PATCH changes the fields it sends; PUT replaces the article.
      const parsed = articleInputSchema.safeParse(request.method === 'PATCH' ? { ...articleAsInput(stored.article), ...body } : body)
      if (!parsed.success) return validationFailed(context, parsed.error)
      try {
        const row = await updateArticle(db, stored.article.id, articleFromEditor(parsed.data), actorOf(context))
        return json({ data: await articleWithCategory(db, row) })
      } catch (error) {
        return writeFailed(context, error)
      }
    }
    if (request.method === 'DELETE') {
      checkOrigin(context, request)
      requireAdmin(context, 'api')
      try {
        const row = await deleteArticle(db, params.id, actorOf(context))
        return json({ deleted: true, id: row.id })
      } catch (error) {
        return writeFailed(context, error)
      }
    }
    return methodNotAllowed(context, ['GET', 'PATCH', 'PUT', 'DELETE'])
  })
}
