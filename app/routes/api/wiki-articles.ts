/**
 * GET and POST /api/v1/wiki/articles (docs/api.md, "Wiki"). GET lists articles, optionally of one
 * category (?category=<slug>) or one section (?page=1|2); with ?category=<slug>&slug=<article>
 * it answers that one article. Non-admins see published articles only.
 */
import type { Route } from './+types/wiki-articles'
import { servicesContext } from '~/context.server'
import { actorOf } from '~/http/content-permissions.server'
import { viewerOf } from '~/http/guards.server'
import {
  articleFromEditor,
  createArticle,
  getArticleBySlugs,
  getCategoryBySlug,
  listArticles,
  listCategories,
} from '~/domain/wiki.server'
import { articleInputSchema } from '~/domain/wiki-input'
import { apiError } from '~/lib/api-error.server'
import { json, methodNotAllowed, respond, t } from './api.server'
import { readGreekTagLabels } from '~/domain/tags.server'
import { articleWithCategory, createFromBody, oneArticle } from './wiki-api.server'

export function loader({ request, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const query = new URL(request.url).searchParams
    const categorySlug = query.get('category')
    const articleSlug = query.get('slug')
    const pageParam = query.get('page')
    const page = pageParam === null ? undefined : Number(pageParam)
    const fields: Record<string, string> = {}
    if (page !== undefined && page !== 1 && page !== 2)
      fields.page = t(context, 'admin.wiki.api.articlePage')
    if (articleSlug !== null && categorySlug === null)
      fields.category = t(context, 'admin.wiki.api.slugNeedsCategory')
    if (Object.keys(fields).length)
      return apiError(400, 'validation_failed', t(context, 'admin.api.invalidQuery'), fields)

    const { db } = context.get(servicesContext).database
    const viewer = viewerOf(context)
    if (categorySlug !== null && articleSlug !== null) {
      const found = await getArticleBySlugs(db, viewer, categorySlug, articleSlug)
      if (!found) return apiError(404, 'not_found', t(context, 'wiki.article.notFoundTitle'))
      return json({
        data: await articleWithCategory(db, viewer, found.article, found.category.slug),
      })
    }
    let categories = await listCategories(db, page === undefined ? {} : { page })
    if (categorySlug !== null) {
      const category = await getCategoryBySlug(db, categorySlug)
      if (!category)
        return apiError(404, 'not_found', t(context, 'admin.wiki.validation.categoryNotFound'))
      categories = categories.filter((row) => row.id === category.id)
    }
    const slugOf = new Map(categories.map((row) => [row.id, row.slug]))
    const rows = await listArticles(db, viewer, { categoryIds: [...slugOf.keys()] })
    const tagLabels = await readGreekTagLabels(db)
    return json({
      data: await Promise.all(
        rows.map((row) =>
          articleWithCategory(db, viewer, row, slugOf.get(row.categoryId), tagLabels),
        ),
      ),
    })
  })
}

export function action({ request, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['GET', 'POST'])
    return createFromBody(
      context,
      request,
      articleInputSchema,
      '/api/v1/wiki/articles',
      async (db, input) => {
        const row = await createArticle(db, articleFromEditor(input), actorOf(context))
        return { id: row.id, data: await oneArticle(db, viewerOf(context), row) }
      },
      'write-draft',
    )
  })
}
