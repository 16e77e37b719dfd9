/**
 * Photosensitive safety of images kept inline (the `data:` image a form keeps when an upload
 * failed, or pasted into rich text): like uploads, an animated one is stored as its first frame
 * only, re-encoded as WebP. Checked on the server for every save, whatever the form did.
 */
import { isAnimatedImage } from './media-animation'
import { inImageQueue } from './media.server'

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=]+)$/i
const DATA_IMAGE_IN_HTML = /data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=]+/gi

/** The inline image, or its first frame when it moves; anything else is returned unchanged. */
export async function stillInlineImage(url: string): Promise<string> {
  const match = DATA_IMAGE.exec(url)
  if (!match) return url
  const bytes = Buffer.from(match[1]!, 'base64')
  try {
    return await inImageQueue(async () => {
      // Loaded on the first inline image, not at start: sharp checks its libvips version with
      // semver, about 60 modules together.
      const { default: sharp } = await import('sharp')
      const { pages } = await sharp(bytes, { animated: true }).metadata()
      if (!isAnimatedImage(bytes, pages)) return url
      const still = await sharp(bytes, { pages: 1 }).webp().toBuffer()
      return `data:image/webp;base64,${still.toString('base64')}`
    })
  } catch {
    // Not an image the decoder reads: the browser will not show it either; keep the text as is.
    return url
  }
}

/** Every inline image of an HTML fragment, each as its first frame when it moves. */
export async function stillInlineImagesInHtml(html: string): Promise<string> {
  const found = [...new Set(html.match(DATA_IMAGE_IN_HTML) ?? [])]
  if (found.length === 0) return html
  let out = html
  for (const url of found) {
    const still = await stillInlineImage(url)
    if (still !== url) out = out.split(url).join(still)
  }
  return out
}

/** The given fields of a record, their inline images stilled (image fields and HTML alike). */
export async function stillInlineImages<T extends Record<string, unknown>>(
  values: T,
  fields: readonly string[],
): Promise<T> {
  const out: Record<string, unknown> = { ...values }
  for (const field of fields) {
    const value = out[field]
    if (typeof value !== 'string' || !value.includes('data:image/')) continue
    out[field] = value.startsWith('data:')
      ? await stillInlineImage(value)
      : await stillInlineImagesInHtml(value)
  }
  return out as T
}
