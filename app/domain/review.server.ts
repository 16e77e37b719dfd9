/**
 * The review queue: items of every kind waiting for an editor (status pending_review), with what
 * they change; and the editor's three answers: publish, schedule, or send back to the author with
 * a note (kept in review_notes until the author submits again, and mailed to them).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { auditLog, contentRevisions, reviewNotes, wikiArticles, wikiCategories } from '~/db/schema'
import { CONTENT_KINDS, isContentKind, itemPath, type ContentKind } from './content-kinds'
import { inputFieldNames, richFields } from './content-fields'
import { CONTENT_TABLES } from './content-store.server'
import { saveContent } from './content.server'
import { audit, type Actor, type RevisionKind } from './editorial.server'
import { clearReviewNote } from './review-notes.server'
import type { FieldDiff } from './revision-diff'
import { updateArticle, WikiWriteError } from './wiki.server'
import { articleHomeUrl } from '~/lib/wiki-urls'

export interface PendingItem {
  kind: RevisionKind
  id: string
  title: string
  /** The page of the item (its form is one step from there). */
  path: string
  /** Who created it (its first version), or null when the site did. */
  authorEmail: string | null
  /** When it was last submitted for review (else last changed). */
  submittedAt: Date
  /** What the pending version changes: against its published version, else its previous one. */
  against: 'published' | 'previous' | 'nothing'
  diffs: FieldDiff[]
}

interface PendingRow {
  kind: RevisionKind
  id: string
  title: string
  path: string
  updatedAt: Date
}

async function pendingRows(db: Db): Promise<PendingRow[]> {
  const rows: PendingRow[] = []
  for (const kind of CONTENT_KINDS) {
    const table = CONTENT_TABLES[kind]
    const found = await db
      .select({ id: table.id, title: table.title, slug: table.slug, updatedAt: table.updatedAt })
      .from(table)
      .where(eq(table.status, 'pending_review'))
    for (const row of found) rows.push({ kind, ...row, path: itemPath(kind, row.slug) })
  }
  const articles = await db
    .select({
      id: wikiArticles.id,
      title: wikiArticles.title,
      slug: wikiArticles.slug,
      updatedAt: wikiArticles.updatedAt,
      categorySlug: wikiCategories.slug,
      page: wikiCategories.page,
    })
    .from(wikiArticles)
    .innerJoin(wikiCategories, eq(wikiArticles.categoryId, wikiCategories.id))
    .where(eq(wikiArticles.status, 'pending_review'))
  for (const row of articles)
    rows.push({
      kind: 'wiki',
      id: row.id,
      title: row.title,
      updatedAt: row.updatedAt,
      path: articleHomeUrl(row.page, row.categorySlug, row.slug),
    })
  return rows
}

/** The changes of the newest version against the published one, else the one before it. */
async function changesOf(db: Db, kind: RevisionKind, id: string) {
  const revisions = await db
    .select({ snapshot: contentRevisions.snapshot, actorEmail: contentRevisions.actorEmail })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, id)))
    .orderBy(desc(contentRevisions.id))
  const [newest, ...older] = revisions
  const author = revisions.at(-1)?.actorEmail ?? null
  if (!newest) return { author, against: 'nothing' as const, diffs: [] }
  const published = older.find((revision) => revision.snapshot.status === 'published')
  const base = published ?? older[0]
  // The word diff is loaded by the first queue shown, not at every start of the server.
  const { diffSnapshots } = await import('./revision-diff')
  const fields = inputFieldNames(kind).filter((field) => field !== 'status')
  const diffs = diffSnapshots(base?.snapshot ?? {}, newest.snapshot, fields, richFields(kind))
  return {
    author,
    against: published ? 'published' : base ? 'previous' : 'nothing',
    diffs,
  } as const
}

/** Every item waiting for review, the longest-waiting first. */
export async function listPendingReview(db: Db): Promise<PendingItem[]> {
  const rows = await pendingRows(db)
  if (rows.length === 0) return []
  const submissions = await db
    .select({ itemId: auditLog.itemId, at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'submitted'),
        inArray(
          auditLog.itemId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(auditLog.id))
  const submittedAt = new Map(submissions.map((entry) => [entry.itemId, entry.at]))
  const items = await Promise.all(
    rows.map(async (row) => {
      const changes = await changesOf(db, row.kind, row.id)
      return {
        kind: row.kind,
        id: row.id,
        title: row.title,
        path: row.path,
        authorEmail: changes.author,
        submittedAt: submittedAt.get(row.id) ?? row.updatedAt,
        against: changes.against,
        diffs: changes.diffs,
      }
    }),
  )
  return items.sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime())
}

/** Why an editor's answer did not happen: gone, no longer waiting, or refused for the role. */
export type ReviewFailure = 'not_found' | 'not_pending' | 'forbidden' | 'invalid'

export type ReviewResult =
  | { ok: true; item: { kind: RevisionKind; id: string; title: string; path: string } }
  | { ok: false; reason: ReviewFailure; fields?: Record<string, string> }

async function pendingItem(db: Db, kind: RevisionKind, id: string) {
  const rows = await pendingRows(db)
  return rows.find((row) => row.kind === kind && row.id === id)
}

/** Each kind's table, for the one question asked of all four alike: is the item there. */
const ITEM_TABLES = { ...CONTENT_TABLES, wiki: wikiArticles } as const satisfies Record<
  RevisionKind,
  unknown
>

async function itemExists(db: Db, kind: RevisionKind, id: string) {
  // The four tables share the id column; typed as one of them for the query.
  const table = ITEM_TABLES[kind] as typeof wikiArticles
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0
}

/** Saves the item's new status (and publication time) as the actor, with its revision and audit. */
async function setStatus(
  db: Db,
  kind: RevisionKind,
  id: string,
  actor: Actor,
  status: 'published' | 'scheduled' | 'draft',
  publishAt?: Date,
): Promise<{ ok: true } | { ok: false; reason: ReviewFailure; fields?: Record<string, string> }> {
  if (isContentKind(kind)) {
    const saved = await saveContent(
      db,
      kind as ContentKind,
      { status, ...(publishAt ? { publish_at: publishAt.toISOString() } : {}) },
      { id, partial: true, actor },
    )
    if (saved.ok) return { ok: true }
    if (saved.reason === 'invalid') return { ok: false, reason: 'invalid', fields: saved.fields }
    return { ok: false, reason: saved.reason === 'forbidden' ? 'forbidden' : 'not_found' }
  }
  try {
    await updateArticle(db, id, { status, ...(publishAt ? { publishAt } : {}) }, actor)
    return { ok: true }
  } catch (error) {
    if (error instanceof WikiWriteError)
      return { ok: false, reason: error.code === 'forbidden' ? 'forbidden' : 'not_found' }
    throw error
  }
}

/** Publishes a pending item now, or schedules it for `publishAt`; its note to the author goes. */
export async function publishPending(
  db: Db,
  kind: RevisionKind,
  id: string,
  actor: Actor,
  publishAt?: Date,
): Promise<ReviewResult> {
  const item = await pendingItem(db, kind, id)
  if (!item)
    return { ok: false, reason: (await itemExists(db, kind, id)) ? 'not_pending' : 'not_found' }
  const saved = await setStatus(
    db,
    kind,
    id,
    actor,
    publishAt ? 'scheduled' : 'published',
    publishAt,
  )
  if (!saved.ok) return saved
  await clearReviewNote(db, kind, id)
  return { ok: true, item }
}

/**
 * Sends a pending item back to its author as a draft, keeping the editor's note for its form and
 * the audit log. The caller mails the author.
 */
export async function sendBack(
  db: Db,
  kind: RevisionKind,
  id: string,
  note: string,
  actor: Actor,
): Promise<ReviewResult> {
  const item = await pendingItem(db, kind, id)
  if (!item)
    return { ok: false, reason: (await itemExists(db, kind, id)) ? 'not_pending' : 'not_found' }
  const saved = await setStatus(db, kind, id, actor, 'draft')
  if (!saved.ok) return saved
  await db
    .insert(reviewNotes)
    .values({
      kind,
      itemId: id,
      note,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
    })
    .onConflictDoUpdate({
      target: [reviewNotes.kind, reviewNotes.itemId],
      set: {
        note,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        at: new Date(),
      },
    })
  await audit(db, {
    actor,
    action: 'sent_back',
    kind,
    itemId: id,
    title: item.title,
    detail: { note },
  })
  return { ok: true, item }
}

/** The person to mail about an item: whoever created it (its first version). */
export async function authorEmailOf(db: Db, kind: RevisionKind, id: string) {
  const [first] = await db
    .select({ email: contentRevisions.actorEmail })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, id)))
    .orderBy(asc(contentRevisions.id))
    .limit(1)
  return first?.email ?? null
}
