/**
 * The form action shared by the wiki and section pages: every admin form there (category manager,
 * article editor, inline edit and create, deletes) posts here with an `intent`. The role is checked
 * first (the server decides, whatever the page showed); input is validated with the shared schemas;
 * answers are data with the right status, never thrown, so an enhanced form keeps its page and
 * shows the messages at their fields (i18n keys, translated by the form).
 */
import { data, redirect, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'

import { i18nContext, requestContext, servicesContext } from '~/context.server'
import { actorOf } from '~/http/content-permissions.server'
import { conflictMessage, conflictView } from '~/http/edit-conflict.server'
import { mergeChoicesOf } from '~/domain/edit-merge'
import { authContext, requireAdmin, requirePermission } from '~/http/guards.server'
import { can, isTeam } from '~/domain/permissions'
import { MEDICAL_REVIEW_REQUIRED } from '~/http/medical-review.server'
import { readFormData } from '~/http/form-body.server'
import { markReviewedByCaller } from '~/http/medical-review.server'
import {
  articleFromEditor,
  articleFromInlineCreate,
  articlePatchFromInline,
  createArticle,
  createCategory,
  deleteArticle,
  deleteCategory,
  getCategoryById,
  saveArticle,
  updateCategory,
  type ArticleSave,
  WikiWriteError,
} from '~/domain/wiki.server'
import {
  articleInputSchema,
  categoryInputSchema,
  inlineArticleCreateSchema,
  inlineArticleUpdateSchema,
  wikiFieldErrors,
} from '~/domain/wiki-input'
import { formValues } from '~/lib/form-input'
import type { WikiArticleRow } from '~/db/schema'
import type { WikiActionResult } from '~/domain/wiki-types'
import {
  categoryHomeUrl,
  sectionArticleUrl,
  sectionOfPage,
  wikiArticleUrl,
  wikiCategoryUrl,
} from '~/lib/wiki-urls'
import { moveCategory } from './category-move.server'

type Context = Readonly<RouterContextProvider>

export const WIKI_INTENTS = [
  'category-create',
  'category-update',
  'category-delete',
  'category-move',
  'article-create',
  'article-update',
  'article-delete',
  'article-inline-create',
  'article-inline-update',
  'article-review',
] as const
export type WikiIntent = (typeof WIKI_INTENTS)[number]

function fail(
  intent: string,
  status: number,
  result: Omit<Extract<WikiActionResult, { ok: false }>, 'ok' | 'intent'>,
) {
  return data<WikiActionResult>({ ok: false, intent, ...result }, { status })
}

/**
 * The guard's refusal as an answer (401/403 with 'Admin access required.'), or null: the team
 * writes articles (the save checks what an author may do with its status); categories are the
 * editors' and admins'; marking an article medically reviewed is the medical reviewers' and
 * admins'.
 */
function refusal(context: Context, intent: string) {
  const auth = context.get(authContext)
  // A member of the team without the permission is told who may (two-factor set-up aside).
  if (intent === 'article-review' && isTeam(auth) && !can(auth, 'medical-review', 'wiki'))
    return fail(intent, 403, { message: context.get(i18nContext).t(MEDICAL_REVIEW_REQUIRED) })
  try {
    if (intent.startsWith('category-')) requireAdmin(context, 'page')
    else if (intent === 'article-review')
      requirePermission(context, 'medical-review', 'page', 'wiki')
    else requirePermission(context, 'write-draft', 'page', 'wiki')
    return null
  } catch (thrown) {
    const refused = thrown as { data?: { message?: string }; init?: ResponseInit | null }
    if (refused && typeof refused === 'object' && 'data' in refused) {
      return fail(intent, refused.init?.status ?? 403, { message: refused.data?.message })
    }
    throw thrown
  }
}

export async function wikiAction({ request, context }: { request: Request; context: Context }) {
  const { t } = context.get(i18nContext)
  // The permission first: a refused caller's body is never read (its intent stays unknown).
  const refused = refusal(context, '')
  if (refused) return refused
  const formData = await readFormData(request, context)
  const intent = String(formData.get('intent') ?? '')
  if (!(WIKI_INTENTS as readonly string[]).includes(intent)) {
    return fail(intent, 400, { message: t('admin.wiki.validation.unknownIntent') })
  }
  const refusedIntent = refusal(context, intent)
  if (refusedIntent) return refusedIntent
  const { db } = context.get(servicesContext).database
  const actor = actorOf(context)
  const logger = context.get(requestContext).logger
  const values = formValues(formData)
  const id = String(values.id ?? '')
  // The revision the edit form was opened on: a save over someone else's newer one is refused
  // first, naming what they changed; saving again merges field by field against it.
  const baseRevision = typeof values.base_revision === 'string' ? values.base_revision : undefined
  const merge = {
    seenRevision: typeof values.seen_revision === 'string' ? values.seen_revision : undefined,
    choices: mergeChoicesOf(values),
  }

  // Field messages stay i18n keys: the form translates them like its own checks.
  const invalid = (error: z.ZodError) =>
    fail(intent, 400, {
      fields: wikiFieldErrors(error),
      message: t('admin.wiki.form.errorSummary'),
    })

  // Pages say where they show articles (`view`): the wiki, or the sections. After an inline
  // edit or a delete the page goes to the article's (new) address, or to its category.
  const view = values.view === 'wiki' || values.view === 'section' ? values.view : undefined
  // An author's edit of a published article, kept for an editor: the page stays where it is.
  const pendingAnswer = async (row: WikiArticleRow) => {
    const category = await getCategoryById(db, row.categoryId)
    return data<WikiActionResult>({
      ok: true,
      intent,
      pending: true,
      message: t('admin.review.pendingChange.submitted'),
      article: {
        id: row.id,
        slug: row.slug,
        categorySlug: category?.slug ?? '',
        categoryPage: category?.page ?? 0,
      },
    })
  }
  const savedAnswer = (saved: ArticleSave) => {
    logger.info(
      { articleId: saved.row.id, intent, pending: Boolean(saved.pending) },
      saved.pending ? 'wiki article change kept for review' : 'wiki article saved',
    )
    return saved.pending ? pendingAnswer(saved.row) : articleAnswer(saved.row)
  }
  const articleAnswer = async (row: WikiArticleRow, gone = false) => {
    const category = await getCategoryById(db, row.categoryId)
    const categorySlug = category?.slug ?? ''
    const categoryPage = category?.page ?? 0
    const section = view === 'section' ? sectionOfPage(categoryPage) : undefined
    let redirectTo: string | undefined
    if (view && gone)
      redirectTo =
        view === 'wiki'
          ? wikiCategoryUrl(categorySlug)
          : categoryHomeUrl(categoryPage, categorySlug)
    else if (view)
      redirectTo = section
        ? sectionArticleUrl(section, categorySlug, row.slug)
        : wikiArticleUrl(categorySlug, row.slug)
    return data<WikiActionResult>({
      ok: true,
      intent,
      ...(redirectTo ? { redirectTo } : {}),
      article: { id: row.id, slug: row.slug, categorySlug, categoryPage },
    })
  }

  try {
    switch (intent as WikiIntent) {
      case 'category-create':
      case 'category-update': {
        const parsed = categoryInputSchema.safeParse(values)
        if (!parsed.success) return invalid(parsed.error)
        const row =
          intent === 'category-create'
            ? await createCategory(db, parsed.data)
            : await updateCategory(db, id, parsed.data)
        logger.info({ categoryId: row.id, intent }, 'wiki category saved')
        return data<WikiActionResult>({ ok: true, intent })
      }
      case 'category-delete': {
        const { category, deletedArticles } = await deleteCategory(db, id, actor)
        logger.info(
          { categoryId: category.id, deletedArticles },
          'wiki category moved to Recently deleted with its articles',
        )
        return data<WikiActionResult>({ ok: true, intent })
      }
      case 'category-move': {
        const direction = values.direction
        if (direction !== 'up' && direction !== 'down')
          return fail(intent, 400, { message: t('admin.wikiOrder.direction') })
        const moved = await moveCategory(db, id, direction)
        logger.info({ categoryId: id, direction, moved }, 'wiki category moved')
        return data<WikiActionResult>({ ok: true, intent })
      }
      case 'article-create':
      case 'article-update': {
        const parsed = articleInputSchema.safeParse(values)
        if (!parsed.success) return invalid(parsed.error)
        const article = articleFromEditor(parsed.data)
        let row: WikiArticleRow
        if (intent === 'article-create') row = await createArticle(db, article, actor)
        else {
          const saved = await saveArticle(db, id, article, actor, { baseRevision, merge })
          if (saved.pending) return savedAnswer(saved)
          row = saved.row
        }
        logger.info({ articleId: row.id, intent }, 'wiki article saved')
        // Posted without JavaScript (the /wiki/create page): go where the enhanced page would.
        if (values.enhanced !== '1') {
          const category = await getCategoryById(db, row.categoryId)
          return redirect(category ? wikiCategoryUrl(category.slug) : '/wiki')
        }
        return articleAnswer(row)
      }
      case 'article-inline-create': {
        const parsed = inlineArticleCreateSchema.safeParse(values)
        if (!parsed.success) return invalid(parsed.error)
        const row = await createArticle(db, articleFromInlineCreate(parsed.data), actor)
        logger.info({ articleId: row.id, intent }, 'wiki article saved')
        return articleAnswer(row)
      }
      case 'article-inline-update': {
        const parsed = inlineArticleUpdateSchema.safeParse(values)
        if (!parsed.success) return invalid(parsed.error)
        const saved = await saveArticle(db, id, articlePatchFromInline(parsed.data), actor, {
          baseRevision,
          merge,
        })
        return savedAnswer(saved)
      }
      case 'article-review': {
        const outcome = await markReviewedByCaller(context, id, values.nextReviewDue)
        if (!outcome.ok)
          return fail(intent, 400, {
            fields: { nextReviewDue: outcome.dueMessage },
            message: t('admin.wiki.form.errorSummary'),
          })
        logger.info({ articleId: id }, 'wiki article medically reviewed')
        return articleAnswer(outcome.row)
      }
      case 'article-delete': {
        const row = await deleteArticle(db, id, actor)
        logger.info({ articleId: row.id }, 'wiki article deleted')
        return articleAnswer(row, true)
      }
    }
  } catch (error) {
    if (error instanceof WikiWriteError) {
      if (error.since) {
        const since = error.since
        return fail(intent, 409, {
          message: conflictMessage(context, since, 'wiki', since.fields),
          conflict: conflictView(context, 'wiki', since),
        })
      }
      const status = { not_found: 404, conflict: 409, forbidden: 403, invalid: 400 }[error.code]
      return fail(intent, status, {
        message: t(error.messageKey),
        ...(error.field ? { fields: { [error.field]: error.messageKey } } : {}),
      })
    }
    logger.error({ err: error, intent }, 'wiki write failed')
    return fail(intent, 500, { message: t('common.error.generic') })
  }
  return fail(intent, 400, { message: t('admin.wiki.validation.unknownIntent') })
}
