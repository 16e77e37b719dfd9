/**
 * How an image sits in rich text: its size (a share of the text's width) and its side. The editor
 * writes them as data-size and data-align on the <img>, the sanitiser keeps only these values, and
 * the site's stylesheet (app/app.css, `.rich-text img[...]`) lays the image out from them.
 */
export const IMAGE_SIZES = ['small', 'medium', 'large'] as const
export const IMAGE_ALIGNS = ['left', 'center', 'right'] as const

export type ImageSize = (typeof IMAGE_SIZES)[number]
export type ImageAlign = (typeof IMAGE_ALIGNS)[number]

/** What an image is without a choice: as wide as the text, on its own line. */
export const DEFAULT_IMAGE_SIZE: ImageSize = 'large'
export const DEFAULT_IMAGE_ALIGN: ImageAlign = 'center'

export function imageSizeOf(value: string | null | undefined): ImageSize {
  return IMAGE_SIZES.find((size) => size === value) ?? DEFAULT_IMAGE_SIZE
}

export function imageAlignOf(value: string | null | undefined): ImageAlign {
  return IMAGE_ALIGNS.find((align) => align === value) ?? DEFAULT_IMAGE_ALIGN
}
