/**
 * What a wiki category or article form may send (docs/product.md, Field rules), as Zod schemas
 * shared by the admin forms (checked before sending) and the server (the authority: every write is
 * checked again). Messages are i18n keys (`wiki.validation.*`); the caller translates them.
 */
import { z } from 'zod'

import { CONTENT_BLOCK_TYPES, LINK_TARGETS } from '~/lib/content-blocks'
import { htmlToText } from '~/lib/html-text'
import { slugify } from '~/lib/slug'
import { MAX_TAG_LENGTH, MAX_TAGS, parseTags } from '~/lib/tags'
import { hasVisibleText } from '~/lib/visible-text'
import { WIKI_EDITOR_STATUSES, WIKI_PAGE } from './constants'
import { publishAtField } from './content-schema'
import { MAX_IMAGE_BYTES } from './media-rules'

/**
 * Category page codes, the section a category belongs to: 1 Understanding, 2 Living, 0 Other (the
 * wiki only).
 */
export const WIKI_PAGES = [WIKI_PAGE.understanding, WIKI_PAGE.living, 0] as const
export type WikiPageCode = (typeof WIKI_PAGES)[number]

const MAX_ORDER_INDEX = 1_000_000
const MAX_READ_TIME = 600
const MAX_HTML = 500_000

/**
 * An order index or read time: parsed as an integer, 0 when not numeric (kept within what the
 * column can hold).
 */
export function integerOrZero(value: unknown, min = -MAX_ORDER_INDEX, max = MAX_ORDER_INDEX): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? '').trim(), 10)
  if (!Number.isFinite(parsed)) return 0
  return Math.min(max, Math.max(min, parsed))
}

/** Empty HTML: no text, no image and no video. */
export function isEmptyHtml(html: string | null | undefined): boolean {
  if (!html) return true
  return htmlToText(html) === '' && !/<(img|iframe)\b/i.test(html)
}

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).refine(hasVisibleText, message).max(max, 'wiki.validation.tooLong')

/** Optional text: '' and missing both mean "none" (null), so a cleared Greek field is removed. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null),
    z.string().max(max, 'wiki.validation.tooLong').nullable(),
  )

const plainText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(max, 'wiki.validation.tooLong'))

/** A slug as typed: normalised by the slug rule, required. */
const slugField = z.preprocess(
  (value) => (typeof value === 'string' ? slugify(value) : ''),
  z.string().min(1, 'wiki.validation.slugRequired').max(120, 'wiki.validation.tooLong'),
)

const orderIndexField = z.preprocess((value) => integerOrZero(value), z.number().int())
const readTimeField = z.preprocess((value) => integerOrZero(value, 0, MAX_READ_TIME), z.number().int())

const htmlField = z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().max(MAX_HTML, 'wiki.validation.tooLong'))
const optionalHtmlField = z.preprocess(
  (value) => (typeof value === 'string' && !isEmptyHtml(value) ? value : null),
  z.string().max(MAX_HTML, 'wiki.validation.tooLong').nullable(),
)

const categoryIdField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : ''),
  z.uuid('wiki.validation.categoryRequired'),
)

const statusField = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 'draft' : value),
  z.enum(WIKI_EDITOR_STATUSES, { error: 'wiki.validation.status' }),
)

const tagsField = z.preprocess(
  (value) => parseTags(Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]),
  z
    .array(z.string().max(MAX_TAG_LENGTH, 'wiki.validation.tagTooLong'))
    .max(MAX_TAGS, 'wiki.validation.tooManyTags'),
)

/**
 * Uploaded images (/media/...) or an inline image (what the form keeps when an upload fails); never
 * another site's address.
 */
const imageUrlField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null),
  z
    .string()
    .max(Math.ceil(MAX_IMAGE_BYTES * 1.4), 'wiki.validation.imageTooLarge')
    .refine(
      (value) => /^\/media\/[\w.-]+$/.test(value) || /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=]+$/i.test(value),
      'wiki.validation.imageUrl',
    )
    .nullable(),
)

const httpUrlField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null),
  z
    .string()
    .max(2000, 'wiki.validation.tooLong')
    .refine((value) => {
      try {
        const url = new URL(value)
        return url.protocol === 'https:' || url.protocol === 'http:'
      } catch {
        return false
      }
    }, 'wiki.validation.url')
    .nullable(),
)

const pageField = z.preprocess((value) => {
  const code = integerOrZero(value)
  return code === WIKI_PAGE.understanding || code === WIKI_PAGE.living ? code : 0
}, z.union([z.literal(0), z.literal(1), z.literal(2)]))

export const contentBlockSchema = z.object({
  id: z.string().max(100).default(''),
  type: z.enum(CONTENT_BLOCK_TYPES),
  content: z.string().max(MAX_HTML).default(''),
  metadata: z
    .object({
      url: z.string().max(Math.ceil(MAX_IMAGE_BYTES * 1.4)).optional(),
      alt_text: z.string().max(500).optional(),
      caption: z.string().max(1000).optional(),
      target: z.enum(LINK_TARGETS).optional(),
    })
    .optional(),
})

/** Blocks arrive as a JSON string (forms) or an array (API); anything unreadable counts as none. */
const contentBlocksField = z.preprocess((value) => {
  if (typeof value !== 'string') return value ?? []
  if (value.trim() === '') return []
  try {
    return JSON.parse(value)
  } catch {
    return []
  }
}, z.array(contentBlockSchema).max(200, 'wiki.validation.tooLong'))

// ------------------------------------------------------------------------------------------------
// Categories: name and slug required, slug suggested from the name, order index an integer or 0
// ------------------------------------------------------------------------------------------------

export const categoryInputSchema = z.object({
  name: requiredText('wiki.validation.nameRequired', 120),
  nameEl: optionalText(120),
  slug: slugField,
  description: plainText(1000),
  descriptionEl: optionalText(1000),
  orderIndex: orderIndexField,
  page: pageField,
})
export type CategoryInput = z.output<typeof categoryInputSchema>

// ------------------------------------------------------------------------------------------------
// Articles
// ------------------------------------------------------------------------------------------------

const articleFields = {
  title: requiredText('wiki.validation.titleRequired', 200),
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
  elReady: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? true : value === 'true' || value === 'on' ? true : value === 'false' || value === 'off' ? false : value),
    z.boolean({ error: 'wiki.validation.invalid' }),
  ),
}

/**
 * The article editor: title, slug and category required; status draft, order index
 * and read time 0 and no tags by default. Content blocks replace the content only when it is empty.
 */
export const articleInputSchema = z.object({ ...articleFields, contentBlocks: contentBlocksField }).superRefine((value, ctx) => {
  // A scheduled article needs a publication time still ahead (the scheduler publishes it then).
  if (value.status !== 'scheduled') return
  if (!value.publishAt) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'admin.validation.publishAtRequired' })
  else if (value.publishAt.getTime() <= Date.now()) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'admin.validation.publishAtPast' })
})
export type ArticleEditorInput = z.output<typeof articleInputSchema>

/** Inline edit on an article page: title, category, index and content required. */
export const inlineArticleUpdateSchema = z.object({
  title: articleFields.title,
  titleEl: articleFields.titleEl,
  categoryId: articleFields.categoryId,
  orderIndex: z.preprocess(
    (value) => (value === undefined || value === null || String(value).trim() === '' ? undefined : integerOrZero(value)),
    z.number({ error: 'wiki.validation.indexRequired' }).int(),
  ),
  content: z.preprocess((value) => (typeof value === 'string' && !isEmptyHtml(value) ? value : ''), z.string().min(1, 'wiki.validation.contentRequired').max(MAX_HTML, 'wiki.validation.tooLong')),
  contentEl: articleFields.contentEl,
  /**
   * Understanding Epilepsy's inline form also edits the excerpt (Living with Epilepsy's does not).
   */
  excerpt: plainText(1000).optional(),
  excerptEl: optionalText(1000).optional(),
})
export type InlineArticleUpdate = z.output<typeof inlineArticleUpdateSchema>

/** Inline create in a section: as the inline edit, plus a slug; saved as published. */
export const inlineArticleCreateSchema = inlineArticleUpdateSchema.extend({
  slug: slugField,
  featuredImageUrl: articleFields.featuredImageUrl,
  tags: articleFields.tags,
})
export type InlineArticleCreate = z.output<typeof inlineArticleCreateSchema>

/** First message per field, as i18n keys. */
export function fieldErrorKeys(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    const message = issue.message.startsWith('wiki.') || issue.message.startsWith('admin.validation.') ? issue.message : 'wiki.validation.invalid'
    fields[field] ??= message
  }
  return fields
}

/**
 * Form data as a plain object for the schemas: repeated fields (tags) become arrays, everything
 * else the last value sent.
 */
export function formDataObject(formData: FormData, repeated: readonly string[] = ['tags']): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of new Set(formData.keys())) {
    out[key] = repeated.includes(key) ? formData.getAll(key) : formData.getAll(key).at(-1)
  }
  return out
}
