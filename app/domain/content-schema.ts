/**
 * Zod schemas of the event, news and story forms, shared by the admin forms in the browser and
 * by the server, which checks every write again (the server decides; docs/product.md, Field rules).
 *
 * Input arrives as form fields (strings, repeated `tags`) or as JSON; both use the API's field
 * names (snake_case), with `_el` for the Greek twin of a text field. Error messages are i18n
 * keys (`admin.validation.*`); callers translate them into the reader's language.
 */
import { z } from 'zod'

import { fieldErrorsOf, type FieldErrors } from '~/lib/form-input'
import { CONTENT_STATUSES, EVENT_CATEGORIES, NEWS_CATEGORIES, STORY_CATEGORIES } from './constants'
import {
  ALWAYS,
  checkOneTitle,
  checkScheduled,
  httpUrl,
  imageUrl as imageUrlRule,
  optionalRichText,
  optionalText as optionalTextRule,
  plainText,
  publishAtField,
  richText,
  tagList,
  yesNo,
} from './form-rules'

export const V = {
  titleRequired: 'admin.validation.titleRequired',
  tooLong: 'admin.validation.tooLong',
  dateTimeRequired: 'admin.validation.dateTimeRequired',
  dateRequired: 'admin.validation.dateRequired',
  dateInvalid: 'admin.validation.dateInvalid',
  datePast: 'admin.validation.datePast',
  timeInvalid: 'admin.validation.timeInvalid',
  endTimeInvalid: 'admin.validation.endTimeInvalid',
  endTimeBeforeStart: 'admin.validation.endTimeBeforeStart',
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

const text = (max: number) => plainText(max, { invalid: V.textInvalid, tooLong: V.tooLong })
const optionalText = (max: number) =>
  optionalTextRule(max, { invalid: V.textInvalid, tooLong: V.tooLong })
/** English title: required only when there is no Greek one (oneTitle below). */
const title = text(200)
const oneTitle = (value: { title: string; title_el: string | null }, ctx: z.RefinementCtx) =>
  checkOneTitle(value.title, value.title_el, 'title', V.titleRequired, ctx)

const html = richText(200_000, { invalid: V.textInvalid, tooLong: V.tooLong })
const optionalHtml = optionalRichText(200_000, { invalid: V.textInvalid, tooLong: V.tooLong })

export function isValidIsoDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    y >= 1900 &&
    y <= 2999
  )
}

/** Event times: 15-minute steps from 00:00 to 23:45. */
export const TIME_STEPS = Array.from(
  { length: 96 },
  (_, i) =>
    `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
)

const tags = tagList({ tooLong: V.tagsInvalid, tooMany: V.tagsInvalid })

const featured = yesNo(V.featuredInvalid, false)

const imageUrl = imageUrlRule({ invalid: V.imageInvalid, tooLarge: V.imageInvalid })

const category = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? fallback : value),
    z.enum(values, { error: V.categoryInvalid }),
  )

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

/**
 * The editorial workflow's fields, the same on every kind: status (default published, so a
 * client that does not know the workflow publishes as before), publication time, and whether
 * the Greek text is ready for Greek readers.
 */
const editorialShape = {
  status: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'published' : value),
    z.enum(CONTENT_STATUSES, { error: V.statusInvalid }),
  ),
  publish_at: publishAtField,
  el_ready: yesNo(V.elReadyInvalid, true),
}

/** A scheduled item needs a publication time, and one still ahead. */
function checkSchedule(rules: DateRules | undefined) {
  return (value: { status: string; publish_at: Date | null }, ctx: z.RefinementCtx) => {
    if (value.status === 'scheduled')
      checkScheduled(value.publish_at, 'publish_at', ctx, {
        now: rules?.now,
        current: rules?.currentPublishAt,
      })
  }
}

function dateField(rules: DateRules | undefined, requiredKey: string, minToday: boolean) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
    z
      .string({ error: requiredKey })
      .min(1, { error: requiredKey })
      .refine(isValidIsoDate, { error: V.dateInvalid })
      .refine(
        (value) => !minToday || !rules || value === rules.currentDate || value >= rules.today,
        { error: V.datePast },
      ),
  )
}

export function eventInputSchema(rules?: DateRules) {
  return z
    .object({
      title,
      title_el: optionalText(200),
      description: text(10_000),
      description_el: optionalText(10_000),
      date: dateField(rules, V.dateTimeRequired, true),
      time: z.preprocess(
        (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
        z
          .string({ error: V.dateTimeRequired })
          .min(1, { error: V.dateTimeRequired })
          .refine((value) => TIME_STEPS.includes(value), { error: V.timeInvalid }),
      ),
      // Optional; on the same day, after the start (checked below, with both times known).
      end_time: z.preprocess(
        (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
        z
          .string({ error: V.endTimeInvalid })
          .refine((value) => TIME_STEPS.includes(value), { error: V.endTimeInvalid })
          .nullable(),
      ),
      location: text(200),
      location_el: optionalText(200),
      category: category(EVENT_CATEGORIES, 'education'),
      cost: z.preprocess(
        (value) => (typeof value === 'string' ? value.trim() || 'Free' : (value ?? 'Free')),
        z.string({ error: V.textInvalid }).max(100, { error: V.tooLong }),
      ),
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
        z
          .number({ error: V.capacityInvalid })
          .int({ error: V.capacityInvalid })
          .min(0, { error: V.capacityInvalid })
          .max(1_000_000, { error: V.capacityInvalid })
          .nullable(),
      ),
      contact_number: z.preprocess(
        (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
        z
          .string({ error: V.contactInvalid })
          .max(30, { error: V.contactInvalid })
          .regex(/^[0-9 +-]+$/, { error: V.contactInvalid })
          .nullable(),
      ),
      registration_link: httpUrl({ invalid: V.linkInvalid, tooLong: V.linkInvalid }),
      featured,
      tags,
      image_url: imageUrl,
      ...editorialShape,
    })
    .superRefine(checkSchedule(rules))
    .superRefine(oneTitle, ALWAYS)
    .superRefine((value, ctx) => {
      // Times of one day as HH:MM compare as text.
      if (value.end_time && value.time && value.end_time <= value.time) {
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: V.endTimeBeforeStart })
      }
    })
}

export function newsInputSchema(rules?: DateRules) {
  return z
    .object({
      title,
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
    })
    .superRefine(checkSchedule(rules))
    .superRefine(oneTitle, ALWAYS)
}

export function storyInputSchema(rules?: DateRules) {
  return z
    .object({
      title,
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
    })
    .superRefine(checkSchedule(rules))
    .superRefine(oneTitle, ALWAYS)
}

export type EventInput = z.infer<ReturnType<typeof eventInputSchema>>
export type NewsInput = z.infer<ReturnType<typeof newsInputSchema>>
export type StoryInput = z.infer<ReturnType<typeof storyInputSchema>>

/** Field name -> message key of the first problem with each field. */
export function contentFieldErrors(error: z.ZodError): FieldErrors {
  return fieldErrorsOf(error, V.textInvalid)
}
