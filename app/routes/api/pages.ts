/**
 * GET (list) and POST (create) /api/v1/pages (docs/api.md, Pages). Visitors get public pages
 * only; the editorial team every status. Only admins create a page (a new address of the site).
 */
import type { Route } from './+types/pages'
import { servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { requireContentAdmin } from '~/http/content-permissions.server'
import { getPageJson, listPagesJson, savePage } from '~/domain/pages.server'
import { askerOf } from '~/domain/editorial.server'
import { can } from '~/domain/permissions'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t } from './api.server'
import { pageSaveRefusal } from './pages-api.server'

export function loader({ context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    const data = await listPagesJson(db, { mayReadDrafts: viewerOf(context).isAdmin })
    return json({ data })
  })
}

export function action({ request, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['GET', 'POST'])
    checkOrigin(context, request)
    const actor = requireContentAdmin(context, 'pages', 'create')
    // A new page is a new address of the site: admins only (savePage checks it again).
    if (!can(askerOf(actor), 'settings'))
      return apiError(403, 'forbidden', t(context, 'common.guard.adminRequired'))
    const body = await readJsonObject(context, request)
    const { db } = context.get(servicesContext).database
    const result = await savePage(db, body, { actor })
    if (!result.ok) return pageSaveRefusal(context, result)
    const page = await getPageJson(db, result.id, { mayReadDrafts: true })
    return json(
      { data: page },
      { status: 201, headers: { Location: `/api/v1/pages/${result.id}` } },
    )
  })
}
