/**
 * An image that may be one of our uploads (app/domain/media-rules.ts): only the widths it has, its
 * real size, and, where the upload is stored in AVIF too, a <picture> whose <source> offers AVIF
 * first. The <picture> is `display: contents`, so the <img> is laid out as it would be alone.
 */
import type { ImgHTMLAttributes } from 'react'
import { preload } from 'react-dom'

import { responsiveImage } from '~/domain/media-rules'

type Props = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height'
> & {
  url: string
  sizes: string
  /** The size to reserve when the URL does not name the image's own (older uploads). */
  fallbackWidth: number
  fallbackHeight: number
}

export function UploadedPicture({
  url,
  sizes,
  fallbackWidth,
  fallbackHeight,
  alt,
  ...rest
}: Props) {
  const image = responsiveImage(url)
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={alt}
      width={image.width ?? fallbackWidth}
      height={image.height ?? fallbackHeight}
      {...rest}
    />
  )
  if (!image.avif) return img
  // React preloads a high-priority <img> from the page's head, but not one inside a <picture>
  // (its <source> may choose another file): the AVIF is preloaded here instead, for browsers
  // that take AVIF (the others skip a preload of a type they do not know).
  if (rest.fetchPriority === 'high')
    preload(image.avif.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: image.avif.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avif.srcSet} sizes={sizes} />
      {img}
    </picture>
  )
}
