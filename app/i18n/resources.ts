/**
 * Translation resources. Each area keeps its strings in its own file
 * (locales/<lang>/<area>.json); keys are used as `t('<area>.<key>')`.
 */
import type { Lang } from './languages'

type Tree = { [key: string]: string | Tree }

function merge(files: Record<string, { default: Tree }>): Tree {
  const out: Tree = {}
  for (const [file, module] of Object.entries(files)) {
    const area = file.replace(/^.*\/([^/]+)\.json$/, '$1')
    out[area] = module.default
  }
  return out
}

/** Loads one language (the browser loads only the one it shows). */
export async function loadResources(lang: Lang): Promise<Tree> {
  const files =
    lang === 'el'
      ? import.meta.glob<{ default: Tree }>('./locales/el/*.json')
      : import.meta.glob<{ default: Tree }>('./locales/en/*.json')
  const loaded = await Promise.all(
    Object.entries(files).map(async ([file, load]) => [file, await load()] as const),
  )
  return merge(Object.fromEntries(loaded))
}

export type { Tree as ResourceTree }
