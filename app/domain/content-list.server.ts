/**
 * The team's one list of every item (/admin/content, decision 0056): events, news, stories and
 * wiki articles in one query (a UNION ALL of one SELECT per kind), with the search, filters, sort
 * and page of the address done by the database, reading no item's body; and the bulk actions,
 * each item going through its kind's ordinary save or delete as the acting person.
 */
import { sql, type SQL } from 'drizzle-orm'

import { rowsOf, type Db } from '~/db/client.server'
import {
  contentRevisions,
  events,
  news,
  pages,
  stories,
  wikiArticles,
  wikiCategories,
} from '~/db/schema'
import { cyprusLocalToDate } from '~/lib/dates'
import type { Lang } from '~/i18n/languages'
import { CONTENT_KINDS, isContentKind, itemPath } from './content-kinds'
import { deleteContent, restoreDeleted, saveContent } from './content.server'
import { existingIds } from './content-store.server'
import {
  DELETED_STATUS,
  PAGE_SIZE,
  type BulkIntent,
  type ItemKind,
  type ItemRef,
  type ListQuery,
} from './content-list'
import { askerOf, DELETED_KEPT_DAYS, latestRevision, type Actor } from './editorial.server'
import { can } from './permissions'
import { deletePage, existingPageIds, pagePath, restoreDeletedPage, savePage } from './pages.server'
import {
  deleteArticle,
  existingArticleIds,
  restoreDeletedArticle,
  updateArticle,
  WikiWriteError,
} from './wiki.server'
import { foldText } from '~/lib/search-query'
import { articleHomeUrl } from '~/lib/wiki-urls'

export interface ListedItem {
  kind: ItemKind
  id: string
  title: string
  titleEl: string | null
  status: string
  /** ISO instant: when a scheduled item goes public (kept after publication). */
  publishAt: string | null
  elReady: boolean
  /** ISO instant of the last change. */
  updatedAt: string
  /** Whoever created it (its first version), when known. */
  author: string | null
  category: { name: string; nameEl: string | null } | null
  /** Where it is edited: its form, or for a wiki article its page (edited in place). */
  editPath: string
  historyPath: string
}

export interface ContentList {
  items: ListedItem[]
  total: number
  page: number
  pageCount: number
}

interface Row {
  kind: ItemKind
  id: string
  title: string
  title_el: string | null
  slug: string
  status: string
  publish_at: Date | string | null
  el_ready: boolean
  updated_at: Date | string
  author: string | null
  category_name: string | null
  category_name_el: string | null
  category_slug: string | null
  category_page: number | null
  total: number | string
}

const TABLES = { events, news, stories } as const

/** The creator of an item: the one who saved its first version. */
function creator(kind: ItemKind | SQL, id: SQL | unknown) {
  return sql`(SELECT ${contentRevisions.actorEmail} FROM ${contentRevisions}
    WHERE ${contentRevisions.kind} = ${kind} AND ${contentRevisions.itemId} = ${id}
    ORDER BY ${contentRevisions.id} LIMIT 1)`
}

/** `%text%` for LIKE, its own % and _ taken literally. */
function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

// Greek capitals and accented letters as search_fold_label leaves them when the database's
// locale lowercases ASCII only (lower() under the C locale), each with its plain small letter.
const GREEK_FROM = 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰς'
const GREEK_TO = 'αβγδεζηθικλμνξοπρστυφχψωαεηιουωιυαεηιουωιυιυσ'

/**
 * A title as the search's folding has it (search_fold_label, the function the site's search
 * stores its folded labels with: no accents, lowercase, σ for ς), so that "επιληψια" finds
 * "Επιληψία" and "cafe" finds "Café"; foldText folds the query the same way.
 */
function folded(column: unknown) {
  return sql`translate(search_fold_label(${column}), ${GREEK_FROM}, ${GREEK_TO})`
}

/** The start of a Cyprus day as an instant. */
function dayStart(day: string) {
  return cyprusLocalToDate(`${day}T00:00`)
}

function nextDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** The conditions every kind shares, on its table's columns. */
function conditions(
  kind: ItemKind | SQL,
  columns: {
    id: unknown
    title: unknown
    titleEl: unknown
    status: unknown
    elReady: unknown
    updatedAt: unknown
  },
  query: ListQuery,
): SQL[] {
  const where: SQL[] = []
  const { id, title, titleEl, status, elReady, updatedAt } = columns
  const q = foldText(query.q).trim()
  if (q)
    where.push(
      sql`(${folded(title)} LIKE ${containing(q)} OR ${folded(titleEl)} LIKE ${containing(q)})`,
    )
  if (query.status) where.push(sql`${status}::text = ${query.status}`)
  if (query.greek === 'missing')
    where.push(sql`(NOT ${elReady} OR coalesce(btrim(${titleEl}), '') = '')`)
  if (query.greek === 'ready')
    where.push(sql`(${elReady} AND coalesce(btrim(${titleEl}), '') <> '')`)
  if (query.author) where.push(sql`${creator(kind, id)} = ${query.author}`)
  const from = query.from ? dayStart(query.from) : null
  const to = query.to ? dayStart(nextDay(query.to)) : null
  if (from) where.push(sql`${updatedAt} >= ${from.toISOString()}`)
  if (to) where.push(sql`${updatedAt} < ${to.toISOString()}`)
  return where
}

function whereOf(where: SQL[]) {
  return where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``
}

/** The SELECT of one dated kind (events, news, stories). */
function contentSelect(kind: (typeof CONTENT_KINDS)[number], query: ListQuery) {
  const table = TABLES[kind]
  const where = conditions(kind, table, query)
  return sql`SELECT ${kind}::text AS kind, ${table.id} AS id, ${table.title} AS title,
    ${table.titleEl} AS title_el, ${table.slug} AS slug, ${table.status}::text AS status,
    ${table.publishAt} AS publish_at, ${table.elReady} AS el_ready,
    ${table.updatedAt} AS updated_at, ${creator(kind, table.id)} AS author,
    NULL::text AS category_name, NULL::text AS category_name_el, NULL::text AS category_slug,
    NULL::integer AS category_page
    FROM ${table} ${whereOf(where)}`
}

function wikiSelect(query: ListQuery) {
  const where = conditions('wiki', wikiArticles, query)
  if (query.category) where.push(sql`${wikiArticles.categoryId} = ${query.category}`)
  return sql`SELECT 'wiki'::text AS kind, ${wikiArticles.id} AS id, ${wikiArticles.title} AS title,
    ${wikiArticles.titleEl} AS title_el, ${wikiArticles.slug} AS slug,
    ${wikiArticles.status}::text AS status, ${wikiArticles.publishAt} AS publish_at,
    ${wikiArticles.elReady} AS el_ready, ${wikiArticles.updatedAt} AS updated_at,
    ${creator('wiki', wikiArticles.id)} AS author, ${wikiCategories.name} AS category_name,
    ${wikiCategories.nameEl} AS category_name_el, ${wikiCategories.slug} AS category_slug,
    ${wikiCategories.page} AS category_page
    FROM ${wikiArticles} JOIN ${wikiCategories} ON ${wikiCategories.id} = ${wikiArticles.categoryId}
    ${whereOf(where)}`
}

/**
 * Pages of text (decision 0069): no category; edited on the page itself, so their row links
 * there. Their slug says where (pagePath: the home page's texts are on the home page).
 */
function pagesSelect(query: ListQuery) {
  const where = conditions('pages', pages, query)
  return sql`SELECT 'pages'::text AS kind, ${pages.id} AS id, ${pages.title} AS title,
    ${pages.titleEl} AS title_el, ${pages.slug} AS slug, ${pages.status}::text AS status,
    ${pages.publishAt} AS publish_at, ${pages.elReady} AS el_ready,
    ${pages.updatedAt} AS updated_at, ${creator('pages', pages.id)} AS author,
    NULL::text AS category_name, NULL::text AS category_name_el, NULL::text AS category_slug,
    NULL::integer AS category_page
    FROM ${pages} ${whereOf(where)}`
}

/** The SELECT of one kind, as the list reads it. */
function kindSelect(kind: ItemKind, query: ListQuery) {
  if (kind === 'wiki') return wikiSelect(query)
  if (kind === 'pages') return pagesSelect(query)
  return contentSelect(kind, query)
}

/**
 * Items deleted in the last DELETED_KEPT_DAYS and not restored (Recently deleted), read from the
 * revision that recorded each deletion: its title, its snapshot's Greek title, Greek readiness and
 * wiki category, and its time as the item's last update. Articles whose category is gone are
 * left out: they come back with their category, from Recently deleted.
 */
function deletedSelect(kinds: readonly ItemKind[], query: ListQuery) {
  const since = new Date(Date.now() - DELETED_KEPT_DAYS * 86_400_000)
  const titleEl = sql`(d.snapshot->>'title_el')`
  const elReady = sql`coalesce((d.snapshot->>'el_ready')::boolean, true)`
  const where = conditions(
    sql`d.kind`,
    {
      id: sql`d.item_id`,
      title: sql`d.title`,
      titleEl,
      status: sql`'deleted'`,
      elReady,
      updatedAt: sql`d.created_at`,
    },
    { ...query, status: null },
  )
  if (query.category) where.push(sql`d.snapshot->>'category_id' = ${query.category}`)
  const stored = (kind: ItemKind) => {
    const table = kind === 'wiki' ? wikiArticles : kind === 'pages' ? pages : TABLES[kind]
    return sql`WHEN ${kind} THEN EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = d.item_id)`
  }
  return sql`SELECT d.kind AS kind, d.item_id AS id, d.title AS title, ${titleEl} AS title_el,
    coalesce(d.snapshot->>'slug', '') AS slug, 'deleted'::text AS status,
    NULL::timestamptz AS publish_at, ${elReady} AS el_ready, d.created_at AS updated_at,
    ${creator(sql`d.kind`, sql`d.item_id`)} AS author, c.name AS category_name,
    c.name_el AS category_name_el, c.slug AS category_slug, c.page AS category_page
    FROM (
      SELECT DISTINCT ON (kind, item_id) kind, item_id, title, snapshot, action, created_at
      FROM ${contentRevisions}
      WHERE kind IN (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        AND item_id IN (SELECT item_id FROM ${contentRevisions}
          WHERE action = 'deleted' AND created_at >= ${since.toISOString()}::timestamptz)
      ORDER BY kind, item_id, id DESC
    ) AS d
    LEFT JOIN ${wikiCategories} AS c ON d.kind = 'wiki' AND c.id::text = d.snapshot->>'category_id'
    WHERE d.action = 'deleted'
      AND NOT (CASE d.kind ${sql.join(kinds.map(stored), sql` `)} ELSE false END)
      AND (d.kind <> 'wiki' OR c.id IS NOT NULL)
      ${where.length > 0 ? sql`AND ${sql.join(where, sql` AND `)}` : sql``}`
}

/** The ORDER BY of the list: the title in the reader's language (else the other one). */
function orderOf(query: ListQuery, lang: Lang) {
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`
  const shown =
    lang === 'el'
      ? sql`lower(coalesce(nullif(btrim(title_el), ''), title))`
      : sql`lower(coalesce(nullif(btrim(title), ''), title_el))`
  if (query.sort === 'title') return sql`${shown} ${dir}, updated_at DESC, id`
  if (query.sort === 'kind') return sql`kind ${dir}, updated_at DESC, id`
  return sql`updated_at ${dir}, id`
}

function asIso(value: Date | string | null) {
  return value === null ? null : new Date(value).toISOString()
}

function listed(row: Row): ListedItem {
  const kind = row.kind
  const historyPath = `/admin/history/${kind}/${row.id}`
  const page = isContentKind(kind)
    ? itemPath(kind, row.slug)
    : kind === 'pages'
      ? pagePath(row.slug)
      : articleHomeUrl(row.category_page ?? 0, row.category_slug ?? '', row.slug)
  return {
    kind,
    id: row.id,
    title: row.title,
    titleEl: row.title_el,
    status: row.status,
    publishAt: asIso(row.publish_at),
    elReady: row.el_ready,
    updatedAt: asIso(row.updated_at)!,
    author: row.author,
    category:
      row.category_name === null ? null : { name: row.category_name, nameEl: row.category_name_el },
    // A deleted item has no page: its history shows what it held.
    editPath:
      row.status === DELETED_STATUS ? historyPath : isContentKind(kind) ? `${page}/edit` : page,
    historyPath,
  }
}

/** One page of the list, with the number of items that match. */
export async function listContent(db: Db, query: ListQuery, lang: Lang): Promise<ContentList> {
  const kinds = (
    query.category
      ? ['wiki' as const]
      : query.kind
        ? [query.kind]
        : [...CONTENT_KINDS, 'wiki' as const, 'pages' as const]
  ).filter((kind) => !query.kind || kind === query.kind)
  const deleted = query.status === DELETED_STATUS
  if (kinds.length === 0) return { items: [], total: 0, page: 1, pageCount: 1 }
  const union = deleted
    ? deletedSelect(kinds, query)
    : sql.join(
        kinds.map((kind) => kindSelect(kind, query)),
        sql` UNION ALL `,
      )
  const read = async (page: number) =>
    rowsOf<Row>(
      await db.execute(sql`SELECT *, count(*) OVER () AS total FROM (${union}) AS items
        ORDER BY ${orderOf(query, lang)} LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`),
    )
  let page = query.page
  let rows = await read(page)
  if (rows.length === 0 && page > 1) {
    // Past the end (an old address): the last page there is.
    const [counted] = rowsOf<{ total: number | string }>(
      await db.execute(sql`SELECT count(*) AS total FROM (${union}) AS items`),
    )
    const total = Number(counted?.total ?? 0)
    page = Math.max(1, Math.ceil(total / PAGE_SIZE))
    rows = total > 0 ? await read(page) : []
  }
  const total = Number(rows[0]?.total ?? 0)
  return {
    items: rows.map(listed),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  }
}

/** Everyone who created an item (for the author filter), by e-mail. */
export async function listAuthors(db: Db): Promise<string[]> {
  const rows = rowsOf<{ email: string }>(
    await db.execute(sql`SELECT DISTINCT ${contentRevisions.actorEmail} AS email
      FROM ${contentRevisions}
      WHERE ${contentRevisions.action} = 'created' AND ${contentRevisions.actorEmail} IS NOT NULL
      ORDER BY 1`),
  )
  return rows.map((row) => row.email)
}

/** Why one item of a bulk action did not happen. */
export type BulkFailure =
  | 'not_found'
  | 'forbidden'
  | 'invalid'
  | 'conflict'
  | 'unchanged'
  /** A deleted item's last version no longer passes the checks (a restore needs it to). */
  | 'restore_failed'
  /** A fixed page (About, the legal pages, the home page's texts): part of the site, kept. */
  | 'fixed'
  /** A deleted page's address, which another page has taken since (decision 0075). */
  | 'slug_taken'

export interface BulkOutcome {
  kind: ItemKind
  id: string
  title: string
  titleEl: string | null
  ok: boolean
  reason?: BulkFailure
  /** The fields that are not valid (their names), for `invalid`. */
  fields?: string[]
}

/** Which of `items` are stored as the kind they name. */
export async function unknownItems(db: Db, items: ItemRef[]): Promise<ItemRef[]> {
  const found = new Map<ItemKind, Set<string>>()
  for (const kind of [...CONTENT_KINDS, 'wiki' as const, 'pages' as const]) {
    const ids = items.filter((item) => item.kind === kind).map((item) => item.id)
    if (ids.length === 0) continue
    found.set(
      kind,
      kind === 'wiki'
        ? await existingArticleIds(db, ids)
        : kind === 'pages'
          ? await existingPageIds(db, ids)
          : await existingIds(db, kind, ids),
    )
  }
  return items.filter((item) => !found.get(item.kind)?.has(item.id))
}

/** The title and status of each item, read before the action (for its report). */
async function currentOf(db: Db, items: ItemRef[]) {
  const byKey = new Map<string, { title: string; titleEl: string | null; status: string }>()
  for (const kind of [...CONTENT_KINDS, 'wiki' as const, 'pages' as const]) {
    const ids = items.filter((item) => item.kind === kind).map((item) => item.id)
    if (ids.length === 0) continue
    const table = kind === 'wiki' ? wikiArticles : kind === 'pages' ? pages : TABLES[kind]
    const rows = rowsOf<{ id: string; title: string; title_el: string | null; status: string }>(
      await db.execute(sql`SELECT ${table.id} AS id, ${table.title} AS title,
        ${table.titleEl} AS title_el, ${table.status}::text AS status FROM ${table}
        WHERE ${table.id} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    )
    for (const row of rows)
      byKey.set(`${kind}:${row.id}`, {
        title: row.title,
        titleEl: row.title_el,
        status: row.status,
      })
  }
  return byKey
}

/**
 * A page's bulk action through the page's own save and delete (pages.server.ts): only admins
 * delete pages, and never a fixed one; publishing follows the editorial rules as a save does.
 */
async function applyToPage(
  db: Db,
  intent: BulkIntent,
  id: string,
  wanted: 'published' | 'draft',
  now: Date | undefined,
  actor: Actor,
): Promise<{ ok: true } | { ok: false; reason: BulkFailure; fields?: string[] }> {
  if (intent === 'delete') {
    const deleted = await deletePage(db, id, actor)
    if (deleted === true) return { ok: true }
    return { ok: false, reason: deleted === false ? 'not_found' : deleted }
  }
  const saved = await savePage(
    db,
    { status: wanted, ...(now ? { publish_at: now.toISOString() } : {}) },
    { id, partial: true, actor },
  )
  if (saved.ok) return saved.pending ? { ok: false, reason: 'forbidden' } : { ok: true }
  if (saved.reason === 'invalid')
    return { ok: false, reason: 'invalid', fields: Object.keys(saved.fields) }
  return { ok: false, reason: saved.reason }
}

/** One item's action through its kind's ordinary path, as `actor`. */
async function applyOne(
  db: Db,
  intent: BulkIntent,
  item: ItemRef,
  status: string,
  actor: Actor,
): Promise<{ ok: true } | { ok: false; reason: BulkFailure; fields?: string[] }> {
  if (intent === 'publish' && status === 'published') return { ok: false, reason: 'unchanged' }
  if (intent === 'unpublish' && status === 'draft') return { ok: false, reason: 'unchanged' }
  const wanted = intent === 'publish' ? 'published' : 'draft'
  // A scheduled item published now goes public now: its publication time says so.
  const now = intent === 'publish' && status === 'scheduled' ? new Date() : undefined
  if (item.kind === 'pages') return applyToPage(db, intent, item.id, wanted, now, actor)
  if (isContentKind(item.kind)) {
    if (intent === 'delete') {
      const deleted = await deleteContent(db, item.kind, item.id, actor)
      return deleted === true
        ? { ok: true }
        : { ok: false, reason: deleted ? 'forbidden' : 'not_found' }
    }
    const saved = await saveContent(
      db,
      item.kind,
      { status: wanted, ...(now ? { publish_at: now.toISOString() } : {}) },
      {
        id: item.id,
        partial: true,
        actor,
      },
    )
    if (saved.ok) return saved.pending ? { ok: false, reason: 'forbidden' } : { ok: true }
    if (saved.reason === 'invalid')
      return { ok: false, reason: 'invalid', fields: Object.keys(saved.fields) }
    return { ok: false, reason: saved.reason }
  }
  try {
    if (intent === 'delete') await deleteArticle(db, item.id, actor)
    else
      await updateArticle(
        db,
        item.id,
        { status: wanted, ...(now ? { publishAt: now } : {}) },
        actor,
      )
    return { ok: true }
  } catch (error) {
    if (!(error instanceof WikiWriteError)) throw error
    return { ok: false, reason: error.code, ...(error.field ? { fields: [error.field] } : {}) }
  }
}

/**
 * Publishes, unpublishes (to a draft) or deletes each item, one after the other, each through
 * its kind's own save or delete (permissions, revision, audit log) as `actor`; one item's
 * failure leaves the others done. The caller has checked that every item exists (for a restore:
 * that every item was deleted, see restoreBulk).
 */
export async function applyBulk(
  db: Db,
  intent: BulkIntent,
  items: ItemRef[],
  actor: Actor,
): Promise<BulkOutcome[]> {
  if (intent === 'restore') return restoreBulk(db, items, actor)
  const current = await currentOf(db, items)
  const outcomes: BulkOutcome[] = []
  for (const item of items) {
    const before = current.get(`${item.kind}:${item.id}`)
    const base = { ...item, title: before?.title ?? '', titleEl: before?.titleEl ?? null }
    if (!before) {
      outcomes.push({ ...base, ok: false, reason: 'not_found' })
      continue
    }
    const result = await applyOne(db, intent, item, before.status, actor)
    outcomes.push(result.ok ? { ...base, ok: true } : { ...base, ...result })
  }
  return outcomes
}

/**
 * Which of `items` were never deleted as the kind they name (no revision records a deletion of
 * them): a restore naming one is refused whole. One restored since is not among them; the bulk
 * action reports it as already restored.
 */
export async function neverDeleted(db: Db, items: ItemRef[]): Promise<ItemRef[]> {
  if (items.length === 0) return []
  const rows = rowsOf<{ kind: string; item_id: string }>(
    await db.execute(sql`SELECT DISTINCT ${contentRevisions.kind} AS kind,
      ${contentRevisions.itemId} AS item_id FROM ${contentRevisions}
      WHERE ${contentRevisions.action} = 'deleted' AND ${contentRevisions.itemId} IN (${sql.join(
        items.map((item) => sql`${item.id}`),
        sql`, `,
      )})`),
  )
  const deleted = new Set(rows.map((row) => `${row.kind}:${row.item_id}`))
  return items.filter((item) => !deleted.has(`${item.kind}:${item.id}`))
}

/** One deleted item brought back, through the path Recently deleted uses, as `actor`. */
async function restoreOne(
  db: Db,
  item: ItemRef,
  actor: Actor,
): Promise<{ ok: true } | { ok: false; reason: BulkFailure }> {
  // Checked here as well as at the page: every write path checks the role in the domain too.
  if (!can(askerOf(actor), 'restore', item.kind)) return { ok: false, reason: 'forbidden' }
  const notStored = await unknownItems(db, [item])
  if (notStored.length === 0) return { ok: false, reason: 'unchanged' }
  if (item.kind === 'pages') {
    // Admins only, under its own address or not at all (restoreDeletedPage, decision 0075).
    const restored = await restoreDeletedPage(db, item.id, actor)
    if (restored.ok) return { ok: true }
    if (restored.reason === 'invalid') return { ok: false, reason: 'restore_failed' }
    return { ok: false, reason: restored.reason }
  }
  const restored = isContentKind(item.kind)
    ? await restoreDeleted(db, item.kind, item.id, actor)
    : await restoreDeletedArticle(db, item.id, actor)
  if (restored.ok) return { ok: true }
  return { ok: false, reason: restored.reason === 'invalid' ? 'restore_failed' : 'not_found' }
}

/**
 * Restores each deleted item, one after the other, each as Recently deleted restores it (under
 * its old address, as it was, with a `restored` revision and audit entry); one item's failure
 * leaves the others done. Titles come from the revision that recorded the deletion.
 */
export async function restoreBulk(db: Db, items: ItemRef[], actor: Actor): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = []
  for (const item of items) {
    const newest = await latestRevision(db, item.kind, item.id)
    const titleEl = newest?.snapshot.title_el
    const base = {
      ...item,
      title: newest?.title ?? '',
      titleEl: typeof titleEl === 'string' ? titleEl : null,
    }
    const result = await restoreOne(db, item, actor)
    outcomes.push(result.ok ? { ...base, ok: true } : { ...base, ...result })
  }
  return outcomes
}
