/**
 * The review queue's part for pending changes (decision 0055): each listed with what it changes
 * against the published item, and the editor's two answers. Publishing goes through the ordinary
 * save (permission, revision, audit, and the conflict check against the revision the author's
 * form was opened on); sending back keeps the note and logs it, and the caller mails the author.
 * Content items are saved by saveContent, wiki articles by updateArticle, pages by savePage.
 */
import type { Db } from '~/db/client.server'
import { inputFieldNames, richFields } from './content-fields'
import { itemPath } from './content-kinds'
import { getRow } from './content-store.server'
import { itemAsInput, saveContent, type SaveConflict } from './content.server'
import { askerOf, audit, type Actor } from './editorial.server'
import { findPage, pageAsInput, pagePath, savePage } from './pages.server'
import {
  keepReviewNote,
  listPendingChanges,
  noteScheduleFailure,
  pendingChangeOf,
  removePendingChange,
  schedulePendingChange,
  takeDueChanges,
  type PendingChange,
  type PendingKind,
  type ScheduleFailure,
} from './pending-changes.server'
import { can } from './permissions'
import { clearReviewNote } from './review-notes.server'
import type { FieldDiff } from './revision-diff'
import {
  getArticleForReview,
  pendingArticleValues,
  updateArticle,
  WikiWriteError,
} from './wiki.server'

export interface ChangeEntry {
  kind: PendingKind
  id: string
  /** The title as proposed. */
  title: string
  /** The published page. */
  path: string
  authorEmail: string | null
  submittedAt: Date
  diffs: FieldDiff[]
  /** When an editor scheduled it to be published, and who; null when it is not scheduled. */
  scheduled: { at: Date; by: string | null } | null
  /** Why its scheduled publication did not happen, when it did not. */
  scheduleFailure: ScheduleFailure | null
}

/**
 * The stored item a change is to, as form input (a content item's) or as a snapshot (a wiki
 * article's), with its title and public page; undefined when it is gone.
 */
async function publishedOf(db: Db, kind: PendingKind, id: string) {
  if (kind === 'wiki') {
    const found = await getArticleForReview(db, id)
    return found && { title: found.article.title, values: found.snapshot, path: found.path }
  }
  if (kind === 'pages') {
    const page = await findPage(db, id)
    return page && { title: page.title, values: pageAsInput(page), path: pagePath(page.slug) }
  }
  const row = await getRow(db, kind, id)
  if (!row) return undefined
  return { title: row.title, values: itemAsInput(kind, row), path: itemPath(kind, row.slug) }
}

const titleOf = (change: PendingChange, fallback: string) =>
  typeof change.values.title === 'string' ? change.values.title : fallback

/** Every pending change whose item is still stored, the longest-waiting first. */
export async function listChangesForReview(db: Db) {
  const changes = await listPendingChanges(db)
  if (changes.length === 0) return []
  // The word diff is loaded by the first queue shown, not at every start of the server.
  const { diffSnapshots } = await import('./revision-diff')
  const entries: ChangeEntry[] = []
  for (const change of changes) {
    const published = await publishedOf(db, change.kind, change.itemId)
    if (!published) continue
    const fields = inputFieldNames(change.kind).filter((field) => field !== 'status')
    entries.push({
      kind: change.kind,
      id: change.itemId,
      title: titleOf(change, published.title),
      path: published.path,
      authorEmail: change.authorEmail,
      submittedAt: change.submittedAt,
      diffs: diffSnapshots(published.values, change.values, fields, richFields(change.kind)),
      scheduled: change.publishAt
        ? { at: change.publishAt, by: change.scheduledByEmail ?? null }
        : null,
      scheduleFailure: (change.scheduleFailure as ScheduleFailure | null | undefined) ?? null,
    })
  }
  return entries
}

type Item = { kind: PendingKind; id: string; title: string; path: string }

export type ChangeReviewResult =
  | { ok: true; item: Item; authorEmail: string | null }
  | { ok: false; reason: 'not_found' | 'forbidden' }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> }
  | SaveConflict

/** Publishes the pending change through the ordinary save; on success it is gone. */
export async function publishChange(
  db: Db,
  kind: PendingKind,
  id: string,
  actor: Actor,
): Promise<ChangeReviewResult> {
  const change = await pendingChangeOf(db, kind, id)
  if (!change) return { ok: false, reason: 'not_found' }
  if (kind === 'wiki') {
    const published = await publishArticleChange(db, change, actor)
    if (!published.ok) return published
  } else if (kind === 'pages') {
    const saved = await savePage(db, change.values, {
      id,
      actor,
      baseRevision: change.baseRevision,
    })
    if (!saved.ok) return saved
    if (saved.pending) return { ok: false, reason: 'forbidden' }
  } else {
    const saved = await saveContent(db, kind, change.values, {
      id,
      actor,
      baseRevision: change.baseRevision,
    })
    if (!saved.ok) return saved
    // An editor's save is never kept aside; this guards the types, not a path that happens.
    if (saved.pending) return { ok: false, reason: 'forbidden' }
  }
  await removePendingChange(db, kind, id)
  await clearReviewNote(db, kind, id)
  const stored = await publishedOf(db, kind, id)
  return {
    ok: true,
    item: { kind, id, title: titleOf(change, ''), path: stored?.path ?? '' },
    authorEmail: change.authorEmail,
  }
}

/**
 * A wiki article's change saved by updateArticle as the editor, on the stored base revision and
 * without a merge: when someone saved the article since, the conflict is reported and nothing
 * changes.
 */
async function publishArticleChange(
  db: Db,
  change: PendingChange,
  actor: Actor,
): Promise<{ ok: true } | Exclude<ChangeReviewResult, { ok: true }>> {
  try {
    await updateArticle(db, change.itemId, pendingArticleValues(change.values), actor, {
      baseRevision: change.baseRevision,
    })
    return { ok: true }
  } catch (error) {
    if (!(error instanceof WikiWriteError)) throw error
    if (error.since) {
      const { fields, both, ...conflict } = error.since
      return { ok: false, reason: 'conflict', ...conflict, fields, both }
    }
    if (error.code === 'not_found' || error.code === 'forbidden')
      return { ok: false, reason: error.code }
    return {
      ok: false,
      reason: 'invalid',
      fields: error.field ? { [error.field]: error.messageKey } : {},
    }
  }
}

/** Sends the change back: it is gone, the note stays for the item's form and the audit log. */
export async function sendBackChange(
  db: Db,
  kind: PendingKind,
  id: string,
  note: string,
  actor: Actor,
): Promise<ChangeReviewResult> {
  const change = await pendingChangeOf(db, kind, id)
  const published = change ? await publishedOf(db, kind, id) : undefined
  if (!change || !published) return { ok: false, reason: 'not_found' }
  await removePendingChange(db, kind, id)
  await keepReviewNote(db, kind, id, note, actor)
  const title = titleOf(change, published.title)
  await audit(db, {
    actor,
    action: 'sent_back',
    kind,
    itemId: id,
    title,
    detail: { note, pending_change: true },
  })
  return {
    ok: true,
    item: { kind, id, title, path: published.path },
    authorEmail: change.authorEmail,
  }
}

/**
 * Schedules the change to be published at `at` (an instant in the future, checked by the caller)
 * by the scheduler; until then visitors read the published item. Editors and admins only: the
 * permission is checked here too, as in every write. Scheduling again moves the time; the
 * author's next save of the change takes it off the schedule (the editor scheduled other words).
 */
export async function scheduleChange(
  db: Db,
  kind: PendingKind,
  id: string,
  actor: Actor,
  at: Date,
): Promise<ChangeReviewResult> {
  if (!can(askerOf(actor), 'publish', kind)) return { ok: false, reason: 'forbidden' }
  const change = await pendingChangeOf(db, kind, id)
  const published = change ? await publishedOf(db, kind, id) : undefined
  if (!change || !published) return { ok: false, reason: 'not_found' }
  if (!(await schedulePendingChange(db, kind, id, at, actor?.email ?? null)))
    return { ok: false, reason: 'not_found' }
  const title = titleOf(change, published.title)
  await audit(db, {
    actor,
    action: 'scheduled',
    kind,
    itemId: id,
    title,
    detail: { pending_change: true, publish_at: at.toISOString() },
  })
  return {
    ok: true,
    item: { kind, id, title, path: published.path },
    authorEmail: change.authorEmail,
  }
}

export interface DueChangesOutcome {
  published: number
  failed: { kind: PendingKind; id: string; reason: ScheduleFailure }[]
}

/**
 * Publishes every change whose scheduled time has come, each through publishChange as the site
 * (as the scheduler publishes scheduled items): revision, audit entry, the conflict check against
 * the author's version. One that cannot be published (the item was saved by someone since, or
 * deleted) stays in the queue unscheduled, with the reason for the editor.
 */
export async function publishDueChanges(db: Db, now = new Date()): Promise<DueChangesOutcome> {
  const outcome: DueChangesOutcome = { published: 0, failed: [] }
  for (const due of await takeDueChanges(db, now)) {
    const result = await publishChange(db, due.kind, due.itemId, null)
    if (result.ok) {
      outcome.published += 1
      continue
    }
    const reason: ScheduleFailure = result.reason
    await noteScheduleFailure(db, due.kind, due.itemId, reason)
    outcome.failed.push({ kind: due.kind, id: due.itemId, reason })
  }
  return outcome
}
