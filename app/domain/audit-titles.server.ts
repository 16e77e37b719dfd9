/**
 * The audit log keeps the title an item had when it was written, in English. A Greek admin reads
 * the item's Greek title instead, taken from its newest revision (which a deleted item keeps too).
 */
import { desc, inArray, sql } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { contentRevisions } from '~/db/schema'
import { isUuid } from '~/lib/uuid'
import { REVISION_KINDS, type RevisionKind } from './editorial.server'

export const titleKey = (kind: string, itemId: string) => `${kind}/${itemId}`

/** `kind/itemId` -> the Greek title of each listed item that has one. */
export async function greekTitlesOf(
  db: Db,
  entries: readonly { kind: string | null; itemId: string | null }[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      entries
        .filter(
          (entry) =>
            REVISION_KINDS.includes(entry.kind as RevisionKind) &&
            entry.itemId &&
            isUuid(entry.itemId),
        )
        .map((entry) => entry.itemId!),
    ),
  ]
  if (ids.length === 0) return new Map()
  const titleEl = sql<string | null>`${contentRevisions.snapshot} ->> 'title_el'`
  const rows = await db
    .selectDistinctOn([contentRevisions.kind, contentRevisions.itemId], {
      kind: contentRevisions.kind,
      itemId: contentRevisions.itemId,
      titleEl,
    })
    .from(contentRevisions)
    .where(inArray(contentRevisions.itemId, ids))
    .orderBy(contentRevisions.kind, contentRevisions.itemId, desc(contentRevisions.id))
  return new Map(
    rows
      .filter((row) => row.titleEl?.trim())
      .map((row) => [titleKey(row.kind, row.itemId), row.titleEl!]),
  )
}
