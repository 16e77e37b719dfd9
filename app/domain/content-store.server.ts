/**
 * The tables of events, news and stories, read and written the same way for every kind: the
 * only module that touches them (likes and search read them through SQL of their own; the
 * publication rule, public-content.server.ts, publishes scheduled rows when due). Rows
 * are camelCase (Drizzle); form and JSON input is snake_case, converted here and only here.
 */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm'

import { rowsOf, type Db } from '~/db/client.server'
import {
  contentSlugHistory,
  events,
  news,
  stories,
  type EventRow,
  type NewsRow,
  type StoryRow,
} from '~/db/schema'
import { withGreekHeld } from '~/lib/greek-held'
import { withoutKeys } from '~/lib/without-keys'
import { sanitizeHtml } from '~/lib/sanitize-html.server'
import { isUuid } from '~/lib/uuid'
import { isValidSlug } from '~/lib/slug'
import type { ContentStatus } from './constants'
import {
  adminOnlyFields,
  bilingualFields,
  fieldSpec,
  inputFieldSpecs,
  richFields,
} from './content-fields'
import { camelName, KIND_INFO, type ContentKind } from './content-kinds'
import { publicCondition } from './public-content.server'
import type { Viewer } from './viewer'

export interface RowOf {
  events: EventRow
  news: NewsRow
  stories: StoryRow
}
export type ContentRow = RowOf[ContentKind]

/** The rich-text bodies (camelCase), the bulk of a row. */
type BodyColumn = 'content' | 'contentEl'

/** A row without its rich-text bodies: what lists, cards, the home page and the sitemap read. */
export type SummaryRowOf<K extends ContentKind> = Omit<RowOf[K], BodyColumn>

export const CONTENT_TABLES = { events, news, stories } as const

type AnyTable = (typeof CONTENT_TABLES)[ContentKind]

function table(kind: ContentKind): AnyTable {
  return CONTENT_TABLES[kind]
}

/** The same rule for a row already read. */
export function isPublicRow(
  row: { status: ContentStatus; publishAt: Date | null },
  at = new Date(),
) {
  return (
    row.status === 'published' ||
    (row.status === 'scheduled' && row.publishAt !== null && row.publishAt <= at)
  )
}

export interface ListOptions {
  category?: string
  /** Only items dated on or after this day (YYYY-MM-DD). */
  fromDate?: string
  limit?: number
  /** Admins see every status unless they ask for the public view (the home page). */
  publicOnly?: boolean
  /** Only items whose Greek is not ready or missing (the admins' translation filter). */
  missingGreek?: boolean
  now?: Date
}

/** By date, then by the kind's required times of day (an event's start), then as created. */
function ordering(kind: ContentKind) {
  const t = table(kind)
  const by = KIND_INFO[kind].order === 'asc' ? asc : desc
  const columns = t as unknown as Record<string, AnyColumn>
  const times = inputFieldSpecs(kind)
    .filter((spec) => spec.type === 'time' && spec.required)
    .map((spec) => by(columns[camelName(spec.name)]!))
  return [by(t.date), ...times, by(t.createdAt)]
}

/** The rows of a kind a viewer may see, in the kind's order; at most 500 unless `limit` says. */
export async function listRows<K extends ContentKind>(
  db: Db,
  kind: K,
  viewer: Viewer,
  options: ListOptions = {},
): Promise<RowOf[K][]> {
  return (await listQuery(
    db,
    kind,
    viewer,
    options,
    getTableColumns(table(kind) as typeof news),
  )) as unknown as RowOf[K][]
}

/**
 * The same rows without their rich-text bodies. A list never shows a body, and on the embedded
 * database every byte read crosses into JavaScript and is parsed there: the news list's bodies
 * are most of what a full read would carry.
 */
export async function listSummaryRows<K extends ContentKind>(
  db: Db,
  kind: K,
  viewer: Viewer,
  options: ListOptions = {},
): Promise<SummaryRowOf<K>[]> {
  return (await listQuery(
    db,
    kind,
    viewer,
    options,
    summaryColumns(kind),
  )) as unknown as SummaryRowOf<K>[]
}

/** The columns Drizzle selects; the three tables share this shape where lists read them. */
type Columns = ReturnType<typeof getTableColumns<typeof news>>

const SUMMARY_COLUMNS = new Map<ContentKind, Columns>()

function summaryColumns(kind: ContentKind): Columns {
  const known = SUMMARY_COLUMNS.get(kind)
  if (known) return known
  const bodies = new Set(richFields(kind).map(camelName))
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table(kind) as typeof news)).filter(
      ([name]) => !bodies.has(name),
    ),
  ) as unknown as Columns
  SUMMARY_COLUMNS.set(kind, columns)
  return columns
}

function listQuery(
  db: Db,
  kind: ContentKind,
  viewer: Viewer,
  options: ListOptions,
  columns: Columns,
) {
  const t = table(kind)
  const conditions: SQL[] = []
  if (!viewer.isAdmin || options.publicOnly) conditions.push(publicCondition(kind, options.now))
  if (options.category) conditions.push(eq(t.category, options.category as never))
  if (options.fromDate) conditions.push(gte(t.date, options.fromDate))
  if (options.missingGreek)
    conditions.push(or(eq(t.elReady, false), sql`coalesce(trim(${t.titleEl}), '') = ''`)!)
  return db
    .select(columns)
    .from(t as typeof news)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...ordering(kind))
    .limit(options.limit ?? 500)
}

/** One stored row whatever its status (admins, the write pipeline); undefined for a bad id. */
export async function getRow<K extends ContentKind>(
  db: Db,
  kind: K,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RowOf[K] | undefined> {
  if (!isUuid(id)) return undefined
  const t = table(kind)
  const query = db
    .select()
    .from(t as typeof news)
    .where(eq(t.id, id))
    .limit(1)
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row as unknown as RowOf[K] | undefined
}

/** How a page or the API named an item: its current slug, an older slug of it, or its id. */
interface ItemRef {
  id: string
  /** The item's current slug. */
  slug: string
  /** Named by its current slug: anything else is answered with a redirect to it. */
  current: boolean
}

/** The item an address names (its slug, an older slug, or its id), whatever its status. */
export async function findItemRef(
  db: Db,
  kind: ContentKind,
  ref: string,
): Promise<ItemRef | undefined> {
  const t = table(kind)
  const columns = { id: t.id, slug: t.slug }
  if (isUuid(ref)) {
    const [row] = await db
      .select(columns)
      .from(t as typeof news)
      .where(eq(t.id, ref.toLowerCase()))
      .limit(1)
    return row ? { ...row, current: false } : undefined
  }
  if (!isValidSlug(ref)) return undefined
  const [row] = await db
    .select(columns)
    .from(t as typeof news)
    .where(eq(t.slug, ref))
    .limit(1)
  if (row) return { ...row, current: true }
  const [old] = await db
    .select(columns)
    .from(contentSlugHistory)
    .innerJoin(t as typeof news, eq(t.id, contentSlugHistory.itemId))
    .where(and(eq(contentSlugHistory.kind, kind), eq(contentSlugHistory.slug, ref)))
    .limit(1)
  return old ? { ...old, current: false } : undefined
}

/**
 * `base`, or `base-2`, `base-3`... : the first that no other item of the kind has now or had
 * before (an old address keeps leading to its item), and that is not reserved. The database's
 * function, which also gives slugs to rows inserted without one.
 */
export async function uniqueSlug(
  db: Db,
  kind: ContentKind,
  base: string,
  id?: string,
): Promise<string> {
  const rows = rowsOf<{ slug: string }>(
    await db.execute(
      sql`SELECT content_unique_slug(${kind}, ${id ?? null}::uuid, ${base}) AS slug`,
    ),
  )
  return rows[0]!.slug
}

/** Another item of the kind has this slug now. */
export async function slugTaken(
  db: Db,
  kind: ContentKind,
  slug: string,
  id?: string,
): Promise<boolean> {
  const t = table(kind)
  const [row] = await db
    .select({ id: t.id })
    .from(t as typeof news)
    .where(id ? and(eq(t.slug, slug), ne(t.id, id)) : eq(t.slug, slug))
    .limit(1)
  return row !== undefined
}

/** One row as a viewer may reach it: visitors only public items, admins any (preview). */
export async function getVisibleRow<K extends ContentKind>(
  db: Db,
  kind: K,
  viewer: Viewer,
  id: string,
  now?: Date,
): Promise<RowOf[K] | undefined> {
  const row = await getRow(db, kind, id)
  if (!row) return undefined
  return viewer.isAdmin || isPublicRow(row, now) ? row : undefined
}

/**
 * A row as readers get it: while its Greek is not ready, the Greek twins are left out, so a
 * Greek page shows the English text with its notice (for admins too: a preview shows what
 * visitors will see). Fields only admins read are left out for everybody else.
 */
export function readerRow<R extends { elReady: boolean }>(
  kind: ContentKind,
  row: R,
  viewer: Viewer,
): R {
  const held = withGreekHeld(row, bilingualFields(kind).map(camelName)) as Record<string, unknown>
  return withoutKeys(held, viewer.isAdmin ? [] : adminOnlyFields(kind).map(camelName)) as R
}

/** The stored row in the shape of the kind's input (forms, the API, revisions). */
export function rowAsInput(fields: readonly string[], row: ContentRow): Record<string, unknown> {
  const source = row as unknown as Record<string, unknown>
  const input: Record<string, unknown> = {}
  for (const field of fields) {
    const value = source[camelName(field)]
    input[field] = value instanceof Date ? value.toISOString() : value
  }
  return input
}

/**
 * Validated input in the shape its stored row would have as input (rich text cleaned, instants
 * as ISO text), without storing it: what a merge compares with the revisions' snapshots.
 */
export function inputAsStored(
  kind: ContentKind,
  fields: readonly string[],
  input: Record<string, unknown>,
): Record<string, unknown> {
  return rowAsInput(fields, inputAsValues(kind, input) as unknown as ContentRow)
}

/**
 * Validated input as the row it would be stored as, without storing it: what a preview shows.
 * What only the database or a later edit sets (likes, featured, reading time) has the value a
 * new item starts with.
 */
export function unsavedRow(
  kind: ContentKind,
  id: string,
  input: Record<string, unknown>,
  now: Date,
): ContentRow {
  const values = inputAsValues(kind, input)
  return {
    id,
    featured: false,
    likesCount: 0,
    ...KIND_INFO[kind].onCreate,
    createdAt: now,
    updatedAt: now,
    ...values,
    // A new item's slug is made when it is saved; until then it goes by its id.
    slug: values.slug || id,
  } as unknown as ContentRow
}

/**
 * Validated input as column values; rich text goes through the one HTML allow-list, and what is
 * left of it when nothing is is stored as the field declares: null if optional, else ''.
 */
function inputAsValues(kind: ContentKind, input: Record<string, unknown>) {
  const html = richFields(kind)
  const values: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(input)) {
    values[camelName(field)] =
      html.includes(field) && typeof value === 'string'
        ? sanitizeHtml(value) || (fieldSpec(kind, field)?.optional ? null : '')
        : value
  }
  return values
}

/**
 * Stores an item. A new one starts unfeatured (news and stories; an admin features them by
 * editing), a story with the standard reading time. A deleted item put back (`id` given) is
 * stored exactly as its last revision held it, under its old id.
 */
export async function insertRow(
  db: Db,
  kind: ContentKind,
  input: Record<string, unknown>,
  id?: string,
): Promise<ContentRow> {
  const values = inputAsValues(kind, input)
  if (id) {
    values.id = id
  } else {
    Object.assign(values, KIND_INFO[kind].onCreate)
  }
  const [row] = await db
    .insert(table(kind) as typeof news)
    .values(values as never)
    .returning()
  return row as unknown as ContentRow
}

export async function updateRow(
  db: Db,
  kind: ContentKind,
  id: string,
  input: Record<string, unknown>,
): Promise<ContentRow | undefined> {
  if (!isUuid(id)) return undefined
  const t = table(kind)
  const [row] = await db
    .update(t as typeof news)
    .set(inputAsValues(kind, input) as never)
    .where(eq(t.id, id))
    .returning()
  return row as unknown as ContentRow | undefined
}

export async function deleteRow(db: Db, kind: ContentKind, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const t = table(kind)
  const rows = await db
    .delete(t as typeof news)
    .where(eq(t.id, id))
    .returning({ id: t.id })
  return rows.length > 0
}

/** Which of the given ids still exist (the recently-deleted list leaves out restored items). */
export async function existingIds(db: Db, kind: ContentKind, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid)
  if (valid.length === 0) return new Set()
  const t = table(kind)
  const rows = await db
    .select({ id: t.id })
    .from(t as typeof news)
    .where(inArray(t.id, valid))
  return new Set(rows.map((row) => row.id))
}
