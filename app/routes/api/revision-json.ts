import type { ContentRevisionRow } from '~/db/schema'

/** A revision in the JSON API: the item as it was (`snapshot`), who saved it, what changed. */
export function revisionJson(row: ContentRevisionRow) {
  return {
    id: row.id,
    number: row.number,
    action: row.action,
    title: row.title,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    created_at: row.createdAt.toISOString(),
    changed_fields: row.changedFields,
    snapshot: row.snapshot,
  }
}
