/**
 * What a wiki category or article form may send (docs/product.md, Field rules), as Zod schemas
 * shared by the admin forms (checked before sending) and the server (the authority: every write is
 * checked again). Messages are i18n keys (`admin.wiki.validation.*`); the caller translates them.
 */
import { z } from 'zod'

import { CONTENT_BLOCK_TYPES, isBlockLinkUrl, LINK_TARGETS } from '~/lib/content-blocks'
import { slugify } from '~/lib/slug'
import { fieldErrorsOf, type FieldErrors } from '~/lib/form-input'
import { WIKI_EDITOR_STATUSES, WIKI_PAGE } from './constants'
import {
  ALWAYS,
  checkOneTitle,
  checkScheduled,
  httpUrl,
  imageUrl,
  isAllowedImageUrl,
  isEmptyHtml,
  MAX_INLINE_IMAGE_CHARS,
  optionalRichText,
  optionalText as optionalTextRule,
  plainText as plainTextRule,
  publishAtField,
  requiredText as requiredTextRule,
  richText,
  tagList,
  yesNo,
} from './form-rules'

const MAX_ORDER_INDEX = 1_000_000
const MAX_READ_TIME = 600
const MAX_HTML = 500_000

/**
 * An order index or read time: parsed as an integer, 0 when not numeric (kept within what the
 * column can hold).
 */
export function integerOrZero(
  value: unknown,
  min = -MAX_ORDER_INDEX,
  max = MAX_ORDER_INDEX,
): number {
  const parsed =
    typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? '').trim(), 10)
  if (!Number.isFinite(parsed)) return 0
  return Math.min(max, Math.max(min, parsed))
}

const TOO_LONG = 'admin.wiki.validation.tooLong'
const requiredText = (message: string, max: number) =>
  requiredTextRule(max, { required: message, tooLong: TOO_LONG })
/** Optional text: '' and missing both mean "none" (null), so a cleared Greek field is removed. */
const optionalText = (max: number) =>
  optionalTextRule(max, { invalid: 'admin.wiki.validation.invalid', tooLong: TOO_LONG })
const plainText = (max: number) =>
  plainTextRule(max, { invalid: 'admin.wiki.validation.invalid', tooLong: TOO_LONG })

/** A slug as typed: normalised by the slug rule, required. */
const slugField = z.preprocess(
  (value) => (typeof value === 'string' ? slugify(value) : ''),
  z.string().min(1, 'admin.wiki.validation.slugRequired').max(120, 'admin.wiki.validation.tooLong'),
)

const orderIndexField = z.preprocess((value) => integerOrZero(value), z.number().int())
const readTimeField = z.preprocess(
  (value) => integerOrZero(value, 0, MAX_READ_TIME),
  z.number().int(),
)

const htmlField = richText(MAX_HTML, {
  invalid: 'admin.wiki.validation.invalid',
  tooLong: TOO_LONG,
})
const optionalHtmlField = optionalRichText(MAX_HTML, {
  invalid: 'admin.wiki.validation.invalid',
  tooLong: TOO_LONG,
})

const categoryIdField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : ''),
  z.uuid('admin.wiki.validation.categoryRequired'),
)

const statusField = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 'draft' : value),
  z.enum(WIKI_EDITOR_STATUSES, { error: 'admin.wiki.validation.status' }),
)

const tagsField = tagList({
  tooLong: 'admin.wiki.validation.tagTooLong',
  tooMany: 'admin.wiki.validation.tooManyTags',
})

/** The one image rule of every form (form-rules.ts): our uploads or an inline image. */
const imageUrlField = imageUrl({
  invalid: 'admin.wiki.validation.imageUrl',
  tooLarge: 'admin.wiki.validation.imageTooLarge',
})

const httpUrlField = httpUrl({ invalid: 'admin.wiki.validation.url', tooLong: TOO_LONG })

const pageField = z.preprocess(
  (value) => {
    const code = integerOrZero(value)
    return code === WIKI_PAGE.understanding || code === WIKI_PAGE.living ? code : 0
  },
  z.union([z.literal(0), z.literal(1), z.literal(2)]),
)

export const contentBlockSchema = z
  .object({
    id: z.string().max(100).default(''),
    type: z.enum(CONTENT_BLOCK_TYPES),
    content: z.string().max(MAX_HTML).default(''),
    metadata: z
      .object({
        url: z.string().max(MAX_INLINE_IMAGE_CHARS).optional(),
        alt_text: z.string().max(500).optional(),
        caption: z.string().max(1000).optional(),
        target: z.enum(LINK_TARGETS).optional(),
      })
      .optional(),
  })
  .superRefine((block, ctx) => {
    // An image block shows an upload of this site (the Content-Security-Policy blocks any other);
    // a link or video block an http(s) address or a page of the site. Refused here with a message
    // rather than dropped silently when the blocks become HTML.
    const url = block.metadata?.url?.trim()
    if (!url) return
    if (block.type === 'image' && !isAllowedImageUrl(url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['metadata', 'url'],
        message: 'admin.wiki.validation.imageUrl',
      })
    } else if ((block.type === 'link' || block.type === 'video') && !isBlockLinkUrl(url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['metadata', 'url'],
        message: 'admin.wiki.validation.url',
      })
    }
  })

/** Blocks arrive as a JSON string (forms) or an array (API); anything unreadable counts as none. */
const contentBlocksField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? []
    if (value.trim() === '') return []
    try {
      return JSON.parse(value)
    } catch {
      return []
    }
  },
  z.array(contentBlockSchema).max(200, 'admin.wiki.validation.tooLong'),
)

// ------------------------------------------------------------------------------------------------
// Categories: a name (English, Greek or both) and a slug required, the slug suggested from the
// name (the Greek one when there is no English one), order index an integer or 0
// ------------------------------------------------------------------------------------------------

export const categoryInputSchema = z
  .object({
    // The English name is required only when there is no Greek one (checked below); a category
    // named in Greek only is stored with name ''.
    name: plainText(120),
    nameEl: optionalText(120),
    slug: slugField,
    description: plainText(1000),
    descriptionEl: optionalText(1000),
    orderIndex: orderIndexField,
    page: pageField,
  })
  .superRefine(
    (value, ctx) =>
      checkOneTitle(value.name, value.nameEl, 'name', 'admin.wiki.validation.nameRequired', ctx),
    ALWAYS,
  )
export type CategoryInput = z.output<typeof categoryInputSchema>

// ------------------------------------------------------------------------------------------------
// Articles
// ------------------------------------------------------------------------------------------------

const articleFields = {
  title: requiredText('admin.wiki.validation.titleRequired', 200),
  titleEl: optionalText(200),
  slug: slugField,
  excerpt: plainText(1000),
  excerptEl: optionalText(1000),
  categoryId: categoryIdField,
  content: htmlField,
  contentEl: optionalHtmlField,
  status: statusField,
  orderIndex: orderIndexField,
  readTime: readTimeField,
  tags: tagsField,
  featuredImageUrl: imageUrlField,
  originalUrl: httpUrlField,
  metaDescription: optionalText(300),
  metaDescriptionEl: optionalText(300),
  /** A scheduled article's publication time (an ISO instant, or Cyprus wall-clock time from the form). */
  publishAt: publishAtField,
  /** False while the Greek is being written: Greek readers then see the English text. */
  elReady: yesNo('admin.wiki.validation.invalid', true),
}

/**
 * The article editor: title, slug and category required; status draft, order index
 * and read time 0 and no tags by default. Content blocks replace the content only when it is empty.
 */
export const articleInputSchema = z
  // The English title is required only when there is no Greek one (checked below).
  .object({ ...articleFields, title: plainText(200), contentBlocks: contentBlocksField })
  .superRefine((value, ctx) => {
    if (value.status === 'scheduled') checkScheduled(value.publishAt, 'publishAt', ctx)
  })
  .superRefine(
    (value, ctx) =>
      checkOneTitle(
        value.title,
        value.titleEl,
        'title',
        'admin.wiki.validation.titleRequired',
        ctx,
      ),
    ALWAYS,
  )
export type ArticleEditorInput = z.output<typeof articleInputSchema>

/**
 * Inline edit on an article page: a title (English, Greek or both), category, index and content
 * required.
 */
const inlineArticleFields = {
  // The English title is required only when there is no Greek one (checked below).
  title: plainText(200),
  titleEl: articleFields.titleEl,
  categoryId: articleFields.categoryId,
  orderIndex: z.preprocess(
    (value) =>
      value === undefined || value === null || String(value).trim() === ''
        ? undefined
        : integerOrZero(value),
    z.number({ error: 'admin.wiki.validation.indexRequired' }).int(),
  ),
  content: z.preprocess(
    (value) => (typeof value === 'string' && !isEmptyHtml(value) ? value : ''),
    z
      .string()
      .min(1, 'admin.wiki.validation.contentRequired')
      .max(MAX_HTML, 'admin.wiki.validation.tooLong'),
  ),
  contentEl: articleFields.contentEl,
  /**
   * Understanding Epilepsy's inline form also edits the excerpt (Living with Epilepsy's does not).
   */
  excerpt: plainText(1000).optional(),
  excerptEl: optionalText(1000).optional(),
}

function oneTitle(value: { title: string; titleEl: string | null }, ctx: z.RefinementCtx) {
  checkOneTitle(value.title, value.titleEl, 'title', 'admin.wiki.validation.titleRequired', ctx)
}

export const inlineArticleUpdateSchema = z.object(inlineArticleFields).superRefine(oneTitle, ALWAYS)
export type InlineArticleUpdate = z.output<typeof inlineArticleUpdateSchema>

/** Inline create in a section: as the inline edit, plus a slug; saved as published. */
export const inlineArticleCreateSchema = z
  .object({
    ...inlineArticleFields,
    slug: slugField,
    featuredImageUrl: articleFields.featuredImageUrl,
    tags: articleFields.tags,
  })
  .superRefine(oneTitle, ALWAYS)
export type InlineArticleCreate = z.output<typeof inlineArticleCreateSchema>

/** First message per field, as i18n keys. */
export function wikiFieldErrors(error: z.ZodError): FieldErrors {
  return fieldErrorsOf(error, 'admin.wiki.validation.invalid')
}
