/**
 * GET /api/v1/images (admins): the media library, `?q=` words of the texts or file name,
 * `?unused=true`, `?missing_alt=true`. POST (multipart: `file` and its text alternative, `alt` /
 * `alt_el` or `decorative`) answers {"image_url","file_path"}; DELETE with {"file_path"} removes
 * an image no item shows (409 naming the items otherwise). Also mounted at the older address
 * /functions/v1/image-upload, kept for existing clients.
 */
import type { Route } from './+types/images'
import { servicesContext } from '~/context.server'
import { requireAdmin, requirePermission } from '~/http/guards.server'
import { deleteImage, storeImage } from '~/domain/media.server'
import { listLibrary, saveFileName, usesOfImage } from '~/domain/media-library.server'
import { MAX_IMAGE_BYTES } from '~/domain/media-rules'
import { apiError } from '~/lib/api-error.server'
import {
  checkOrigin,
  json,
  methodNotAllowed,
  readJsonObject,
  respond,
  t,
  translateFields,
} from './api.server'
import { fileTooLarge, readImageFile, refusedImage } from './image-file-input.server'
import { imageTextFromForm } from './image-text-input.server'
import { imageInUse, libraryImageJson } from './library-json.server'

const ALLOWED = ['GET', 'POST', 'DELETE']

/** `true` or `false` (or absent); anything else is refused, naming the parameter. */
function flag(url: URL, name: string): boolean | 'bad' {
  const value = url.searchParams.get(name)
  if (value === null || value === '' || value === 'false') return false
  return value === 'true' ? true : 'bad'
}

export function loader({ request, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    requireAdmin(context, 'api')
    const url = new URL(request.url)
    const unused = flag(url, 'unused')
    const missingAlt = flag(url, 'missing_alt')
    const fields: Record<string, string> = {}
    if (unused === 'bad') fields.unused = t(context, 'admin.media.errors.flag', { name: 'unused' })
    if (missingAlt === 'bad')
      fields.missing_alt = t(context, 'admin.media.errors.flag', { name: 'missing_alt' })
    const q = url.searchParams.get('q') ?? ''
    if (q.length > 200) fields.q = t(context, 'admin.media.errors.query')
    if (Object.keys(fields).length > 0)
      return apiError(400, 'validation_failed', Object.values(fields)[0]!, fields)
    const { db } = context.get(servicesContext).database
    const images = await listLibrary(db, {
      q,
      unused: unused === true,
      missingAlt: missingAlt === true,
    })
    return json(
      { data: images.map(libraryImageJson) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  })
}

export function action({ request, context }: Route.ActionArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    if (request.method === 'POST') {
      checkOrigin(context, request)
      const user = requirePermission(context, 'write-draft', 'api')
      const { form, file } = await readImageFile(context, request)
      // Every image gets a description or the admin's word that it is decorative, before it is stored.
      const text = imageTextFromForm(form)
      if (!text.ok) {
        const fields = translateFields(context, text.fields)
        return apiError(400, 'validation_failed', Object.values(fields)[0]!, fields)
      }
      if (file.size > MAX_IMAGE_BYTES) return fileTooLarge(context)
      try {
        const stored = await storeImage(
          db,
          Buffer.from(await file.arrayBuffer()),
          user.id,
          text.text,
        )
        await saveFileName(db, stored.filePath, file.name)
        return json(
          {
            image_url: stored.imageUrl,
            file_path: stored.filePath,
            width: stored.width,
            height: stored.height,
            first_frame_only: stored.firstFrameOnly,
            alt: text.text.alt.trim(),
            alt_el: text.text.altEl.trim(),
            decorative: text.text.decorative,
          },
          { status: 201 },
        )
      } catch (error) {
        return refusedImage(context, error)
      }
    }
    if (request.method === 'DELETE') {
      checkOrigin(context, request)
      requireAdmin(context, 'api')
      const body = await readJsonObject(context, request, 4096)
      if (typeof body.file_path !== 'string' || !/^[a-f0-9]{64}$/.test(body.file_path)) {
        const message = t(context, 'admin.api.filePath')
        return apiError(400, 'validation_failed', message, { file_path: message })
      }
      const uses = await usesOfImage(db, body.file_path)
      if (uses.length > 0) return imageInUse(context, uses)
      const result = await deleteImage(db, body.file_path)
      return json({ deleted: result.deleted, in_use: result.inUse })
    }
    return methodNotAllowed(context, ALLOWED)
  })
}
