/** GET (list) and POST (create) /api/v1/wiki/categories (docs/api.md, "Wiki"). */
import type { Route } from './+types/wiki-categories'
import { servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { countArticlesByCategory, createCategory, listCategories } from '~/domain/wiki.server'
import { categoryInputSchema } from '~/domain/wiki-input'
import { categoryJson } from '~/domain/wiki-json'
import { apiError } from '~/lib/api-error.server'
import { json, methodNotAllowed, respond, t } from './api.server'
import { categoryWithCount, createFromBody } from './wiki-api.server'

/** ?page=1 (Understanding), 2 (Living) or 0 (Other); without it every category. */
export function loader({ request, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const pageParam = new URL(request.url).searchParams.get('page')
    const page = pageParam === null ? undefined : Number(pageParam)
    if (page !== undefined && page !== 0 && page !== 1 && page !== 2) {
      return apiError(400, 'validation_failed', t(context, 'admin.api.invalidQuery'), {
        page: t(context, 'admin.wiki.api.page'),
      })
    }
    const { db } = context.get(servicesContext).database
    const viewer = viewerOf(context)
    const [rows, counts] = await Promise.all([
      listCategories(db),
      countArticlesByCategory(db, viewer),
    ])
    // 'Other' is every code but 1 and 2.
    const chosen =
      page === undefined
        ? rows
        : rows.filter((row) => (page === 0 ? row.page !== 1 && row.page !== 2 : row.page === page))
    return json({ data: chosen.map((row) => categoryJson(row, counts.get(row.id) ?? 0)) })
  })
}

export function action({ request, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['GET', 'POST'])
    return createFromBody(
      context,
      request,
      categoryInputSchema,
      '/api/v1/wiki/categories',
      async (db, input) => {
        const row = await createCategory(db, input)
        return { id: row.id, data: await categoryWithCount(db, viewerOf(context), row) }
      },
    )
  })
}
