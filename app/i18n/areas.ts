/**
 * Translation areas (one file each under locales/<lang>/) and which a page needs. The server
 * holds every area; the browser loads only the areas of the page it shows, so a visitor's phone
 * downloads the strings it uses and no more (visitor pages stay within 150 kB of gzipped
 * JavaScript: docs/decisions/0006-javascript-budget.md). A route module names the areas
 * its screen uses in its handle (`export const handle = { i18n: ['events'] }`); layouts' areas
 * count for their children. route-areas.test.ts checks the declarations against the code.
 */
export const AREAS = [
  'about',
  'admin',
  'analytics',
  'auth',
  'chrome',
  'common',
  'diary',
  'emergency',
  'events',
  'firstAid',
  'home',
  'legal',
  'likes',
  'news',
  'newsletter',
  'plan',
  'profile',
  'search',
  'sections',
  'stories',
  'wiki',
] as const
export type Area = (typeof AREAS)[number]

/** Every page shows the header, footer, site dialogs and like buttons. */
export const CORE_AREAS: readonly Area[] = ['common', 'chrome', 'likes']

/** Admin controls appear only to admins, so only their browsers load the admin strings. */
export const ADMIN_AREA: Area = 'admin'

export interface I18nHandle {
  i18n?: readonly Area[]
}

/** The areas a page needs: the core, its matched routes' handles, and admin for admins. */
export function areasOfPage(matches: readonly { handle?: unknown }[], isAdmin: boolean): Area[] {
  const areas = new Set<Area>(CORE_AREAS)
  for (const match of matches) {
    const handle = match.handle as I18nHandle | undefined
    for (const area of handle?.i18n ?? []) areas.add(area)
  }
  if (isAdmin) areas.add(ADMIN_AREA)
  return [...areas].sort()
}

export function isArea(value: string): value is Area {
  return (AREAS as readonly string[]).includes(value)
}
