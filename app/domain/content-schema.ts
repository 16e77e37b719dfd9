/**
 * Zod schemas of the event, news and story forms, shared by the admin forms in the browser and
 * by the server, which checks every write again (the server decides; docs/product.md, Field rules).
 *
 * Input arrives as form fields (strings, repeated `tags`) or as JSON; both use the API's field
 * names (snake_case), with `_el` for the Greek twin of a text field. Error messages are i18n
 * keys (`admin.validation.*`); callers translate them into the reader's language.
 */
import { z } from 'zod'

import { CONTENT_STATUSES, EVENT_CATEGORIES, NEWS_CATEGORIES, STORY_CATEGORIES } from './constants'
import { cyprusLocalToDate } from '~/lib/dates'
import { MEDIA_PATH } from './media-rules'
import { MAX_TAG_LENGTH, MAX_TAGS, parseTags } from '~/lib/tags'
import { hasVisibleText } from '~/lib/visible-text'

export const V = {
  titleRequired: 'admin.validation.titleRequired',
  tooLong: 'admin.validation.tooLong',
  dateTimeRequired: 'admin.validation.dateTimeRequired',
  dateRequired: 'admin.validation.dateRequired',
  dateInvalid: 'admin.validation.dateInvalid',
  datePast: 'admin.validation.datePast',
  timeInvalid: 'admin.validation.timeInvalid',
  capacityInvalid: 'admin.validation.capacityInvalid',
  contactInvalid: 'admin.validation.contactInvalid',
  linkInvalid: 'admin.validation.linkInvalid',
  imageInvalid: 'admin.validation.imageInvalid',
  categoryInvalid: 'admin.validation.categoryInvalid',
  tagsInvalid: 'admin.validation.tagsInvalid',
  featuredInvalid: 'admin.validation.featuredInvalid',
  textInvalid: 'admin.validation.textInvalid',
  statusInvalid: 'admin.validation.statusInvalid',
  publishAtRequired: 'admin.validation.publishAtRequired',
  publishAtInvalid: 'admin.validation.publishAtInvalid',
  publishAtPast: 'admin.validation.publishAtPast',
  elReadyInvalid: 'admin.validation.elReadyInvalid',
} as const

/** Plain text: trimmed; at most `max` characters. */
const text = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value ?? ''), z.string({ error: V.textInvalid }).max(max, { error: V.tooLong }))

/** An optional Greek twin: empty becomes null (no translation). */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value ?? null),
    z.string({ error: V.textInvalid }).max(max, { error: V.tooLong }).nullable(),
  )

const requiredTitle = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value ?? ''),
  z
    .string({ error: V.titleRequired })
    .min(1, { error: V.titleRequired })
    // Zero-width and other invisible characters alone would make an empty-looking title.
    .refine(hasVisibleText, { error: V.titleRequired })
    .max(200, { error: V.tooLong }),
)

/** Keeps rich text as given; the server sanitises it before storing. */
const html = z.preprocess((value) => value ?? '', z.string({ error: V.textInvalid }).max(200_000, { error: V.tooLong }))
const optionalHtml = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() ? value : null) : value ?? null),
  z.string({ error: V.textInvalid }).max(200_000, { error: V.tooLong }).nullable(),
)

export function isValidIsoDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && y <= 2999
}

/** Event times: 15-minute steps from 00:00 to 23:45. */
export const TIME_STEPS = Array.from({ length: 96 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`)

const tags = z.preprocess(
  (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? parseTags(value) : typeof value === 'string' ? parseTags([value]) : value),
  z.array(z.string().max(MAX_TAG_LENGTH, { error: V.tagsInvalid }), { error: V.tagsInvalid }).max(MAX_TAGS, { error: V.tagsInvalid }),
)

const featured = z.preprocess((value) => {
  if (value === undefined || value === null || value === '' || value === 'false' || value === 'off') return false
  if (value === 'on' || value === 'true') return true
  return value
}, z.boolean({ error: V.featuredInvalid }))

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=]+$/i

/**
 * Where an image may come from: our own uploads or the inline fallback the form keeps when an upload fails. Addresses on other
 * sites are refused: the Content-Security-Policy shows images from this site only, and a
 * visitor's browser must not contact third parties (docs/decisions: external images).
 */
export function isAllowedImageUrl(value: string) {
  if (MEDIA_PATH.test(value)) return true
  if (DATA_IMAGE.test(value)) return value.length <= 15_000_000
  return false
}

const imageUrl = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value ?? null),
  z.string({ error: V.imageInvalid }).refine(isAllowedImageUrl, { error: V.imageInvalid }).nullable(),
)

const category = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess((value) => (value === undefined || value === null || value === '' ? fallback : value), z.enum(values, { error: V.categoryInvalid }))

/** Rules that depend on today (Cyprus time): past dates are refused when the date changes. */
export interface DateRules {
  today: string
  /** The stored date of the item being edited; keeping it is always allowed. */
  currentDate?: string
  /** Now, for the publication time of a scheduled item (which must lie ahead). */
  now?: Date
  /** The stored publication time of the item being edited: keeping it is always allowed. */
  currentPublishAt?: Date | null
}

const boolean = (key: string, fallback: boolean) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return fallback
    if (value === 'on' || value === 'true') return true
    if (value === 'false' || value === 'off') return false
    return value
  }, z.boolean({ error: key }))

/**
 * A publication time: an ISO instant with its offset (the API) or Cyprus wall-clock time
 * "YYYY-MM-DDTHH:mm" (the form's datetime-local field); empty means none.
 */
export const publishAtField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null
    if (value instanceof Date) return value
    if (typeof value !== 'string') return value
    const trimmed = value.trim()
    if (!trimmed) return null
    if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(trimmed)) {
      const instant = new Date(trimmed)
      return Number.isNaN(instant.getTime()) ? Number.NaN : instant
    }
    return cyprusLocalToDate(trimmed) ?? Number.NaN
  },
  z.date({ error: V.publishAtInvalid }).nullable(),
)

/**
 * The editorial workflow's fields, the same on every kind: status (default published, so a
 * client that does not know the workflow publishes as before), publication time, and whether
 * the Greek text is ready for Greek readers.
 */
const editorialShape = {
  status: z.preprocess((value) => (value === undefined || value === null || value === '' ? 'published' : value), z.enum(CONTENT_STATUSES, { error: V.statusInvalid })),
  publish_at: publishAtField,
  el_ready: boolean(V.elReadyInvalid, true),
}

/** A scheduled item needs a publication time, and one still ahead. */
function checkSchedule(rules: DateRules | undefined) {
  return (value: { status: string; publish_at: Date | null }, ctx: z.RefinementCtx) => {
    if (value.status !== 'scheduled') return
    if (!value.publish_at) ctx.addIssue({ code: 'custom', path: ['publish_at'], message: V.publishAtRequired })
    else if (value.publish_at.getTime() === rules?.currentPublishAt?.getTime()) return
    else if (value.publish_at.getTime() <= (rules?.now ?? new Date()).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: V.publishAtPast })
    }
  }
}

function dateField(rules: DateRules | undefined, requiredKey: string, minToday: boolean) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value ?? ''),
    z
      .string({ error: requiredKey })
      .min(1, { error: requiredKey })
      .refine(isValidIsoDate, { error: V.dateInvalid })
      .refine((value) => !minToday || !rules || value === rules.currentDate || value >= rules.today, { error: V.datePast }),
  )
}

export function eventInputSchema(rules?: DateRules) {
  return z.object({
    title: requiredTitle,
    title_el: optionalText(200),
    description: text(10_000),
    description_el: optionalText(10_000),
    date: dateField(rules, V.dateTimeRequired, true),
    time: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value ?? ''),
      z
        .string({ error: V.dateTimeRequired })
        .min(1, { error: V.dateTimeRequired })
        .refine((value) => TIME_STEPS.includes(value), { error: V.timeInvalid }),
    ),
    location: text(200),
    location_el: optionalText(200),
    category: category(EVENT_CATEGORIES, 'education'),
    cost: z.preprocess((value) => (typeof value === 'string' ? value.trim() || 'Free' : value ?? 'Free'), z.string({ error: V.textInvalid }).max(100, { error: V.tooLong })),
    cost_el: optionalText(100),
    capacity: z.preprocess(
      (value) => {
        if (value === undefined || value === null) return null
        if (typeof value === 'string') {
          const trimmed = value.trim()
          if (!trimmed) return null
          return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
        }
        return value
      },
      z.number({ error: V.capacityInvalid }).int({ error: V.capacityInvalid }).min(0, { error: V.capacityInvalid }).max(1_000_000, { error: V.capacityInvalid }).nullable(),
    ),
    contact_number: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || null : value ?? null),
      z.string({ error: V.contactInvalid }).max(30, { error: V.contactInvalid }).regex(/^[0-9 +-]+$/, { error: V.contactInvalid }).nullable(),
    ),
    registration_link: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || null : value ?? null),
      z
        .string({ error: V.linkInvalid })
        .max(2000, { error: V.linkInvalid })
        .refine((value) => {
          try {
            const url = new URL(value)
            return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname)
          } catch {
            return false
          }
        }, { error: V.linkInvalid })
        .nullable(),
    ),
    featured,
    tags,
    image_url: imageUrl,
    ...editorialShape,
  }).superRefine(checkSchedule(rules))
}

export function newsInputSchema(rules?: DateRules) {
  return z.object({
    title: requiredTitle,
    title_el: optionalText(200),
    excerpt: text(1000),
    excerpt_el: optionalText(1000),
    content: html,
    content_el: optionalHtml,
    category: category(NEWS_CATEGORIES, 'research'),
    date: dateField(rules, V.dateRequired, false),
    author: text(120),
    author_el: optionalText(120),
    tags,
    featured,
    image_url: imageUrl,
    ...editorialShape,
  }).superRefine(checkSchedule(rules))
}

export function storyInputSchema(rules?: DateRules) {
  return z.object({
    title: requiredTitle,
    title_el: optionalText(200),
    excerpt: text(1000),
    excerpt_el: optionalText(1000),
    content: optionalHtml,
    content_el: optionalHtml,
    author: text(120),
    author_el: optionalText(120),
    // A story cannot be dated in the past (keeping its stored date is allowed).
    date: dateField(rules, V.dateRequired, true),
    category: category(STORY_CATEGORIES, 'inspiration'),
    featured,
    tags,
    image_url: imageUrl,
    ...editorialShape,
  }).superRefine(checkSchedule(rules))
}

export type EventInput = z.infer<ReturnType<typeof eventInputSchema>>
export type NewsInput = z.infer<ReturnType<typeof newsInputSchema>>
export type StoryInput = z.infer<ReturnType<typeof storyInputSchema>>

/** Field name -> message key of the first problem with each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body')
    fields[field] ??= issue.message.startsWith('admin.validation.') ? issue.message : V.textInvalid
  }
  return fields
}

/** A form post as the schemas read it: one value per field, every `tags` field kept. */
export function formToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of new Set(form.keys())) {
    if (key === 'tags') out.tags = form.getAll('tags')
    else {
      const value = form.get(key)
      if (typeof value === 'string') out[key] = value
    }
  }
  return out
}
