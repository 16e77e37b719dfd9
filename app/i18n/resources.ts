/**
 * Translation resources. Each area keeps its strings in its own file
 * (locales/<lang>/<area>.json); keys are used as `t('<area>.<key>')`.
 */
import { AREAS, CORE_AREAS, type Area } from './areas'
import type { Lang } from './languages'
import type { ResourceTree as Tree } from './translator'

type Loader = () => Promise<{ default: Tree }>

// One lazy chunk per language and area, so the browser fetches only what a page uses; the areas
// every page uses come in one chunk per language (core-strings-*.ts), left out of these.
const files: Record<Lang, Record<string, Loader>> = {
  en: import.meta.glob<{ default: Tree }>([
    './locales/en/*.json',
    '!./locales/en/{common,chrome,likes}.json',
  ]),
  el: import.meta.glob<{ default: Tree }>([
    './locales/el/*.json',
    '!./locales/el/{common,chrome,likes}.json',
  ]),
}
const core: Record<Lang, () => Promise<{ default: Record<string, Tree> }>> = {
  en: () => import('./core-strings-en'),
  el: () => import('./core-strings-el'),
}

const isCore = (area: Area) => CORE_AREAS.includes(area)

/** Loads the given areas of one language (all of them unless named), keyed by area. */
export async function loadResources(lang: Lang, areas: readonly Area[] = AREAS): Promise<Tree> {
  const coreAreas: Promise<Record<string, Tree>> = areas.some(isCore)
    ? core[lang]().then((module) => module.default)
    : Promise.resolve({})
  const loaded = await Promise.all(
    areas.map(async (area) => {
      const strings = isCore(area)
        ? (await coreAreas)[area]
        : (await files[lang][`./locales/${lang}/${area}.json`]?.())?.default
      if (!strings) throw new Error(`No translation file for ${lang}/${area}`)
      return [area, strings] as const
    }),
  )
  return Object.fromEntries(loaded)
}
