/**
 * Pages of text (About, and the pages admins add at `/{slug}`): the write pipeline shared by the
 * inline editor and the JSON API, and the reads of the pages and the API. The same workflow as
 * the other kinds (saveContent in content.server.ts): validate with the declared fields, check the
 * editor saw the newest version, keep an author's change to a public page for an editor, write,
 * keep a revision, log the change, all in one transaction. The table's trigger bumps the content
 * version, so the page cache shows an edit at once. docs/decisions/0057-pages-as-content.md.
 */
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm'

import type { Services } from '~/context.server'
import type { Db } from '~/db/client.server'
import { pages, type PageRow } from '~/db/schema'
import { todayInCyprus } from '~/lib/dates'
import { withGreekHeld } from '~/lib/greek-held'
import { sanitizeHtml } from '~/lib/sanitize-html.server'
import { isUuid } from '~/lib/uuid'
import { bilingualFields, fieldSpec, inputFieldNames, richFields } from './content-fields'
import { camelName } from './content-kinds'
import { contentFieldErrors, pageInputSchema, type DateRules } from './content-schema'
import { fieldsChanged, type BothChanged } from './edit-merge'
import {
  askerOf,
  audit,
  baseRevisionOf,
  conflictSince,
  ensureBaseline,
  getRevision,
  latestRevision,
  recordRevision,
  statusAction,
  type Actor,
  type EditConflict,
} from './editorial.server'
import { stillInlineImages } from './inline-images.server'
import { isPublicRow } from './content-store.server'
import { fixedPagePath, isFixedPageSlug } from './page-slugs'
import {
  removePendingChange,
  storePendingChange,
  type PendingChange,
} from './pending-changes.server'
import { can, maySave, proposesChange } from './permissions'
import { clearReviewNote } from './review-notes.server'
import { readOncePerVersion } from './public-reads.server'

export const PAGE_KIND = 'pages'

/** Messages of a page's rules that are not a field's own (i18n keys). */
export const PAGE_ERRORS = {
  fixedSlug: 'admin.pages.validation.fixedSlug',
  slugTaken: 'admin.pages.validation.slugTaken',
} as const

/** The page's input fields, Greek twins after their English field: the API's and revisions'. */
export const pageFields = () => inputFieldNames(PAGE_KIND)

/** A page's address on the site (the home page's texts are on the home page). */
export function pagePath(slug: string) {
  return fixedPagePath(slug) ?? `/${slug}`
}

/** A stored page in the shape of its input: what the editor is filled with, what a revision keeps. */
export function pageAsInput(row: PageRow): Record<string, unknown> {
  const source = row as unknown as Record<string, unknown>
  const input: Record<string, unknown> = {}
  for (const field of pageFields()) {
    const value = source[camelName(field)]
    input[field] = value instanceof Date ? value.toISOString() : value
  }
  return input
}

/** Validated input as column values: rich text through the one HTML allow-list. */
function asValues(input: Record<string, unknown>) {
  const html = richFields(PAGE_KIND)
  const values: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(input)) {
    values[camelName(field)] =
      html.includes(field) && typeof value === 'string'
        ? sanitizeHtml(value) || (fieldSpec(PAGE_KIND, field)?.optional ? null : '')
        : value
  }
  return values
}

/** Validated input as a revision would keep it (rich text cleaned, instants as ISO text). */
function asStoredInput(input: Record<string, unknown>) {
  return pageAsInput(asValues(input) as unknown as PageRow)
}

/** Visitors see the page while it is published (or its scheduled time has come). */
export function isPublicPage(row: PageRow, at = new Date()) {
  return isPublicRow(row, at)
}

/** The row as readers get it: the Greek left out while it is not ready. */
export function readerPage(row: PageRow): PageRow {
  return withGreekHeld(row, bilingualFields(PAGE_KIND).map(camelName))
}

async function pageRow(db: Db, id: string, forUpdate = false): Promise<PageRow | undefined> {
  if (!isUuid(id)) return undefined
  const query = db.select().from(pages).where(eq(pages.id, id))
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** A page by its id or its slug. */
export async function findPage(db: Db, ref: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(isUuid(ref) ? or(eq(pages.id, ref), eq(pages.slug, ref)) : eq(pages.slug, ref))
    .limit(1)
  return row
}

/** The page stored at `/{slug}`, whatever its status (undefined: none). */
export async function storedPage(db: Db, slug: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1)
  return row
}

/**
 * The page as `reader` may see it: the team (who may read drafts) any status, everybody else a
 * public page only; Greek not ready is held back from everybody, as on the other kinds' pages.
 */
export function pageForReader(
  row: PageRow | undefined,
  reader: { mayReadDrafts: boolean },
  now = new Date(),
): PageRow | undefined {
  if (!row || (!reader.mayReadDrafts && !isPublicPage(row, now))) return undefined
  return readerPage(row)
}

/**
 * A page of the JSON API: its input fields, plus what the site keeps about it. Visitors get no
 * Greek that is not ready (null), as the page shows none.
 */
export function pageJson(
  row: PageRow,
  reader: { mayReadDrafts: boolean },
): Record<string, unknown> & {
  id: string
  path: string
  fixed: boolean
  created_at: string
  updated_at: string
} {
  const shown = reader.mayReadDrafts ? row : readerPage(row)
  return {
    id: row.id,
    ...pageAsInput(shown),
    path: pagePath(row.slug),
    fixed: row.fixed,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Every page the reader may see, by address. */
export async function listPagesJson(db: Db, reader: { mayReadDrafts: boolean }, now = new Date()) {
  const rows = await db.select().from(pages).orderBy(asc(pages.slug))
  return rows
    .filter((row) => reader.mayReadDrafts || isPublicPage(row, now))
    .map((row) => pageJson(row, reader))
}

/** One page of the API by id or slug, undefined when the reader may not see it. */
export async function getPageJson(
  db: Db,
  ref: string,
  reader: { mayReadDrafts: boolean },
  now = new Date(),
) {
  const row = await findPage(db, ref)
  if (!row || (!reader.mayReadDrafts && !isPublicPage(row, now))) return undefined
  return pageJson(row, reader)
}

/**
 * The addresses of the added pages visitors can see at `at` (the footer shows its links to them,
 * decision 0076), read once per content version, which every save and deletion of a page moves.
 */
export async function shownPageSlugs(
  services: Pick<Services, 'publicReads' | 'database'>,
  at = new Date(),
): Promise<Set<string>> {
  const rows = await readOncePerVersion(services, 'added-page-states', () =>
    services.database.db
      .select({ slug: pages.slug, status: pages.status, publishAt: pages.publishAt })
      .from(pages)
      .where(eq(pages.fixed, false)),
  )
  return new Set(rows.filter((row) => isPublicRow(row, at)).map((row) => row.slug))
}

/** Another page has this slug now. */
async function slugTaken(db: Db, slug: string, id?: string) {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(id ? and(eq(pages.slug, slug), ne(pages.id, id)) : eq(pages.slug, slug))
    .limit(1)
  return row !== undefined
}

export type PageSaveResult =
  | { ok: true; id: string; slug: string; revisionId: number; pending?: undefined }
  /** An author's edit to a public page, kept for an editor (decision 0055). */
  | { ok: true; pending: PendingChange; id: string; slug: string }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'forbidden' }
  | ({ ok: false; reason: 'conflict'; fields: string[]; both: BothChanged[] } & EditConflict)

export interface PageSaveOptions {
  id?: string
  /** PATCH: the input is laid over the stored page before the same validation. */
  partial?: boolean
  actor: Actor
  /**
   * The newest revision id the editor opened the page on ('' when it had none). When someone
   * saved after it, a PATCH still goes ahead if none of the fields it sends changed since (the
   * inline editor sends only the fields its editor changed, so two people's edits of different
   * fields both stay); a PUT is refused.
   */
  baseRevision?: string
  now?: Date
}

const titleOf = (input: Record<string, unknown>) =>
  typeof input.title === 'string' && input.title ? input.title : String(input.title_el ?? '')

async function auditSave(
  db: Db,
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
    kind: PAGE_KIND,
    itemId: id,
    title,
    detail: before ? { fields: changed } : null,
  })
  const change = statusAction(before?.status as string | undefined, String(after.status))
  if (change)
    await audit(db, {
      actor,
      action: change,
      kind: PAGE_KIND,
      itemId: id,
      title,
      detail: after.publish_at ? { publish_at: after.publish_at } : null,
    })
}

function rulesOf(now: Date, stored?: PageRow): DateRules {
  return { today: todayInCyprus(now), now, currentPublishAt: stored?.publishAt }
}

/**
 * Keeps an author's edit to a public page as its pending change, validated as a save would be
 * (with the page's status and publication time, which only an editor changes); the row stays.
 */
async function proposeChange(
  tx: Db,
  stored: PageRow,
  before: Record<string, unknown>,
  proposed: Record<string, unknown>,
  basedOn: string | undefined,
  actor: Actor,
  now: Date,
): Promise<PageSaveResult> {
  const input = { ...proposed, status: stored.status, publish_at: before.publish_at }
  const parsed = pageInputSchema(rulesOf(now, stored)).safeParse(input)
  if (!parsed.success)
    return { ok: false, reason: 'invalid', fields: contentFieldErrors(parsed.error) }
  const values = await stillInlineImages(
    { ...(parsed.data as Record<string, unknown>) },
    richFields(PAGE_KIND),
  )
  await ensureBaseline(tx, {
    kind: PAGE_KIND,
    itemId: stored.id,
    title: stored.title,
    snapshot: before,
  })
  const change = {
    kind: PAGE_KIND,
    itemId: stored.id,
    values: asStoredInput(values),
    baseRevision: basedOn ?? String((await latestRevision(tx, PAGE_KIND, stored.id))?.id ?? ''),
    authorId: actor?.id ?? null,
    authorEmail: actor?.email ?? null,
  } as const
  await storePendingChange(tx, change)
  await audit(tx, {
    actor,
    action: 'submitted',
    kind: PAGE_KIND,
    itemId: stored.id,
    title: titleOf(change.values),
    detail: { pending_change: true, fields: fieldsChanged(pageFields(), before, change.values) },
  })
  await clearReviewNote(tx, PAGE_KIND, stored.id)
  return { ok: true, id: stored.id, slug: stored.slug, pending: { ...change, submittedAt: now } }
}

/**
 * Validates and saves one page, keeping a revision and logging the change. Only admins create
 * pages (a new address on the site); editing follows the kinds' rules: authors and reviewers
 * write drafts and propose changes to public pages, editors and admins publish.
 */
export async function savePage(
  db: Db,
  raw: Record<string, unknown>,
  options: PageSaveOptions,
): Promise<PageSaveResult> {
  const now = options.now ?? new Date()
  const asker = askerOf(options.actor)
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db
    const fields = pageFields()
    let input = raw
    let stored: PageRow | undefined
    let before: Record<string, unknown> | undefined
    let conflict: EditConflict | undefined
    if (options.id) {
      // Locked until the transaction ends: two saves of one page run one after the other.
      stored = await pageRow(tx, options.id, true)
      if (!stored) return { ok: false as const, reason: 'not_found' as const }
      before = pageAsInput(stored)
      conflict = await conflictSince(tx, PAGE_KIND, stored.id, options.baseRevision)
      if (conflict) {
        const base = (await baseRevisionOf(tx, PAGE_KIND, stored.id, options.baseRevision))
          ?.snapshot
        // Without the base (an unknown id, or history trimmed since), every field may have changed.
        const theirs = base ? fieldsChanged(fields, base, before) : [...fields]
        const clashing = options.partial
          ? Object.keys(raw).filter((field) => theirs.includes(field))
          : theirs
        if (clashing.length > 0 || !options.partial)
          return {
            ok: false as const,
            reason: 'conflict' as const,
            ...conflict,
            fields: clashing,
            both: [],
          }
      }
      if (options.partial) input = { ...before, ...raw }
      // The site's own route shows a fixed page at its address: it keeps it.
      if (stored.fixed && typeof input.slug === 'string' && input.slug.trim() !== stored.slug)
        return {
          ok: false as const,
          reason: 'invalid' as const,
          fields: { slug: PAGE_ERRORS.fixedSlug },
        }
      if (proposesChange(asker, PAGE_KIND, stored.status)) {
        const basedOn = conflict ? options.baseRevision : undefined
        return proposeChange(tx, stored, before, input, basedOn, options.actor, now)
      }
      if (!maySave(asker, PAGE_KIND, stored.status, stored.status))
        return { ok: false as const, reason: 'forbidden' as const }
      await ensureBaseline(tx, {
        kind: PAGE_KIND,
        itemId: stored.id,
        title: stored.title,
        snapshot: before,
      })
    } else if (!can(asker, 'settings')) {
      // A new page is a new address of the site: an admin's decision, like the footer's links.
      return { ok: false as const, reason: 'forbidden' as const }
    }
    const parsed = pageInputSchema(rulesOf(now, stored)).safeParse(input)
    if (!parsed.success)
      return {
        ok: false as const,
        reason: 'invalid' as const,
        fields: contentFieldErrors(parsed.error),
      }
    const values = await stillInlineImages(
      { ...(parsed.data as Record<string, unknown>) },
      richFields(PAGE_KIND),
    )
    if (!maySave(asker, PAGE_KIND, stored?.status, String(values.status)))
      return { ok: false as const, reason: 'forbidden' as const }
    if (values.status === 'published' && !values.publish_at)
      values.publish_at = before?.status === 'published' ? (stored?.publishAt ?? null) : now
    if (await slugTaken(tx, String(values.slug), stored?.id))
      return {
        ok: false as const,
        reason: 'invalid' as const,
        fields: { slug: PAGE_ERRORS.slugTaken },
      }
    const [row] = stored
      ? await tx
          .update(pages)
          .set(asValues(values) as never)
          .where(eq(pages.id, stored.id))
          .returning()
      : await tx
          .insert(pages)
          .values(asValues(values) as never)
          .returning()
    if (!row) return { ok: false as const, reason: 'not_found' as const }
    const after = pageAsInput(row)
    const revision = await recordRevision(tx, {
      kind: PAGE_KIND,
      itemId: row.id,
      action: before ? 'updated' : 'created',
      title: titleOf(after),
      snapshot: after,
      previous: before,
      actor: options.actor,
    })
    await auditSave(tx, row.id, options.actor, before, after, revision.changedFields)
    if (after.status !== 'draft') await clearReviewNote(tx, PAGE_KIND, row.id)
    return { ok: true as const, id: row.id, slug: row.slug, revisionId: revision.id }
  })
}

/**
 * Deletes a page an admin added; its revisions stay, so for DELETED_KEPT_DAYS an admin can bring
 * it back from Recently deleted (restoreDeletedPage). False: no such page; 'forbidden': not an
 * admin; 'fixed': a page the site's own route shows (About), which stays.
 */
export async function deletePage(
  db: Db,
  id: string,
  actor: Actor,
): Promise<boolean | 'forbidden' | 'fixed'> {
  if (!can(askerOf(actor), 'settings')) return 'forbidden'
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db
    const row = await pageRow(tx, id, true)
    if (!row) return false
    if (row.fixed || isFixedPageSlug(row.slug)) return 'fixed'
    const snapshot = pageAsInput(row)
    await ensureBaseline(tx, { kind: PAGE_KIND, itemId: id, title: row.title, snapshot })
    await tx.delete(pages).where(eq(pages.id, id))
    await removePendingChange(tx, PAGE_KIND, id)
    await recordRevision(tx, {
      kind: PAGE_KIND,
      itemId: id,
      action: 'deleted',
      title: row.title,
      snapshot,
      actor,
    })
    await audit(tx, { actor, action: 'deleted', kind: PAGE_KIND, itemId: id, title: row.title })
    return true
  })
}

/** The newest revision id of a page, which its editor sends back as `base_revision` ('' none). */
export async function pageBaseRevision(db: Db, id: string): Promise<string> {
  return String((await latestRevision(db, PAGE_KIND, id))?.id ?? '')
}

export type PageRestoreResult =
  | { ok: true; id: string; revisionId: number }
  | { ok: false; reason: 'not_found' | 'invalid' | 'forbidden' }
  /**
   * A deleted page's address, which another page has taken since: the restore is refused rather
   * than made under another address, which the footer's links and visitors' bookmarks would not
   * find (decision 0075).
   */
  | { ok: false; reason: 'slug_taken'; slug: string }

/**
 * Saves a kept version of a page as its newest (the page's history, decision 0069), with a
 * `restored` revision and audit entry. A stored page keeps its address, status and publication
 * time: those are not text, and a fixed page's address never changes. A deleted page comes back
 * as the version held it, address and status too (decision 0075): for admins only, who alone add
 * and delete pages, and only while no other page has its address.
 */
export async function restorePageRevision(
  db: Db,
  id: string,
  revisionId: number,
  actor: Actor,
  now = new Date(),
): Promise<PageRestoreResult> {
  if (!can(askerOf(actor), 'restore', PAGE_KIND)) return { ok: false, reason: 'forbidden' }
  return db.transaction(async (txn): Promise<PageRestoreResult> => {
    const tx = txn as unknown as Db
    const revision = await getRevision(tx, PAGE_KIND, id, revisionId)
    if (!revision) return { ok: false, reason: 'not_found' }
    const stored = await pageRow(tx, id, true)
    if (!stored) return insertDeletedPage(tx, id, revision.id, revision.snapshot, actor)
    const before = pageAsInput(stored)
    const text = Object.fromEntries(
      pageFields()
        .filter((field) => field in revision.snapshot)
        .map((field) => [field, revision.snapshot[field]]),
    )
    const parsed = pageInputSchema(rulesOf(now, stored)).safeParse({
      ...before,
      ...text,
      slug: stored.slug,
      status: stored.status,
      publish_at: before.publish_at,
    })
    if (!parsed.success) return { ok: false, reason: 'invalid' }
    await ensureBaseline(tx, { kind: PAGE_KIND, itemId: id, title: stored.title, snapshot: before })
    const [row] = await tx
      .update(pages)
      .set(asValues(parsed.data as Record<string, unknown>) as never)
      .where(eq(pages.id, id))
      .returning()
    if (!row) return { ok: false, reason: 'not_found' }
    return recordRestore(tx, row, before, revisionId, actor)
  })
}

/**
 * Stores a deleted page again under its id, as the version held it. The version was valid when
 * it was saved; the schema still shapes it, without today's date rules (a scheduled page's
 * time may have passed: it is then public, as it would have been), and refuses an address the
 * site has taken for a route of its own since.
 */
async function insertDeletedPage(
  tx: Db,
  id: string,
  revisionId: number,
  snapshot: Record<string, unknown>,
  actor: Actor,
): Promise<PageRestoreResult> {
  if (!can(askerOf(actor), 'settings')) return { ok: false, reason: 'forbidden' }
  const kept = Object.fromEntries(
    pageFields()
      .filter((field) => field in snapshot)
      .map((field) => [field, snapshot[field]]),
  )
  const parsed = pageInputSchema({ today: '0000-01-01', now: new Date(0) }).safeParse(kept)
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  const values = parsed.data as Record<string, unknown>
  const slug = String(values.slug)
  if (await slugTaken(tx, slug, id)) return { ok: false, reason: 'slug_taken', slug }
  // Two admins restoring the same page at once: the second finds it stored and changes nothing.
  const [row] = await tx
    .insert(pages)
    .values({ ...(asValues(values) as object), id, fixed: false } as never)
    .onConflictDoNothing()
    .returning()
  if (!row) return { ok: false, reason: 'not_found' }
  return recordRestore(tx, row, undefined, revisionId, actor)
}

/** The `restored` revision and audit entry of a page brought back to a version. */
async function recordRestore(
  tx: Db,
  row: PageRow,
  before: Record<string, unknown> | undefined,
  revisionId: number,
  actor: Actor,
): Promise<PageRestoreResult> {
  const after = pageAsInput(row)
  const saved = await recordRevision(tx, {
    kind: PAGE_KIND,
    itemId: row.id,
    action: 'restored',
    title: titleOf(after),
    snapshot: after,
    previous: before,
    actor,
  })
  await audit(tx, {
    actor,
    action: 'restored',
    kind: PAGE_KIND,
    itemId: row.id,
    title: titleOf(after),
    detail: { revision: revisionId, deleted: before === undefined },
  })
  return { ok: true, id: row.id, revisionId: saved.id }
}

/**
 * Restores a deleted page from the revision that recorded its deletion (Recently deleted, the
 * content list's bulk Restore). not_found: the page was never deleted, or is stored again.
 */
export async function restoreDeletedPage(
  db: Db,
  id: string,
  actor: Actor,
): Promise<PageRestoreResult> {
  const newest = await latestRevision(db, PAGE_KIND, id)
  if (!newest || newest.action !== 'deleted') return { ok: false, reason: 'not_found' }
  return restorePageRevision(db, id, newest.id, actor)
}

/** Which of the given page ids are stored (Recently deleted leaves restored ones out). */
export async function existingPageIds(db: Db, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid)
  if (valid.length === 0) return new Set()
  const rows = await db.select({ id: pages.id }).from(pages).where(inArray(pages.id, valid))
  return new Set(rows.map((row) => row.id))
}
