/**
 * GET and PATCH /api/v1/images/{file_path} (docs/api.md, "Images"): an uploaded image's text
 * alternative. Reads are public, as the alt text is on every page that shows the image; writes
 * are for admins.
 */
import type { Route } from './+types/image'
import { servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import type { ImageText } from '~/domain/image-text-rules'
import { imageExists, readImageText, saveImageText } from '~/domain/image-texts.server'
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
import { imageTextFromJson } from './image-text-input.server'

const FILE_PATH = /^[a-f0-9]{64}$/
/** Two descriptions of at most 250 characters and a flag fit well within this. */
const MAX_BODY_BYTES = 8 * 1024

function answer(filePath: string, text: ImageText) {
  return json({
    data: { file_path: filePath, alt: text.alt, alt_el: text.altEl, decorative: text.decorative },
  })
}

export function loader({ params, context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    const filePath = params.filePath
    if (!FILE_PATH.test(filePath) || !(await imageExists(db, filePath)))
      return apiError(404, 'not_found', t(context, 'admin.api.imageNotFound'))
    return answer(filePath, await readImageText(db, filePath))
  })
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'PATCH') return methodNotAllowed(context, ['GET', 'PATCH'])
    checkOrigin(context, request)
    const user = requireAdmin(context, 'api')
    const { db } = context.get(servicesContext).database
    const filePath = params.filePath
    if (!FILE_PATH.test(filePath) || !(await imageExists(db, filePath)))
      return apiError(404, 'not_found', t(context, 'admin.api.imageNotFound'))
    const body = await readJsonObject(context, request, MAX_BODY_BYTES)
    const input = imageTextFromJson(body, await readImageText(db, filePath))
    if (!input.ok) {
      const fields = translateFields(context, input.fields)
      return apiError(400, 'validation_failed', Object.values(fields)[0]!, fields)
    }
    return answer(filePath, await saveImageText(db, filePath, input.text, user.id))
  })
}
