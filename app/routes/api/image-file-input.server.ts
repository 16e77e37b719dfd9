/**
 * The one image file of a multipart request (POST /api/v1/images, PUT /api/v1/images/{file_path})
 * and the answers to the ways a file is refused, shared by upload and replace.
 */
import type { RouterContextProvider } from 'react-router'

import { MAX_IMAGE_SIDE, MAX_PIXELS, MediaError } from '~/domain/media.server'
import { MAX_IMAGE_BYTES } from '~/domain/media-rules'
import { apiError } from '~/lib/api-error.server'
import { readBody, t } from './api.server'

type Ctx = Readonly<RouterContextProvider>

/** Room for the multipart envelope around a file of the maximum size. */
const MAX_MULTIPART_BYTES = MAX_IMAGE_BYTES + 64 * 1024

/** The request's form and its single `file`; throws the API's answer for anything else. */
export async function readImageFile(
  context: Ctx,
  request: Request,
): Promise<{ form: FormData; file: File }> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw apiError(415, 'unsupported_media_type', t(context, 'admin.api.multipartOnly'))
  const bytes = await readBody(context, request, MAX_MULTIPART_BYTES)
  let form: FormData
  try {
    form = await new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': type },
      body: Buffer.from(bytes),
    }).formData()
  } catch {
    throw apiError(400, 'bad_request', t(context, 'admin.api.badMultipart'))
  }
  const files = form.getAll('file').filter((value): value is File => typeof value !== 'string')
  if (files.length !== 1) {
    const message = t(
      context,
      files.length ? 'admin.upload.dropError.too-many-files' : 'admin.api.fileMissing',
    )
    throw apiError(400, 'validation_failed', message, { file: message })
  }
  return { form, file: files[0]! }
}

/** 413 for a file over the size limit. */
export function fileTooLarge(context: Ctx): Response {
  return apiError(
    413,
    'payload_too_large',
    t(context, 'admin.upload.dropError.file-too-large', { size: MAX_IMAGE_BYTES / 1024 / 1024 }),
  )
}

/** The answer to a file the image worker refused; rethrows anything else. */
export function refusedImage(context: Ctx, error: unknown): Response {
  if (!(error instanceof MediaError)) throw error
  if (error.reason === 'too_many_pixels') {
    const message = t(context, 'admin.upload.dimensions', {
      side: MAX_IMAGE_SIDE.toLocaleString('en-GB'),
      megapixels: MAX_PIXELS / 1_000_000,
    })
    return apiError(413, 'payload_too_large', message, { file: message })
  }
  if (error.reason === 'too_large') return fileTooLarge(context)
  const message = t(
    context,
    error.reason === 'empty'
      ? 'admin.upload.dropError.file-too-small'
      : 'admin.upload.dropError.file-invalid-type',
  )
  return apiError(415, 'unsupported_media_type', message, { file: message })
}
