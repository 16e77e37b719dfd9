/**
 * Who may do what (docs/product.md, Who may do what): the one table the server checks on every
 * write path (pages' actions, the API, admin pages); the pages read it too, to hide what a
 * person may not use, which is cosmetic. Safe in the browser: it knows roles, not sessions.
 *
 * Roles do not combine: a person has one. From the least to the most:
 * - user: a signed-in visitor (likes, profile); nothing of the editorial tools.
 * - author: writes drafts of every kind (and edits drafts), submits them for review and withdraws
 *   them, sees history, may delete own drafts; cannot publish, schedule, archive, restore or
 *   manage the site. Their edits to a published or scheduled item (a wiki article's too) wait for
 *   an editor as a pending change (proposesChange).
 * - reviewer (medical reviewer): what an author can, plus marking wiki and education articles as
 *   medically reviewed.
 * - editor: writes and publishes every kind, deletes and restores, manages tags, categories and
 *   images, reads the audit log.
 * - admin: everything, including people and site settings (and medical review).
 */
import type { Role } from '~/db/enums'
import type { ContentKind } from './content-kinds'

/** Content kinds, the wiki (whose articles also make up the education sections) and pages. */
export type PermissionKind = ContentKind | 'wiki' | 'pages'

export type Permission =
  /** See drafts and the editorial view of items (contact numbers, likes, Greek not ready). */
  | 'read-drafts'
  /** Create an item as a draft, change a draft, upload images for it. */
  | 'write-draft'
  /**
   * Publish, schedule, archive, unpublish or change a published or scheduled item; review the
   * items waiting for it (publish them or send them back).
   */
  | 'publish'
  /** Delete any item (authors delete only their own drafts: see mayDelete). */
  | 'delete'
  /** Restore an earlier version, or an item from Recently deleted. */
  | 'restore'
  /** Read an item's history of versions. */
  | 'history'
  /** Mark a wiki or education article as medically reviewed. */
  | 'medical-review'
  /** Site-wide lists: tags, wiki categories, the image library's deletions. */
  | 'manage-taxonomy'
  /** The audit log (its page and API). */
  | 'audit'
  /** People: invitations, roles, removal. */
  | 'people'
  /** Site settings (contact details, links). */
  | 'settings'

const AUTHOR: readonly Permission[] = ['read-drafts', 'write-draft', 'history']
const EDITOR: readonly Permission[] = [
  ...AUTHOR,
  'publish',
  'delete',
  'restore',
  'manage-taxonomy',
  'audit',
]

const GRANTS: Record<Role, readonly Permission[]> = {
  user: [],
  author: AUTHOR,
  reviewer: [...AUTHOR, 'medical-review'],
  editor: EDITOR,
  admin: [...EDITOR, 'medical-review', 'people', 'settings'],
}

/** Medical review concerns articles about epilepsy: the wiki and the education sections. */
const MEDICAL_KINDS: readonly PermissionKind[] = ['wiki']

/**
 * Who asks: the role and whether, with REQUIRE_ADMIN_2FA, they must first turn on two-factor
 * sign-in (then none of the role's powers work). null: nobody signed in.
 */
interface Asker {
  role: Role | null
  twoFactorSetupRequired?: boolean
}

/** The role whose powers are in force: 'user' while two-factor set-up is required. */
export function roleInForce(asker: Asker | null | undefined): Role | null {
  if (!asker?.role) return null
  return asker.twoFactorSetupRequired ? 'user' : asker.role
}

/** Whether `asker` may do `permission` (to `kind`, where the permission concerns a kind). */
export function can(
  asker: Asker | null | undefined,
  permission: Permission,
  kind?: PermissionKind,
): boolean {
  const role = roleInForce(asker)
  if (!role) return false
  if (!GRANTS[role].includes(permission)) return false
  if (permission === 'medical-review') return kind === undefined || MEDICAL_KINDS.includes(kind)
  return true
}

/** On the editorial team with its powers in force (author or more). */
export function isTeam(asker: Asker | null | undefined): boolean {
  return can(asker, 'write-draft')
}

/** Roles whose members must turn on two-factor sign-in when the site requires it. */
export function needsTwoFactor(role: Role | null): boolean {
  return role === 'admin' || role === 'editor'
}

/**
 * Whether the item may be deleted: an editor or admin deletes any; an author (or reviewer) only
 * a draft they created.
 */
export function mayDelete(
  asker: (Asker & { id?: string }) | null | undefined,
  kind: PermissionKind,
  item: { status: string; createdBy: string | null },
): boolean {
  if (can(asker, 'delete', kind)) return true
  return (
    can(asker, 'write-draft', kind) &&
    item.status === 'draft' &&
    asker?.id !== undefined &&
    item.createdBy === asker.id
  )
}

/** What authors and reviewers may leave an item as, and change: a draft, or one waiting for review. */
const UNPUBLISHED_BY_AUTHORS: readonly string[] = ['draft', 'pending_review']

/**
 * Whether a save that takes an item from `before` (undefined: a new item) to `after` may be made:
 * authors and reviewers move their work between draft and pending review (submitting it, editing
 * it while it waits, withdrawing it); publishing, scheduling, archiving and changing a published
 * item take the publish permission.
 */
export function maySave(
  asker: Asker | null | undefined,
  kind: PermissionKind,
  before: string | undefined,
  after: string,
): boolean {
  if (can(asker, 'publish', kind)) return true
  return (
    can(asker, 'write-draft', kind) &&
    UNPUBLISHED_BY_AUTHORS.includes(before ?? 'draft') &&
    UNPUBLISHED_BY_AUTHORS.includes(after)
  )
}

/** Statuses in which visitors see (or will see) an item: changing it takes the publish permission. */
const PUBLIC_STATUSES: readonly string[] = ['published', 'scheduled']

/**
 * Whether the asker's edit to an item in `status` is kept as a pending change for an editor to
 * publish (decision 0055): an author's or reviewer's edit to a published or scheduled item of any
 * kind, wiki articles included (saveContent, saveArticle).
 */
export function proposesChange(
  asker: Asker | null | undefined,
  kind: PermissionKind,
  status: string,
): boolean {
  return (
    PUBLIC_STATUSES.includes(status) &&
    can(asker, 'write-draft', kind) &&
    !can(asker, 'publish', kind)
  )
}
