/**
 * POST /api/v1/wiki/articles/{id}/review (medical reviewers and admins): marks the article
 * medically reviewed by the caller today, next due on `next_review_due` (after today) or in three
 * years. Answers the article as GET does.
 */
import type { Route } from './+types/wiki-article-review'
import { servicesContext } from '~/context.server'
import { authContext, viewerOf } from '~/http/guards.server'
import { markReviewedByCaller, MEDICAL_REVIEW_REQUIRED } from '~/http/medical-review.server'
import { can, isTeam } from '~/domain/permissions'
import { apiError } from '~/lib/api-error.server'
import { keyFromData } from '~/i18n/keys'
import { json, methodNotAllowed, readJsonObject, respond, t } from './api.server'
import { adminWrite, oneArticle } from './wiki-api.server'

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ['POST'])
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['POST'])
    // A member of the team without the permission is told who may (two-factor set-up aside).
    const auth = context.get(authContext)
    if (isTeam(auth) && !can(auth, 'medical-review', 'wiki'))
      return apiError(403, 'forbidden', t(context, MEDICAL_REVIEW_REQUIRED))
    return adminWrite(
      context,
      request,
      async () => {
        // The body is optional: none (or {}) means "next review in three years".
        const body = request.headers.get('content-type')
          ? await readJsonObject(context, request)
          : {}
        const outcome = await markReviewedByCaller(context, params.id, body.next_review_due)
        if (!outcome.ok) {
          const message = t(context, keyFromData(outcome.dueMessage))
          return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), {
            next_review_due: message,
          })
        }
        const { db } = context.get(servicesContext).database
        return json({ data: await oneArticle(db, viewerOf(context), outcome.row) })
      },
      'medical-review',
    )
  })
}
