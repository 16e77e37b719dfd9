/**
 * POST /api/v1/wiki/articles/{id}/revisions/{revisionId}/restore (admins): brings the article
 * back to that version, as a new revision; a deleted article comes back under its old id.
 */
import type { Route } from './+types/wiki-article-revision-restore'
import { servicesContext } from '~/context.server'
import { requireContentAdmin } from '~/http/content-permissions.server'
import { getArticleById, restoreArticleRevision } from '~/domain/wiki.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, respond, t } from './api.server'
import { oneArticle } from './wiki-api.server'

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ['POST'])
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['POST'])
    checkOrigin(context, request)
    const actor = requireContentAdmin(context, 'wiki', 'restore')
    const revisionId = /^\d{1,15}$/.test(params.revisionId) ? Number(params.revisionId) : Number.NaN
    const { db } = context.get(servicesContext).database
    const result = await restoreArticleRevision(db, params.id, revisionId, actor)
    if (!result.ok) {
      return result.reason === 'not_found'
        ? apiError(404, 'not_found', t(context, 'admin.api.revisionNotFound'))
        : apiError(400, 'validation_failed', t(context, 'admin.api.restoreInvalid'))
    }
    const stored = await getArticleById(db, { isAdmin: true }, params.id)
    return json({ data: stored ? await oneArticle(db, { isAdmin: true }, stored.article) : null })
  })
}
