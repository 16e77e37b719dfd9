/**
 * Uploaded images in stored rich text, made responsive when a page is rendered: the <img> gets
 * the upload's real size (when it had none), a srcset of the widths that exist and a `sizes`;
 * an upload stored in AVIF too is wrapped in a <picture> whose <source> offers AVIF first. Every
 * attribute the sanitiser kept on the <img> stays. The stored HTML is unchanged (the editor
 * works on it), and this runs on the server only, so visitor pages ship no code for it.
 *
 * With the uploads' text alternatives, each described or decorative upload also gets its current
 * alt in the text's language: the alt saved in the HTML is the one given at insertion, in the
 * editor's language, and an admin may have mended it since.
 */
import type { Lang } from '~/i18n/languages'
import { altForReader, uploadHashOf, type ImageTexts } from './image-text-rules'
import { responsiveImage } from './media-rules'

/** An <img> of sanitised HTML: attributes are double-quoted, and `>` in a value is escaped. */
const IMG = /<img\b([^>]*?)\s*\/?>/gi
const ATTRIBUTE = /([a-zA-Z][\w-]*)\s*=\s*"([^"]*)"/g
/** Rich text is never wider than this on any page (the wiki's text beside its aside, 48rem for news). */
const TEXT_COLUMN_PX = 800

/** Sanitised HTML escapes these in attribute values; the alt put in is escaped the same way. */
function escapeAttribute(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}

/**
 * The stored HTML with each described or decorative upload's current alt in `lang`, and nothing
 * else changed (feeds, whose readers fetch the images themselves).
 */
export function withCurrentAlts(html: string, alts: { texts: ImageTexts; lang: Lang }): string {
  if (!html.includes('/media/')) return html
  return html.replace(IMG, (tag, attributes: string) => {
    const attrs = new Map(
      [...attributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!.toLowerCase(), value!]),
    )
    const hash = uploadHashOf(attrs.get('src'))
    const text = hash ? alts.texts[hash] : undefined
    if (!text) return tag
    attrs.set('alt', escapeAttribute(altForReader(text, alts.lang)))
    return imgTag(attrs)
  })
}

const imgTag = (attrs: Map<string, string>) =>
  `<img ${[...attrs].map(([name, value]) => `${name}="${value}"`).join(' ')} />`

export function withResponsivePictures(
  html: string,
  alts?: { texts: ImageTexts; lang: Lang },
): string {
  if (!html.includes('/media/')) return html
  return html.replace(IMG, (tag, attributes: string) => {
    const attrs = new Map(
      [...attributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!.toLowerCase(), value!]),
    )
    const src = attrs.get('src') ?? ''
    const hash = uploadHashOf(src)
    const text = hash ? alts?.texts[hash] : undefined
    if (text && alts) attrs.set('alt', escapeAttribute(altForReader(text, alts.lang)))
    const image = responsiveImage(src)
    // Only URLs that name their size: with a srcset, an <img> with no size of its own would be
    // shown at the `sizes` width rather than its file's, so the real size must be known.
    if (!image.width || !image.height || !image.srcSet) return text ? imgTag(attrs) : tag
    if (!attrs.has('width') && !attrs.has('height')) {
      attrs.set('width', String(image.width))
      attrs.set('height', String(image.height))
    }
    const shown = Math.min(Number(attrs.get('width')) || image.width, TEXT_COLUMN_PX)
    const sizes = `(min-width: ${shown}px) ${shown}px, 100vw`
    attrs.set('srcset', image.srcSet)
    attrs.set('sizes', sizes)
    const img = imgTag(attrs)
    if (!image.avif) return img
    // `contents`: the <picture> takes no box, so the <img> is laid out as before.
    return `<picture class="contents"><source type="image/avif" srcset="${image.avif.srcSet}" sizes="${sizes}" />${img}</picture>`
  })
}
