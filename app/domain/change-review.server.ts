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
import { audit, type Actor } from './editorial.server'
import { findPage, pageAsInput, pagePath, savePage } from './pages.server'
import {
  keepReviewNote,
  listPendingChanges,
  pendingChangeOf,
  removePendingChange,
  type PendingChange,
  type PendingKind,
} from './pending-changes.server'
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
