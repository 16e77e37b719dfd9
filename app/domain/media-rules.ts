/** Upload rules shared by the upload widget, the editor and the server. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
/** Widths of the re-encoded variants (pixels); an image is never enlarged. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const
/** `/media/<hash>.webp` is the largest variant, `/media/<hash>-<width>.webp` a smaller one. */
export const MEDIA_PATH = /^\/media\/([a-f0-9]{64})(?:-(\d{2,4}))?\.webp$/

export function mediaUrl(hash: string, width?: number) {
  return width ? `/media/${hash}-${width}.webp` : `/media/${hash}.webp`
}

/** A srcset for an uploaded image URL; undefined for any other URL (inline or external). */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? MEDIA_PATH.exec(url) : null
  if (!match) return undefined
  const hash = match[1]!
  return IMAGE_WIDTHS.map((width) => `${mediaUrl(hash, width)} ${width}w`).join(', ')
}
