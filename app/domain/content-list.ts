/**
 * /admin/content, the team's one list of every item (events, news, stories, wiki articles, pages): what
 * its address's query asks for (search, filters, sort, page) and what a bulk action names. Every
 * value is checked here; one that is not understood falls back to "no filter" (or the default
 * order, the first page), so a hand-edited or stale address still shows a list. Runs in the
 * browser and on the server.
 */
import { ARTICLE_STATUSES, type ArticleStatus } from '~/db/enums'
import { isUuid } from '~/lib/uuid'
import type { ContentKind } from './content-kinds'

/** The kinds the list shows: the dated kinds, wiki articles and pages of text (decision 0069). */
export type ItemKind = ContentKind | 'wiki' | 'pages'
export const ITEM_KINDS: readonly ItemKind[] = ['events', 'news', 'stories', 'wiki', 'pages']

/** The statuses the list filters by: a wiki article may also be archived. */
export const LIST_STATUSES = ARTICLE_STATUSES

/**
 * The list's own "status" of items deleted in the last 30 days (Recently deleted): they have no
 * row any more, so the list reads them from the revision that recorded the deletion.
 */
export const DELETED_STATUS = 'deleted'
export type ListStatus = ArticleStatus | typeof DELETED_STATUS
const FILTER_STATUSES: readonly ListStatus[] = [...ARTICLE_STATUSES, DELETED_STATUS]

export const PAGE_SIZE = 25
/** The most items one bulk action takes: a page and then some. */
export const BULK_MAX = 100
const SEARCH_MAX = 200

export const LIST_SORTS = ['updated', 'title', 'kind'] as const
export type ListSort = (typeof LIST_SORTS)[number]

export interface ListQuery {
  q: string
  kind: ItemKind | null
  /** A wiki article may also be archived; `deleted`: Recently deleted. */
  status: ListStatus | null
  greek: 'ready' | 'missing' | null
  /** The e-mail of whoever created the items. */
  author: string | null
  /** A wiki category's id (only wiki articles have one). */
  category: string | null
  /** Last updated on or after this day (Cyprus), YYYY-MM-DD. */
  from: string | null
  /** Last updated on or before this day (Cyprus), YYYY-MM-DD. */
  to: string | null
  sort: ListSort
  dir: 'asc' | 'desc'
  page: number
}

export const DEFAULT_QUERY: ListQuery = {
  q: '',
  kind: null,
  status: null,
  greek: null,
  author: null,
  category: null,
  from: null,
  to: null,
  sort: 'updated',
  dir: 'desc',
  page: 1,
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null
}

/** A real calendar day written YYYY-MM-DD, else null. */
function day(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null
}

/** The list's query from its address; anything not understood is left out. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const get = (name: string) => {
    const value = params.get(name)?.trim()
    return value ? value : null
  }
  const page = Number(get('page'))
  const email = get('author')
  const category = get('category')
  let from = day(get('from'))
  let to = day(get('to'))
  // A range given backwards means the days between the two.
  if (from && to && from > to) [from, to] = [to, from]
  const sort = oneOf(LIST_SORTS, get('sort')) ?? DEFAULT_QUERY.sort
  return {
    q: (get('q') ?? '').slice(0, SEARCH_MAX),
    kind: oneOf(ITEM_KINDS, get('kind')),
    status: oneOf(FILTER_STATUSES, get('status')),
    greek: oneOf(['ready', 'missing'] as const, get('greek')),
    author: email && email.length <= 320 && email.includes('@') ? email : null,
    category: category && isUuid(category) ? category : null,
    from,
    to,
    sort,
    // Titles read best A to Z; the newest change first.
    dir: oneOf(['asc', 'desc'] as const, get('dir')) ?? (sort === 'updated' ? 'desc' : 'asc'),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}

/** The address query of `query` with only what differs from the defaults (and `page` changed). */
export function listSearch(query: ListQuery, change: Partial<ListQuery> = {}): string {
  const wanted = { ...query, ...change }
  const params = new URLSearchParams()
  for (const name of Object.keys(DEFAULT_QUERY) as (keyof ListQuery)[]) {
    const value = wanted[name]
    if (value === null || value === '' || value === undefined) continue
    if (name === 'page' && value === 1) continue
    if (name === 'sort' && value === DEFAULT_QUERY.sort) continue
    if (name === 'dir' && value === (wanted.sort === 'updated' ? 'desc' : 'asc')) continue
    params.set(name, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The bulk actions that fit the items shown: deleted items can only be restored. */
export function bulkIntentsFor(query: ListQuery): readonly BulkIntent[] {
  return query.status === DELETED_STATUS ? ['restore'] : ['publish', 'unpublish', 'delete']
}

/** Whether anything narrows the list (for its "no items match" answer). */
export function isFiltered(query: ListQuery): boolean {
  return Boolean(
    query.q ||
    query.kind ||
    query.status ||
    query.greek ||
    query.author ||
    query.category ||
    query.from ||
    query.to,
  )
}

export const BULK_INTENTS = ['publish', 'unpublish', 'delete', 'restore'] as const
export type BulkIntent = (typeof BULK_INTENTS)[number]

export interface ItemRef {
  kind: ItemKind
  id: string
}

/** An item as the list's checkboxes name it: `news:{id}`. */
export function itemRefValue(ref: ItemRef) {
  return `${ref.kind}:${ref.id}`
}

export type BulkRequest =
  | { ok: true; intent: BulkIntent; items: ItemRef[] }
  | { ok: false; problem: 'intent' | 'none' | 'malformed' | 'too_many' }

/**
 * A bulk action's intent and items, as its form posts them; refused whole when the intent is
 * unknown, no item is named, an item is not `kind:uuid` of a known kind, or there are too many.
 */
export function parseBulkRequest(intent: unknown, values: unknown[]): BulkRequest {
  if (typeof intent !== 'string' || !oneOf(BULK_INTENTS, intent))
    return { ok: false, problem: 'intent' }
  if (values.length === 0) return { ok: false, problem: 'none' }
  if (values.length > BULK_MAX) return { ok: false, problem: 'too_many' }
  const items: ItemRef[] = []
  const seen = new Set<string>()
  for (const value of values) {
    if (typeof value !== 'string') return { ok: false, problem: 'malformed' }
    const [kind, id, ...rest] = value.split(':')
    const known = oneOf(ITEM_KINDS, kind ?? null)
    if (!known || !id || !isUuid(id) || rest.length > 0) return { ok: false, problem: 'malformed' }
    const key = `${known}:${id.toLowerCase()}`
    if (seen.has(key)) continue
    seen.add(key)
    items.push({ kind: known, id: id.toLowerCase() })
  }
  return { ok: true, intent: intent as BulkIntent, items }
}
