/**
 * GET, PATCH, PUT and DELETE of one item of the content API (docs/api.md), for
 * /api/v1/{kind}/{id or slug} (content-item.ts) and the older story addresses
 * (legacy-story-item.ts). An item is named by its id, its slug or an older slug of it. Visitors
 * reach public items only.
 *
 * A write may send `base_revision` (the newest revision id the client saw, from GET
 * .../revisions): when someone else saved since, a PUT is refused with 409, and so is a PATCH
 * sending a field they changed (`fields` names those); any other PATCH goes ahead.
 */
import type { RouterContextProvider } from 'react-router'

import { servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import {
  deleteContent,
  getItemJson,
  itemIdOf,
  saveContent,
  type ContentKind,
} from '~/domain/content.server'
import {
  deleteRefusal,
  publishRefusal,
  requireContentAdmin,
} from '~/http/content-permissions.server'
import { conflictFieldsJson, conflictMessage } from '~/http/edit-conflict.server'
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
import type { PendingChange } from '~/domain/pending-changes.server'

/** A pending change as the API answers it (202), for content items and wiki articles alike. */
export function pendingChangeJson(
  change: Omit<PendingChange, 'submittedAt'> & { submittedAt: Date },
) {
  return {
    kind: change.kind,
    item_id: change.itemId,
    values: change.values,
    base_revision: change.baseRevision,
    author_email: change.authorEmail,
    submitted_at: change.submittedAt.toISOString(),
  }
}

type Kind = ContentKind | undefined
type Params = { id: string; kind?: string }

/** `fixedKind`: the kind of a path without a `:kind` segment (the older story paths). */
export function itemLoader(
  { params, context }: { context: Readonly<RouterContextProvider>; params: Params },
  fixedKind: Kind,
) {
  return respond(context, async () => {
    const kind = fixedKind ?? kindParam(params, (key) => t(context, key))
    const { db } = context.get(servicesContext).database
    const item = await getItemJson(db, kind, viewerOf(context), params.id)
    if (!item) return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
    return json({ data: item })
  })
}

export function itemAction(
  {
    request,
    params,
    context,
  }: { request: Request; context: Readonly<RouterContextProvider>; params: Params },
  fixedKind: Kind,
) {
  return respond(context, async () => {
    const kind = fixedKind ?? kindParam(params, (key) => t(context, key))
    const services = context.get(servicesContext)
    const { db } = services.database
    if (request.method === 'PATCH' || request.method === 'PUT') {
      checkOrigin(context, request)
      const actor = requireContentAdmin(context, kind, 'edit')
      const { base_revision: baseRevision, ...body } = await readJsonObject(context, request)
      if (
        baseRevision !== undefined &&
        typeof baseRevision !== 'string' &&
        typeof baseRevision !== 'number'
      ) {
        return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), {
          base_revision: t(context, 'admin.api.baseRevision'),
        })
      }
      const id = await itemIdOf(db, kind, params.id)
      if (!id) return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
      const result = await saveContent(db, kind, body, {
        id,
        partial: request.method === 'PATCH',
        actor,
        baseRevision: baseRevision === undefined ? undefined : String(baseRevision),
      })
      if (!result.ok) {
        if (result.reason === 'not_found')
          return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
        if (result.reason === 'forbidden') {
          const refusal = publishRefusal(context)
          return apiError(refusal.status, refusal.code, refusal.message)
        }
        if (result.reason === 'conflict')
          return apiError(
            409,
            'conflict',
            conflictMessage(context, result, kind, result.fields),
            conflictFieldsJson(context, result.fields),
          )
        return apiError(
          400,
          'validation_failed',
          t(context, 'admin.api.invalid'),
          translateFields(context, result.fields),
        )
      }
      if (result.pending)
        // Kept for an editor (decision 0055): the item itself, and what visitors read, is unchanged.
        return json(
          {
            pending_change: pendingChangeJson(result.pending),
            message: t(context, 'admin.review.pendingChange.submitted'),
          },
          { status: 202 },
        )
      services.publication?.poke()
      return json({ data: await getItemJson(db, kind, viewerOf(context), result.id) })
    }
    if (request.method === 'DELETE') {
      checkOrigin(context, request)
      const actor = requireContentAdmin(context, kind, 'delete')
      const id = await itemIdOf(db, kind, params.id)
      const deleted = id === undefined ? false : await deleteContent(db, kind, id, actor)
      if (deleted === 'forbidden') {
        const refusal = deleteRefusal(context)
        return apiError(refusal.status, refusal.code, refusal.message)
      }
      if (!deleted) return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
      return json({ deleted: true, id })
    }
    return methodNotAllowed(context, ['GET', 'PATCH', 'PUT', 'DELETE'])
  })
}
