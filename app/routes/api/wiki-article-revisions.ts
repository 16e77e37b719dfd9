/**
 * GET /api/v1/wiki/articles/{id}/revisions (admins): the article's saved versions, newest first,
 * in the shape of the content kinds' revisions (content-revisions.ts).
 */
import type { Route } from './+types/wiki-article-revisions'
import { servicesContext } from '~/context.server'
import { requireContentAdmin } from '~/http/content-permissions.server'
import { listRevisions } from '~/domain/editorial.server'
import { existingArticleIds } from '~/domain/wiki.server'
import { apiError } from '~/lib/api-error.server'
import { json, methodNotAllowed, respond, t } from './api.server'
import { revisionJson } from './revision-json'

export function loader({ params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    requireContentAdmin(context, 'wiki', 'history')
    const { db } = context.get(servicesContext).database
    const revisions = await listRevisions(db, 'wiki', params.id)
    if (revisions.length === 0 && !(await existingArticleIds(db, [params.id])).size) {
      return apiError(404, 'not_found', t(context, 'wiki.article.notFoundTitle'))
    }
    return json({ data: revisions.map(revisionJson) })
  })
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ['GET'])
}
