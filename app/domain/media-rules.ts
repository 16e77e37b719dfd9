/** Upload rules shared by the upload widget, the editor and the server. */
// The size limit is one of the request body limits; it is kept with them.
export { MAX_IMAGE_BYTES } from '~/lib/body-limits'
/** Widths of the re-encoded variants (pixels); an image is never enlarged. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const
/**
 * `/media/<hash>.<width>x<height>.webp` is the largest variant, named with its real size so that
 * pages can give the image its width, height and a srcset of only the widths that exist, with no
 * database read. `/media/<hash>.webp` (URLs saved before sizes were in the name) is the same
 * image; `/media/<hash>-<width>.webp` a smaller variant.
 */
export const MEDIA_PATH = /^\/media\/([a-f0-9]{64})(?:-(\d{2,4})|\.(\d{1,5})x(\d{1,5}))?\.webp$/

export function mediaUrl(hash: string, width?: number) {
  return width ? `/media/${hash}-${width}.webp` : `/media/${hash}.webp`
}

/** The URL of an upload's largest variant, which is `width` x `height` pixels. */
export function fullImageUrl(hash: string, width: number, height: number) {
  return `/media/${hash}.${width}x${height}.webp`
}

export interface ResponsiveImage {
  src: string
  srcSet?: string
  /** The real size of the largest variant, when the URL names it. */
  width?: number
  height?: number
}

/**
 * What an <img> needs for an image URL: for our uploads, the variants that really exist (never
 * one wider than the upload, so a 400 px image is offered as 320w and 400w only) and the real
 * size; any other URL (inline data, older saved URLs without a size) is used as it is.
 */
export function responsiveImage(url: string): ResponsiveImage {
  const match = MEDIA_PATH.exec(url)
  if (!match) return { src: url }
  const hash = match[1]!
  if (match[3] && match[4]) {
    const width = Number(match[3])
    const height = Number(match[4])
    const smaller = IMAGE_WIDTHS.filter((w) => w < width).map((w) => `${mediaUrl(hash, w)} ${w}w`)
    return { src: url, srcSet: [...smaller, `${url} ${width}w`].join(', '), width, height }
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
