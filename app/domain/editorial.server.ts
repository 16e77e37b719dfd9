/**
 * The editorial record: every saved version of every item (revisions) and who did what when
 * (the audit log). Revisions are kept per item, newest first, up to REVISIONS_KEPT; a deleted
 * item keeps its revisions for DELETED_KEPT_DAYS so it can be brought back. The audit log only
 * ever grows (the database refuses changes to it).
 */
import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { PeopleAuditAction, TagAuditAction } from './audit-filters'

import { rowsOf, type Db } from '~/db/client.server'
import { auditLog, contentRevisions, type AuditLogRow, type ContentRevisionRow } from '~/db/schema'
import { isUuid } from '~/lib/uuid'
import type { Role } from '~/db/enums'

/**
 * Who acts: the person (with their role in force, which the domain's writes check again), or null
 * for the site itself (scripts, the publication scheduler). Without a role no check applies.
 */
export type Actor = { id: string; email: string; role?: Role } | null

/**
 * The actor as the permission table sees them: the site itself (no role) may do everything;
 * its writes come from commands and the scheduler, which the operator runs.
 */
export function askerOf(actor: Actor): { role: Role; id?: string } {
  return actor?.role ? { role: actor.role, id: actor.id } : { role: 'admin' }
}

/** Content kinds with revisions: the dated kinds and wiki articles. */
export type RevisionKind = 'events' | 'news' | 'stories' | 'wiki'
export const REVISION_KINDS: readonly RevisionKind[] = ['events', 'news', 'stories', 'wiki']

/**
 * A deleted wiki category's record: its fields and the ids of the articles deleted with it, kept
 * as revisions like an item's, so it sits in Recently deleted and comes back with its articles.
 */
export const CATEGORY_KIND = 'wiki-category'
/**
 * What can be deleted and brought back: the kinds with revisions, wiki categories and pages of
 * text (an added page; decision 0075).
 */
export type TrashKind = RevisionKind | typeof CATEGORY_KIND | 'pages'
export const TRASH_KINDS: readonly TrashKind[] = [...REVISION_KINDS, CATEGORY_KIND, 'pages']

/** Kinds with revisions: the same as those that can be deleted and brought back. */
export type VersionedKind = TrashKind

export const REVISIONS_KEPT = 100
export const DELETED_KEPT_DAYS = 30

export type RevisionAction = 'created' | 'updated' | 'restored' | 'deleted'

export type AuditAction =
  | 'created'
  | 'updated'
  | 'published'
  | 'unpublished'
  | 'scheduled'
  | 'submitted'
  | 'sent_back'
  | 'deleted'
  | 'restored'
  | 'sign_in'
  | 'role_changed'
  | 'two_factor_reset'
  | 'medically_reviewed'
  | TagAuditAction
  | PeopleAuditAction

/** Fields whose value differs between two snapshots (compared as JSON). */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): string[] {
  if (!before) return []
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys]
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .sort()
}

export async function recordRevision(
  db: Db,
  entry: {
    kind: VersionedKind
    itemId: string
    action: RevisionAction
    title: string
    snapshot: Record<string, unknown>
    previous?: Record<string, unknown>
    actor: Actor
  },
): Promise<ContentRevisionRow> {
  const [row] = await db
    .insert(contentRevisions)
    .values({
      kind: entry.kind,
      itemId: entry.itemId,
      // One more than the item's newest; callers hold the item's row lock, so two saves of one
      // item do not read the same number.
      number: sql`(SELECT coalesce(max(number), 0) + 1 FROM content_revisions WHERE kind = ${entry.kind} AND item_id = ${entry.itemId}::uuid)`,
      action: entry.action,
      title: entry.title,
      snapshot: entry.snapshot,
      changedFields: changedFields(entry.previous, entry.snapshot),
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
    })
    .returning()
  // Keep the newest REVISIONS_KEPT of the item; older ones go.
  await db.execute(sql`
    DELETE FROM content_revisions
    WHERE kind = ${entry.kind} AND item_id = ${entry.itemId}::uuid AND id < (
      SELECT id FROM content_revisions WHERE kind = ${entry.kind} AND item_id = ${entry.itemId}::uuid
      ORDER BY id DESC OFFSET ${REVISIONS_KEPT - 1} LIMIT 1
    )`)
  return row!
}

/**
 * Items stored before they had any history (demo content, rows from before revisions existed)
 * get their current state recorded first, as the site's own version, so the first edit can be
 * compared with it and undone.
 */
export async function ensureBaseline(
  db: Db,
  entry: { kind: VersionedKind; itemId: string; title: string; snapshot: Record<string, unknown> },
) {
  if (await latestRevision(db, entry.kind, entry.itemId)) return
  await recordRevision(db, { ...entry, action: 'created', actor: null })
}

/** The newest revision of an item: what an editor's form was opened on, for conflict checks. */
export async function latestRevision(
  db: Db,
  kind: VersionedKind,
  itemId: string,
): Promise<ContentRevisionRow | undefined> {
  if (!isUuid(itemId)) return undefined
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)))
    .orderBy(desc(contentRevisions.id))
    .limit(1)
  return row
}

/** Someone saved an item after the version an editor's form was opened on. */
export interface EditConflict {
  /** Who saved the newest version (null: the site itself). */
  by: string | null
  at: Date
  /** The newest revision: a form based on it overwrites it knowingly. */
  revisionId: number
}

/**
 * The conflict of a save based on `baseRevision` (the newest revision id the form was opened
 * on, '' when the item had none), or undefined when that is still the newest or no base was
 * sent. Call it with the item's row locked (FOR UPDATE) so nobody saves between the check and
 * the write.
 */
export async function conflictSince(
  db: Db,
  kind: VersionedKind,
  itemId: string,
  baseRevision: string | undefined,
): Promise<EditConflict | undefined> {
  if (baseRevision === undefined) return undefined
  const newest = await latestRevision(db, kind, itemId)
  if (!newest || String(newest.id) === baseRevision) return undefined
  return { by: newest.actorEmail, at: newest.createdAt, revisionId: newest.id }
}

/**
 * The revision an editor's form was opened on, by its id; '' (the item had none then) is the
 * first one recorded since, the item as it was before that first save. Undefined when unknown.
 */
export async function baseRevisionOf(
  db: Db,
  kind: VersionedKind,
  itemId: string,
  baseRevision: string | undefined,
): Promise<ContentRevisionRow | undefined> {
  if (baseRevision === undefined || !isUuid(itemId)) return undefined
  if (baseRevision === '') {
    const [first] = await db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)))
      .orderBy(asc(contentRevisions.id))
      .limit(1)
    return first
  }
  if (!/^\d{1,15}$/.test(baseRevision)) return undefined
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.id, Number(baseRevision)),
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.itemId, itemId),
      ),
    )
    .limit(1)
  return row
}

/** An item's revisions, newest first. */
export async function listRevisions(
  db: Db,
  kind: VersionedKind,
  itemId: string,
): Promise<ContentRevisionRow[]> {
  if (!isUuid(itemId)) return []
  return db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)))
    .orderBy(desc(contentRevisions.id))
    .limit(REVISIONS_KEPT)
}

export async function getRevision(
  db: Db,
  kind: VersionedKind,
  itemId: string,
  revisionId: number,
): Promise<ContentRevisionRow | undefined> {
  if (!isUuid(itemId) || !Number.isSafeInteger(revisionId) || revisionId < 1) return undefined
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.id, revisionId),
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.itemId, itemId),
      ),
    )
    .limit(1)
  return row
}

export interface DeletedItem {
  kind: TrashKind
  itemId: string
  title: string
  deletedAt: Date
  deletedBy: string | null
  /** A category: how many articles were deleted with it (they come back with it). */
  articleCount?: number
}

/**
 * Items deleted in the last DELETED_KEPT_DAYS and not brought back since, newest first. `exists`
 * says which ids of a kind are stored again (restored). Articles deleted with a category that is
 * still deleted are not listed on their own: restoring the category brings them back.
 */
export async function recentlyDeleted(
  db: Db,
  exists: (kind: TrashKind, ids: string[]) => Promise<Set<string>>,
  now = new Date(),
): Promise<DeletedItem[]> {
  const since = new Date(now.getTime() - DELETED_KEPT_DAYS * 86_400_000)
  // The newest revision of each item, when it is a deletion inside the window.
  const rows = await db.execute<{
    kind: string
    item_id: string
    title: string
    created_at: string | Date
    actor_email: string | null
  }>(sql`
    SELECT DISTINCT ON (kind, item_id) kind, item_id, title, created_at, actor_email, action,
      CASE WHEN kind = ${CATEGORY_KIND} THEN snapshot->'article_ids' END AS article_ids
    FROM content_revisions
    WHERE item_id IN (SELECT item_id FROM content_revisions WHERE action = 'deleted' AND created_at >= ${since.toISOString()}::timestamptz)
    ORDER BY kind, item_id, id DESC`)
  const list = (rowsOf<Record<string, unknown> & { action: string }>(rows) ?? []).filter(
    (row) => row.action === 'deleted',
  )
  const out: DeletedItem[] = []
  // Articles that went with a category still deleted: listed under it, not on their own.
  const withCategory = new Set<string>()
  for (const kind of TRASH_KINDS) {
    const ofKind = list.filter((row) => row.kind === kind)
    const stored = await exists(
      kind,
      ofKind.map((row) => String(row.item_id)),
    )
    for (const row of ofKind) {
      if (stored.has(String(row.item_id))) continue
      const articleIds = idList(row.article_ids)
      for (const id of articleIds ?? []) withCategory.add(id)
      out.push({
        kind,
        itemId: String(row.item_id),
        title: String(row.title),
        deletedAt: new Date(row.created_at as string),
        deletedBy: (row.actor_email as string | null) ?? null,
        ...(articleIds ? { articleCount: articleIds.length } : {}),
      })
    }
  }
  return (
    out
      // Articles deleted with their category come back with it (ids are unique across kinds).
      .filter((item) => !withCategory.has(item.itemId))
      .sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime())
  )
}

/** A JSON list of ids as the driver gives it (parsed, or as text), or undefined. */
function idList(value: unknown): string[] | undefined {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  return Array.isArray(list) ? list.map(String) : undefined
}

/** Forgets the revisions of items deleted more than DELETED_KEPT_DAYS ago and not restored. */
export async function purgeExpiredDeletions(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - DELETED_KEPT_DAYS * 86_400_000)
  await db.execute(sql`
    DELETE FROM content_revisions r
    USING (
      SELECT DISTINCT ON (kind, item_id) kind, item_id, action, created_at
      FROM content_revisions ORDER BY kind, item_id, id DESC
    ) newest
    WHERE r.kind = newest.kind AND r.item_id = newest.item_id
      AND newest.action = 'deleted' AND newest.created_at < ${before.toISOString()}::timestamptz`)
}

export async function audit(
  db: Db,
  entry: {
    actor: Actor
    action: AuditAction
    kind?: string | null
    itemId?: string | null
    title?: string | null
    detail?: Record<string, unknown> | null
  },
) {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    kind: entry.kind ?? null,
    itemId: entry.itemId ?? null,
    title: entry.title ?? null,
    detail: entry.detail ?? null,
  })
}

export interface AuditFilters {
  /** Part of the actor's e-mail address. */
  actor?: string
  kind?: string
  action?: string
  /** Inclusive instants. */
  from?: Date
  to?: Date
  /** Entries older than this id (paging). */
  before?: number
  limit?: number
}

/** Audit entries, newest first; 100 at a time unless `limit` says. */
export async function listAudit(db: Db, filters: AuditFilters = {}): Promise<AuditLogRow[]> {
  const conditions: SQL[] = []
  if (filters.actor)
    conditions.push(
      sql`${auditLog.actorEmail} ILIKE ${`%${filters.actor.replace(/[\\%_]/g, '\\$&')}%`}`,
    )
  if (filters.kind) conditions.push(eq(auditLog.kind, filters.kind))
  if (filters.action) conditions.push(eq(auditLog.action, filters.action))
  if (filters.from) conditions.push(gte(auditLog.at, filters.from))
  if (filters.to) conditions.push(lte(auditLog.at, filters.to))
  if (filters.before) conditions.push(lt(auditLog.id, filters.before))
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(filters.limit ?? 100, 500))
}

/** The audit action a change of status amounts to, if any. */
export function statusAction(before: string | undefined, after: string): AuditAction | undefined {
  if (before === after) return undefined
  if (after === 'published') return 'published'
  if (after === 'scheduled') return 'scheduled'
  if (before === 'published') return 'unpublished'
  if (after === 'pending_review') return 'submitted'
  return undefined
}

/**
 * Who created the item: the person of its first version, or null when the site did (seeded
 * content, items older than revisions).
 */
export async function creatorOf(db: Db, kind: TrashKind, itemId: string): Promise<string | null> {
  const [first] = await db
    .select({ actorId: contentRevisions.actorId })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.itemId, itemId),
        eq(contentRevisions.action, 'created'),
      ),
    )
    .orderBy(asc(contentRevisions.id))
    .limit(1)
  return first?.actorId ?? null
}
