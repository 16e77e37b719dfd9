/**
 * The fields of events, news, stories and wiki articles, each declared once: its type, whether it has a Greek
 * twin (`x_el`), its limits, its label, who may read it, its search weight and how its history
 * shows it. Everything else is derived from these tables: the forms' and the server's Zod
 * schemas (content-schema.ts), the API's fields and what visitors get of them, the Greek held
 * back while not ready, the history's labels and differences, the plain fields of the admin
 * forms, the sections of an item's page, and the SQL of the search columns (search-columns.ts).
 * Wiki articles take the same derivations with their own messages (wiki-input.ts, wiki-json.ts).
 * content-fields.test.ts holds the Drizzle tables (app/db/schema.ts) to the same fields.
 * docs/decisions/0040-one-declaration-per-kind.md says why. Runs in the browser and on the server.
 */
import { FREE_COST } from '~/lib/event-cost'
import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORIES,
  NEWS_CATEGORIES,
  STORY_CATEGORIES,
  WIKI_EDITOR_STATUSES,
} from './constants'
import type { TranslationKey } from '~/i18n/keys'

import { camelName, type ContentKind } from './content-kinds'

/** Kinds with a declared table of fields: the dated kinds, wiki articles and pages. */
export type FieldKind = ContentKind | 'wiki' | 'pages'

/** Longest slug an admin may give (a slug made from a title is shorter: content-slug.ts). */
const SLUG_MAX = 100

/** Longest meta description (search engines show about 160 characters of it). */
const META_DESCRIPTION_MAX = 300

/** What a field holds; each type has one validation rule (content-schema.ts) and column type. */
export type FieldType =
  | 'text'
  | 'rich'
  | 'date'
  | 'time'
  | 'choice'
  | 'count'
  | 'phone'
  | 'link'
  | 'image'
  | 'flag'
  | 'tags'
  | 'status'
  | 'instant'
  | 'slug'
  | 'reference'
  | 'integer'
  /** A wiki article's references (title, publisher, year, link), kept as a list (medical-review.ts). */
  | 'sources'

/** How a version's value reads in the history: rich text as marked text, the rest as text. */
export type RevisionShow = 'text' | 'rich' | 'list' | 'value'

/** Weight in full-text search: A title, B tags, C summary, D body (drizzle/0004). */
export type SearchWeight = 'A' | 'B' | 'C' | 'D'

export interface FieldSpec {
  /** The API's and the form's name (snake_case); the column is its camelCase. */
  name: string
  type: FieldType
  /** Has a Greek twin `${name}_el`, optional, held back from readers while the Greek is not ready. */
  bilingual: boolean
  /** Longest text accepted (characters); an integer's largest value. */
  max?: number
  /** An integer's smallest value. */
  min?: number
  /** May not be left empty (the English title is the exception: a Greek one will do). */
  required: boolean
  /** Stored as null when empty (the column is nullable); otherwise text is stored as ''. */
  optional: boolean
  /** i18n key of its label in the admin form and the history. */
  label: TranslationKey
  /** i18n key of the short help under its form field. */
  hint?: TranslationKey
  /** Only admins read it (JSON API and pages). */
  adminOnly: boolean
  search?: SearchWeight
  revision: RevisionShow
  /**
   * 'plain': drawn by the generic bilingual text field, in declaration order where the form puts
   * its plain fields; 'own': a control of its own, laid out by the kind's form.
   */
  form: 'plain' | 'own'
  /** Rows of a plain multi-line field; absent: one line. */
  rows?: number
  /** i18n key of its heading on the item's page, which shows it as a section of its own. */
  section?: TranslationKey
  /** The value stored when none is sent (a choice's default, the cost's "Free"). */
  fallback?: string
  /** A choice's values. */
  values?: readonly string[]
  /** A date that may not lie in the past (keeping the stored one is always allowed). */
  notPast?: boolean
  /** i18n key of the message when a required field is missing, where it is not the type's own. */
  requiredMessage?: string
  /** i18n key of the message when the value is not valid, where it is not the type's own. */
  invalidMessage?: string
  /** A time that must come after the named one of the same item. */
  after?: string
  /**
   * Read only in the page's head (search engines, shared links), never on the page: left out of
   * what readers get translated (localize), so its missing Greek is no missing text of the page.
   */
  headOnly?: boolean
}

type Options = Partial<Omit<FieldSpec, 'name' | 'type' | 'label'>>

const REVISION: Record<FieldType, RevisionShow> = {
  text: 'text',
  rich: 'rich',
  tags: 'list',
  date: 'value',
  time: 'value',
  choice: 'value',
  count: 'value',
  phone: 'text',
  link: 'text',
  image: 'value',
  flag: 'value',
  status: 'value',
  instant: 'value',
  slug: 'text',
  reference: 'value',
  integer: 'value',
  sources: 'value',
}

function field(
  name: string,
  type: FieldType,
  label: TranslationKey,
  options: Options = {},
): FieldSpec {
  return {
    name,
    type,
    label,
    bilingual: false,
    required: false,
    optional: false,
    adminOnly: false,
    revision: REVISION[type],
    form: 'own',
    ...options,
  }
}

/** A form label's key; its literal type lets the typecheck refuse one the strings lack. */
const form = <K extends FieldKind, F extends string>(kind: K, key: F) =>
  `admin.${kind}.form.${key}` as const

/** The editorial workflow's fields, the same on every kind (app/db/schema.ts, editorial()). */
const EDITORIAL: readonly FieldSpec[] = [
  field('status', 'status', 'admin.editorial.status'),
  field('publish_at', 'instant', 'admin.editorial.publishAt', { optional: true }),
  field('el_ready', 'flag', 'admin.editorial.elReady', {
    fallback: 'true',
    invalidMessage: 'admin.validation.elReadyInvalid',
  }),
]

/** Fields every kind has, with its own label keys. */
const title = (kind: FieldKind) =>
  field('title', 'text', form(kind, 'title'), { bilingual: true, max: 200, search: 'A' })
const tags = (kind: Exclude<FieldKind, 'pages'>) =>
  field('tags', 'tags', form(kind, 'tags'), { search: 'B' })
const featured = (kind: ContentKind) => field('featured', 'flag', form(kind, 'featured'))
const image = (kind: ContentKind) =>
  field('image_url', 'image', form(kind, 'image'), { optional: true })
const excerpt = (kind: 'news' | 'stories') =>
  field('excerpt', 'text', form(kind, 'excerpt'), { bilingual: true, max: 1000, search: 'C' })
const author = (kind: 'news' | 'stories') =>
  field('author', 'text', form(kind, 'author'), { bilingual: true, max: 120, search: 'C' })

/**
 * The item's address: empty keeps the stored one, or makes one from the title for a new item
 * (content.server.ts); unique within the kind.
 */
const slug = () =>
  field('slug', 'slug', 'admin.address.slug', { max: SLUG_MAX, hint: 'admin.address.slugHint' })

/** What search engines and shared links show of the item; without it, its excerpt. */
const metaDescription = () =>
  field('meta_description', 'text', 'admin.address.metaDescription', {
    bilingual: true,
    optional: true,
    max: META_DESCRIPTION_MAX,
    hint: 'admin.address.metaDescriptionHint',
    headOnly: true,
  })

/** Each kind's fields, in form order (also the order of the API's fields and of the history). */
export const CONTENT_FIELDS: Record<FieldKind, readonly FieldSpec[]> = {
  events: [
    title('events'),
    field('description', 'text', form('events', 'description'), {
      bilingual: true,
      max: 10_000,
      search: 'D',
      form: 'plain',
      rows: 6,
      section: 'events.fields.description',
    }),
    field('access_info', 'text', 'events.fields.access', {
      bilingual: true,
      optional: true,
      max: 2000,
      search: 'D',
      form: 'plain',
      rows: 3,
      hint: 'events.fields.accessHint',
      section: 'events.fields.access',
    }),
    field('date', 'date', form('events', 'date'), {
      required: true,
      notPast: true,
      requiredMessage: 'admin.validation.dateTimeRequired',
    }),
    field('time', 'time', form('events', 'time'), {
      required: true,
      requiredMessage: 'admin.validation.dateTimeRequired',
    }),
    field('end_time', 'time', form('events', 'endTime'), {
      optional: true,
      hint: form('events', 'endTimeHint'),
      after: 'time',
    }),
    field('location', 'text', form('events', 'location'), {
      bilingual: true,
      max: 200,
      search: 'C',
    }),
    field('category', 'choice', form('events', 'category'), {
      values: EVENT_CATEGORIES,
      fallback: DEFAULT_EVENT_CATEGORY,
    }),
    field('cost', 'text', form('events', 'cost'), {
      bilingual: true,
      max: 100,
      fallback: FREE_COST,
    }),
    field('capacity', 'count', form('events', 'capacity'), {
      optional: true,
      hint: form('events', 'capacityHint'),
    }),
    field('contact_number', 'phone', form('events', 'contact'), {
      optional: true,
      max: 30,
      adminOnly: true,
      hint: form('events', 'contactHint'),
    }),
    field('registration_link', 'link', form('events', 'registration'), {
      optional: true,
      hint: form('events', 'registrationHint'),
    }),
    featured('events'),
    tags('events'),
    image('events'),
    slug(),
    metaDescription(),
    ...EDITORIAL,
  ],
  news: [
    title('news'),
    excerpt('news'),
    field('content', 'rich', form('news', 'content'), {
      bilingual: true,
      max: 200_000,
      search: 'D',
    }),
    field('category', 'choice', form('news', 'category'), {
      values: NEWS_CATEGORIES,
      fallback: 'research',
    }),
    field('date', 'date', form('news', 'date'), { required: true }),
    author('news'),
    tags('news'),
    featured('news'),
    image('news'),
    slug(),
    metaDescription(),
    ...EDITORIAL,
  ],
  stories: [
    title('stories'),
    excerpt('stories'),
    field('content', 'rich', form('stories', 'content'), {
      bilingual: true,
      max: 200_000,
      optional: true,
      search: 'D',
    }),
    author('stories'),
    field('date', 'date', form('stories', 'date'), { required: true, notPast: true }),
    field('category', 'choice', form('stories', 'category'), {
      values: STORY_CATEGORIES,
      fallback: 'inspiration',
    }),
    featured('stories'),
    tags('stories'),
    image('stories'),
    slug(),
    metaDescription(),
    ...EDITORIAL,
  ],
  // A page of text at /{slug} (pages.server.ts): its address is required and may not be one of
  // the site's own; searched through the fixed pages' index (fixed-page-index.server.ts), so
  // none of its fields has a search weight of its own.
  pages: [
    title('pages'),
    field('slug', 'slug', 'admin.address.slug', {
      required: true,
      max: SLUG_MAX,
      hint: form('pages', 'slugHint'),
      requiredMessage: 'admin.pages.validation.slugRequired',
    }),
    field('lead', 'text', form('pages', 'lead'), {
      bilingual: true,
      max: 1000,
      form: 'plain',
      rows: 3,
    }),
    field('content', 'rich', form('pages', 'content'), { bilingual: true, max: 200_000 }),
    metaDescription(),
    ...EDITORIAL,
  ],
  // Articles are published by their status alone (draft by default, archived too); the order
  // index and read time are integers, 0 when not given (read time 0: worked out from the words).
  wiki: [
    title('wiki'),
    field('slug', 'slug', form('wiki', 'slug'), {
      required: true,
      max: 120,
      hint: form('wiki', 'slugHint'),
      requiredMessage: 'admin.wiki.validation.slugRequired',
    }),
    field('category_id', 'reference', form('wiki', 'category'), {
      required: true,
      requiredMessage: 'admin.wiki.validation.categoryRequired',
    }),
    field('excerpt', 'text', form('wiki', 'excerpt'), { bilingual: true, max: 1000, search: 'C' }),
    field('content', 'rich', form('wiki', 'content'), {
      bilingual: true,
      max: 500_000,
      search: 'D',
    }),
    field('status', 'status', form('wiki', 'status'), {
      values: WIKI_EDITOR_STATUSES,
      fallback: 'draft',
    }),
    field('order_index', 'integer', form('wiki', 'orderIndex'), {
      min: -1_000_000,
      max: 1_000_000,
    }),
    field('read_time', 'integer', form('wiki', 'readTime'), {
      min: 0,
      max: 600,
      hint: form('wiki', 'readTimeHint'),
    }),
    tags('wiki'),
    field('featured_image_url', 'image', form('wiki', 'featuredImage'), { optional: true }),
    field('original_url', 'link', form('wiki', 'originalUrl'), { optional: true }),
    field('meta_description', 'text', form('wiki', 'metaDescription'), {
      bilingual: true,
      optional: true,
      max: 300,
      search: 'C',
    }),
    field('el_ready', 'flag', 'admin.editorial.elReady', { fallback: 'true' }),
    field('publish_at', 'instant', 'admin.editorial.publishAt', { optional: true }),
    // Medical review (docs/decisions/0054-medical-review.md): the references, and when the next
    // review is due (empty: the review date + 3 years). Who reviewed and when is set only by
    // marking the article reviewed, so it is no field a form or the API writes.
    field('sources', 'sources', form('wiki', 'sources')),
    field('next_review_due', 'date', form('wiki', 'nextReviewDue'), {
      optional: true,
      hint: form('wiki', 'nextReviewDueHint'),
    }),
  ],
}

/** The Greek twin of a bilingual field: optional, with the English field's limits. */
export function greekTwin(spec: FieldSpec): FieldSpec {
  return {
    ...spec,
    name: `${spec.name}_el`,
    bilingual: false,
    required: false,
    optional: true,
    fallback: undefined,
  }
}

const memo = <T>(derive: (kind: FieldKind) => T) => {
  const known = new Map<FieldKind, T>()
  return (kind: FieldKind): T => {
    if (!known.has(kind)) known.set(kind, derive(kind))
    return known.get(kind)!
  }
}

/** Every input field of a kind, Greek twins right after their English field. */
export const inputFieldSpecs = memo((kind) =>
  CONTENT_FIELDS[kind].flatMap((spec) => (spec.bilingual ? [spec, greekTwin(spec)] : [spec])),
)

export function fieldSpec(kind: FieldKind, name: string): FieldSpec | undefined {
  return inputFieldSpecs(kind).find((spec) => spec.name === name)
}

/** The longest text a field takes, for its form control's maxLength (Greek twins as English). */
export function maxLengthOf(kind: FieldKind, name: string): number | undefined {
  return fieldSpec(kind, name)?.max
}

const names = (specs: readonly FieldSpec[]) => Object.freeze(specs.map((spec) => spec.name))

/** Every input field's name, Greek twins after their English field: the API's and revisions'. */
export const inputFieldNames = memo((kind) => names(inputFieldSpecs(kind)))

/** Text fields with a Greek twin (`title` and `title_el`): held back while the Greek is not ready. */
export const bilingualFields = memo((kind) =>
  names(CONTENT_FIELDS[kind].filter((spec) => spec.bilingual)),
)

/** Rich-text fields and their twins: sanitised before they are stored, compared as marked text. */
export const richFields = memo((kind) =>
  names(inputFieldSpecs(kind).filter((spec) => spec.revision === 'rich')),
)

/** Fields only admins read. */
export const adminOnlyFields = memo((kind) =>
  names(inputFieldSpecs(kind).filter((spec) => spec.adminOnly)),
)

/** Plain text fields of a kind's form, drawn by the generic field in declaration order. */
export const plainFormFields = memo((kind) =>
  CONTENT_FIELDS[kind].filter((spec) => spec.form === 'plain'),
)

/** Fields an item's page shows as sections under their own headings, in declaration order. */
export const sectionFields = memo((kind) =>
  CONTENT_FIELDS[kind].filter(
    (spec): spec is FieldSpec & { section: TranslationKey } => spec.section !== undefined,
  ),
)

/** Field -> i18n key of its label (the Greek twin takes its English field's, marked Greek). */
export const labelKeys = memo((kind) =>
  Object.fromEntries(CONTENT_FIELDS[kind].map((spec) => [spec.name, spec.label])),
)

/**
 * The row keys (camelCase) of a kind's bilingual fields the page shows, for localize(): typed as keys of the row
 * at hand, which has them (content-fields.test.ts holds the tables to the declarations).
 */
export function bilingualKeys<T extends object>(kind: FieldKind, _row: T) {
  return shownBilingualFields(kind).map(camelName) as (keyof T & string)[]
}

/** The bilingual fields a reader sees on the page (not those only in its head). */
const shownBilingualFields = memo((kind) =>
  names(CONTENT_FIELDS[kind].filter((spec) => spec.bilingual && !spec.headOnly)),
)
