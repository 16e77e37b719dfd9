/**
 * The addresses of events, news and stories (`/news/{slug}`): what an item's slug is made of and
 * which slugs no item may have. Runs in the browser (the form's check) and on the server, which
 * also makes each slug unique within its kind (content-slugs.server.ts).
 */
import { isUuid } from '~/lib/uuid'
import { slugify, slugSource } from '~/lib/slug'
import { KIND_INFO, type ContentKind } from './content-kinds'

/** Longest slug made from a title; the rest of a long title is left out at a word's end. */
const MADE_MAX = 80

/** Addresses of the site's own pages under an item's path (`/news/create`). */
const RESERVED = new Set(['create'])

/** A slug no item may have: a page of the site's own, or an id's shape (ids redirect). */
export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug) || isUuid(slug)
}

/**
 * The slug an item's title makes (English, or the Greek transliterated when there is no English),
 * before it is made unique (which also steps over reserved ones); the kind's word when the title
 * has no letter or digit to use.
 */
export function slugOfTitle(kind: ContentKind, title: string, titleEl: string | null): string {
  let slug = slugify(slugSource(title, titleEl ?? ''))
  if (slug.length > MADE_MAX) {
    const cut = slug.slice(0, MADE_MAX + 1)
    slug = cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut.slice(0, MADE_MAX)
  }
  return slug || KIND_INFO[kind].slugWord
}
