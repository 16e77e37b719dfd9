/**
 * Translation resources. Each area keeps its strings in its own file
 * (locales/<lang>/<area>.json); keys are used as `t('<area>.<key>')`.
 */
import { AREAS, type Area } from './areas'
import type { Lang } from './languages'
import type { ResourceTree as Tree } from './translator'

type Loader = () => Promise<{ default: Tree }>

// One lazy chunk per language and area: the browser fetches only what a page uses.
const files: Record<Lang, Record<string, Loader>> = {
  en: import.meta.glob<{ default: Tree }>('./locales/en/*.json'),
  el: import.meta.glob<{ default: Tree }>('./locales/el/*.json'),
}

/** Loads the given areas of one language (all of them unless named), keyed by area. */
export async function loadResources(lang: Lang, areas: readonly Area[] = AREAS): Promise<Tree> {
  const loaded = await Promise.all(
    areas.map(async (area) => {
      const load = files[lang][`./locales/${lang}/${area}.json`]
      if (!load) throw new Error(`No translation file for ${lang}/${area}`)
      return [area, (await load()).default] as const
    }),
  )
  return Object.fromEntries(loaded)
}
