/** GET, PATCH/PUT and DELETE /api/v1/wiki/articles/{id} (docs/api.md, "Wiki"). */
import type { Route } from './+types/wiki-article'
import { servicesContext } from '~/context.server'
import { actorOf } from '~/http/content-permissions.server'
import { viewerOf } from '~/http/guards.server'
import { articleFromEditor, deleteArticle, getArticleById, saveArticle } from '~/domain/wiki.server'
import { articleInputSchema } from '~/domain/wiki-input'
import { bodyToInput } from '~/domain/wiki-json'
import { apiError } from '~/lib/api-error.server'
import { pendingChangeJson } from './content-item.server'
import { json, methodNotAllowed, readJsonObject, respond, t } from './api.server'
import {
  adminWrite,
  articleAsInput,
  oneArticle,
  replacementInput,
  validationFailed,
} from './wiki-api.server'

export function loader({ params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    const found = await getArticleById(db, viewerOf(context), params.id)
    if (!found) return apiError(404, 'not_found', t(context, 'wiki.article.notFoundTitle'))
    return json({
      data: await oneArticle(
        db,
        viewerOf(context),
        found.article,
        found.category.slug,
        actorOf(context)?.id,
      ),
    })
  })
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    if (request.method === 'PATCH' || request.method === 'PUT') {
      return adminWrite(
        context,
        request,
        async () => {
          const { base_revision: baseRevision, ...raw } = await readJsonObject(context, request)
          if (
            baseRevision !== undefined &&
            typeof baseRevision !== 'string' &&
            typeof baseRevision !== 'number'
          ) {
            return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), {
              base_revision: t(context, 'admin.api.baseRevision'),
            })
          }
          const body = bodyToInput(raw)
          const stored = await getArticleById(db, viewerOf(context), params.id)
          if (!stored) return apiError(404, 'not_found', t(context, 'wiki.article.notFoundTitle'))
          const parsed = articleInputSchema.safeParse(
            replacementInput(request, articleAsInput(stored.article), body),
          )
          if (!parsed.success) return validationFailed(context, parsed.error)
          // A PATCH writes what it sends: after someone else's save it goes ahead if none of that changed.
          const sentFields =
            request.method === 'PATCH'
              ? Object.keys(body).map((field) => (field === 'contentBlocks' ? 'content' : field))
              : undefined
          const saved = await saveArticle(
            db,
            stored.article.id,
            articleFromEditor(parsed.data),
            actorOf(context),
            {
              baseRevision: baseRevision === undefined ? undefined : String(baseRevision),
              sentFields,
            },
          )
          if (saved.pending)
            // Kept for an editor (decision 0055): the article, and what visitors read, is unchanged.
            return json(
              {
                pending_change: pendingChangeJson(saved.pending),
                message: t(context, 'admin.review.pendingChange.submitted'),
              },
              { status: 202 },
            )
          return json({ data: await oneArticle(db, viewerOf(context), saved.row) })
        },
        'write-draft',
      )
    }
    if (request.method === 'DELETE') {
      return adminWrite(
        context,
        request,
        async () => {
          const row = await deleteArticle(db, params.id, actorOf(context))
          return json({ deleted: true, id: row.id })
        },
        'write-draft',
      )
    }
    return methodNotAllowed(context, ['GET', 'PATCH', 'PUT', 'DELETE'])
  })
}
