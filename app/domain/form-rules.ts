/**
 * Zod building blocks shared by the content schemas (content-schema.ts) and the wiki schemas
 * (wiki-input.ts): one rule per kind of field, so an event and a wiki article cannot disagree on
 * what an optional text, a tag list or an image address is. Each area names its own messages
 * (i18n keys of its validation area); the rule itself is the same.
 */
import { z } from 'zod'

import { cyprusLocalToDate } from '~/lib/dates'
import { htmlToText } from '~/lib/html-text'
import { MAX_TAG_LENGTH, MAX_TAGS, parseTags } from '~/lib/tags'
import { hasVisibleText } from '~/lib/visible-text'
import { MAX_IMAGE_BYTES, MEDIA_PATH } from './media-rules'

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : (value ?? ''))
const trimmedOrNull = (value: unknown) =>
  typeof value === 'string' ? value.trim() || null : (value ?? null)

/** Plain text, trimmed, at most `max` characters; missing is ''. */
export const plainText = (max: number, keys: { invalid: string; tooLong: string }) =>
  z.preprocess(trimmed, z.string({ error: keys.invalid }).max(max, { error: keys.tooLong }))

/** Optional text (a Greek twin, a meta description): '' and missing both mean none (null). */
export const optionalText = (max: number, keys: { invalid: string; tooLong: string }) =>
  z.preprocess(
    trimmedOrNull,
    z.string({ error: keys.invalid }).max(max, { error: keys.tooLong }).nullable(),
  )

/**
 * Required text (a title, a name): trimmed, and some visible character in it (zero-width and
 * other invisible characters alone would make an empty-looking title).
 */
export const requiredText = (max: number, keys: { required: string; tooLong: string }) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: keys.required })
      .min(1, { error: keys.required })
      .refine(hasVisibleText, { error: keys.required })
      .max(max, { error: keys.tooLong }),
  )

/**
 * A title in English, in Greek or in both: a volunteer who writes only in Greek can save. The
 * message goes on the English title, the first of the pair on the form.
 */
export function checkOneTitle(
  english: unknown,
  greek: unknown,
  field: string,
  message: string,
  ctx: z.RefinementCtx,
) {
  const visible = (value: unknown) => typeof value === 'string' && hasVisibleText(value)
  if (!visible(english) && !visible(greek)) ctx.addIssue({ code: 'custom', path: [field], message })
}

/**
 * Runs a refinement even when other fields have problems: the missing title is reported with
 * them, not only once everything else is right.
 */
export const ALWAYS = { when: () => true }

/** HTML with nothing to show: no text, no image and no video (an emptied editor leaves `<p></p>`). */
export function isEmptyHtml(html: string | null | undefined): boolean {
  if (!html) return true
  return htmlToText(html) === '' && !/<(img|iframe)\b/i.test(html)
}

/** Rich text as the editor posts it (the server sanitises it before storing); missing is ''. */
export const richText = (max: number, keys: { invalid: string; tooLong: string }) =>
  z.preprocess(
    (value) => value ?? '',
    z.string({ error: keys.invalid }).max(max, { error: keys.tooLong }),
  )

/** Optional rich text (a Greek twin, a story's body): missing, '' and HTML with nothing to show are none (null). */
export const optionalRichText = (max: number, keys: { invalid: string; tooLong: string }) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && isEmptyHtml(value))
        ? null
        : value,
    z.string({ error: keys.invalid }).max(max, { error: keys.tooLong }).nullable(),
  )

/**
 * Tags as a form posts them (several fields, each possibly a comma-separated list) or as an
 * array: trimmed, without duplicates, at most MAX_TAGS of at most MAX_TAG_LENGTH characters.
 */
export const tagList = (keys: { tooLong: string; tooMany: string }) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null
        ? []
        : Array.isArray(value)
          ? parseTags(value)
          : typeof value === 'string'
            ? parseTags([value])
            : value,
    z
      .array(z.string().max(MAX_TAG_LENGTH, { error: keys.tooLong }), { error: keys.tooMany })
      .max(MAX_TAGS, { error: keys.tooMany }),
  )

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=]+$/i
/** An inline image holds at most an upload's worth of bytes (base64 makes 4 characters of 3 bytes, plus its prefix). */
export const MAX_INLINE_IMAGE_CHARS = Math.ceil(MAX_IMAGE_BYTES * 1.4)

/**
 * Where an image may come from: our own uploads (`/media/<hash>...webp`) or the inline image a
 * form keeps when an upload fails, no larger than an upload. Addresses on other sites are
 * refused: the Content-Security-Policy shows images from this site only, and a visitor's browser
 * must not contact third parties.
 */
export function isAllowedImageUrl(value: string) {
  if (MEDIA_PATH.test(value)) return true
  return value.length <= MAX_INLINE_IMAGE_CHARS && DATA_IMAGE.test(value)
}

/** An optional image address under the one rule above; empty is none (null). */
export const imageUrl = (keys: { invalid: string; tooLarge: string }) =>
  z.preprocess(
    trimmedOrNull,
    z
      .string({ error: keys.invalid })
      .max(MAX_INLINE_IMAGE_CHARS, { error: keys.tooLarge })
      .refine(isAllowedImageUrl, { error: keys.invalid })
      .nullable(),
  )

/** An http(s) address with a host name (a registration link, an article's source); empty is none. */
export const httpUrl = (keys: { invalid: string; tooLong: string }) =>
  z.preprocess(
    trimmedOrNull,
    z
      .string({ error: keys.invalid })
      .max(2000, { error: keys.tooLong })
      .refine(
        (value) => {
          try {
            const url = new URL(value)
            return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname)
          } catch {
            return false
          }
        },
        { error: keys.invalid },
      )
      .nullable(),
  )

/** A yes/no field: 'on' and 'true' are yes, 'off' and 'false' no, missing or empty the fallback. */
export const yesNo = (key: string, fallback: boolean) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return fallback
      if (value === 'on' || value === 'true') return true
      if (value === 'false' || value === 'off') return false
      return value
    },
    z.boolean({ error: key }),
  )

/**
 * A publication time: an ISO instant with its offset (the APIs) or Cyprus wall-clock time
 * "YYYY-MM-DDTHH:mm" (the forms' datetime-local field); empty means none.
 */
export const publishAtField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null
    if (value instanceof Date) return value
    if (typeof value !== 'string') return value
    const text = value.trim()
    if (!text) return null
    if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(text)) {
      const instant = new Date(text)
      return Number.isNaN(instant.getTime()) ? Number.NaN : instant
    }
    return cyprusLocalToDate(text) ?? Number.NaN
  },
  z.date({ error: 'admin.validation.publishAtInvalid' }).nullable(),
)

/**
 * A scheduled item needs a publication time, and one still ahead (the scheduler publishes it
 * then). Keeping the stored time of the item being edited is always allowed.
 */
export function checkScheduled(
  publishAt: Date | null,
  field: string,
  ctx: z.RefinementCtx,
  rules: { now?: Date; current?: Date | null } = {},
) {
  if (!publishAt)
    ctx.addIssue({ code: 'custom', path: [field], message: 'admin.validation.publishAtRequired' })
  else if (publishAt.getTime() === rules.current?.getTime()) return
  else if (publishAt.getTime() <= (rules.now ?? new Date()).getTime()) {
    ctx.addIssue({ code: 'custom', path: [field], message: 'admin.validation.publishAtPast' })
  }
}
