/**
 * The picture a page shows when it is shared (Open Graph, Twitter cards): the item's own upload
 * when it has one, else a default for its kind, drawn once by `npm run social-images` into
 * public/social/ (scripts/social-images.ts).
 */
import type { Lang } from '~/i18n/languages'

/** 'site' stands for every page that is not an event, news post, story or article. */
export const SOCIAL_KINDS = ['site', 'event', 'news', 'story', 'article'] as const
export type SocialKind = (typeof SOCIAL_KINDS)[number]

/** The size Open Graph and large Twitter cards recommend; every default image has it. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const

export interface SocialImage {
  /** A path on this site; pageMeta makes it absolute with the configured origin. */
  path: string
  width: number
  height: number
  alt: string
}

/** Where the default picture of a kind in a language is served from (a file in public/). */
export function defaultSocialImagePath(kind: SocialKind, lang: Lang) {
  return `/social/${kind}.${lang}.png`
}

/** The media type of a picture from its file name, for og:image:type. */
export function socialImageType(path: string) {
  if (path.endsWith('.png')) return 'image/png'
  if (path.endsWith('.webp')) return 'image/webp'
  return undefined
}
