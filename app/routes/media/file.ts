/**
 * Serves uploaded images from their content-hash URLs, cached for a year (they never change), as
 * WebP or AVIF by the file's name; an upload stored before AVIF variants answers 404 for AVIF.
 */
import type { Route } from './+types/file'
import { servicesContext } from '~/context.server'
import { readImage } from '~/domain/media.server'
import { IMAGE_WIDTHS, MEDIA_FILE, type MediaFormat } from '~/domain/media-rules'

const IMMUTABLE = 'public, max-age=31536000, immutable'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const match = MEDIA_FILE.exec(`/media/${params.file}`)
  const notFound = () =>
    new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
    })
  if (!match) return notFound()
  const hash = match[1]!
  const width = match[2] ? Number(match[2]) : undefined
  const format = match[5] as MediaFormat
  if (width !== undefined && !(IMAGE_WIDTHS as readonly number[]).includes(width)) return notFound()
  // WebP keeps the tag it had before AVIF variants, so browsers' cached copies stay valid.
  const etag = `"${hash}-${width ?? 'full'}${format === 'avif' ? '-avif' : ''}"`
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': IMMUTABLE } })
  }
  const { db } = context.get(servicesContext).database
  const image = await readImage(db, hash, width, format)
  if (!image) return notFound()
  return new Response(new Uint8Array(image.data), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.byteSize),
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    },
  })
}
