/**
 * Text alternatives of uploaded images (app/domain/image-text-rules.ts): stored one row per upload
 * in `image_texts`, read by pages to give each image its alt, and listed for admins where an
 * image still has none.
 */
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { imageTexts, media } from '~/db/schema'
import type { Services } from '~/context.server'
import {
  NO_IMAGE_TEXT,
  normalizeImageText,
  uploadHashOf,
  type ImageText,
  type ImageTexts,
} from './image-text-rules'
import { fullImageUrl } from './media-rules'
import { readOncePerVersion } from './public-reads.server'

/** Whether an upload with this hash is stored. */
export async function imageExists(db: Db, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: media.hash })
    .from(media)
    .where(eq(media.hash, hash))
    .limit(1)
  return Boolean(row)
}

/** The text alternative of one upload; an upload without a row has none and is not decorative. */
export async function readImageText(db: Db, hash: string): Promise<ImageText> {
  const [row] = await db
    .select({ alt: imageTexts.alt, altEl: imageTexts.altEl, decorative: imageTexts.decorative })
    .from(imageTexts)
    .where(eq(imageTexts.hash, hash))
  return row ?? NO_IMAGE_TEXT
}

/** Stores an upload's text alternative (already checked by checkImageText). */
export async function saveImageText(
  db: Db,
  hash: string,
  text: ImageText,
  updatedBy: string | null,
): Promise<ImageText> {
  const value = normalizeImageText(text)
  await db
    .insert(imageTexts)
    .values({ hash, ...value, updatedBy })
    .onConflictDoUpdate({ target: imageTexts.hash, set: { ...value, updatedBy } })
  return value
}

/**
 * The texts of the uploads that the given URLs name, for a page's images (rich text included).
 * The whole table is small (one row per upload) and the same for every visitor, so it is read
 * once per content version and filtered here.
 */
export async function imageTextsFor(
  services: Pick<Services, 'publicReads' | 'database'>,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<ImageTexts> {
  const hashes = new Set(urls.map(uploadHashOf).filter((hash): hash is string => Boolean(hash)))
  if (hashes.size === 0) return {}
  const all = await readOncePerVersion(services, 'image-texts', () =>
    allImageTexts(services.database.db),
  )
  return Object.fromEntries(
    [...hashes].filter((hash) => all[hash]).map((hash) => [hash, all[hash]!]),
  )
}

/** The same, read straight from the database (feeds, which have their own HTTP cache). */
export async function imageTextsIn(
  db: Db,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<ImageTexts> {
  const hashes = [
    ...new Set(urls.map(uploadHashOf).filter((hash): hash is string => Boolean(hash))),
  ]
  if (hashes.length === 0) return {}
  const rows = await db
    .select({
      hash: imageTexts.hash,
      alt: imageTexts.alt,
      altEl: imageTexts.altEl,
      decorative: imageTexts.decorative,
    })
    .from(imageTexts)
    .where(inArray(imageTexts.hash, hashes))
  return Object.fromEntries(rows.map(({ hash, ...text }) => [hash, text]))
}

/** Upload URLs in stored HTML (rich text), for imageTextsFor. */
export function uploadUrlsInHtml(html: string | null | undefined): string[] {
  return html ? [...html.matchAll(/\/media\/[a-f0-9]{64}[^"'\s)]*/g)].map((match) => match[0]) : []
}

async function allImageTexts(db: Db): Promise<Record<string, ImageText>> {
  const rows = await db
    .select({
      hash: imageTexts.hash,
      alt: imageTexts.alt,
      altEl: imageTexts.altEl,
      decorative: imageTexts.decorative,
    })
    .from(imageTexts)
  return Object.fromEntries(rows.map(({ hash, ...text }) => [hash, text]))
}

export interface ImageWithoutText {
  hash: string
  url: string
  width: number
  height: number
  uploadedAt: Date
}

/**
 * Uploads that still have no text alternative (older uploads, or rows cleared by hand), newest
 * first, for the admins' list. At most `limit`, so a big backlog is worked through a page at a time.
 */
/** An upload with no text alternative: none stored, or an empty one that is not decorative. */
const WITHOUT_TEXT = or(
  isNull(imageTexts.hash),
  and(eq(imageTexts.decorative, false), eq(imageTexts.alt, ''), eq(imageTexts.altEl, '')),
)

/** How many uploads still have no text alternative (the content health page's count). */
export async function countImagesWithoutText(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${media.hash})`.mapWith(Number) })
    .from(media)
    .leftJoin(imageTexts, eq(imageTexts.hash, media.hash))
    .where(WITHOUT_TEXT)
  return row?.count ?? 0
}

export async function imagesWithoutText(db: Db, limit = 100): Promise<ImageWithoutText[]> {
  const rows = await db
    .select({
      hash: media.hash,
      width: sql<number>`max(${media.width})`.mapWith(Number),
      height: sql<number>`max(${media.height})`.mapWith(Number),
      uploadedAt: sql<Date>`min(${media.createdAt})`.mapWith((value) => new Date(value)),
      avif: sql<boolean>`bool_or(${media.contentType} = 'image/avif')`,
    })
    .from(media)
    .leftJoin(imageTexts, eq(imageTexts.hash, media.hash))
    .where(WITHOUT_TEXT)
    .groupBy(media.hash)
    .orderBy(desc(sql`min(${media.createdAt})`), media.hash)
    .limit(limit)
  return rows.map(({ avif, ...row }) => ({
    ...row,
    url: fullImageUrl(row.hash, row.width, row.height, Boolean(avif)),
  }))
}
