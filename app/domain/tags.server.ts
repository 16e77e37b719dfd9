/**
 * The site's tag list (app/db/schema.ts `tags`): every tag any item carries, with its Greek
 * label. Items store their tags as English names; this module reads the list with how many items
 * use each tag, gives a tag its Greek label and renames a tag on every item at once. A tag joins
 * the list when an item is saved with it (the database's trigger add_item_tags), so no writer of
 * items has to remember to add it.
 */
import { asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'

import type { Services } from '~/context.server'
import { rowsOf, type Db } from '~/db/client.server'
import { events, news, stories, tags, wikiArticles, type TagRow } from '~/db/schema'
import type { GreekTagLabels } from '~/lib/tag-labels'
import { TAG_AUDIT_KIND, type TagAuditAction } from './audit-filters'
import { audit, type Actor } from './editorial.server'
import { PUBLIC_CONTENT, type PublicKind } from './public-content.server'
import { readOncePerVersion } from './public-reads.server'
import type { Viewer } from './viewer'

export interface TagEntry {
  name: string
  nameEl: string | null
  /** How many items carry the tag: every item for an admin, the public ones for anyone else. */
  count: number
}

const ITEM_TABLES: Record<
  PublicKind,
  typeof events | typeof news | typeof stories | typeof wikiArticles
> = { events, news, stories, wiki: wikiArticles }

/** One row per (item, tag) of the items the viewer may see. */
function usedTags(viewer: Viewer): SQL {
  const parts = (Object.keys(ITEM_TABLES) as PublicKind[]).map((kind) => {
    const table = ITEM_TABLES[kind]
    const where = viewer.isAdmin ? sql`` : sql` WHERE ${PUBLIC_CONTENT[kind]()}`
    return sql`SELECT used.tag FROM ${table}, LATERAL (SELECT DISTINCT unnest(${table.tags}) AS tag) AS used${where}`
  })
  return sql.join(parts, sql` UNION ALL `)
}

/**
 * The tag list in alphabetical order, with each tag's count. An admin gets every tag, unused ones
 * too; anyone else only the tags of public items, so drafts give nothing away.
 */
export async function listTags(db: Db, viewer: Viewer): Promise<TagEntry[]> {
  const rows = rowsOf<{ name: string; name_el: string | null; count: number | string }>(
    await db.execute(sql`
      SELECT ${tags.name} AS name, ${tags.nameEl} AS name_el, coalesce(used.count, 0) AS count
      FROM ${tags}
      LEFT JOIN (SELECT tag, count(*) AS count FROM (${usedTags(viewer)}) AS items GROUP BY tag) AS used
        ON used.tag = ${tags.name}
      ${viewer.isAdmin ? sql`` : sql`WHERE used.count > 0`}
      ORDER BY lower(${tags.name}), ${tags.name}`),
  )
  return rows.map((row) => ({ name: row.name, nameEl: row.name_el, count: Number(row.count) }))
}

/** Every Greek label given, by English name. */
export async function readGreekTagLabels(db: Db): Promise<GreekTagLabels> {
  const rows = await db
    .select({ name: tags.name, nameEl: tags.nameEl })
    .from(tags)
    .where(isNotNull(tags.nameEl))
    .orderBy(asc(tags.name))
  return Object.fromEntries(
    rows.flatMap((row) => (row.nameEl?.trim() ? [[row.name, row.nameEl.trim()]] : [])),
  )
}

/** The Greek labels as every page reads them: once per content version, which a label change moves. */
export function currentGreekTagLabels(
  services: Pick<Services, 'publicReads' | 'database'>,
): Promise<GreekTagLabels> {
  return readOncePerVersion(services, 'greek-tag-labels', () =>
    readGreekTagLabels(services.database.db),
  )
}

export class TagWriteError extends Error {
  constructor(
    readonly reason: 'not_found' | 'taken',
    message: string,
  ) {
    super(message)
  }
}

/**
 * What the audit log records of a change of a tag: a rename (English label from, to) and a Greek
 * label given, changed or removed (from, to). Each entry carries the tag's English name as its
 * title and its Greek label (`label_el`, after the change, or before it when removed), so the
 * audit page names the tag in the admin's language.
 */
export function tagAuditEntries(
  before: Pick<TagRow, 'name' | 'nameEl'>,
  after: Pick<TagRow, 'name' | 'nameEl'>,
): { action: TagAuditAction; detail: Record<string, string | null> }[] {
  const entries: { action: TagAuditAction; detail: Record<string, string | null> }[] = []
  const greekBefore = before.nameEl?.trim() || null
  const greekAfter = after.nameEl?.trim() || null
  const labelEl = greekAfter ?? greekBefore
  if (before.name !== after.name)
    entries.push({
      action: 'renamed',
      detail: { from: before.name, to: after.name, label_el: labelEl },
    })
  if (greekBefore !== greekAfter)
    entries.push({
      action: !greekBefore ? 'label_set' : !greekAfter ? 'label_cleared' : 'label_changed',
      detail: { from: greekBefore, to: greekAfter, label_el: labelEl },
    })
  return entries
}

/**
 * Sets what a tag changes: its Greek label (null clears it) and, with `rename`, its English name
 * on the list and on every item that carries it, in one transaction. A name another tag has is
 * refused (merging two tags is not something a typo should do). Each change is written to the
 * audit log (kind `tag`) in the same transaction; saving what is already there writes nothing.
 */
export async function updateTag(
  db: Db,
  name: string,
  change: { nameEl?: string | null; rename?: string },
  actor: Actor,
): Promise<TagRow> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(tags).where(eq(tags.name, name)).for('update')
    if (!stored) throw new TagWriteError('not_found', `No tag "${name}"`)
    const newName = change.rename ?? name
    if (newName !== name) {
      const [taken] = await tx.select({ name: tags.name }).from(tags).where(eq(tags.name, newName))
      if (taken) throw new TagWriteError('taken', `Tag "${newName}" exists`)
    }
    const [row] = await tx
      .update(tags)
      .set({
        name: newName,
        ...(change.nameEl !== undefined ? { nameEl: change.nameEl } : {}),
      })
      .where(eq(tags.name, name))
      .returning()
    if (newName !== name) {
      // The list's row is renamed first, so the items' trigger finds the new name already there.
      for (const table of Object.values(ITEM_TABLES)) {
        await tx
          .update(table)
          .set({ tags: sql`array_replace(${table.tags}, ${name}, ${newName})` })
          .where(sql`${name} = ANY(${table.tags})`)
      }
    }
    for (const entry of tagAuditEntries(stored, row!)) {
      await audit(tx, {
        actor,
        kind: TAG_AUDIT_KIND,
        itemId: row!.name,
        title: row!.name,
        ...entry,
      })
    }
    return row!
  })
}
