/**
 * What an item's page tells an admin about its editorial state: the preview banner of an item
 * visitors cannot see yet, and whether its Greek is held back. Visitors never reach such an
 * item (its page answers 404), so the banner only ever shows to admins.
 */
/** An item's status (app/db/enums.ts, CONTENT_STATUSES), spelt out: lib stands below the database. */
type ContentStatus = 'draft' | 'pending_review' | 'scheduled' | 'published'

export interface EditorialState {
  status: ContentStatus
  /** ISO instant of a scheduled publication. */
  publishAt: string | null
  /** True while visitors cannot see the item: a draft, pending review, or scheduled and not yet due. */
  preview: boolean
  elReady: boolean
}

export function editorialState(
  row: { status: EditorialState['status']; publishAt: Date | null; elReady: boolean },
  now = new Date(),
): EditorialState {
  const due = row.status === 'scheduled' && row.publishAt !== null && row.publishAt <= now
  return {
    status: row.status,
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
    preview: row.status !== 'published' && !due,
    elReady: row.elReady,
  }
}

/** The badges of an item's card in admins' lists. */
export interface CardEditorial {
  /** Only drafts and items still waiting for their time: a published item needs no badge. */
  status: ContentStatus
  publishAt: string | null
  greekMissing: boolean
}

/** Greek that readers do not get yet: held back by the "Greek is ready" switch, or no Greek title. */
export function isGreekMissing(row: { elReady: boolean; titleEl: string | null }): boolean {
  return !row.elReady || !row.titleEl?.trim()
}

export function cardEditorial(
  row: {
    status: EditorialState['status']
    publishAt: Date | null
    elReady: boolean
    titleEl: string | null
  },
  now = new Date(),
): CardEditorial {
  const state = editorialState(row, now)
  return {
    status: state.preview ? state.status : 'published',
    publishAt: state.publishAt,
    greekMissing: isGreekMissing(row),
  }
}
