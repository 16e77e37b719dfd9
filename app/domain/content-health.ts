/**
 * The content health page (/admin/health): what readers see or will see that needs a person's
 * attention. Rules only, over rows the server has read (content-health.server.ts), so that they
 * are checked without a database.
 */
import { isGreekMissing } from '~/lib/editorial-state'
import type { PermissionKind } from './permissions'

/** One item on the page, with where to fix it. */
export interface HealthEntry {
  kind: PermissionKind
  id: string
  title: string
  titleEl: string | null
  /** The item's page (wiki articles are edited there) or its edit page. */
  href: string
}

/** An item as the rules see it. */
export interface HealthRow extends HealthEntry {
  elReady: boolean
}

export interface ContentHealth {
  greekMissing: HealthEntry[]
  /** Uploads without a text alternative, fixed on /admin/images. */
  imagesWithoutText: number
}

const entryOf = ({ kind, id, title, titleEl, href }: HealthRow): HealthEntry => ({
  kind,
  id,
  title,
  titleEl,
  href,
})

export function contentHealth(
  rows: readonly HealthRow[],
  imagesWithoutText: number,
): ContentHealth {
  return {
    greekMissing: rows.filter(isGreekMissing).map(entryOf),
    imagesWithoutText,
  }
}

/** Whether nothing needs attention. */
export function isHealthy(health: ContentHealth): boolean {
  return health.greekMissing.length === 0 && health.imagesWithoutText === 0
}
