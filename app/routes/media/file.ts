/** Serves uploaded images from their content-hash URLs, cached for a year (they never change). */
import type { Route } from './+types/file'
import { servicesContext } from '~/context.server'
import { readImage } from '~/domain/media.server'
import { IMAGE_WIDTHS, MEDIA_PATH } from '~/domain/media-rules'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const match = MEDIA_PATH.exec(`/media/${params.file}`)
  const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } })
  if (!match) return notFound()
  const hash = match[1]!
  const width = match[2] ? Number(match[2]) : undefined
  if (width !== undefined && !(IMAGE_WIDTHS as readonly number[]).includes(width)) return notFound()
  const etag = `"${hash}-${width ?? 'full'}"`
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' } })
  }
  const { db } = context.get(servicesContext).database
  const image = await readImage(db, hash, width)
  if (!image) return notFound()
  return new Response(new Uint8Array(image.data), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.byteSize),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    },
  })
}
