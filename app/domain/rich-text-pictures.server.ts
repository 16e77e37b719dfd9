/**
 * Uploaded images in stored rich text, made responsive when a page is rendered: the <img> gets
 * the upload's real size (when it had none), a srcset of the widths that exist and a `sizes`;
 * an upload stored in AVIF too is wrapped in a <picture> whose <source> offers AVIF first. Every
 * attribute the sanitiser kept on the <img> stays. The stored HTML is unchanged (the editor
 * works on it), and this runs on the server only, so visitor pages ship no code for it.
 */
import { responsiveImage } from './media-rules'

/** An <img> of sanitised HTML: attributes are double-quoted, and `>` in a value is escaped. */
const IMG = /<img\b([^>]*?)\s*\/?>/gi
const ATTRIBUTE = /([a-zA-Z][\w-]*)\s*=\s*"([^"]*)"/g
/** Rich text is never wider than this on any page (the wiki's text beside its aside, 48rem for news). */
const TEXT_COLUMN_PX = 800

export function withResponsivePictures(html: string): string {
  if (!html.includes('/media/')) return html
  return html.replace(IMG, (tag, attributes: string) => {
    const attrs = new Map(
      [...attributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!.toLowerCase(), value!]),
    )
    const image = responsiveImage(attrs.get('src') ?? '')
    // Only URLs that name their size: with a srcset, an <img> with no size of its own would be
    // shown at the `sizes` width rather than its file's, so the real size must be known.
    if (!image.width || !image.height || !image.srcSet) return tag
    if (!attrs.has('width') && !attrs.has('height')) {
      attrs.set('width', String(image.width))
      attrs.set('height', String(image.height))
    }
    const shown = Math.min(Number(attrs.get('width')) || image.width, TEXT_COLUMN_PX)
    const sizes = `(min-width: ${shown}px) ${shown}px, 100vw`
    attrs.set('srcset', image.srcSet)
    attrs.set('sizes', sizes)
    const img = `<img ${[...attrs].map(([name, value]) => `${name}="${value}"`).join(' ')} />`
    if (!image.avif) return img
    // `contents`: the <picture> takes no box, so the <img> is laid out as before.
    return `<picture class="contents"><source type="image/avif" srcset="${image.avif.srcSet}" sizes="${sizes}" />${img}</picture>`
  })
}
