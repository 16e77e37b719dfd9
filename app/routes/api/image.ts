/**
 * /api/v1/images/{file_path} (docs/api.md, "Images"): GET an uploaded image's texts (public, as
 * they are on every page that shows the image); for admins, PATCH its text alternative and
 * captions, PUT a new file in its place everywhere it is used, DELETE it when no item shows it.
 */
import type { Route } from './+types/image'
import { servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import { imageExists, readImageText, saveImageText } from '~/domain/image-texts.server'
import { MAX_CAPTION_LENGTH } from '~/domain/image-text-rules'
import { deleteImage } from '~/domain/media.server'
import {
  libraryImage,
  replaceImage,
  saveImageCaption,
  usesOfImage,
} from '~/domain/media-library.server'
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
import { IMAGE_TEXT_FIELDS, imageTextFromJson } from './image-text-input.server'
import { imageInUse, libraryImageJson } from './library-json.server'

const FILE_PATH = /^[a-f0-9]{64}$/
/** Two descriptions, two captions and a flag fit well within this. */
const MAX_BODY_BYTES = 16 * 1024
const ALLOWED = ['GET', 'PATCH', 'PUT', 'DELETE']
const CAPTION_FIELDS = ['caption', 'caption_el'] as const

async function answer(context: Route.LoaderArgs['context'], filePath: string, admin: boolean) {
  const { db } = context.get(servicesContext).database
  const image = await libraryImage(db, filePath)
  if (!image) return apiError(404, 'not_found', t(context, 'admin.api.imageNotFound'))
  const full = libraryImageJson(image)
  // Which items show an image, drafts included, is for admins.
  if (!admin) {
    const { used_by: _, file_name: __, uploaded_at: ___, ...visible } = full
    return json({ data: visible })
  }
  return json({ data: full })
}

export function loader({ params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    const filePath = params.filePath
    if (!FILE_PATH.test(filePath) || !(await imageExists(db, filePath)))
      return apiError(404, 'not_found', t(context, 'admin.api.imageNotFound'))
    return answer(context, filePath, false)
  })
}

/** The captions of a PATCH body: text of at most 500 characters each, or a field's error key. */
function captionsFrom(body: Record<string, unknown>) {
  const fields: Record<string, string> = {}
  const value: Partial<Record<(typeof CAPTION_FIELDS)[number], string>> = {}
  for (const key of CAPTION_FIELDS) {
    if (!(key in body)) continue
    const given = body[key]
    if (typeof given !== 'string') fields[key] = 'admin.media.errors.captionText'
    else if (given.trim().length > MAX_CAPTION_LENGTH)
      fields[key] = 'admin.media.errors.captionLong'
    else value[key] = given
  }
  return { fields, value }
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (!['PATCH', 'PUT', 'DELETE'].includes(request.method))
      return methodNotAllowed(context, ALLOWED)
    checkOrigin(context, request)
    const user = requireAdmin(context, 'api')
    const { db } = context.get(servicesContext).database
    const filePath = params.filePath
    if (!FILE_PATH.test(filePath) || !(await imageExists(db, filePath)))
      return apiError(404, 'not_found', t(context, 'admin.api.imageNotFound'))

    if (request.method === 'DELETE') {
      const uses = await usesOfImage(db, filePath)
      if (uses.length > 0) return imageInUse(context, uses)
      const result = await deleteImage(db, filePath)
      return json({ deleted: result.deleted })
    }

    if (request.method === 'PUT') {
      const { file } = await readImageFile(context, request)
      if (file.size > MAX_IMAGE_BYTES) return fileTooLarge(context)
      try {
        const stored = await replaceImage(
          db,
          filePath,
          Buffer.from(await file.arrayBuffer()),
          user.id,
          file.name,
        )
        return answer(context, stored.filePath, true)
      } catch (error) {
        return refusedImage(context, error)
      }
    }

    const body = await readJsonObject(context, request, MAX_BODY_BYTES)
    const known = [...IMAGE_TEXT_FIELDS, ...CAPTION_FIELDS] as readonly string[]
    const unknown: Record<string, string> = {}
    for (const key of Object.keys(body))
      if (!known.includes(key)) unknown[key] = 'admin.imageText.errors.unknown-field'
    const captions = captionsFrom(body)
    const textSent = IMAGE_TEXT_FIELDS.some((key) => key in body)
    const textBody = Object.fromEntries(
      Object.entries(body).filter(([key]) =>
        (IMAGE_TEXT_FIELDS as readonly string[]).includes(key),
      ),
    )
    const input = textSent ? imageTextFromJson(textBody, await readImageText(db, filePath)) : null
    const errors = {
      ...unknown,
      ...captions.fields,
      ...(input && !input.ok ? input.fields : {}),
    }
    if (Object.keys(errors).length > 0) {
      const fields = translateFields(context, errors)
      return apiError(400, 'validation_failed', Object.values(fields)[0]!, fields)
    }
    if (input?.ok) await saveImageText(db, filePath, input.text, user.id)
    if (Object.keys(captions.value).length > 0) {
      const current = await libraryImage(db, filePath)
      await saveImageCaption(
        db,
        filePath,
        {
          caption: captions.value.caption ?? current?.caption ?? '',
          captionEl: captions.value.caption_el ?? current?.captionEl ?? '',
        },
        user.id,
      )
    }
    return answer(context, filePath, true)
  })
}
