/**
 * Uploaded images (DESIGN: images). The bytes must really be a raster image (a text file named
 * .png is refused); the image is turned upright, stripped of every piece of metadata (camera,
 * GPS location) and re-encoded to WebP in a few widths for srcset. Rows live in the `media`
 * table, so every app instance serves them; the URL carries the content hash and never changes.
 */
import crypto from 'node:crypto'
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm'
import sharp from 'sharp'

import type { Db } from '~/db/client.server'
import { media } from '~/db/schema'
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES, mediaUrl } from './media-rules'

export type MediaErrorKind = 'empty' | 'too_large' | 'not_image'

export class MediaError extends Error {
  constructor(readonly kind: MediaErrorKind) {
    super(kind)
  }
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])
/** Guards against decompression bombs: ~50 megapixels. */
const MAX_PIXELS = 50_000_000
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!

export interface StoredImage {
  imageUrl: string
  filePath: string
  width: number
  height: number
}

/** Checks, cleans, re-encodes and stores an image; throws MediaError for bad input. */
export async function storeImage(db: Db, bytes: Buffer, uploadedBy: string | null): Promise<StoredImage> {
  if (bytes.length === 0) throw new MediaError('empty')
  if (bytes.length > MAX_IMAGE_BYTES) throw new MediaError('too_large')
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()
  } catch {
    throw new MediaError('not_image')
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new MediaError('not_image')
  }
  const hash = crypto.createHash('sha256').update(bytes).digest('hex')

  // Orientation from EXIF is applied first; sharp writes no metadata unless asked to.
  const upright = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false }).rotate()
  const uprightWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width
  const fullWidth = Math.min(uprightWidth, LARGEST)
  const widths = [...new Set([...IMAGE_WIDTHS.filter((w) => w < fullWidth), fullWidth])]
  const variants = await Promise.all(
    widths.map(async (width) => {
      const { data, info } = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
      return { hash, width, height: info.height, contentType: 'image/webp', data, byteSize: data.length, uploadedBy }
    }),
  ).catch(() => {
    // Headers that parse but pixel data that does not (a truncated or corrupt file).
    throw new MediaError('not_image')
  })
  await db.insert(media).values(variants).onConflictDoNothing()
  const largest = variants[variants.length - 1]!
  return { imageUrl: mediaUrl(hash), filePath: hash, width: largest.width, height: largest.height }
}

/**
 * The stored variant for a request: the requested width or the next larger one, else the
 * largest; without a width, the largest.
 */
export async function readImage(db: Db, hash: string, width?: number) {
  if (width) {
    const [fit] = await db
      .select()
      .from(media)
      .where(and(eq(media.hash, hash), gte(media.width, width)))
      .orderBy(asc(media.width))
      .limit(1)
    if (fit) return fit
  }
  const [largest] = await db.select().from(media).where(eq(media.hash, hash)).orderBy(desc(media.width)).limit(1)
  return largest
}

/**
 * Deletes an image unless saved content still shows it (an editor may drop an image and then
 * cancel the edit; the saved page must not lose its picture). Answers whether rows were deleted.
 */
export async function deleteImage(db: Db, filePath: string): Promise<{ deleted: boolean; inUse: boolean }> {
  if (!/^[a-f0-9]{64}$/.test(filePath)) return { deleted: false, inUse: false }
  if (await imageInUse(db, filePath)) return { deleted: false, inUse: true }
  const rows = await db.delete(media).where(eq(media.hash, filePath)).returning({ width: media.width })
  return { deleted: rows.length > 0, inUse: false }
}

/** Whether any saved content names the image (read-only look into the content tables). */
async function imageInUse(db: Db, hash: string) {
  const pattern = `%/media/${hash}%`
  const result = await db.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM events WHERE image_url LIKE ${pattern}
      UNION ALL SELECT 1 FROM news WHERE image_url LIKE ${pattern} OR content LIKE ${pattern} OR content_el LIKE ${pattern}
      UNION ALL SELECT 1 FROM stories WHERE image_url LIKE ${pattern} OR content LIKE ${pattern} OR content_el LIKE ${pattern}
      UNION ALL SELECT 1 FROM wiki_articles WHERE featured_image_url LIKE ${pattern} OR content LIKE ${pattern} OR content_el LIKE ${pattern}
    ) AS used`)
  const row = (result as unknown as { rows: { used: boolean }[] }).rows[0]
  return Boolean(row?.used)
}
