/**
 * Uploaded images (docs/product.md, Hostile requests and privacy of answers). The bytes must really
 * be a raster image (a text file named .png is refused); the image is turned upright, stripped of
 * every piece of metadata (camera, GPS location) and re-encoded to WebP and AVIF in a few widths
 * for srcset (one row per width and format).
 * Rows live in the `media` table, so every app instance serves them; the URL carries the content
 * hash and never changes.
 */
import { fork } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm'

import { rowsOf, type Db } from '~/db/client.server'
import { imageTexts, media } from '~/db/schema'
import { normalizeImageText, type ImageText } from './image-text-rules'
import { isAnimatedImage } from './media-animation'
import { fullImageUrl, IMAGE_WIDTHS, MAX_IMAGE_BYTES, type MediaFormat } from './media-rules'

export type MediaErrorReason = 'empty' | 'too_large' | 'too_many_pixels' | 'not_image'

export class MediaError extends Error {
  constructor(readonly reason: MediaErrorReason) {
    super(reason)
  }
}

const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']
/** Guards against decompression bombs: ~50 megapixels (an 8000 x 6000 phone photo fits). */
export const MAX_PIXELS = 50_000_000
/** Each side too: a long thin image under the pixel cap still makes the decoder hold huge rows. */
export const MAX_IMAGE_SIDE = 10_000
/** A decoder that takes longer than this is stopped and the file refused. */
const ENCODE_TIMEOUT_MS = 60_000
/** The script that decodes in a process of its own; plain JavaScript, found from the app's folder. */
const IMAGE_WORKER = path.resolve('server/image-worker.mjs')

/**
 * Images are processed one at a time, in arrival order: decoding is the most memory- and
 * CPU-hungry thing the server does, and uploads are rare (admins only).
 */
let imageQueue: Promise<unknown> = Promise.resolve()
export function inImageQueue<T>(work: () => Promise<T>): Promise<T> {
  const run = imageQueue.then(work, work)
  imageQueue = run.catch(() => undefined)
  return run
}

export interface StoredImage {
  imageUrl: string
  filePath: string
  width: number
  height: number
  /** The upload was animated; only its first frame is stored (photosensitive safety). */
  firstFrameOnly: boolean
}

type WorkerAnswer =
  | {
      ok: true
      variants: Array<{ width: number; height: number } & Record<MediaFormat, Uint8Array>>
      pages?: number
    }
  | { ok: false; kind: MediaErrorReason }

/**
 * Decodes and re-encodes in a child process (server/image-worker.mjs) that exits afterwards, so
 * the memory decoding took goes back to the system and a crashing decoder cannot stop the server.
 */
function encodeInWorker(bytes: Buffer): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const child = fork(IMAGE_WORKER, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    })
    let answer: WorkerAnswer | undefined
    const timer = setTimeout(() => child.kill('SIGKILL'), ENCODE_TIMEOUT_MS)
    child.once('message', (message) => (answer = message as WorkerAnswer))
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', () => {
      clearTimeout(timer)
      // No answer: the decoder crashed or took too long on this file.
      resolve(answer ?? { ok: false, kind: 'not_image' })
    })
    child.send({
      bytes,
      maxPixels: MAX_PIXELS,
      maxSide: MAX_IMAGE_SIDE,
      widths: [...IMAGE_WIDTHS],
      formats: ACCEPTED_FORMATS,
    })
  })
}

const FORMATS: readonly MediaFormat[] = ['webp', 'avif']

export function contentTypeOf(format: MediaFormat) {
  return `image/${format}`
}

/**
 * Checks, cleans, re-encodes and stores an image, with its text alternative when given (checked
 * by the caller with checkImageText); throws MediaError for bad input.
 */
export async function storeImage(
  db: Db,
  bytes: Buffer,
  uploadedBy: string | null,
  text?: ImageText,
): Promise<StoredImage> {
  if (bytes.length === 0) throw new MediaError('empty')
  if (bytes.length > MAX_IMAGE_BYTES) throw new MediaError('too_large')
  const answer = await inImageQueue(() => encodeInWorker(bytes))
  if (!answer.ok) throw new MediaError(answer.kind)
  const hash = crypto.createHash('sha256').update(bytes).digest('hex')
  const rows = answer.variants.flatMap(({ width, height, ...encoded }) =>
    FORMATS.map((format) => {
      const data = encoded[format]
      const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      return {
        hash,
        width,
        height,
        contentType: contentTypeOf(format),
        data: buffer,
        byteSize: buffer.length,
        uploadedBy,
      }
    }),
  )
  await db.transaction(async (tx) => {
    await tx.insert(media).values(rows).onConflictDoNothing()
    if (!text) return
    // Uploading the same file again with a new description updates it: the latest word counts.
    const value = { ...normalizeImageText(text), updatedBy: uploadedBy }
    await tx
      .insert(imageTexts)
      .values({ hash, ...value })
      .onConflictDoUpdate({ target: imageTexts.hash, set: value })
  })
  const largest = answer.variants[answer.variants.length - 1]!
  return {
    // Marked as stored in AVIF too, so pages offer those variants first.
    imageUrl: fullImageUrl(hash, largest.width, largest.height, true),
    filePath: hash,
    width: largest.width,
    height: largest.height,
    // The worker kept the first frame only; the admin is told when there were more.
    firstFrameOnly: isAnimatedImage(bytes, answer.pages),
  }
}

/**
 * The stored variant for a request: the requested width or the next larger one, else the
 * largest; without a width, the largest. Undefined when the upload is not stored in that format
 * (uploads made before AVIF variants have WebP only).
 */
export async function readImage(
  db: Db,
  hash: string,
  width?: number,
  format: MediaFormat = 'webp',
) {
  const ofFormat = and(eq(media.hash, hash), eq(media.contentType, contentTypeOf(format)))
  if (width) {
    const [fit] = await db
      .select()
      .from(media)
      .where(and(ofFormat, gte(media.width, width)))
      .orderBy(asc(media.width))
      .limit(1)
    if (fit) return fit
  }
  const [largest] = await db
    .select()
    .from(media)
    .where(ofFormat)
    .orderBy(desc(media.width))
    .limit(1)
  return largest
}

/** The size of an upload's largest variant, or undefined when no such upload is stored. */
export async function largestImageSize(
  db: Db,
  hash: string,
): Promise<{ width: number; height: number } | undefined> {
  const [largest] = await db
    .select({ width: media.width, height: media.height })
    .from(media)
    .where(eq(media.hash, hash))
    .orderBy(desc(media.width))
    .limit(1)
  return largest
}

/**
 * Deletes an image unless saved content still shows it (an editor may drop an image and then
 * cancel the edit; the saved page must not lose its picture). Answers whether rows were deleted.
 */
export async function deleteImage(
  db: Db,
  filePath: string,
): Promise<{ deleted: boolean; inUse: boolean }> {
  if (!/^[a-f0-9]{64}$/.test(filePath)) return { deleted: false, inUse: false }
  if (await imageInUse(db, filePath)) return { deleted: false, inUse: true }
  const rows = await db
    .delete(media)
    .where(eq(media.hash, filePath))
    .returning({ width: media.width })
  await db.delete(imageTexts).where(eq(imageTexts.hash, filePath))
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
  const row = rowsOf<{ used: boolean }>(result)[0]
  return Boolean(row?.used)
}
