/**
 * The text alternative of an uploaded image: a description in English and Greek, or the admin's
 * word that the image is decorative (then pages give it an empty alt). Shared by the upload
 * widget, the editor, the admin list of images and the server, which has the last word.
 */
import type { Lang } from '~/i18n/languages'
import { MEDIA_PATH } from './media-rules'

/** A description longer than this is no longer an alt text: the content should say it. */
export const MAX_ALT_LENGTH = 250

/** A caption is a line under the image (who took it, where), not a paragraph. */
export const MAX_CAPTION_LENGTH = 500

export interface ImageText {
  alt: string
  altEl: string
  decorative: boolean
}

/** An image uploaded before descriptions were asked for: no description, not decorative. */
export const NO_IMAGE_TEXT: ImageText = { alt: '', altEl: '', decorative: false }

/** Why a text alternative is refused; each has its message under admin.imageText.errors. */
export type ImageTextError = 'required' | 'too-long' | 'decorative-with-text'

/**
 * The rule: a description in at least one language, or the decorative tick, never both (a
 * decorative image is shown with an empty alt, so a description would be lost without a word).
 */
export function checkImageText(text: ImageText): ImageTextError | null {
  const alt = text.alt.trim()
  const altEl = text.altEl.trim()
  if (alt.length > MAX_ALT_LENGTH || altEl.length > MAX_ALT_LENGTH) return 'too-long'
  if (text.decorative) return alt || altEl ? 'decorative-with-text' : null
  return alt || altEl ? null : 'required'
}

/** The text with its descriptions trimmed, as it is stored. */
export function normalizeImageText(text: ImageText): ImageText {
  return { alt: text.alt.trim(), altEl: text.altEl.trim(), decorative: text.decorative }
}

/** Whether an image still waits for a text alternative (no description, not decorative). */
export function lacksImageText(text: ImageText | undefined): boolean {
  return !text || (!text.decorative && !text.alt && !text.altEl)
}

/** The alt a reader gets: their language's description, else the other one; '' when decorative. */
export function altForReader(text: ImageText | undefined, lang: Lang): string {
  if (!text || text.decorative) return ''
  return lang === 'el' ? text.altEl || text.alt : text.alt || text.altEl
}

/** The upload an image URL names (its content hash), or undefined for any other URL. */
export function uploadHashOf(url: string | null | undefined): string | undefined {
  return url ? MEDIA_PATH.exec(url)?.[1] : undefined
}

/** Texts of uploads by hash, as pages receive them from their loader. */
export type ImageTexts = Readonly<Record<string, ImageText>>

/** The alt of an image URL for a reader: '' for images that are not uploads or not described. */
export function altOfUrl(texts: ImageTexts, url: string | null | undefined, lang: Lang): string {
  const hash = uploadHashOf(url)
  return hash ? altForReader(texts[hash], lang) : ''
}
