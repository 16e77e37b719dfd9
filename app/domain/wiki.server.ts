/**
 * Wiki categories and articles: every write to wiki_categories, wiki_articles and wiki_media, and
 * the reads of one article or category. Lists across kinds (search, tags, the media library, the
 * review queue, the all-content list) read the tables in their own modules. Readers see
 * published articles only; admins also see drafts and archived ones.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { wikiArticles, wikiCategories, wikiMedia, type WikiArticleRow } from '~/db/schema'
import { contentBlocksToHtml } from '~/lib/content-blocks'
import { mediaOfHtml, sanitizeHtml, type HtmlMedia } from '~/lib/sanitize-html.server'
import { isUuid } from '~/lib/uuid'
import { fieldsChanged, planMerge, type BothChanged, type MergeChoice } from './edit-merge'
import {
  askerOf,
  audit,
  baseRevisionOf,
  creatorOf,
  CATEGORY_KIND,
  changedFields,
  conflictSince,
  ensureBaseline,
  getRevision,
  latestRevision,
  recordRevision,
  statusAction,
  type Actor,
  type EditConflict,
} from './editorial.server'
import { camelName } from './content-kinds'
import { articleSnapshot, WIKI_ARTICLE_FIELDS } from './wiki-json'
import { stillInlineImages } from './inline-images.server'
import { PUBLIC_CONTENT } from './public-content.server'
import type { Viewer } from './viewer'
import { can, mayDelete, maySave, proposesChange } from './permissions'
import {
  removePendingChange,
  storePendingChange,
  type PendingChange,
} from './pending-changes.server'
import { clearReviewNote } from './review-notes.server'
import { isEmptyHtml } from './form-rules'
import { articleHomeUrl } from '~/lib/wiki-urls'
import { addYears, REVIEW_INTERVAL_YEARS } from './medical-review'
import { medicalTextHash } from './medical-review.server'
import {
  type ArticleEditorInput,
  type CategoryInput,
  type InlineArticleCreate,
  type InlineArticleUpdate,
} from './wiki-input'
import type { TranslationKey } from '~/i18n/keys'

function visibleStatus(viewer: Viewer): SQL | undefined {
  return viewer.isAdmin ? undefined : PUBLIC_CONTENT.wiki()
}

/**
 * Every public article with its category, newest change first: what the sitemap lists. The
 * category's page decides whether the article lives in a section or in the wiki.
 */
export async function listPublicArticlesWithCategory(db: Db) {
  return db
    .select({
      id: wikiArticles.id,
      slug: wikiArticles.slug,
      title: wikiArticles.title,
      titleEl: wikiArticles.titleEl,
      updatedAt: wikiArticles.updatedAt,
      categorySlug: wikiCategories.slug,
      categoryPage: wikiCategories.page,
    })
    .from(wikiArticles)
    .innerJoin(wikiCategories, eq(wikiArticles.categoryId, wikiCategories.id))
    .where(PUBLIC_CONTENT.wiki())
    .orderBy(desc(wikiArticles.updatedAt))
}

/**
 * Articles readers see or will see (published, scheduled), with what the content health page
 * checks of them (app/domain/content-health.ts), in the order of their categories.
 */
export async function listArticlesForHealth(db: Db) {
  return db
    .select({
      id: wikiArticles.id,
      slug: wikiArticles.slug,
      title: wikiArticles.title,
      titleEl: wikiArticles.titleEl,
      status: wikiArticles.status,
      elReady: wikiArticles.elReady,
      reviewedOn: wikiArticles.reviewedOn,
      nextReviewDue: wikiArticles.nextReviewDue,
      sources: sql<number>`jsonb_array_length(${wikiArticles.sources})`.mapWith(Number),
      categorySlug: wikiCategories.slug,
      categoryPage: wikiCategories.page,
    })
    .from(wikiArticles)
    .innerJoin(wikiCategories, eq(wikiArticles.categoryId, wikiCategories.id))
    .where(inArray(wikiArticles.status, ['published', 'scheduled']))
    .orderBy(asc(wikiCategories.orderIndex), asc(wikiArticles.orderIndex))
}

/** All categories ordered by order_index; optionally of one page (1 or 2). */
export async function listCategories(db: Db, options: { page?: number } = {}) {
  return db
    .select()
    .from(wikiCategories)
    .where(options.page === undefined ? undefined : eq(wikiCategories.page, options.page))
    .orderBy(asc(wikiCategories.orderIndex), asc(wikiCategories.name))
}

export async function getCategoryBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(wikiCategories).where(eq(wikiCategories.slug, slug)).limit(1)
  return row
}

/**
 * Articles (only published ones for anyone but admins) ordered by order_index, optionally of some
 * categories.
 */
export async function listArticles(
  db: Db,
  viewer: Viewer,
  options: { categoryIds?: string[] } = {},
) {
  const conditions = [visibleStatus(viewer)]
  if (options.categoryIds) {
    if (options.categoryIds.length === 0) return []
    conditions.push(inArray(wikiArticles.categoryId, options.categoryIds))
  }
  return db
    .select()
    .from(wikiArticles)
    .where(and(...conditions))
    .orderBy(asc(wikiArticles.orderIndex), asc(wikiArticles.title))
}

/** Number of visible articles per category id. */
export async function countArticlesByCategory(db: Db, viewer: Viewer) {
  const rows = await db
    .select({ categoryId: wikiArticles.categoryId, total: count() })
    .from(wikiArticles)
    .where(visibleStatus(viewer))
    .groupBy(wikiArticles.categoryId)
  return new Map(rows.map((row) => [row.categoryId, row.total]))
}

/** The one article matching `where` that the viewer may see, with its category and its media in order. */
async function findArticle(db: Db, viewer: Viewer, where: SQL) {
  const [row] = await db
    .select({ article: wikiArticles, category: wikiCategories })
    .from(wikiArticles)
    .innerJoin(wikiCategories, eq(wikiArticles.categoryId, wikiCategories.id))
    .where(and(where, visibleStatus(viewer)))
    .limit(1)
  if (!row) return undefined
  const media = await db
    .select()
    .from(wikiMedia)
    .where(eq(wikiMedia.articleId, row.article.id))
    .orderBy(asc(wikiMedia.orderIndex))
  return { ...row, media }
}

/** One article by category slug and article slug, with its category and media. */
export function getArticleBySlugs(
  db: Db,
  viewer: Viewer,
  categorySlug: string,
  articleSlug: string,
) {
  return findArticle(
    db,
    viewer,
    and(eq(wikiCategories.slug, categorySlug), eq(wikiArticles.slug, articleSlug))!,
  )
}

// ------------------------------------------------------------------------------------------------
// Reads by id
// ------------------------------------------------------------------------------------------------

export async function getCategoryById(db: Db, id: string) {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(wikiCategories).where(eq(wikiCategories.id, id)).limit(1)
  return row
}

/** One article by id with its category and media; drafts and archived ones for admins only. */
export async function getArticleById(db: Db, viewer: Viewer, id: string) {
  return isUuid(id) ? findArticle(db, viewer, eq(wikiArticles.id, id)) : undefined
}

// ------------------------------------------------------------------------------------------------
// Writes (admins only: callers check the role with requireAdmin first)
// ------------------------------------------------------------------------------------------------

/**
 * Why a write was refused; `messageKey` is an i18n key, `field` the form field it is about,
 * `since` who saved the article after the version the editor opened (the message names them).
 */
/**
 * An article as the review queue shows it, whatever its status: the row, its snapshot (what a
 * pending change is compared with) and its public page; undefined when it is gone.
 */
export async function getArticleForReview(db: Db, id: string) {
  if (!isUuid(id)) return undefined
  const [found] = await db
    .select({ article: wikiArticles, categorySlug: wikiCategories.slug, page: wikiCategories.page })
    .from(wikiArticles)
    .innerJoin(wikiCategories, eq(wikiArticles.categoryId, wikiCategories.id))
    .where(eq(wikiArticles.id, id))
    .limit(1)
  if (!found) return undefined
  return {
    article: found.article,
    snapshot: articleSnapshot(found.article),
    path: articleHomeUrl(found.page, found.categorySlug, found.article.slug),
  }
}

export class WikiWriteError extends Error {
  constructor(
    readonly code: 'not_found' | 'conflict' | 'invalid' | 'forbidden',
    readonly messageKey: TranslationKey,
    readonly field?: string,
    readonly since?: EditConflict & { fields: string[]; both: BothChanged[] },
  ) {
    super(messageKey)
    this.name = 'WikiWriteError'
  }
}

/** The SQLSTATE of a database error, looking through the wrappers Drizzle puts around it. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

const UNIQUE_VIOLATION = '23505'
const FOREIGN_KEY_VIOLATION = '23503'

export type NewCategory = Omit<typeof wikiCategories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
export type NewArticle = Omit<typeof wikiArticles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

function categoryValues(input: CategoryInput): NewCategory {
  return {
    name: input.name,
    nameEl: input.nameEl,
    slug: input.slug,
    description: input.description,
    descriptionEl: input.descriptionEl,
    orderIndex: input.orderIndex,
    page: input.page,
  }
}

function categoryConflict(error: unknown): never {
  if (sqlState(error) === UNIQUE_VIOLATION)
    throw new WikiWriteError('conflict', 'admin.wiki.validation.categorySlugTaken', 'slug')
  throw error
}

export async function createCategory(db: Db, input: CategoryInput) {
  try {
    const [row] = await db.insert(wikiCategories).values(categoryValues(input)).returning()
    return row!
  } catch (error) {
    categoryConflict(error)
  }
}

/** Updates a category's name, slug and order index; the section can be changed here too. */
export async function updateCategory(db: Db, id: string, input: CategoryInput) {
  if (!isUuid(id)) throw new WikiWriteError('not_found', 'admin.wiki.validation.categoryNotFound')
  try {
    const [row] = await db
      .update(wikiCategories)
      .set(categoryValues(input))
      .where(eq(wikiCategories.id, id))
      .returning()
    if (!row) throw new WikiWriteError('not_found', 'admin.wiki.validation.categoryNotFound')
    return row
  } catch (error) {
    if (error instanceof WikiWriteError) throw error
    categoryConflict(error)
  }
}

/** A category's record in its revisions: its fields (snake_case) and its articles' ids, in order. */
function categorySnapshot(row: typeof wikiCategories.$inferSelect, articleIds: string[]) {
  return {
    name: row.name,
    name_el: row.nameEl,
    slug: row.slug,
    description: row.description,
    description_el: row.descriptionEl,
    order_index: row.orderIndex,
    page: row.page,
    article_ids: articleIds,
  }
}

/**
 * Deletes a category and all its articles (their media rows follow) in one transaction: either
 * all of it goes or nothing does. Nothing is lost: each article keeps a deletion revision as a
 * deleted article does, and the category one naming its articles in order, so Recently deleted
 * lists the category and restoring it brings the articles back with it.
 */
export async function deleteCategory(db: Db, id: string, actor: Actor = null) {
  if (!isUuid(id)) throw new WikiWriteError('not_found', 'admin.wiki.validation.categoryNotFound')
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db
    const [category] = await tx
      .select()
      .from(wikiCategories)
      .where(eq(wikiCategories.id, id))
      .for('update')
    if (!category) throw new WikiWriteError('not_found', 'admin.wiki.validation.categoryNotFound')
    const articles = await tx
      .select()
      .from(wikiArticles)
      .where(eq(wikiArticles.categoryId, id))
      .orderBy(asc(wikiArticles.orderIndex), asc(wikiArticles.title))
      .for('update')
    for (const article of articles) {
      const snapshot = articleSnapshot(article)
      await ensureBaseline(tx, { kind: 'wiki', itemId: article.id, title: article.title, snapshot })
      await recordRevision(tx, {
        kind: 'wiki',
        itemId: article.id,
        action: 'deleted',
        title: article.title,
        snapshot,
        actor,
      })
      await audit(tx, {
        actor,
        action: 'deleted',
        kind: 'wiki',
        itemId: article.id,
        title: article.title,
        detail: { category: id },
      })
      await removePendingChange(tx, 'wiki', article.id)
    }
    await tx.delete(wikiArticles).where(eq(wikiArticles.categoryId, id))
    await tx.delete(wikiCategories).where(eq(wikiCategories.id, id))
    const snapshot = categorySnapshot(
      category,
      articles.map((article) => article.id),
    )
    await recordRevision(tx, {
      kind: CATEGORY_KIND,
      itemId: id,
      action: 'deleted',
      title: category.name,
      snapshot,
      actor,
    })
    await audit(tx, {
      actor,
      action: 'deleted',
      kind: CATEGORY_KIND,
      itemId: id,
      title: category.name,
      detail: { articles: articles.length },
    })
    return { category, deletedArticles: articles.length }
  })
}

export type CategoryRestoreResult =
  | { ok: true; category: typeof wikiCategories.$inferSelect; restoredArticles: number }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'slug_taken'; slug: string }

/**
 * Brings a deleted category back under its old id, with the articles deleted with it (each as it
 * was, in its order), in one transaction. Refused when another category took its slug since.
 */
export async function restoreDeletedCategory(
  db: Db,
  id: string,
  actor: Actor,
): Promise<CategoryRestoreResult> {
  const newest = await latestRevision(db, CATEGORY_KIND, id)
  if (!newest || newest.action !== 'deleted') return { ok: false, reason: 'not_found' }
  const snapshot = newest.snapshot
  const articleIds = Array.isArray(snapshot.article_ids) ? snapshot.article_ids.map(String) : []
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db
      const [category] = await tx
        .insert(wikiCategories)
        .values({
          id,
          name: String(snapshot.name),
          nameEl: (snapshot.name_el as string | null) ?? null,
          slug: String(snapshot.slug),
          description: String(snapshot.description ?? ''),
          descriptionEl: (snapshot.description_el as string | null) ?? null,
          orderIndex: Number(snapshot.order_index) || 0,
          page: Number(snapshot.page) || 0,
        })
        .returning()
      let restoredArticles = 0
      for (const articleId of articleIds) {
        const deletion = await latestRevision(tx, 'wiki', articleId)
        // Brought back some other way meanwhile, or its history expired: nothing to restore.
        if (!deletion || deletion.action !== 'deleted') continue
        await insertArticleFromSnapshot(
          tx,
          articleId,
          { ...deletion.snapshot, category_id: id },
          actor,
        )
        restoredArticles++
      }
      await recordRevision(tx, {
        kind: CATEGORY_KIND,
        itemId: id,
        action: 'restored',
        title: category!.name,
        snapshot,
        actor,
      })
      await audit(tx, {
        actor,
        action: 'restored',
        kind: CATEGORY_KIND,
        itemId: id,
        title: category!.name,
        detail: { articles: restoredArticles },
      })
      return { ok: true as const, category: category!, restoredArticles }
    })
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      return { ok: false, reason: 'slug_taken', slug: String(snapshot.slug) }
    throw error
  }
}

/** Which of the given category ids are stored (the recently-deleted list leaves restored ones out). */
export async function existingCategoryIds(db: Db, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid)
  if (valid.length === 0) return new Set()
  const rows = await db
    .select({ id: wikiCategories.id })
    .from(wikiCategories)
    .where(inArray(wikiCategories.id, valid))
  return new Set(rows.map((row) => row.id))
}

/** Cleans the HTML fields with the one sanitiser before anything is stored. */
function sanitizedArticle<T extends Partial<NewArticle>>(values: T): T {
  const next = { ...values }
  if (next.content !== undefined) next.content = sanitizeHtml(next.content)
  if (next.contentEl !== undefined)
    next.contentEl = next.contentEl ? sanitizeHtml(next.contentEl) || null : null
  return next
}

function articleConflict(error: unknown): never {
  const state = sqlState(error)
  if (state === UNIQUE_VIOLATION)
    throw new WikiWriteError('conflict', 'admin.wiki.validation.articleSlugTaken', 'slug')
  if (state === FOREIGN_KEY_VIOLATION)
    throw new WikiWriteError('invalid', 'admin.wiki.validation.categoryMissing', 'categoryId')
  throw error
}

/** The article editor's values: the content blocks become the content only when it is empty. */
export function articleFromEditor(input: ArticleEditorInput): NewArticle {
  const { contentBlocks, ...fields } = input
  const content = isEmptyHtml(fields.content) ? contentBlocksToHtml(contentBlocks) : fields.content
  return { ...fields, content }
}

/**
 * Inline create in a section: saved as published at once (the article editor's default is draft).
 */
export function articleFromInlineCreate(input: InlineArticleCreate): NewArticle {
  return {
    title: input.title,
    titleEl: input.titleEl,
    slug: input.slug,
    excerpt: input.excerpt ?? '',
    excerptEl: input.excerptEl ?? null,
    categoryId: input.categoryId,
    content: input.content,
    contentEl: input.contentEl,
    status: 'published',
    orderIndex: input.orderIndex,
    featuredImageUrl: input.featuredImageUrl,
    tags: input.tags,
  }
}

/** The inline edit changes title, category, order index and content (and the excerpt when sent). */
export function articlePatchFromInline(input: InlineArticleUpdate): Partial<NewArticle> {
  const patch: Partial<NewArticle> = {
    title: input.title,
    titleEl: input.titleEl,
    categoryId: input.categoryId,
    orderIndex: input.orderIndex,
    content: input.content,
    contentEl: input.contentEl,
  }
  if (input.excerpt !== undefined) patch.excerpt = input.excerpt
  if (input.excerptEl !== undefined) patch.excerptEl = input.excerptEl
  return patch
}

type ArticleMediaSource = Pick<
  typeof wikiArticles.$inferSelect,
  'id' | 'title' | 'content' | 'contentEl' | 'featuredImageUrl'
>

/** An article's media: its featured image, then the images and videos of both language versions. */
export function mediaOfArticle(article: Omit<ArticleMediaSource, 'id'>): HtmlMedia[] {
  const all: HtmlMedia[] = [
    ...(article.featuredImageUrl
      ? [{ type: 'image' as const, url: article.featuredImageUrl, alt: article.title }]
      : []),
    ...mediaOfHtml(article.content),
    ...mediaOfHtml(article.contentEl),
  ]
  const seen = new Set<string>()
  return all.filter((media) => !seen.has(media.url) && Boolean(seen.add(media.url)))
}

/** Keeps wiki_media in step with the stored article (the article page counts it). */
export async function replaceArticleMedia(db: Db, article: ArticleMediaSource) {
  await db.delete(wikiMedia).where(eq(wikiMedia.articleId, article.id))
  const media = mediaOfArticle(article)
  if (media.length === 0) return
  await db.insert(wikiMedia).values(
    media.map((item, index) => ({
      articleId: article.id,
      mediaType: item.type,
      url: item.url,
      altText: item.alt,
      orderIndex: index,
    })),
  )
}

/**
 * The fields of an article its revisions keep (snake_case, as the JSON API names them): what
 * an editor can change. Media rows follow from the content, so they are not kept separately.
 */

function snapshotAsValues(snapshot: Record<string, unknown>): Partial<NewArticle> {
  const values = Object.fromEntries(
    WIKI_ARTICLE_FIELDS.filter((field) => field in snapshot).map((field) => [
      camelName(field),
      snapshot[field],
    ]),
  )
  if (typeof values.publishAt === 'string') values.publishAt = new Date(values.publishAt)
  return values as Partial<NewArticle>
}

/** Keeps the revision and the audit entries of one article write, in its transaction. */
async function recordArticleWrite(
  tx: Db,
  actor: Actor,
  action: 'created' | 'updated' | 'restored',
  row: WikiArticleRow,
  before?: WikiArticleRow,
) {
  const snapshot = articleSnapshot(row)
  const previous = before ? articleSnapshot(before) : undefined
  if (before && previous)
    await ensureBaseline(tx, {
      kind: 'wiki',
      itemId: before.id,
      title: before.title,
      snapshot: previous,
    })
  await recordRevision(tx, {
    kind: 'wiki',
    itemId: row.id,
    action,
    title: row.title,
    snapshot,
    previous,
    actor,
  })
  await audit(tx, {
    actor,
    action,
    kind: 'wiki',
    itemId: row.id,
    title: row.title,
    detail: previous ? { fields: changedFields(previous, snapshot) } : null,
  })
  const change = statusAction(before?.status, row.status)
  if (change)
    await audit(tx, { actor, action: change, kind: 'wiki', itemId: row.id, title: row.title })
}

/** Fields whose inline images are stored still (photosensitive safety). */
const STILL_FIELDS = ['featuredImageUrl', 'content', 'contentEl'] as const

/**
 * The next review date is the editors' and admins' to change in the form or the API (a medical
 * reviewer sets it by marking the article reviewed); anyone may send it unchanged.
 */
function checkReviewDueChange(
  actor: Actor,
  stored: string | null,
  sent: string | null | undefined,
) {
  if (sent === undefined || (sent ?? null) === stored) return
  if (!can(askerOf(actor), 'publish', 'wiki'))
    throw new WikiWriteError('forbidden', 'admin.wiki.review.dueEditorsOnly', 'nextReviewDue')
}

/** Creates the article and its media rows together, keeping its first revision. */
export async function createArticle(db: Db, input: NewArticle, actor: Actor = null) {
  const values = await stillInlineImages(input, STILL_FIELDS)
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db
      if (!maySave(askerOf(actor), 'wiki', undefined, values.status ?? 'draft'))
        throw new WikiWriteError('forbidden', 'common.guard.publishRequired')
      checkReviewDueChange(actor, null, values.nextReviewDue)
      const [row] = await tx.insert(wikiArticles).values(sanitizedArticle(values)).returning()
      await replaceArticleMedia(tx, row!)
      await recordArticleWrite(tx, actor, 'created', row!)
      return row!
    })
  } catch (error) {
    articleConflict(error)
  }
}

export interface ArticleUpdateOptions {
  action?: 'updated' | 'restored'
  /**
   * The newest revision id the editor's form was opened on ('' when the article had none). When
   * someone saved after it, the save is refused as a conflict and nothing changes, except as
   * `sentFields` and `merge` allow.
   */
  baseRevision?: string
  /**
   * The API's PATCH: the fields it sends (camelCase). After someone else's save it still goes
   * ahead, writing only these, when none of them changed since `baseRevision`.
   */
  sentFields?: string[]
  /**
   * A page's form: saving again after a conflict (`seenRevision`, the newest revision the refusal
   * named, still the newest) merges field by field against `baseRevision`, with `choices` for
   * the fields both changed.
   */
  merge?: { seenRevision?: string; choices?: Record<string, MergeChoice> }
}

const snakeName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * What of `patch` a save over someone else's newer one may write (see ArticleUpdateOptions), or
 * the conflict that refuses it. Runs with the article's row locked.
 */
async function mergedPatch(
  tx: Db,
  before: WikiArticleRow,
  patch: Partial<NewArticle>,
  conflict: EditConflict,
  options: ArticleUpdateOptions,
): Promise<Partial<NewArticle>> {
  const current = articleSnapshot(before)
  const base = (await baseRevisionOf(tx, 'wiki', before.id, options.baseRevision))?.snapshot
  // Without the base (an unknown id, or history trimmed since), every field may have changed.
  const theirs = base ? fieldsChanged(WIKI_ARTICLE_FIELDS, base, current) : [...WIKI_ARTICLE_FIELDS]
  const refuse = (fields: string[], both: BothChanged[] = []) =>
    new WikiWriteError('conflict', 'admin.editorial.conflict', undefined, {
      ...conflict,
      fields,
      both,
    })
  if (options.sentFields) {
    const clashing = options.sentFields.map(snakeName).filter((field) => theirs.includes(field))
    if (clashing.length > 0) throw refuse(clashing)
    // None of them changed since its base: only what it sends is written, the rest stays theirs.
    return Object.fromEntries(
      Object.entries(patch).filter(([field]) => options.sentFields!.includes(field)),
    ) as Partial<NewArticle>
  }
  if (!options.merge) throw refuse(theirs)
  const mine = articleSnapshot({ ...before, ...patch } as WikiArticleRow)
  const sent = Object.keys(patch).map(snakeName)
  const plan = planMerge({
    fields: WIKI_ARTICLE_FIELDS,
    base: base ?? current,
    current,
    mine,
    sent,
    choices: options.merge.choices,
  })
  const refusal = () =>
    refuse(
      base ? plan.theirs : theirs,
      plan.both.map((field) => ({ field, theirs: current[field], yours: mine[field] })),
    )
  // The first save over theirs says what they changed; a save after a newer one says it again.
  if (options.merge.seenRevision !== String(conflict.revisionId)) throw refusal()
  // Without the base nothing can be merged: saving again after the refusal replaces knowingly.
  if (!base) return patch
  if (plan.unresolved.length > 0) throw refusal()
  const keep = new Set(plan.keepTheirs.map(camelName))
  return Object.fromEntries(
    Object.entries(patch).filter(([field]) => !keep.has(field)),
  ) as Partial<NewArticle>
}

/** Updates the article and, in the same transaction, its media rows; keeps a revision. */
export async function updateArticle(
  db: Db,
  id: string,
  input: Partial<NewArticle>,
  actor: Actor = null,
  options: ArticleUpdateOptions = {},
): Promise<WikiArticleRow> {
  return (await writeArticle(db, id, input, actor, options, false)).row
}

/**
 * What an edit of an article did: saved it (`row`, the stored article), or kept it as a pending
 * change for an editor (`pending`; `row` is the article as stored, unchanged).
 */
export type ArticleSave =
  { row: WikiArticleRow; pending?: undefined } | { row: WikiArticleRow; pending: PendingChange }

/**
 * A page's or the API's edit of an article: as updateArticle, except that an author's or medical
 * reviewer's edit of a published or scheduled article is kept as a pending change (decision
 * 0055) instead of being refused; the article, and so what visitors read, stays as it is.
 */
export function saveArticle(
  db: Db,
  id: string,
  input: Partial<NewArticle>,
  actor: Actor = null,
  options: ArticleUpdateOptions = {},
): Promise<ArticleSave> {
  return writeArticle(db, id, input, actor, options, true)
}

async function writeArticle(
  db: Db,
  id: string,
  input: Partial<NewArticle>,
  actor: Actor,
  options: ArticleUpdateOptions,
  mayPropose: boolean,
): Promise<ArticleSave> {
  if (!isUuid(id)) throw new WikiWriteError('not_found', 'admin.wiki.validation.articleNotFound')
  const patch = await stillInlineImages(input, STILL_FIELDS)
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db
      // Locked until the transaction ends: two saves of one article run one after the other.
      const [before] = await tx
        .select()
        .from(wikiArticles)
        .where(eq(wikiArticles.id, id))
        .for('update')
      if (!before) throw new WikiWriteError('not_found', 'admin.wiki.validation.articleNotFound')
      const conflict = await conflictSince(tx, 'wiki', id, options.baseRevision)
      // Only editors change the next review date, in a change as in a save.
      checkReviewDueChange(actor, before.nextReviewDue, patch.nextReviewDue)
      if (mayPropose && proposesChange(askerOf(actor), 'wiki', before.status))
        return {
          row: before,
          pending: await proposeArticleChange(tx, before, patch, conflict, actor, options),
        }
      if (!maySave(askerOf(actor), 'wiki', before.status, patch.status ?? before.status))
        throw new WikiWriteError('forbidden', 'common.guard.publishRequired')
      const merged = conflict
        ? await mergedPatch(tx, before, sanitizedArticle(patch), conflict, options)
        : sanitizedArticle(patch)
      // Everything kept as they saved it: still a save (a revision), with nothing of this one to write.
      const write = Object.keys(merged).length > 0 ? merged : { title: before.title }
      const [row] = await tx
        .update(wikiArticles)
        .set(write)
        .where(eq(wikiArticles.id, id))
        .returning()
      if (!row) throw new WikiWriteError('not_found', 'admin.wiki.validation.articleNotFound')
      await replaceArticleMedia(tx, row)
      await recordArticleWrite(tx, actor, options.action ?? 'updated', row, before)
      // Submitted again (or published): the editor's note has been answered.
      if (row.status !== 'draft') await clearReviewNote(tx, 'wiki', id)
      return { row }
    })
  } catch (error) {
    if (error instanceof WikiWriteError) throw error
    articleConflict(error)
  }
}

/**
 * Keeps an author's edit of a published or scheduled article as its pending change, with the
 * article locked: the article as it would be after the edit (its status, publication time and
 * next review date as stored, which only editors change), checked as the save would check it
 * (its slug free in its category, its category stored), logged as `submitted`.
 */
async function proposeArticleChange(
  tx: Db,
  before: WikiArticleRow,
  input: Partial<NewArticle>,
  conflict: EditConflict | undefined,
  actor: Actor,
  options: ArticleUpdateOptions,
): Promise<PendingChange> {
  let patch = sanitizedArticle(input)
  let basedOn: string | undefined
  if (conflict) {
    // A page's form: kept against the base it was typed on, so publishing it reports the
    // conflict instead of overwriting. The API's PATCH goes ahead as a save would (only what
    // it sends, unless someone changed that since); its PUT is refused.
    if (options.merge) basedOn = options.baseRevision
    else patch = await mergedPatch(tx, before, patch, conflict, options)
  }
  const after: WikiArticleRow = {
    ...before,
    ...patch,
    status: before.status,
    publishAt: before.publishAt,
    nextReviewDue: before.nextReviewDue,
  } as WikiArticleRow
  if (after.categoryId !== before.categoryId) {
    const categories = await existingCategoryIds(tx, [after.categoryId])
    if (!categories.has(after.categoryId))
      throw new WikiWriteError('invalid', 'admin.wiki.validation.categoryMissing', 'categoryId')
  }
  const [taken] = await tx
    .select({ id: wikiArticles.id })
    .from(wikiArticles)
    .where(
      and(
        eq(wikiArticles.categoryId, after.categoryId),
        eq(wikiArticles.slug, after.slug),
        ne(wikiArticles.id, before.id),
      ),
    )
    .limit(1)
  if (taken) throw new WikiWriteError('conflict', 'admin.wiki.validation.articleSlugTaken', 'slug')
  const previous = articleSnapshot(before)
  await ensureBaseline(tx, {
    kind: 'wiki',
    itemId: before.id,
    title: before.title,
    snapshot: previous,
  })
  const values = Object.fromEntries(
    WIKI_ARTICLE_FIELDS.map((field) => [field, articleSnapshot(after)[field]]),
  )
  const change = {
    kind: 'wiki' as const,
    itemId: before.id,
    values,
    baseRevision: basedOn ?? String((await latestRevision(tx, 'wiki', before.id))?.id ?? ''),
    authorId: actor?.id ?? null,
    authorEmail: actor?.email ?? null,
  }
  await storePendingChange(tx, change)
  await audit(tx, {
    actor,
    action: 'submitted',
    kind: 'wiki',
    itemId: before.id,
    title: after.title,
    detail: { pending_change: true, fields: fieldsChanged(WIKI_ARTICLE_FIELDS, previous, values) },
  })
  // The author answered the editor's note by submitting the change again.
  await clearReviewNote(tx, 'wiki', before.id)
  return { ...change, submittedAt: new Date() }
}

/** A pending change's values (an article snapshot) as the fields updateArticle saves. */
export function pendingArticleValues(values: Record<string, unknown>): Partial<NewArticle> {
  return snapshotAsValues(values)
}

/** Who marks an article medically reviewed, with the name and credentials readers will see. */
export interface Reviewer {
  actor: NonNullable<Actor>
  /** Their credentials as shown, else their name: copied, so the credit outlives the account. */
  shownAs: string
}

/**
 * Marks the article medically reviewed by `reviewer` on `today` (Cyprus), next due `nextReviewDue`
 * (else today + 3 years), as a version of its own (its history shows who and when) and an audit
 * entry. The permission is checked again here, in the transaction, like every article write.
 */
export async function markArticleReviewed(
  db: Db,
  id: string,
  reviewer: Reviewer,
  dates: { today: string; nextReviewDue: string | null },
) {
  if (!isUuid(id)) throw new WikiWriteError('not_found', 'admin.wiki.validation.articleNotFound')
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db
    if (!can(askerOf(reviewer.actor), 'medical-review', 'wiki'))
      throw new WikiWriteError('forbidden', 'common.guard.medicalReviewRequired')
    const [before] = await tx
      .select()
      .from(wikiArticles)
      .where(eq(wikiArticles.id, id))
      .for('update')
    if (!before) throw new WikiWriteError('not_found', 'admin.wiki.validation.articleNotFound')
    const [row] = await tx
      .update(wikiArticles)
      .set({
        reviewedBy: reviewer.actor.id,
        reviewedByName: reviewer.shownAs,
        reviewedOn: dates.today,
        nextReviewDue: dates.nextReviewDue ?? addYears(dates.today, REVIEW_INTERVAL_YEARS),
        reviewedTextHash: medicalTextHash(before),
      })
      .where(eq(wikiArticles.id, id))
      .returning()
    const snapshot = articleSnapshot(row!)
    const previous = articleSnapshot(before)
    await ensureBaseline(tx, { kind: 'wiki', itemId: id, title: before.title, snapshot: previous })
    await recordRevision(tx, {
      kind: 'wiki',
      itemId: id,
      action: 'updated',
      title: row!.title,
      snapshot,
      previous,
      actor: reviewer.actor,
    })
    await audit(tx, {
      actor: reviewer.actor,
      action: 'medically_reviewed',
      kind: 'wiki',
      itemId: id,
      title: row!.title,
      detail: { reviewed_by: reviewer.shownAs, next_review_due: row!.nextReviewDue },
    })
    return row!
  })
}

/** Deletes the article; its revisions stay, so it can be restored for a while. */
export async function deleteArticle(db: Db, id: string, actor: Actor = null) {
  if (!isUuid(id)) throw new WikiWriteError('not_found', 'admin.wiki.validation.articleNotFound')
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db
    const asker = askerOf(actor)
    if (!can(asker, 'delete', 'wiki')) {
      const [stored] = await tx
        .select({ status: wikiArticles.status })
        .from(wikiArticles)
        .where(eq(wikiArticles.id, id))
        .for('update')
      if (
        stored &&
        !mayDelete(asker, 'wiki', {
          status: stored.status,
          createdBy: await creatorOf(tx, 'wiki', id),
        })
      )
        throw new WikiWriteError('forbidden', 'common.guard.ownDraftsOnly')
    }
    const [row] = await tx.delete(wikiArticles).where(eq(wikiArticles.id, id)).returning()
    if (!row) throw new WikiWriteError('not_found', 'admin.wiki.validation.articleNotFound')
    await ensureBaseline(tx, {
      kind: 'wiki',
      itemId: id,
      title: row.title,
      snapshot: articleSnapshot(row),
    })
    await recordRevision(tx, {
      kind: 'wiki',
      itemId: id,
      action: 'deleted',
      title: row.title,
      snapshot: articleSnapshot(row),
      actor,
    })
    await audit(tx, { actor, action: 'deleted', kind: 'wiki', itemId: id, title: row.title })
    // A change waiting for the deleted article would be a change to nothing.
    await removePendingChange(tx, 'wiki', id)
    return row
  })
}

/**
 * Brings an article back to a revision, as a new revision. A stored article keeps its status
 * (restoring text never publishes or hides it by surprise); a deleted one comes back as it was,
 * under its old id, when its category still exists.
 */
export async function restoreArticleRevision(
  db: Db,
  id: string,
  revisionId: number,
  actor: Actor,
): Promise<{ ok: true } | { ok: false; reason: 'not_found' | 'invalid' }> {
  const revision = await getRevision(db, 'wiki', id, revisionId)
  if (!revision) return { ok: false, reason: 'not_found' }
  const values = snapshotAsValues(revision.snapshot)
  const [stored] = await db
    .select({ status: wikiArticles.status })
    .from(wikiArticles)
    .where(eq(wikiArticles.id, id))
  try {
    if (stored) {
      await updateArticle(db, id, { ...values, status: stored.status }, actor, {
        action: 'restored',
      })
    } else {
      await db.transaction((txn) =>
        insertArticleFromSnapshot(txn as unknown as Db, id, revision.snapshot, actor),
      )
    }
  } catch (error) {
    if (error instanceof WikiWriteError && error.code === 'not_found')
      return { ok: false, reason: 'not_found' }
    return { ok: false, reason: 'invalid' }
  }
  return { ok: true }
}

/** Stores a deleted article again under its id, as a revision's snapshot holds it, and records the restore. */
async function insertArticleFromSnapshot(
  tx: Db,
  id: string,
  snapshot: Record<string, unknown>,
  actor: Actor,
) {
  const [row] = await tx
    .insert(wikiArticles)
    .values({ ...sanitizedArticle(snapshotAsValues(snapshot) as NewArticle), id })
    .returning()
  await replaceArticleMedia(tx, row!)
  await recordArticleWrite(tx, actor, 'restored', row!)
}

/** Restores a deleted article from the revision that recorded its deletion. */
export async function restoreDeletedArticle(db: Db, id: string, actor: Actor) {
  const newest = await latestRevision(db, 'wiki', id)
  if (!newest || newest.action !== 'deleted')
    return { ok: false as const, reason: 'not_found' as const }
  return restoreArticleRevision(db, id, newest.id, actor)
}

/** Which of the given article ids are stored (the recently-deleted list leaves restored ones out). */
export async function existingArticleIds(db: Db, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid)
  if (valid.length === 0) return new Set()
  const rows = await db
    .select({ id: wikiArticles.id })
    .from(wikiArticles)
    .where(inArray(wikiArticles.id, valid))
  return new Set(rows.map((row) => row.id))
}
