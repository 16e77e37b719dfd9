/**
 * What a wiki category or article form may send (docs/product.md, Field rules), as Zod schemas
 * (an article's made from its declared fields, content-fields.ts) shared by the admin forms (checked before sending) and the server (the authority: every write is
 * checked again). Messages are i18n keys (`admin.wiki.validation.*`); the caller translates them.
 */
import { z } from 'zod'

import { CONTENT_BLOCK_TYPES, isBlockLinkUrl, LINK_TARGETS } from '~/lib/content-blocks'
import { slugify } from '~/lib/slug'
import { fieldErrorsOf, type FieldErrors } from '~/lib/form-input'
import type { WikiArticleRow } from '~/db/schema'
import { WIKI_PAGE } from './constants'
import { maxLengthOf } from './content-fields'
import { camelName } from './content-kinds'
import { declaredFieldRules, integerOrZero, type FieldMessages } from './content-schema'
import {
  ALWAYS,
  checkOneTitle,
  checkScheduled,
  isAllowedImageUrl,
  isEmptyHtml,
  MAX_INLINE_IMAGE_CHARS,
  optionalText as optionalTextRule,
  plainText as plainTextRule,
} from './form-rules'

const MAX_ORDER_INDEX = 1_000_000
/** The longest HTML an article's text (and a content block) may hold. */
const MAX_HTML = maxLengthOf('wiki', 'content')!

const TOO_LONG = 'admin.wiki.validation.tooLong'
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

const orderIndexField = z.preprocess(
  (value) => integerOrZero(value, -MAX_ORDER_INDEX, MAX_ORDER_INDEX),
  z.number().int(),
)

const pageField = z.preprocess(
  (value) => {
    const code = integerOrZero(value, -MAX_ORDER_INDEX, MAX_ORDER_INDEX)
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

/** The article's messages for the rules every kind shares (content-schema.ts). */
const WIKI_MESSAGES: FieldMessages = {
  titleRequired: 'admin.wiki.validation.titleRequired',
  tooLong: TOO_LONG,
  textInvalid: 'admin.wiki.validation.invalid',
  imageInvalid: 'admin.wiki.validation.imageUrl',
  imageTooLarge: 'admin.wiki.validation.imageTooLarge',
  linkInvalid: 'admin.wiki.validation.url',
  linkTooLong: TOO_LONG,
  tagsTooLong: 'admin.wiki.validation.tagTooLong',
  tagsTooMany: 'admin.wiki.validation.tooManyTags',
  categoryInvalid: 'admin.wiki.validation.invalid',
  flagInvalid: 'admin.wiki.validation.invalid',
  statusInvalid: 'admin.wiki.validation.status',
}

/**
 * What an article's declared fields (content-fields.ts) hold once checked, by the names the wiki
 * forms and the domain use (camelCase): the table's writable columns, which the declaration is
 * held to (content-fields.test.ts).
 */
export type ArticleFields = Omit<WikiArticleRow, 'id' | 'createdAt' | 'updatedAt'>

/** The rule of each declared field of an article, under its camelCase name. */
const articleFields = Object.fromEntries(
  Object.entries(declaredFieldRules('wiki', WIKI_MESSAGES)).map(([name, rule]) => [
    camelName(name),
    rule,
  ]),
) as { [Field in keyof ArticleFields]-?: z.ZodType<ArticleFields[Field]> }

/**
 * The article editor: a title in one language at least, slug and category required; status draft,
 * order index and read time 0 and no tags by default. Content blocks replace the content only
 * when it is empty.
 */
export const articleInputSchema = z
  .object({ ...articleFields, contentBlocks: contentBlocksField })
  .superRefine((value, ctx) => {
    if (value.status === 'scheduled') checkScheduled(value.publishAt, 'publishAt', ctx)
  })
  .superRefine(
    (value, ctx) =>
      checkOneTitle(value.title, value.titleEl, 'title', WIKI_MESSAGES.titleRequired, ctx),
    ALWAYS,
  )
export type ArticleEditorInput = z.output<typeof articleInputSchema>

/**
 * Inline edit on an article page: a title (English, Greek or both), category, index and content
 * required.
 */
const inlineArticleFields = {
  // The English title is required only when there is no Greek one (checked below).
  title: articleFields.title,
  titleEl: articleFields.titleEl,
  categoryId: articleFields.categoryId,
  orderIndex: z.preprocess(
    (value) =>
      value === undefined || value === null || String(value).trim() === ''
        ? undefined
        : integerOrZero(value, -MAX_ORDER_INDEX, MAX_ORDER_INDEX),
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
  excerpt: articleFields.excerpt.optional(),
  excerptEl: articleFields.excerptEl.optional(),
}

function oneTitle(value: { title: string; titleEl: string | null }, ctx: z.RefinementCtx) {
  checkOneTitle(value.title, value.titleEl, 'title', WIKI_MESSAGES.titleRequired, ctx)
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
