/**
 * Zod schemas of the event, news and story forms, derived from their declared fields
 * (content-fields.ts; the wiki article's are made of the same rules, in wiki-input.ts), shared by the admin forms in the browser and
 * by the server, which checks every write again (the server decides; docs/product.md, Field rules).
 *
 * Input arrives as form fields (strings, repeated `tags`) or as JSON; both use the API's field
 * names (snake_case), with `_el` for the Greek twin of a text field. Error messages are i18n
 * keys (`admin.validation.*`); callers translate them into the reader's language.
 */
import { z } from 'zod'

import { fieldErrorsOf, type FieldErrors } from '~/lib/form-input'
import { isValidSlug } from '~/lib/slug'
import { isReservedSlug } from './content-slug'
import { isReservedPageSlug } from './page-slugs'
import { CONTENT_STATUSES } from './constants'
import { slugify } from '~/lib/slug'
import { inputFieldSpecs, type FieldKind, type FieldSpec } from './content-fields'
import { sourcesRule } from './medical-review'
import type { ContentKind } from './content-kinds'
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
  slugInvalid: 'admin.validation.slugInvalid',
  slugReserved: 'admin.validation.slugReserved',
  slugTaken: 'admin.validation.slugTaken',
} as const

/**
 * The messages (i18n keys) of the rules every kind shares; each kind's area names its own, the
 * rules are the same. The dated kinds' are below; wiki articles name theirs in wiki-input.ts.
 */
export interface FieldMessages {
  titleRequired: string
  tooLong: string
  textInvalid: string
  imageInvalid: string
  imageTooLarge: string
  linkInvalid: string
  linkTooLong: string
  tagsTooLong: string
  tagsTooMany: string
  categoryInvalid: string
  flagInvalid: string
  statusInvalid: string
}

const CONTENT_MESSAGES: FieldMessages = {
  titleRequired: V.titleRequired,
  tooLong: V.tooLong,
  textInvalid: V.textInvalid,
  imageInvalid: V.imageInvalid,
  imageTooLarge: V.imageInvalid,
  linkInvalid: V.linkInvalid,
  linkTooLong: V.linkInvalid,
  tagsTooLong: V.tagsInvalid,
  tagsTooMany: V.tagsInvalid,
  categoryInvalid: V.categoryInvalid,
  flagInvalid: V.featuredInvalid,
  statusInvalid: V.statusInvalid,
}

/** The English title is required only when there is no Greek one. */
const oneTitle = (value: { title: string; title_el: string | null }, ctx: z.RefinementCtx) =>
  checkOneTitle(value.title, value.title_el, 'title', V.titleRequired, ctx)

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

/** One of a field's values; missing or empty is its fallback. */
const oneOf = (values: readonly string[], fallback: string, error: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? fallback : value),
    z.enum(values as [string, ...string[]], { error }),
  )

/**
 * An integer (an order index, a read time): 0 when not numeric, kept within `min` and `max`
 * (within what the column can hold).
 */
export function integerOrZero(value: unknown, min: number, max: number): number {
  const parsed =
    typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? '').trim(), 10)
  if (!Number.isFinite(parsed)) return 0
  return Math.min(max, Math.max(min, parsed))
}

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

/** A calendar date that may be left empty (null), such as a wiki article's next review date. */
const optionalDate = (invalidKey: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
    z.string({ error: invalidKey }).refine(isValidIsoDate, { error: V.dateInvalid }).nullable(),
  )

/** The validation rule of one declared field: its type's rule with the field's limits. */
function fieldRule(spec: FieldSpec, rules: DateRules | undefined, m: FieldMessages): z.ZodType {
  const max = spec.max ?? 0
  const texts = { invalid: m.textInvalid, tooLong: m.tooLong }
  switch (spec.type) {
    case 'text':
      if (spec.optional) return optionalTextRule(max, texts)
      if (spec.fallback !== undefined) {
        const fallback = spec.fallback
        return z.preprocess(
          (value) => (typeof value === 'string' ? value.trim() || fallback : (value ?? fallback)),
          z.string({ error: m.textInvalid }).max(max, { error: m.tooLong }),
        )
      }
      return plainText(max, texts)
    case 'rich':
      return spec.optional ? optionalRichText(max, texts) : richText(max, texts)
    case 'date':
      if (spec.optional) return optionalDate(m.textInvalid)
      return dateField(rules, spec.requiredMessage ?? V.dateRequired, spec.notPast ?? false)
    case 'time':
      return spec.required ? startTime(spec.requiredMessage ?? V.dateTimeRequired) : endTime
    case 'choice':
      return oneOf(spec.values!, spec.fallback!, m.categoryInvalid)
    case 'count':
      return capacity
    case 'phone':
      return contactNumber(max)
    case 'link':
      return httpUrl({ invalid: m.linkInvalid, tooLong: m.linkTooLong })
    case 'image':
      return imageUrlRule({ invalid: m.imageInvalid, tooLarge: m.imageTooLarge })
    case 'flag':
      return yesNo(spec.invalidMessage ?? m.flagInvalid, spec.fallback === 'true')
    case 'tags':
      return tagList({ tooLong: m.tagsTooLong, tooMany: m.tagsTooMany })
    case 'status':
      // Without a status a dated item is published, so a client that does not know the
      // workflow publishes as before.
      return oneOf(spec.values ?? CONTENT_STATUSES, spec.fallback ?? 'published', m.statusInvalid)
    case 'instant':
      return publishAtField
    case 'slug':
      // A wiki article's slug is required and made from what is typed; an item's may be left
      // empty (kept, or made from the title) and is checked as given.
      return spec.required
        ? slugRule(max, spec.requiredMessage ?? m.textInvalid, m.tooLong)
        : slugField(max)
    case 'reference':
      return z.preprocess(
        (value) => (typeof value === 'string' ? value.trim() : ''),
        z.uuid(spec.requiredMessage ?? m.textInvalid),
      )
    case 'integer':
      return z.preprocess((value) => integerOrZero(value, spec.min ?? 0, max), z.number().int())
    case 'sources':
      return sourcesRule
  }
}

/** A slug as typed: normalised by the slug rule, required. */
const slugRule = (max: number, required: string, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? slugify(value) : ''),
    z.string().min(1, required).max(max, tooLong),
  )

/**
 * The rule of each of a kind's input fields (content-fields.ts), by its name, with the kind's
 * messages: what a kind's schema is made of.
 */
export function declaredFieldRules(
  kind: FieldKind,
  messages: FieldMessages = CONTENT_MESSAGES,
  rules?: DateRules,
): Record<string, z.ZodType> {
  return Object.fromEntries(
    inputFieldSpecs(kind).map((spec) => [spec.name, fieldRule(spec, rules, messages)]),
  )
}

/**
 * An item's address: lowercase letters, digits and single hyphens, or '' (keep the stored one,
 * or make one from the title). Not one the site's own addresses use, nor an id's shape.
 */
const slugField = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
    z
      .string({ error: V.slugInvalid })
      .max(max, { error: V.tooLong })
      .refine((value) => value === '' || isValidSlug(value), { error: V.slugInvalid })
      .refine((value) => !isReservedSlug(value), { error: V.slugReserved }),
  )

/** A time of day in 15-minute steps; an optional one (the end) is null when not given. */
const startTime = (requiredKey: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
    z
      .string({ error: requiredKey })
      .min(1, { error: requiredKey })
      .refine((value) => TIME_STEPS.includes(value), { error: V.timeInvalid }),
  )
const endTime = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
  z
    .string({ error: V.endTimeInvalid })
    .refine((value) => TIME_STEPS.includes(value), { error: V.endTimeInvalid })
    .nullable(),
)

const capacity = z.preprocess(
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
)

const contactNumber = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
    z
      .string({ error: V.contactInvalid })
      .max(max, { error: V.contactInvalid })
      .regex(/^[0-9 +-]+$/, { error: V.contactInvalid })
      .nullable(),
  )

/** A time that must come after another of the same item (an event's end after its start). */
function checkAfter(specs: readonly FieldSpec[]) {
  const ordered = specs.filter((spec) => spec.after !== undefined)
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const spec of ordered) {
      const later = value[spec.name]
      const earlier = value[spec.after!]
      // Times of one day as HH:MM compare as text.
      if (typeof later === 'string' && typeof earlier === 'string' && earlier && later <= earlier)
        ctx.addIssue({ code: 'custom', path: [spec.name], message: V.endTimeBeforeStart })
    }
  }
}

/**
 * The schema of a kind's input, built from its declared fields (content-fields.ts), plus the
 * rules between fields: a scheduled item's time, a title in one language at least, times in
 * order.
 */
export function contentInputSchema(kind: ContentKind, rules?: DateRules) {
  const specs = inputFieldSpecs(kind)
  return z
    .object(declaredFieldRules(kind, CONTENT_MESSAGES, rules))
    .superRefine((value, ctx) =>
      checkSchedule(rules)(value as { status: string; publish_at: Date | null }, ctx),
    )
    .superRefine(
      (value, ctx) => oneTitle(value as { title: string; title_el: string | null }, ctx),
      ALWAYS,
    )
    .superRefine(checkAfter(specs))
}

/** Messages of a page's rules that are its own (the rest are the kinds' shared ones). */
export const PAGE_MESSAGES = {
  slugRequired: 'admin.pages.validation.slugRequired',
  slugReserved: 'admin.pages.validation.slugReserved',
} as const

/**
 * The schema of a page's input (pages.server.ts): its declared fields, a title in one language at
 * least, a publication time for a scheduled page, and an address that is not the site's own.
 */
export function pageInputSchema(rules?: DateRules) {
  return z
    .object(declaredFieldRules('pages', CONTENT_MESSAGES, rules))
    .superRefine((value, ctx) =>
      checkSchedule(rules)(value as { status: string; publish_at: Date | null }, ctx),
    )
    .superRefine(
      (value, ctx) => oneTitle(value as { title: string; title_el: string | null }, ctx),
      ALWAYS,
    )
    .superRefine((value, ctx) => {
      if (typeof value.slug === 'string' && isReservedPageSlug(value.slug))
        ctx.addIssue({ code: 'custom', path: ['slug'], message: PAGE_MESSAGES.slugReserved })
    })
}

export const eventInputSchema = (rules?: DateRules) => contentInputSchema('events', rules)
export const newsInputSchema = (rules?: DateRules) => contentInputSchema('news', rules)
export const storyInputSchema = (rules?: DateRules) => contentInputSchema('stories', rules)

/** Field name -> message key of the first problem with each field. */
export function contentFieldErrors(error: z.ZodError): FieldErrors {
  return fieldErrorsOf(error, V.textInvalid)
}
