/**
 * The one write pipeline of events, news and stories, shared by the admin pages and the JSON
 * API: validate with the kind's schema, check the editor saw the newest version, write, keep a
 * revision, log the change. Every write happens in one transaction, and each one bumps the
 * content version the page cache keys on (database triggers), so nothing here needs to.
 */
import type { z } from 'zod'

import type { Db } from '~/db/client.server'
import { todayInCyprus } from '~/lib/dates'
import { withGreekHeldFrom } from '~/lib/greek-held'
import {
  contentFieldErrors,
  eventInputSchema,
  newsInputSchema,
  storyInputSchema,
  V,
  type DateRules,
} from './content-schema'
import { camelName, isContentKind, KIND_INFO, type ContentKind } from './content-kinds'
import { adminOnlyFields, bilingualFields, richFields } from './content-fields'
import { fieldsChanged, planMerge, type BothChanged, type MergeChoice } from './edit-merge'
import {
  deleteRow,
  existingIds,
  findItemRef,
  getRow,
  getVisibleRow,
  inputAsStored,
  insertRow,
  listRows,
  listSummaryRows,
  readerRow,
  rowAsInput,
  slugTaken,
  uniqueSlug,
  unsavedRow,
  updateRow,
  type ContentRow,
  type ListOptions,
} from './content-store.server'
import {
  askerOf,
  audit,
  baseRevisionOf,
  creatorOf,
  conflictSince,
  ensureBaseline,
  getRevision,
  latestRevision,
  recentlyDeleted,
  recordRevision,
  statusAction,
  type Actor,
  type EditConflict,
  CATEGORY_KIND,
  type TrashKind,
} from './editorial.server'
import { tagLabelsJson, type GreekTagLabels } from '~/lib/tag-labels'
import { stillInlineImages } from './inline-images.server'
import { forgetLikes } from './likes.server'
import { PUBLIC_KINDS, publishDueRows } from './public-content.server'
import { readGreekTagLabels } from './tags.server'
import { slugOfTitle } from './content-slug'
import { existingArticleIds, existingCategoryIds } from './wiki.server'
import { existingPageIds } from './pages.server'
import type { Viewer } from './viewer'
import { can, mayDelete, maySave, proposesChange } from './permissions'
import {
  removePendingChange,
  storePendingChange,
  type PendingChange,
} from './pending-changes.server'
import { clearReviewNote } from './review-notes.server'

export { KIND_INFO, type ContentKind }

export const SCHEMAS: Record<ContentKind, (rules?: DateRules) => z.ZodObject> = {
  events: eventInputSchema as never,
  news: newsInputSchema as never,
  stories: storyInputSchema as never,
}

const INPUT_FIELDS = new Map<ContentKind, readonly string[]>()

/**
 * The fields of a kind's input, in form order: the keys of its schema. Worked out once per kind:
 * building a schema costs far more than reading a row, and every item of an API list needs them.
 */
export function inputFields(kind: ContentKind): readonly string[] {
  let fields = INPUT_FIELDS.get(kind)
  if (!fields) {
    fields = Object.freeze(Object.keys(SCHEMAS[kind]().shape))
    INPUT_FIELDS.set(kind, fields)
  }
  return fields
}

/** A stored item in the shape of its input: what a form is filled with, what a revision keeps. */
export function itemAsInput(kind: ContentKind, row: ContentRow): Record<string, unknown> {
  return rowAsInput(inputFields(kind), row)
}

/**
 * An item of the JSON API: its input fields, plus what the site keeps about it. Visitors get no
 * Greek that is not ready (null), as its pages show none.
 */
export function itemJson(
  kind: ContentKind,
  row: ContentRow,
  viewer: Viewer,
  tagLabels: GreekTagLabels = {},
) {
  const input = itemAsInput(
    kind,
    withGreekHeldFrom(row, bilingualFields(kind).map(camelName), viewer),
  )
  if (!viewer.isAdmin) for (const field of adminOnlyFields(kind)) delete input[field]
  return {
    id: row.id,
    ...input,
    tag_labels: tagLabelsJson(row.tags, tagLabels),
    ...('readTime' in row ? { read_time: row.readTime } : {}),
    likes_count: row.likesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function listItemsJson(
  db: Db,
  kind: ContentKind,
  viewer: Viewer,
  options: ListOptions,
) {
  const [rows, labels] = await Promise.all([
    listRows(db, kind, viewer, options),
    readGreekTagLabels(db),
  ])
  return rows.map((row) => itemJson(kind, row, viewer, labels))
}

/** An item of the API by its id, its slug or an older slug of it. */
export async function getItemJson(db: Db, kind: ContentKind, viewer: Viewer, ref: string) {
  const id = await itemIdOf(db, kind, ref)
  const row = id ? await getVisibleRow(db, kind, viewer, id) : undefined
  return row ? itemJson(kind, row, viewer, await readGreekTagLabels(db)) : undefined
}

/**
 * The id of the item an address names (its id, its slug, or an older slug), whatever its
 * status; undefined when none. The API's writes take either.
 */
export async function itemIdOf(db: Db, kind: ContentKind, ref: string) {
  return (await findItemRef(db, kind, ref))?.id
}

/** Rows as readers get them (Greek held back while not ready, admin-only fields for admins). */
export async function listReaderRows<K extends ContentKind>(
  db: Db,
  kind: K,
  viewer: Viewer,
  options: ListOptions = {},
) {
  return (await listRows(db, kind, viewer, options)).map((row) => readerRow(kind, row, viewer))
}

/** Rows for cards and indexes as readers get them: the same, without the rich-text bodies. */
export async function listSummaryReaderRows<K extends ContentKind>(
  db: Db,
  kind: K,
  viewer: Viewer,
  options: ListOptions = {},
) {
  return (await listSummaryRows(db, kind, viewer, options)).map((row) =>
    readerRow(kind, row, viewer),
  )
}

/** An item's page data source: visitors reach public items only, admins any (preview). */
export async function getReaderRow<K extends ContentKind>(
  db: Db,
  kind: K,
  viewer: Viewer,
  id: string,
) {
  const row = await getVisibleRow(db, kind, viewer, id)
  return row ? readerRow(kind, row, viewer) : undefined
}

/**
 * The item a page's address names, as its reader gets it: by its slug, or by its id or an older
 * slug, which the page answers with a redirect to the slug (`current` false). Undefined when
 * there is none, or the viewer may not see it (so a redirect never tells a draft's slug).
 */
export async function findReaderRow<K extends ContentKind>(
  db: Db,
  kind: K,
  viewer: Viewer,
  ref: string,
) {
  const found = await findItemRef(db, kind, ref)
  const row = found ? await getReaderRow(db, kind, viewer, found.id) : undefined
  return row && found ? { row, current: found.current } : undefined
}

/** A save refused because someone saved since its base: what they changed, and what both did. */
export type SaveConflict = {
  ok: false
  reason: 'conflict'
  fields: string[]
  both: BothChanged[]
} & EditConflict

export type SaveResult =
  | { ok: true; id: string; slug: string; revisionId: number; pending?: undefined }
  /** An author's edit to a published or scheduled item, kept for an editor (decision 0055). */
  | { ok: true; pending: PendingChange; id: string; slug: string }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> }
  | { ok: false; reason: 'not_found' }
  /** The actor's role may not make this save (an author publishing, or changing a published item). */
  | { ok: false; reason: 'forbidden' }
  | SaveConflict

export interface SaveOptions {
  id?: string
  /** The API's PATCH: the input is laid over the stored item before the same validation. */
  partial?: boolean
  now?: Date
  actor: Actor
  /**
   * The newest revision id the editor's form was opened on ('' when the item had none). When
   * someone saved after it: a PATCH still goes ahead if none of the fields it sends changed
   * since; a PUT is refused; a page's save is merged (below).
   */
  baseRevision?: string
  /**
   * A page's form, which merges after a conflict: the first save over someone else's is refused
   * naming what they changed; saving again (`seenRevision`, the newest revision that refusal
   * named, is still the newest) keeps their changes and this editor's, field by field against
   * `baseRevision`, with `choices` for the fields both changed.
   */
  merge?: { seenRevision?: string; choices?: Record<string, MergeChoice> }
}

function titleOf(input: Record<string, unknown>) {
  return typeof input.title === 'string' ? input.title : ''
}

function titleElOf(input: Record<string, unknown>) {
  return typeof input.title_el === 'string' ? input.title_el : null
}

/** Logs a save: created or updated, plus what a change of status amounts to (published...). */
async function auditSave(
  db: Db,
  kind: ContentKind,
  id: string,
  actor: Actor,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  changed: string[],
) {
  const title = titleOf(after)
  await audit(db, {
    actor,
    action: before ? 'updated' : 'created',
    kind,
    itemId: id,
    title,
    detail: before ? { fields: changed } : null,
  })
  const change = statusAction(before?.status as string | undefined, String(after.status))
  if (change)
    await audit(db, {
      actor,
      action: change,
      kind,
      itemId: id,
      title,
      detail: after.publish_at ? { publish_at: after.publish_at } : null,
    })
}

function conflictOf(
  conflict: EditConflict,
  fields: string[],
  both: BothChanged[] = [],
): SaveConflict {
  return { ok: false, reason: 'conflict', ...conflict, fields, both }
}

/**
 * Keeps an author's edit to a published or scheduled item as its pending change: validated as a
 * save would be (with the item's status and publication time, which only an editor changes), the
 * row untouched. `basedOn`: the revision it was typed on when that is no longer the newest;
 * otherwise the newest, which it was checked against.
 */
async function proposeChange(
  tx: Db,
  kind: ContentKind,
  stored: ContentRow,
  before: Record<string, unknown>,
  proposed: Record<string, unknown>,
  basedOn: string | undefined,
  actor: Actor,
  now: Date,
): Promise<SaveResult> {
  const input = { ...proposed, status: stored.status, publish_at: before.publish_at }
  const rules: DateRules = {
    today: todayInCyprus(now),
    currentDate: stored.date,
    now,
    currentPublishAt: stored.publishAt,
  }
  const parsed = SCHEMAS[kind](rules).safeParse(input)
  if (!parsed.success)
    return { ok: false, reason: 'invalid', fields: contentFieldErrors(parsed.error) }
  const values = await stillInlineImages({ ...(parsed.data as Record<string, unknown>) }, [
    'image_url',
    ...richFields(kind),
  ])
  if (!values.slug) values.slug = stored.slug
  else if (await slugTaken(tx, kind, String(values.slug), stored.id))
    return { ok: false, reason: 'invalid', fields: { slug: V.slugTaken } }
  await ensureBaseline(tx, { kind, itemId: stored.id, title: stored.title, snapshot: before })
  const change = {
    kind,
    itemId: stored.id,
    values: inputAsStored(kind, inputFields(kind), values),
    baseRevision: basedOn ?? String((await latestRevision(tx, kind, stored.id))?.id ?? ''),
    authorId: actor?.id ?? null,
    authorEmail: actor?.email ?? null,
  }
  await storePendingChange(tx, change)
  const changed = fieldsChanged(inputFields(kind), before, change.values)
  await audit(tx, {
    actor,
    action: 'submitted',
    kind,
    itemId: stored.id,
    title: titleOf(change.values),
    detail: { pending_change: true, fields: changed },
  })
  // The author answered the editor's note by submitting the change again.
  await clearReviewNote(tx, kind, stored.id)
  return {
    ok: true,
    id: stored.id,
    slug: stored.slug,
    pending: { ...change, submittedAt: now },
  }
}

/** Validates and saves one item, keeping a revision and logging the change. */
export async function saveContent(
  db: Db,
  kind: ContentKind,
  raw: Record<string, unknown>,
  options: SaveOptions,
): Promise<SaveResult> {
  const now = options.now ?? new Date()
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db
    const fields = inputFields(kind)
    let input = raw
    let stored: ContentRow | undefined
    let before: Record<string, unknown> | undefined
    let conflict: EditConflict | undefined
    let base: Record<string, unknown> | undefined
    if (options.id) {
      // Locked until the transaction ends: two saves of one item run one after the other.
      stored = await getRow(tx, kind, options.id, { forUpdate: true })
      if (!stored) return { ok: false as const, reason: 'not_found' as const }
      before = itemAsInput(kind, stored)
      conflict = await conflictSince(tx, kind, options.id, options.baseRevision)
      if (conflict) {
        base = (await baseRevisionOf(tx, kind, options.id, options.baseRevision))?.snapshot
        // Without the base (an unknown id, or history trimmed since), every field may have changed.
        const theirs = base ? fieldsChanged(fields, base, before) : [...fields]
        if (options.partial) {
          const clashing = Object.keys(raw).filter((field) => theirs.includes(field))
          if (clashing.length > 0) return conflictOf(conflict, clashing)
          // None of the fields it sends changed since its base: nothing of theirs is overwritten.
          conflict = undefined
        } else if (!options.merge) {
          // A replacement of the whole item over someone else's save: refused.
          return conflictOf(conflict, theirs)
        }
      }
      if (proposesChange(askerOf(options.actor), kind, stored.status)) {
        const proposed = options.partial ? { ...before, ...raw } : raw
        // Conflicting with a newer save (a page's form): kept against the base it was typed on,
        // so publishing it reports the conflict instead of overwriting.
        const basedOn = conflict ? options.baseRevision : undefined
        return proposeChange(tx, kind, stored, before, proposed, basedOn, options.actor, now)
      }
      if (!maySave(askerOf(options.actor), kind, stored.status, stored.status))
        return { ok: false as const, reason: 'forbidden' as const }
      if (options.partial) input = { ...before, ...raw }
      await ensureBaseline(tx, { kind, itemId: stored.id, title: stored.title, snapshot: before })
    }
    // Whoever may not publish writes drafts: a new item without a status is one.
    const noStatus = input.status === undefined || input.status === null || input.status === ''
    if (!options.id && noStatus && !can(askerOf(options.actor), 'publish', kind))
      input = { ...input, status: 'draft' }
    const rules: DateRules = {
      today: todayInCyprus(now),
      currentDate: stored?.date,
      now,
      currentPublishAt: stored?.publishAt,
    }
    const parsed = SCHEMAS[kind](rules).safeParse(input)
    if (!parsed.success)
      return {
        ok: false as const,
        reason: 'invalid' as const,
        fields: contentFieldErrors(parsed.error),
      }
    const values = await stillInlineImages({ ...(parsed.data as Record<string, unknown>) }, [
      'image_url',
      ...richFields(kind),
    ])
    if (!maySave(askerOf(options.actor), kind, stored?.status, String(values.status)))
      return { ok: false as const, reason: 'forbidden' as const }
    // A published item keeps the time it went public (none for items older than the workflow);
    // one published now gets now.
    if (values.status === 'published' && !values.publish_at)
      values.publish_at = before?.status === 'published' ? (stored?.publishAt ?? null) : now
    // No slug given: a stored item keeps its address, a new one gets one from its title.
    if (!values.slug)
      values.slug =
        stored?.slug ??
        (await uniqueSlug(tx, kind, slugOfTitle(kind, titleOf(values), titleElOf(values))))
    else if (await slugTaken(tx, kind, String(values.slug), stored?.id))
      return { ok: false as const, reason: 'invalid' as const, fields: { slug: V.slugTaken } }
    if (conflict && stored && before) {
      const mine = inputAsStored(kind, fields, values)
      const plan = planMerge({
        fields,
        base: base ?? before,
        current: before,
        mine,
        sent: fields,
        choices: options.merge?.choices,
      })
      const refusal = () =>
        conflictOf(
          conflict!,
          base ? plan.theirs : [...fields],
          plan.both.map((field) => ({ field, theirs: before![field], yours: mine[field] })),
        )
      // The first save over theirs says what they changed; a save after a newer one says it again.
      if (options.merge?.seenRevision !== String(conflict.revisionId)) return refusal()
      // Without the base nothing can be merged: saving again after the refusal replaces knowingly.
      if (base) {
        if (plan.unresolved.length > 0) return refusal()
        const row = stored as unknown as Record<string, unknown>
        for (const field of plan.keepTheirs) values[field] = row[camelName(field)]
      }
    }
    const row = options.id
      ? await updateRow(tx, kind, options.id, values)
      : await insertRow(tx, kind, values)
    if (!row) return { ok: false as const, reason: 'not_found' as const }
    const after = itemAsInput(kind, row)
    const revision = await recordRevision(tx, {
      kind,
      itemId: row.id,
      action: before ? 'updated' : 'created',
      title: titleOf(after),
      snapshot: after,
      previous: before,
      actor: options.actor,
    })
    await auditSave(tx, kind, row.id, options.actor, before, after, revision.changedFields)
    // Submitted again (or published): the editor's note has been answered.
    if (after.status !== 'draft') await clearReviewNote(tx, kind, row.id)
    return { ok: true as const, id: row.id, slug: row.slug, revisionId: revision.id }
  })
}

/** The id a previewed item is shown under: it names no stored item. */
export const PREVIEW_ID = 'preview'

/**
 * Form input as the item it would become, for a preview: checked by the kind's schema (without
 * today's date rules, so an old item's preview shows as it is), never stored.
 */
export function previewContent(
  kind: ContentKind,
  raw: Record<string, unknown>,
  now = new Date(),
): { ok: true; row: ContentRow } | { ok: false; fields: Record<string, string> } {
  const parsed = SCHEMAS[kind]().safeParse(raw)
  if (!parsed.success) return { ok: false, fields: contentFieldErrors(parsed.error) }
  return {
    ok: true,
    row: unsavedRow(kind, PREVIEW_ID, parsed.data as Record<string, unknown>, now),
  }
}

/**
 * Deletes an item; its revisions stay, so it can be restored for a while. False: no such item;
 * 'forbidden': the actor may not delete it (an author, someone else's item or not a draft).
 */
export async function deleteContent(
  db: Db,
  kind: ContentKind,
  id: string,
  actor: Actor,
): Promise<boolean | 'forbidden'> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db
    const row = await getRow(tx, kind, id, { forUpdate: true })
    if (!row) return false
    const asker = askerOf(actor)
    if (
      !can(asker, 'delete', kind) &&
      !mayDelete(asker, kind, { status: row.status, createdBy: await creatorOf(tx, kind, id) })
    )
      return 'forbidden'
    const snapshot = itemAsInput(kind, row)
    await ensureBaseline(tx, { kind, itemId: id, title: row.title, snapshot })
    await deleteRow(tx, kind, id)
    await forgetLikes(tx, KIND_INFO[kind].likeKind, id)
    // A change waiting for the deleted item would be a change to nothing.
    await removePendingChange(tx, kind, id)
    await recordRevision(tx, {
      kind,
      itemId: id,
      action: 'deleted',
      title: row.title,
      snapshot,
      actor,
    })
    await audit(tx, { actor, action: 'deleted', kind, itemId: id, title: row.title })
    return true
  })
}

export type RestoreResult =
  { ok: true; id: string; revisionId: number } | { ok: false; reason: 'not_found' | 'invalid' }

/**
 * Brings an item back to what a revision held. A stored item keeps its status and publication
 * time (restoring text never publishes or hides anything by surprise); a deleted item comes
 * back as it was. Either way the restore is a new revision: nothing is lost.
 */
export async function restoreContentRevision(
  db: Db,
  kind: ContentKind,
  id: string,
  revisionId: number,
  actor: Actor,
): Promise<RestoreResult> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db
    const revision = await getRevision(tx, kind, id, revisionId)
    if (!revision) return { ok: false as const, reason: 'not_found' as const }
    const fields = inputFields(kind)
    const snapshot = Object.fromEntries(
      fields
        .filter((field) => field in revision.snapshot)
        .map((field) => [field, revision.snapshot[field]]),
    )
    const stored = await getRow(tx, kind, id, { forUpdate: true })
    const before = stored ? itemAsInput(kind, stored) : undefined
    // The snapshot was valid when it was saved; the schema still shapes it (dates, publish_at).
    const parsed = SCHEMAS[kind]({ today: '0000-01-01', now: new Date(0) }).safeParse(
      stored ? { ...snapshot, status: before!.status, publish_at: before!.publish_at } : snapshot,
    )
    if (!parsed.success) return { ok: false as const, reason: 'invalid' as const }
    const values = parsed.data as Record<string, unknown>
    // The version's address, unless it had none or another item has it now: then the stored
    // one, or for a deleted item one made unique from it (or from the title).
    const wanted = typeof values.slug === 'string' ? values.slug : ''
    if (!wanted || (await slugTaken(tx, kind, wanted, id)))
      values.slug =
        stored?.slug ??
        (await uniqueSlug(
          tx,
          kind,
          wanted || slugOfTitle(kind, titleOf(values), titleElOf(values)),
          id,
        ))
    const row = stored
      ? await updateRow(tx, kind, id, values)
      : await insertRow(tx, kind, values, id)
    if (!row) return { ok: false as const, reason: 'not_found' as const }
    const after = itemAsInput(kind, row)
    const saved = await recordRevision(tx, {
      kind,
      itemId: id,
      action: 'restored',
      title: row.title,
      snapshot: after,
      previous: before,
      actor,
    })
    await audit(tx, {
      actor,
      action: 'restored',
      kind,
      itemId: id,
      title: row.title,
      detail: { revision: revisionId, deleted: !stored },
    })
    return { ok: true as const, id, revisionId: saved.id }
  })
}

/** Restores a deleted item from its last revision (the one that recorded the deletion). */
export async function restoreDeleted(
  db: Db,
  kind: ContentKind,
  id: string,
  actor: Actor,
): Promise<RestoreResult> {
  const newest = await latestRevision(db, kind, id)
  if (!newest || newest.action !== 'deleted') return { ok: false, reason: 'not_found' }
  return restoreContentRevision(db, kind, id, newest.id, actor)
}

/** Marks every due scheduled item (wiki articles too) published, logging each; returns how many. */
export async function publishDueContent(db: Db, now = new Date()): Promise<number> {
  let count = 0
  for (const kind of PUBLIC_KINDS) {
    const rows = await publishDueRows(db, kind, now)
    for (const row of rows)
      await audit(db, {
        actor: null,
        action: 'published',
        kind,
        itemId: row.id,
        title: row.title,
        detail: { scheduled: true },
      })
    count += rows.length
  }
  return count
}

export function existingContentIds(db: Db, kind: TrashKind, ids: string[]) {
  if (kind === CATEGORY_KIND) return existingCategoryIds(db, ids)
  if (kind === 'pages') return existingPageIds(db, ids)
  return isContentKind(kind) ? existingIds(db, kind, ids) : existingArticleIds(db, ids)
}

export function listRecentlyDeleted(db: Db, now?: Date) {
  return recentlyDeleted(db, (kind, ids) => existingContentIds(db, kind, ids), now)
}
