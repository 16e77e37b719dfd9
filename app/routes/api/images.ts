/**
 * POST /api/v1/images (multipart: `file` and its text alternative, `alt` / `alt_el` or
 * `decorative`) answers {"image_url","file_path"}; DELETE with
 * {"file_path"} removes a stored image. Also mounted at the older address
 * /functions/v1/image-upload, kept for existing clients.
 */
import type { Route } from './+types/images'
import { servicesContext } from '~/context.server'
import { requireAdmin, requirePermission } from '~/http/guards.server'
import {
  deleteImage,
  MAX_IMAGE_SIDE,
  MAX_PIXELS,
  MediaError,
  storeImage,
} from '~/domain/media.server'
import { MAX_IMAGE_BYTES } from '~/domain/media-rules'
import { apiError } from '~/lib/api-error.server'
import {
  checkOrigin,
  json,
  methodNotAllowed,
  readBody,
  readJsonObject,
  respond,
  t,
  translateFields,
} from './api.server'
import { imageTextFromForm } from './image-text-input.server'

/** Room for the multipart envelope around a file of the maximum size. */
const MAX_MULTIPART_BYTES = MAX_IMAGE_BYTES + 64 * 1024

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ['POST', 'DELETE'])
}

export function action({ request, context }: Route.ActionArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    if (request.method === 'POST') {
      checkOrigin(context, request)
      const user = requirePermission(context, 'write-draft', 'api')
      const type = request.headers.get('content-type') ?? ''
      if (!type.toLowerCase().startsWith('multipart/form-data')) {
        return apiError(415, 'unsupported_media_type', t(context, 'admin.api.multipartOnly'))
      }
      const bytes = await readBody(context, request, MAX_MULTIPART_BYTES)
      let form: FormData
      try {
        form = await new Request(request.url, {
          method: 'POST',
          headers: { 'content-type': type },
          body: Buffer.from(bytes),
        }).formData()
      } catch {
        return apiError(400, 'bad_request', t(context, 'admin.api.badMultipart'))
      }
      const files = form.getAll('file').filter((value): value is File => typeof value !== 'string')
      if (files.length !== 1) {
        const message = t(
          context,
          files.length ? 'admin.upload.dropError.too-many-files' : 'admin.api.fileMissing',
        )
        return apiError(400, 'validation_failed', message, { file: message })
      }
      const file = files[0]!
      // Every image gets a description or the admin's word that it is decorative, before it is stored.
      const text = imageTextFromForm(form)
      if (!text.ok) {
        const fields = translateFields(context, text.fields)
        return apiError(400, 'validation_failed', Object.values(fields)[0]!, fields)
      }
      if (file.size > MAX_IMAGE_BYTES) {
        return apiError(
          413,
          'payload_too_large',
          t(context, 'admin.upload.dropError.file-too-large', {
            size: MAX_IMAGE_BYTES / 1024 / 1024,
          }),
        )
      }
      try {
        const stored = await storeImage(
          db,
          Buffer.from(await file.arrayBuffer()),
          user.id,
          text.text,
        )
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
        if (!(error instanceof MediaError)) throw error
        if (error.reason === 'too_many_pixels') {
          const message = t(context, 'admin.upload.dimensions', {
            side: MAX_IMAGE_SIDE.toLocaleString('en-GB'),
            megapixels: MAX_PIXELS / 1_000_000,
          })
          return apiError(413, 'payload_too_large', message, { file: message })
        }
        if (error.reason === 'too_large') {
          return apiError(
            413,
            'payload_too_large',
            t(context, 'admin.upload.dropError.file-too-large', {
              size: MAX_IMAGE_BYTES / 1024 / 1024,
            }),
          )
        }
        const message = t(
          context,
          error.reason === 'empty'
            ? 'admin.upload.dropError.file-too-small'
            : 'admin.upload.dropError.file-invalid-type',
        )
        return apiError(415, 'unsupported_media_type', message, { file: message })
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
      const result = await deleteImage(db, body.file_path)
      return json({ deleted: result.deleted, in_use: result.inUse })
    }
    return methodNotAllowed(context, ['POST', 'DELETE'])
  })
}
