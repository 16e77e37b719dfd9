/**
 * Pending changes (decision 0055): an author's or medical reviewer's edit to a published or
 * scheduled event, news post, story or wiki article, kept in `pending_changes` beside the item until an editor
 * publishes it from the review queue (through the ordinary save, with its conflict check) or
 * sends it back with a note. The item's row, and so everything visitors read, stays as published.
 */
import { and, asc, eq, isNotNull, lte, min } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { pendingChanges, reviewNotes } from '~/db/schema'
import type { ContentKind } from './content-kinds'
import { isUuid } from '~/lib/uuid'

/** What a pending change may be to: a content item, a wiki article or a page. */
export type PendingKind = ContentKind | 'wiki' | 'pages'

export interface PendingChange {
  kind: PendingKind
  itemId: string
  /**
   * The submitted item, every field, what publishing saves: a content item's form input, or a
   * wiki article's snapshot (snake_case, as its revisions keep it).
   */
  values: Record<string, unknown>
  /** The revision the author's form was opened on ('' when the item had none). */
  baseRevision: string
  authorId: string | null
  authorEmail: string | null
  submittedAt: Date
  /** When an editor scheduled it to be published (the scheduler applies it then); else null. */
  publishAt?: Date | null
  scheduledByEmail?: string | null
  /** Why its scheduled publication did not happen (it waits unscheduled again); else null. */
  scheduleFailure?: string | null
}

/** Why a scheduled change could not be published at its time. */
export type ScheduleFailure = 'conflict' | 'invalid' | 'not_found' | 'forbidden'

/** A new save of the change is not what the editor scheduled: it waits for them again. */
const UNSCHEDULED = { publishAt: null, scheduledByEmail: null, scheduleFailure: null }

/** Keeps the author's change, replacing one they (or another author) submitted before. */
export async function storePendingChange(
  db: Db,
  change: Omit<PendingChange, 'submittedAt'>,
): Promise<void> {
  const set = {
    values: change.values,
    baseRevision: change.baseRevision,
    authorId: change.authorId,
    authorEmail: change.authorEmail,
    submittedAt: new Date(),
    ...UNSCHEDULED,
  }
  await db
    .insert(pendingChanges)
    .values({ kind: change.kind, itemId: change.itemId, ...set })
    .onConflictDoUpdate({ target: [pendingChanges.kind, pendingChanges.itemId], set })
}

export async function pendingChangeOf(
  db: Db,
  kind: PendingKind,
  itemId: string,
): Promise<PendingChange | undefined> {
  if (!isUuid(itemId)) return undefined
  const [row] = await db
    .select()
    .from(pendingChanges)
    .where(and(eq(pendingChanges.kind, kind), eq(pendingChanges.itemId, itemId)))
  return row ? { ...row, kind } : undefined
}

/** Every pending change, the longest-waiting first. */
export async function listPendingChanges(db: Db): Promise<PendingChange[]> {
  const rows = await db.select().from(pendingChanges).orderBy(asc(pendingChanges.submittedAt))
  return rows.map((row) => ({ ...row, kind: row.kind as PendingKind }))
}

export async function removePendingChange(db: Db, kind: PendingKind, itemId: string) {
  await db
    .delete(pendingChanges)
    .where(and(eq(pendingChanges.kind, kind), eq(pendingChanges.itemId, itemId)))
}

/** Keeps the editor's note on a change sent back, for the item's form (as for pending items). */
export async function keepReviewNote(
  db: Db,
  kind: PendingKind,
  itemId: string,
  note: string,
  actor: { id: string; email: string } | null,
) {
  const who = { actorId: actor?.id ?? null, actorEmail: actor?.email ?? null }
  await db
    .insert(reviewNotes)
    .values({ kind, itemId, note, ...who })
    .onConflictDoUpdate({
      target: [reviewNotes.kind, reviewNotes.itemId],
      set: { note, ...who, at: new Date() },
    })
}

/** Schedules the change to be published at `at` by the scheduler; false when it is gone. */
export async function schedulePendingChange(
  db: Db,
  kind: PendingKind,
  itemId: string,
  at: Date,
  by: string | null,
): Promise<boolean> {
  const rows = await db
    .update(pendingChanges)
    .set({ publishAt: at, scheduledByEmail: by, scheduleFailure: null })
    .where(and(eq(pendingChanges.kind, kind), eq(pendingChanges.itemId, itemId)))
    .returning({ itemId: pendingChanges.itemId })
  return rows.length > 0
}

/** The earliest time a change is scheduled for (past ones included); null when none is. */
export async function nextChangeDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(pendingChanges.publishAt) })
    .from(pendingChanges)
    .where(isNotNull(pendingChanges.publishAt))
  return row?.at ? new Date(row.at) : null
}

/**
 * Takes the changes due by `now` off the schedule and returns them, for the scheduler to publish.
 * With several instances on one database each change is taken by one of them only: a change
 * another instance took meanwhile no longer matches.
 */
export async function takeDueChanges(
  db: Db,
  now: Date,
): Promise<{ kind: PendingKind; itemId: string; scheduledByEmail: string | null }[]> {
  const rows = await db
    .update(pendingChanges)
    .set({ publishAt: null })
    .where(and(isNotNull(pendingChanges.publishAt), lte(pendingChanges.publishAt, now)))
    .returning({
      kind: pendingChanges.kind,
      itemId: pendingChanges.itemId,
      scheduledByEmail: pendingChanges.scheduledByEmail,
    })
  return rows.map((row) => ({ ...row, kind: row.kind as PendingKind }))
}

/** Says why a scheduled change was not published; it stays in the queue, unscheduled. */
export async function noteScheduleFailure(
  db: Db,
  kind: PendingKind,
  itemId: string,
  failure: ScheduleFailure,
) {
  await db
    .update(pendingChanges)
    .set({ scheduleFailure: failure, scheduledByEmail: null })
    .where(and(eq(pendingChanges.kind, kind), eq(pendingChanges.itemId, itemId)))
}
