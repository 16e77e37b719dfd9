/** Upload rules shared by the upload widget, the editor and the server. */
// The size limit is one of the request body limits; it is kept with them.
export { MAX_IMAGE_BYTES } from '~/lib/body-limits'
/** Widths of the re-encoded variants (pixels); an image is never enlarged. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const
/**
 * `/media/<hash>.<width>x<height>.webp` is the largest variant, named with its real size so that
 * pages can give the image its width, height and a srcset of only the widths that exist, with no
 * database read. `-avif` after the size (`/media/<hash>.<w>x<h>-avif.webp`) says the upload is
 * stored as AVIF too, at the same widths; uploads made before AVIF variants lack the mark, so a
 * page offers AVIF only where it exists, again with no read. `/media/<hash>.webp` (URLs saved
 * before sizes were in the name) is the same image; `/media/<hash>-<width>.webp` a smaller
 * variant. These are the addresses content stores; MEDIA_FILE adds the AVIF files.
 */
export const MEDIA_PATH =
  /^\/media\/([a-f0-9]{64})(?:-(\d{2,4})|\.(\d{1,5})x(\d{1,5})(-avif)?)?\.webp$/

/**
 * Every address the server answers: those of MEDIA_PATH, and the AVIF files of the same names
 * (`/media/<hash>-<width>.avif`, `/media/<hash>.<w>x<h>.avif`). Groups: hash, width, the largest
 * variant's width and height, format.
 */
export const MEDIA_FILE =
  /^\/media\/([a-f0-9]{64})(?:-(\d{2,4})|\.(\d{1,5})x(\d{1,5})(?:-avif(?=\.webp$))?)?\.(webp|avif)$/

export type MediaFormat = 'webp' | 'avif'

export function mediaUrl(hash: string, width?: number) {
  return width ? `/media/${hash}-${width}.webp` : `/media/${hash}.webp`
}

/**
 * The URL of an upload's largest variant, which is `width` x `height` pixels, in WebP; `withAvif`
 * marks the upload as stored in AVIF too.
 */
export function fullImageUrl(hash: string, width: number, height: number, withAvif = false) {
  return `/media/${hash}.${width}x${height}${withAvif ? '-avif' : ''}.webp`
}

/** The AVIF file of the same name as a WebP one (the mark of AVIF variants dropped). */
const toAvif = (webp: string) => webp.replace(/(?:-avif)?\.webp/g, '.avif')

export interface ResponsiveImage {
  src: string
  srcSet?: string
  /** The same widths as AVIF, for uploads stored in both formats (a <source> before the <img>). */
  avif?: { src: string; srcSet: string }
  /** The real size of the largest variant, when the URL names it. */
  width?: number
  height?: number
}

/**
 * What an <img> needs for an image URL: for our uploads, the variants that really exist (never
 * one wider than the upload, so a 400 px image is offered as 320w and 400w only), in AVIF too
 * when the URL says it is stored, and the real size; any other URL (inline data, older saved URLs
 * without a size) is used as it is.
 */
export function responsiveImage(url: string): ResponsiveImage {
  const match = MEDIA_PATH.exec(url)
  if (!match) return { src: url }
  const hash = match[1]!
  if (match[3] && match[4]) {
    const width = Number(match[3])
    const smaller = IMAGE_WIDTHS.filter((w) => w < width).map((w) => `${mediaUrl(hash, w)} ${w}w`)
    const srcSet = [...smaller, `${url} ${width}w`].join(', ')
    const avif = match[5] ? { avif: { src: toAvif(url), srcSet: toAvif(srcSet) } } : {}
    return { src: url, srcSet, ...avif, width, height: Number(match[4]) }
  }
  if (match[2]) return { src: url }
  // An older URL without its size: the server answers each width with that variant or the
  // next larger one it has, so the list is safe, though it may name more widths than exist.
  return { src: url, srcSet: IMAGE_WIDTHS.map((w) => `${mediaUrl(hash, w)} ${w}w`).join(', ') }
}

/** A srcset for an uploaded image URL; undefined for any other URL (inline or external). */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  return url ? responsiveImage(url).srcSet : undefined
}
