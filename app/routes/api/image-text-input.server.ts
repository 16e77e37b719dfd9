/**
 * Reads an image's text alternative from an API request: `alt`, `alt_el` and `decorative`, from a
 * JSON body (PATCH /api/v1/images/{file_path}) or from the upload's multipart fields (POST
 * /api/v1/images). Answers the text, or the message key of each field that is wrong.
 */
import {
  checkImageText,
  MAX_ALT_LENGTH,
  type ImageText,
  type ImageTextError,
} from '~/domain/image-text-rules'

export const IMAGE_TEXT_FIELDS = ['alt', 'alt_el', 'decorative'] as const

export type ImageTextInput =
  { ok: true; text: ImageText } | { ok: false; fields: Record<string, string> }

const ERROR_FIELD: Record<ImageTextError, string> = {
  required: 'alt',
  'too-long': 'alt',
  'decorative-with-text': 'decorative',
}

/** The error key of a rule break, on the field the admin should change. */
function ruleBroken(text: ImageText): ImageTextInput {
  const error = checkImageText(text)
  if (!error) return { ok: true, text }
  const key = `admin.imageText.errors.${error}`
  if (error === 'too-long') {
    const fields: Record<string, string> = {}
    if (text.alt.trim().length > MAX_ALT_LENGTH) fields.alt = key
    if (text.altEl.trim().length > MAX_ALT_LENGTH) fields.alt_el = key
    return { ok: false, fields }
  }
  return { ok: false, fields: { [ERROR_FIELD[error]]: key } }
}

/**
 * A PATCH body over the stored text: only the fields sent change. Other fields, text that is not a
 * string and a `decorative` that is not a boolean are refused, so a client's mistake is never
 * stored half-understood.
 */
export function imageTextFromJson(
  body: Record<string, unknown>,
  stored: ImageText,
): ImageTextInput {
  const fields: Record<string, string> = {}
  for (const key of Object.keys(body)) {
    if (!(IMAGE_TEXT_FIELDS as readonly string[]).includes(key))
      fields[key] = 'admin.imageText.errors.unknown-field'
  }
  for (const key of ['alt', 'alt_el'] as const) {
    if (key in body && typeof body[key] !== 'string') fields[key] = 'admin.imageText.errors.text'
  }
  if ('decorative' in body && typeof body.decorative !== 'boolean')
    fields.decorative = 'admin.imageText.errors.boolean'
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return ruleBroken({
    alt: typeof body.alt === 'string' ? body.alt : stored.alt,
    altEl: typeof body.alt_el === 'string' ? body.alt_el : stored.altEl,
    decorative: typeof body.decorative === 'boolean' ? body.decorative : stored.decorative,
  })
}

/** The upload's fields: `decorative` is ticked when sent as `true` or `on` (a checkbox). */
export function imageTextFromForm(form: FormData): ImageTextInput {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const decorative = text('decorative').toLowerCase()
  return ruleBroken({
    alt: text('alt'),
    altEl: text('alt_el'),
    decorative: decorative === 'true' || decorative === 'on',
  })
}
