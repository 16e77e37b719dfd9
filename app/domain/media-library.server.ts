/**
 * The media library (docs/product.md, Media library): every upload with its texts and the items
 * that show it, found by words of its texts or file name; an upload replaced by another file in
 * every item at once; an unused upload deleted. Uses are read from the content tables, so they
 * are always those of the saved content.
 */
import { desc, eq, sql } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import {
  events,
  imageTexts,
  media,
  news,
  stories,
  wikiArticles,
  wikiCategories,
  wikiMedia,
} from '~/db/schema'
import { lacksImageText, NO_IMAGE_TEXT, normalizeImageText } from './image-text-rules'
import { storeImage, type StoredImage } from './media.server'
import { fullImageUrl } from './media-rules'

export type ImageUseKind = 'event' | 'news' | 'story' | 'wiki'

/** One item that shows an upload: as its picture, or in its rich text (either language). */
export interface ImageUse {
  kind: ImageUseKind
  id: string
  title: string
  /** The item's page. */
  href: string
  field: 'image' | 'content'
}

export interface LibraryImage {
  hash: string
  url: string
  width: number
  height: number
  uploadedAt: Date
  alt: string
  altEl: string
  decorative: boolean
  caption: string
  captionEl: string
  fileName: string
  usedBy: ImageUse[]
}

export interface LibraryFilter {
  /** Words that must all appear in the alt texts, captions or file name (or the start of the hash). */
  q?: string
  unused?: boolean
  missingAlt?: boolean
}

const HASH_IN_TEXT = /\/media\/([a-f0-9]{64})/g

function hashesIn(...values: Array<string | null | undefined>): Set<string> {
  const found = new Set<string>()
  for (const value of values) {
    if (!value) continue
    for (const match of value.matchAll(HASH_IN_TEXT)) found.add(match[1]!)
  }
  return found
}

/**
 * Every upload's uses, by hash, in a stable order (kind, then title). Reads only rows that name an
 * upload at all; the site has hundreds of items, not millions.
 */
export async function imageUses(db: Db): Promise<Map<string, ImageUse[]>> {
  const named = (column: unknown) => sql`${column} LIKE '%/media/%'`
  const [eventRows, newsRows, storyRows, wikiRows, galleryRows] = await Promise.all([
    db
      .select({ id: events.id, title: events.title, image: events.imageUrl })
      .from(events)
      .where(named(events.imageUrl)),
    db
      .select({
        id: news.id,
        title: news.title,
        image: news.imageUrl,
        content: news.content,
        contentEl: news.contentEl,
      })
      .from(news)
      .where(sql`${named(news.imageUrl)} OR ${named(news.content)} OR ${named(news.contentEl)}`),
    db
      .select({
        id: stories.id,
        title: stories.title,
        image: stories.imageUrl,
        content: stories.content,
        contentEl: stories.contentEl,
      })
      .from(stories)
      .where(
        sql`${named(stories.imageUrl)} OR ${named(stories.content)} OR ${named(stories.contentEl)}`,
      ),
    db
      .select({
        id: wikiArticles.id,
        title: wikiArticles.title,
        slug: wikiArticles.slug,
        category: wikiCategories.slug,
        image: wikiArticles.featuredImageUrl,
        content: wikiArticles.content,
        contentEl: wikiArticles.contentEl,
      })
      .from(wikiArticles)
      .innerJoin(wikiCategories, eq(wikiCategories.id, wikiArticles.categoryId))
      .where(
        sql`${named(wikiArticles.featuredImageUrl)} OR ${named(wikiArticles.content)} OR ${named(wikiArticles.contentEl)}`,
      ),
    db
      .select({
        id: wikiArticles.id,
        title: wikiArticles.title,
        slug: wikiArticles.slug,
        category: wikiCategories.slug,
        url: wikiMedia.url,
      })
      .from(wikiMedia)
      .innerJoin(wikiArticles, eq(wikiArticles.id, wikiMedia.articleId))
      .innerJoin(wikiCategories, eq(wikiCategories.id, wikiArticles.categoryId))
      .where(named(wikiMedia.url)),
  ])
  const uses = new Map<string, ImageUse[]>()
  const add = (hashes: Set<string>, use: Omit<ImageUse, 'field'>, field: ImageUse['field']) => {
    for (const hash of hashes) {
      const list = uses.get(hash) ?? []
      if (!list.some((u) => u.kind === use.kind && u.id === use.id && u.field === field))
        list.push({ ...use, field })
      uses.set(hash, list)
    }
  }
  for (const row of eventRows)
    add(
      hashesIn(row.image),
      { kind: 'event', id: row.id, title: row.title, href: `/events/${row.id}` },
      'image',
    )
  for (const [kind, rows, base] of [
    ['news', newsRows, '/news'],
    ['story', storyRows, '/story'],
  ] as const) {
    for (const row of rows) {
      const item = { kind, id: row.id, title: row.title, href: `${base}/${row.id}` }
      add(hashesIn(row.image), item, 'image')
      add(hashesIn(row.content, row.contentEl), item, 'content')
    }
  }
  for (const row of wikiRows) {
    const item = {
      kind: 'wiki' as const,
      id: row.id,
      title: row.title,
      href: `/wiki/${row.category}/${row.slug}`,
    }
    add(hashesIn(row.image), item, 'image')
    add(hashesIn(row.content, row.contentEl), item, 'content')
  }
  for (const row of galleryRows) {
    const item = {
      kind: 'wiki' as const,
      id: row.id,
      title: row.title,
      href: `/wiki/${row.category}/${row.slug}`,
    }
    add(hashesIn(row.url), item, 'content')
  }
  const order: Record<ImageUseKind, number> = { event: 0, news: 1, story: 2, wiki: 3 }
  for (const list of uses.values())
    list.sort((a, b) => order[a.kind] - order[b.kind] || a.title.localeCompare(b.title))
  return uses
}

/** The items that show one upload (none: it may be deleted). */
export async function usesOfImage(db: Db, hash: string): Promise<ImageUse[]> {
  return (await imageUses(db)).get(hash) ?? []
}

/** Whether an upload matches every word of a search, case- and accent-insensitively. */
function matches(image: LibraryImage, q: string): boolean {
  const fold = (value: string) =>
    value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('el')
  const haystack = fold(
    [image.alt, image.altEl, image.caption, image.captionEl, image.fileName].join('\n'),
  )
  const words = fold(q).split(/\s+/).filter(Boolean)
  return words.every((word) => haystack.includes(word) || image.hash.startsWith(word))
}

/** The library, newest upload first, narrowed by the filter. */
export async function listLibrary(db: Db, filter: LibraryFilter = {}): Promise<LibraryImage[]> {
  const [rows, uses] = await Promise.all([
    db
      .select({
        hash: media.hash,
        width: sql<number>`max(${media.width})`.mapWith(Number),
        height: sql<number>`max(${media.height})`.mapWith(Number),
        uploadedAt: sql<Date>`min(${media.createdAt})`.mapWith((value) => new Date(value)),
        avif: sql<boolean>`bool_or(${media.contentType} = 'image/avif')`,
        alt: imageTexts.alt,
        altEl: imageTexts.altEl,
        decorative: imageTexts.decorative,
        caption: imageTexts.caption,
        captionEl: imageTexts.captionEl,
        fileName: imageTexts.fileName,
      })
      .from(media)
      .leftJoin(imageTexts, eq(imageTexts.hash, media.hash))
      .groupBy(
        media.hash,
        imageTexts.alt,
        imageTexts.altEl,
        imageTexts.decorative,
        imageTexts.caption,
        imageTexts.captionEl,
        imageTexts.fileName,
      )
      .orderBy(desc(sql`min(${media.createdAt})`), media.hash),
    imageUses(db),
  ])
  const images = rows.map(({ avif, ...row }) => ({
    hash: row.hash,
    url: fullImageUrl(row.hash, row.width, row.height, Boolean(avif)),
    width: row.width,
    height: row.height,
    uploadedAt: row.uploadedAt,
    alt: row.alt ?? '',
    altEl: row.altEl ?? '',
    decorative: row.decorative ?? false,
    caption: row.caption ?? '',
    captionEl: row.captionEl ?? '',
    fileName: row.fileName ?? '',
    usedBy: uses.get(row.hash) ?? [],
  }))
  const q = filter.q?.trim() ?? ''
  return images.filter(
    (image) =>
      (!q || matches(image, q)) &&
      (!filter.unused || image.usedBy.length === 0) &&
      (!filter.missingAlt || lacksImageText(image)),
  )
}

/** One upload of the library, or undefined when none has this hash. */
export async function libraryImage(db: Db, hash: string): Promise<LibraryImage | undefined> {
  return (await listLibrary(db)).find((image) => image.hash === hash)
}

export interface ImageCaption {
  caption: string
  captionEl: string
}

/** Stores an upload's captions (checked by the caller), keeping its other texts. */
export async function saveImageCaption(
  db: Db,
  hash: string,
  value: ImageCaption,
  updatedBy: string | null,
): Promise<void> {
  const set = { caption: value.caption.trim(), captionEl: value.captionEl.trim(), updatedBy }
  await db
    .insert(imageTexts)
    .values({ hash, ...NO_IMAGE_TEXT, ...set })
    .onConflictDoUpdate({ target: imageTexts.hash, set })
}

/** A file name as the library keeps it: its last path segment, trimmed to the column's length. */
export function cleanFileName(name: string | null | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? ''
  // Control characters have no place in a name that is shown and searched.
  const printable = [...last].filter((char) => char >= ' ' && char !== '\u007f').join('')
  return printable.trim().slice(0, 200)
}

/** Remembers the uploaded file's name, for searching the library. */
export async function saveFileName(db: Db, hash: string, fileName: string): Promise<void> {
  const name = cleanFileName(fileName)
  if (!name) return
  await db
    .insert(imageTexts)
    .values({ hash, ...NO_IMAGE_TEXT, fileName: name })
    .onConflictDoUpdate({ target: imageTexts.hash, set: { fileName: name } })
}

/**
 * Every address an upload is stored under in content: the largest variant with or without its
 * size and AVIF mark, and the smaller variants, in either format.
 */
function addressPattern(hash: string) {
  return `/media/${hash}(-[0-9]{2,4}|\\.[0-9]{1,5}x[0-9]{1,5}(-avif)?)?\\.(webp|avif)`
}

/**
 * Replaces an upload with another file: the new file is stored (re-encoded like any upload, AVIF
 * included), takes the old one's texts, and every saved item, draft, gallery entry and revision
 * that named the old upload names the new one, in one transaction. The old upload is then
 * deleted. The content tables' triggers move the content version, so cached pages are rebuilt;
 * the new file has a new address, so no browser, CDN or service worker can show a stale copy.
 */
export async function replaceImage(
  db: Db,
  oldHash: string,
  bytes: Buffer,
  userId: string | null,
  fileName: string,
): Promise<StoredImage> {
  const stored = await storeImage(db, bytes, userId)
  if (stored.filePath === oldHash) return stored
  const pattern = addressPattern(oldHash)
  const url = stored.imageUrl
  const rewrite = (column: string) =>
    sql.raw(`${column} = regexp_replace(${column}, '${pattern}', '${url}', 'g')`)
  const where = (...columns: string[]) =>
    sql.raw(columns.map((column) => `${column} ~ '${pattern}'`).join(' OR '))
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE events SET ${rewrite('image_url')} WHERE ${where('image_url')}`)
    for (const table of ['news', 'stories']) {
      await tx.execute(
        sql`UPDATE ${sql.raw(table)} SET ${rewrite('image_url')}, ${rewrite('content')}, ${rewrite('content_el')} WHERE ${where('image_url', 'content', 'content_el')}`,
      )
    }
    await tx.execute(
      sql`UPDATE wiki_articles SET ${rewrite('featured_image_url')}, ${rewrite('content')}, ${rewrite('content_el')} WHERE ${where('featured_image_url', 'content', 'content_el')}`,
    )
    await tx.execute(sql`UPDATE wiki_media SET ${rewrite('url')} WHERE ${where('url')}`)
    // Revisions too: restoring an older version or a deleted item shows the new file.
    await tx.execute(
      sql.raw(
        `UPDATE content_revisions SET snapshot = regexp_replace(snapshot::text, '${pattern}', '${url}', 'g')::jsonb WHERE snapshot::text ~ '${pattern}'`,
      ),
    )
    const [old] = await tx.select().from(imageTexts).where(eq(imageTexts.hash, oldHash))
    const text = {
      ...normalizeImageText(old ?? NO_IMAGE_TEXT),
      caption: old?.caption ?? '',
      captionEl: old?.captionEl ?? '',
      fileName: cleanFileName(fileName) || old?.fileName || '',
      updatedBy: userId,
    }
    await tx
      .insert(imageTexts)
      .values({ hash: stored.filePath, ...text })
      .onConflictDoUpdate({ target: imageTexts.hash, set: text })
    await tx.delete(imageTexts).where(eq(imageTexts.hash, oldHash))
    await tx.delete(media).where(eq(media.hash, oldHash))
  })
  return stored
}
