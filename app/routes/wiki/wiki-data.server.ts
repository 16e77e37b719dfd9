/**
 * What the wiki and section pages send to the browser: localized, small view models (previews
 * instead of whole articles), plus, for admins only, the raw bilingual category rows that the
 * category manager and the editors need.
 */
import type { Services } from '~/context.server'
import type { Db } from '~/db/client.server'
import type { WikiArticleRow, WikiCategoryRow } from '~/db/schema'
import type { ArticleStatus } from '~/domain/constants'
import { TRUNCATE_SECTION_PREVIEW } from '~/domain/constants'
import { latestRevision } from '~/domain/editorial.server'
import { readOncePerVersion } from '~/domain/public-reads.server'
import { withResponsivePictures } from '~/domain/rich-text-pictures.server'
import {
  altForReader,
  lacksImageText,
  uploadHashOf,
  type ImageTexts,
} from '~/domain/image-text-rules'
import { uploadUrlsInHtml } from '~/domain/image-texts.server'
import type { Viewer } from '~/domain/viewer'
import {
  countArticlesByCategory,
  listArticles,
  listCategories,
  pendingArticleValues,
  type getArticleBySlugs,
} from '~/domain/wiki.server'
import type { Lang } from '~/i18n/languages'
import { categoryFields } from '~/domain/wiki-json'
import { bilingualFields } from '~/domain/content-fields'
import { camelName } from '~/domain/content-kinds'
import { htmlPreview } from '~/lib/html-text'
import { localizeForReader } from '~/lib/localized'
import { withGreekHeld } from '~/lib/greek-held'
import { readTimeMinutes } from '~/lib/read-time'
import { sanitizeHtml } from '~/lib/sanitize-html.server'
import { reviewNoteOf } from '~/domain/review-notes.server'
import { pendingChangeOf } from '~/domain/pending-changes.server'
import { articleData, breadcrumbData } from '~/lib/structured-data'
import { isReviewOverdue, nextReviewDueOf } from '~/domain/medical-review'
import { reviewPredatesText } from '~/domain/medical-review.server'
import { todayInCyprus } from '~/lib/dates'
import type {
  AdminCategory,
  ArticleCard,
  ArticleReview,
  ArticleView,
  CategoryCard,
  InlineEditable,
} from '~/domain/wiki-types'

/**
 * A category in the reader's language. One named in Greek only keeps its Greek name and
 * description on English pages, marked `greekOnly` (docs/decisions/0035).
 */
export function categoryCard(row: WikiCategoryRow, lang: Lang, articleCount: number): CategoryCard {
  const local = localizeForReader(row, lang, ['name', 'description'] as const, 'name')
  return {
    id: row.id,
    slug: row.slug,
    name: local.name,
    description: local.description,
    page: row.page,
    orderIndex: row.orderIndex,
    articleCount,
    untranslated: local.untranslated,
    greekOnly: local.greekOnly,
  }
}

/** Article fields with a Greek twin (declared in content-fields.ts), held back while its Greek is not ready. */
const ARTICLE_BILINGUAL = bilingualFields('wiki').map(camelName)

export function articleCard(row: WikiArticleRow, lang: Lang): ArticleCard {
  const local = localizeForReader(withGreekHeld(row, ARTICLE_BILINGUAL), lang, [
    'title',
    'excerpt',
    'content',
  ] as const)
  return {
    id: row.id,
    slug: row.slug,
    categoryId: row.categoryId,
    title: local.title,
    excerpt: local.excerpt,
    preview: htmlPreview(local.excerpt || local.content, TRUNCATE_SECTION_PREVIEW),
    readTime: readTimeMinutes(row.readTime, local.content),
    tags: row.tags,
    status: row.status as ArticleStatus,
    orderIndex: row.orderIndex,
    untranslated: local.untranslated.filter((field) => field !== 'content'),
    greekOnly: local.greekOnly,
  }
}

/** Understanding first, then Living, then Other: the order of the wiki browser's list. */
export function sectionRank(page: number) {
  return page === 1 ? 0 : page === 2 ? 1 : 2
}

type WikiServices = Pick<Services, 'database' | 'publicReads'>

/**
 * The wiki as the viewer may see it, in one language: every category (by order index, then name),
 * the visible articles' cards (by order index, then title) and the number of visible articles per
 * category. A visitor's is the same for every visitor, so it is worked out once per content
 * version and language (an article card's preview reads the article's whole text); an admin's,
 * which holds drafts, is read each time.
 */
export function wikiIndex(services: WikiServices, viewer: Viewer, lang: Lang) {
  const read = async () => {
    const { db } = services.database
    const [rows, articles, counts] = await Promise.all([
      listCategories(db),
      listArticles(db, viewer),
      countArticlesByCategory(db, viewer),
    ])
    return { rows, articles: articles.map((row) => articleCard(row, lang)), counts }
  }
  return viewer.isAdmin ? read() : readOncePerVersion(services, `public-wiki-index:${lang}`, read)
}

/**
 * Categories (optionally of one section) with their visible articles: by section, then by order
 * index, then by name.
 */
export async function loadWikiTree(
  services: WikiServices,
  viewer: Viewer,
  lang: Lang,
  options: { page?: number } = {},
) {
  const index = await wikiIndex(services, viewer, lang)
  const rows = index.rows
    .filter((row) => options.page === undefined || row.page === options.page)
    .sort((a, b) => sectionRank(a.page) - sectionRank(b.page))
  const shown = new Set(rows.map((row) => row.id))
  const categories = rows.map((row) => categoryCard(row, lang, index.counts.get(row.id) ?? 0))
  return {
    rows,
    categories,
    articles: index.articles.filter((article) => shown.has(article.categoryId)),
  }
}

/**
 * For admins: every category with both languages and its number of articles of any status
 * (the delete warning says how many go with it). Undefined for everybody else.
 */
export async function loadAdminCategories(
  db: Db,
  viewer: Viewer,
): Promise<AdminCategory[] | undefined> {
  if (!viewer.isAdmin) return undefined
  const [rows, counts] = await Promise.all([
    listCategories(db),
    countArticlesByCategory(db, viewer),
  ])
  return rows
    .sort((a, b) => sectionRank(a.page) - sectionRank(b.page))
    .map((row) => ({
      id: row.id,
      ...categoryFields(row),
      articleCount: counts.get(row.id) ?? 0,
    }))
}

type FoundArticle = NonNullable<Awaited<ReturnType<typeof getArticleBySlugs>>>

/**
 * One article page's data. The stored HTML was sanitised when it was saved; it is cleaned again
 * here, so rows written by other means (seeds, imports) cannot carry script into a page.
 */
/** The alt of a described (or decorative) upload; null for one nobody has described yet. */
function describedAlt(texts: ImageTexts, url: string | null, lang: Lang): string | null {
  const hash = uploadHashOf(url)
  const text = hash ? texts[hash] : undefined
  return lacksImageText(text) ? null : altForReader(text, lang)
}

/** Every upload an article shows (its picture and the images of its text, both languages). */
export function articleImageUrls(found: FoundArticle) {
  const { article } = found
  return [
    article.featuredImageUrl,
    ...uploadUrlsInHtml(article.content),
    ...uploadUrlsInHtml(article.contentEl),
  ]
}

export function articleView(
  found: FoundArticle,
  lang: Lang,
  imageTexts: ImageTexts = {},
): ArticleView {
  const { article, category, media } = found
  const card = articleCard(article, lang)
  const local = localizeForReader(withGreekHeld(article, ARTICLE_BILINGUAL), lang, [
    'content',
  ] as const)
  const localCategory = localizeForReader(category, lang, ['name'] as const, 'name')
  return {
    ...card,
    html: withResponsivePictures(sanitizeHtml(local.content), {
      texts: imageTexts,
      lang: local.untranslated.includes('content') ? 'en' : lang,
    }),
    htmlUntranslated: local.untranslated.includes('content'),
    featuredImageUrl: article.featuredImageUrl,
    featuredImageAlt: describedAlt(imageTexts, article.featuredImageUrl, lang),
    originalUrl: article.originalUrl,
    mediaCount: media.length,
    categorySlug: category.slug,
    categoryName: localCategory.name,
    categoryNameUntranslated: localCategory.untranslated.includes('name'),
    categoryGreekOnly: localCategory.greekOnly,
    categoryPage: category.page,
    sources: article.sources,
    review: articleReview(article),
  }
}

/** The article's last medical review as readers see it; null when it was never reviewed. */
function articleReview(article: WikiArticleRow): ArticleReview | null {
  const nextDue = nextReviewDueOf(article)
  if (!article.reviewedOn || !article.reviewedByName || !nextDue) return null
  return {
    by: article.reviewedByName,
    on: article.reviewedOn,
    nextDue,
    overdue: isReviewOverdue(article, todayInCyprus()),
  }
}

/**
 * The inline editor's fields, both languages, and the revision they were read at; only for the
 * team. A change to the published article waiting for an editor (decision 0055) is named; its
 * author (`askerId`) goes on from it, typed on its base revision for the conflict check.
 */
export async function inlineEditable(
  db: Db,
  found: FoundArticle,
  viewer: Viewer,
  askerId?: string | null,
): Promise<InlineEditable | undefined> {
  if (!viewer.isAdmin) return undefined
  const { article } = found
  const [newest, note, change] = await Promise.all([
    latestRevision(db, 'wiki', article.id),
    // A draft's note, or a published article's whose pending change was sent back.
    reviewNoteOf(db, 'wiki', article.id),
    pendingChangeOf(db, 'wiki', article.id),
  ])
  const mine = change && change.authorId !== null && change.authorId === askerId
  const pending = mine ? pendingArticleValues(change.values) : {}
  const fields = { ...article, ...pending }
  return {
    id: article.id,
    baseRevision: mine ? change.baseRevision : newest ? String(newest.id) : '',
    reviewNote: note ? { note: note.note, by: note.by, at: note.at.toISOString() } : null,
    pendingChange: change ? { by: change.authorEmail, at: change.submittedAt.toISOString() } : null,
    title: fields.title,
    titleEl: fields.titleEl ?? null,
    excerpt: fields.excerpt ?? '',
    excerptEl: fields.excerptEl ?? null,
    categoryId: fields.categoryId,
    orderIndex: fields.orderIndex ?? 0,
    content: fields.content,
    contentEl: fields.contentEl ?? null,
    reviewStale: reviewPredatesText(article),
  }
}

/** The meta description of an article page: its own, else its excerpt, else its first words. */
export function articleDescription(found: FoundArticle, lang: Lang) {
  const local = localizeForReader(withGreekHeld(found.article, ARTICLE_BILINGUAL), lang, [
    'metaDescription',
    'excerpt',
    'content',
  ] as const)
  return local.metaDescription || local.excerpt || htmlPreview(local.content, 160)
}

/**
 * JSON-LD of an article page: the Article itself (a MedicalWebPage with its last review once a
 * medical reviewer has checked it) and its breadcrumb trail (the section or the wiki, the
 * category, the article).
 */
export function articleStructuredData(
  found: FoundArticle,
  view: ArticleView,
  lang: Lang,
  trail: { home: { name: string; path: string }; categoryPath: string; path: string },
) {
  return [
    articleData({
      type: view.review ? 'MedicalWebPage' : 'Article',
      review: view.review
        ? { lastReviewed: view.review.on, reviewedBy: view.review.by }
        : undefined,
      title: view.title,
      description: articleDescription(found, lang),
      datePublished: found.article.createdAt.toISOString(),
      dateModified: found.article.updatedAt.toISOString(),
      author: null,
      imageUrl: found.article.featuredImageUrl?.startsWith('data:')
        ? null
        : found.article.featuredImageUrl,
      imageAlt: view.featuredImageAlt ?? undefined,
      path: trail.path,
      lang,
    }),
    breadcrumbData([
      trail.home,
      { name: view.categoryName, path: trail.categoryPath },
      { name: view.title, path: trail.path },
    ]),
  ]
}
