/**
 * GET /api/v1/audit (admins): the audit log, newest first, with the filters of the admin page
 * (actor, kind, action, from, to, before, limit). Read-only: the log only ever grows.
 */
import type { Route } from './+types/audit'
import { servicesContext } from '~/context.server'
import { parseAuditQuery } from '~/domain/audit-filters'
import { requireAuditReader } from '~/http/guards.server'
import { listAudit } from '~/domain/editorial.server'
import { apiError } from '~/lib/api-error.server'
import { json, methodNotAllowed, respond, t } from './api.server'

export function loader({ request, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    requireAuditReader(context, 'api')
    const query = parseAuditQuery(new URL(request.url).searchParams)
    if (!query.ok) {
      const message = t(context, 'admin.api.auditQuery')
      return apiError(
        400,
        'validation_failed',
        message,
        Object.fromEntries(query.fields.map((field) => [field, message])),
      )
    }
    const rows = await listAudit(context.get(servicesContext).database.db, query.filters)
    return json({
      data: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor_id: row.actorId,
        actor_email: row.actorEmail,
        action: row.action,
        kind: row.kind,
        item_id: row.itemId,
        title: row.title,
        detail: row.detail,
      })),
    })
  })
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ['GET'])
}
