/**
 * The media library's JSON (docs/api.md, "Images"): an upload with its texts, size and uses, and
 * the 409 answer that names the uses of an image that cannot be deleted.
 */
import type { RouterContextProvider } from 'react-router'

import type { ImageUse, LibraryImage } from '~/domain/media-library.server'
import { t } from './api.server'

export function useJson(use: ImageUse) {
  return { kind: use.kind, id: use.id, title: use.title, url: use.href, field: use.field }
}

export function libraryImageJson(image: LibraryImage) {
  return {
    file_path: image.hash,
    image_url: image.url,
    alt: image.alt,
    alt_el: image.altEl,
    decorative: image.decorative,
    caption: image.caption,
    caption_el: image.captionEl,
    file_name: image.fileName,
    width: image.width,
    height: image.height,
    uploaded_at: image.uploadedAt.toISOString(),
    used_by: image.usedBy.map(useJson),
  }
}

/** 409: the image is shown by these items, so it stays; the message names them. */
export function imageInUse(
  context: Readonly<RouterContextProvider>,
  uses: readonly ImageUse[],
): Response {
  const titles = [...new Set(uses.map((use) => use.title))]
  return Response.json(
    {
      error: {
        code: 'conflict',
        message: t(context, 'admin.media.errors.inUse', {
          count: titles.length,
          titles: titles.join(', '),
        }),
        used_by: uses.map(useJson),
      },
    },
    { status: 409, headers: { 'Cache-Control': 'no-store' } },
  )
}
