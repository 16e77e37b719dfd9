/**
 * The review queue's part for pending changes (decision 0055): each listed with what it changes
 * against the published item, and the editor's two answers. Publishing goes through the ordinary
 * save (permission, revision, audit, and the conflict check against the revision the author's
 * form was opened on); sending back keeps the note and logs it, and the caller mails the author.
 */
import type { Db } from '~/db/client.server'
import { inputFieldNames, richFields } from './content-fields'
import { itemPath, type ContentKind } from './content-kinds'
import { getRow } from './content-store.server'
import { itemAsInput, saveContent, type SaveConflict } from './content.server'
import { audit, type Actor } from './editorial.server'
import {
  keepReviewNote,
  listPendingChanges,
  pendingChangeOf,
  removePendingChange,
} from './pending-changes.server'
import { clearReviewNote } from './review-notes.server'
import type { FieldDiff } from './revision-diff'

export interface ChangeEntry {
  kind: ContentKind
  id: string
  /** The title as proposed. */
  title: string
  /** The published page. */
  path: string
  authorEmail: string | null
  submittedAt: Date
  diffs: FieldDiff[]
}

/** Every pending change whose item is still stored, the longest-waiting first. */
export async function listChangesForReview(db: Db) {
  const changes = await listPendingChanges(db)
  if (changes.length === 0) return []
  // The word diff is loaded by the first queue shown, not at every start of the server.
  const { diffSnapshots } = await import('./revision-diff')
  const entries: ChangeEntry[] = []
  for (const change of changes) {
    const row = await getRow(db, change.kind, change.itemId)
    if (!row) continue
    const fields = inputFieldNames(change.kind).filter((field) => field !== 'status')
    entries.push({
      kind: change.kind,
      id: change.itemId,
      title: typeof change.values.title === 'string' ? change.values.title : row.title,
      path: itemPath(change.kind, row.slug),
      authorEmail: change.authorEmail,
      submittedAt: change.submittedAt,
      diffs: diffSnapshots(
        itemAsInput(change.kind, row),
        change.values,
        fields,
        richFields(change.kind),
      ),
    })
  }
  return entries
}

type Item = { kind: ContentKind; id: string; title: string; path: string }

export type ChangeReviewResult =
  | { ok: true; item: Item; authorEmail: string | null }
  | { ok: false; reason: 'not_found' | 'forbidden' }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> }
  | SaveConflict

/** Publishes the pending change through the ordinary save; on success it is gone. */
export async function publishChange(
  db: Db,
  kind: ContentKind,
  id: string,
  actor: Actor,
): Promise<ChangeReviewResult> {
  const change = await pendingChangeOf(db, kind, id)
  if (!change) return { ok: false, reason: 'not_found' }
  const saved = await saveContent(db, kind, change.values, {
    id,
    actor,
    baseRevision: change.baseRevision,
  })
  if (!saved.ok) return saved
  // An editor's save is never kept aside; this guards the types, not a path that happens.
  if (saved.pending) return { ok: false, reason: 'forbidden' }
  await removePendingChange(db, kind, id)
  await clearReviewNote(db, kind, id)
  const title = typeof change.values.title === 'string' ? change.values.title : ''
  return {
    ok: true,
    item: { kind, id, title, path: itemPath(kind, saved.slug) },
    authorEmail: change.authorEmail,
  }
}

/** Sends the change back: it is gone, the note stays for the item's form and the audit log. */
export async function sendBackChange(
  db: Db,
  kind: ContentKind,
  id: string,
  note: string,
  actor: Actor,
): Promise<ChangeReviewResult> {
  const change = await pendingChangeOf(db, kind, id)
  const row = change ? await getRow(db, kind, id) : undefined
  if (!change || !row) return { ok: false, reason: 'not_found' }
  await removePendingChange(db, kind, id)
  await keepReviewNote(db, kind, id, note, actor)
  const title = typeof change.values.title === 'string' ? change.values.title : row.title
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
    item: { kind, id, title, path: itemPath(kind, row.slug) },
    authorEmail: change.authorEmail,
  }
}
