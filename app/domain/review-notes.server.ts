/**
 * The editor's note on an item sent back to its author (review_notes): read by the item's form,
 * removed once the author submits the item again or it is published.
 */
import { and, eq } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { reviewNotes } from '~/db/schema'
import type { VersionedKind } from './editorial.server'

/** The editor's note on an item sent back, while the author has not submitted it again. */
export async function reviewNoteOf(db: Db, kind: VersionedKind, id: string) {
  const [row] = await db
    .select({ note: reviewNotes.note, at: reviewNotes.at, by: reviewNotes.actorEmail })
    .from(reviewNotes)
    .where(and(eq(reviewNotes.kind, kind), eq(reviewNotes.itemId, id)))
  return row
}

/** The note has been answered: the item was submitted again, or published. */
export async function clearReviewNote(db: Db, kind: VersionedKind, id: string) {
  await db.delete(reviewNotes).where(and(eq(reviewNotes.kind, kind), eq(reviewNotes.itemId, id)))
}
