import type { ContentKind } from '~/domain/content.server'

/** Which collection a content API path names (/api/v1/<kind>/..., /content-api/stories/...). */
export function kindFromPath(pathname: string): ContentKind {
  const match = /\/(events|news|stories)(\/|$)/.exec(pathname)
  if (!match) throw new Error(`no content kind in ${pathname}`)
  return match[1] as ContentKind
}
