import { Loader2 } from 'lucide'
import { useEffect, useId, useState } from 'react'

import { UploadedPicture } from '~/components/cards/uploaded-picture'
import { Icon } from '~/components/ui/icon'
import { Input, Label } from '~/components/ui/input'
import { useTranslation } from '~/i18n/use-translation'
import type { ImageText } from '~/domain/image-text-rules'

/** An upload of the media library as the pickers need it: where it is and its stored texts. */
export interface LibraryChoice extends ImageText {
  filePath: string
  url: string
  width: number
  height: number
  fileName: string
}

interface ApiImage {
  file_path: string
  image_url: string
  alt: string
  alt_el: string
  decorative: boolean
  file_name: string
  width: number
  height: number
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; images: LibraryChoice[] }

/**
 * The media library as a list to choose from (GET /api/v1/images): a search field over the alt
 * texts and file names, and one button per image, named after it. Used inside the pickers'
 * dialogs; the list is read again as the search changes.
 */
export function LibraryList({ onChoose }: { onChoose: (image: LibraryChoice) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [q, setQ] = useState('')
  const [load, setLoad] = useState<Load>({ state: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/v1/images?q=${encodeURIComponent(q.slice(0, 200))}`, {
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const { data } = (await response.json()) as { data: ApiImage[] }
        setLoad({
          state: 'done',
          images: data.map((image) => ({
            filePath: image.file_path,
            url: image.image_url,
            alt: image.alt,
            altEl: image.alt_el,
            decorative: image.decorative,
            fileName: image.file_name,
            width: image.width,
            height: image.height,
          })),
        })
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' })
      })
    return () => controller.abort()
  }, [q])

  return (
    <div className="grid min-w-0 gap-3" data-library-list="">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-search`}>{t('admin.media.search')}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={q}
          maxLength={200}
          // The pickers sit inside item forms: Enter searches as typing does, never submits them.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault()
          }}
          onChange={(event) => {
            setQ(event.target.value)
            setLoad({ state: 'loading' })
          }}
        />
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {load.state === 'loading' ? (
          <span className="inline-flex items-center gap-2">
            <Icon icon={Loader2} aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            {t('admin.media.loading')}
          </span>
        ) : load.state === 'done' ? (
          load.images.length ? (
            t('admin.media.count', { count: load.images.length })
          ) : (
            t('admin.media.empty')
          )
        ) : null}
      </p>
      {load.state === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('admin.media.loadFailed')}
        </p>
      ) : null}
      {load.state === 'done' && load.images.length ? (
        <ul className="grid max-h-[50vh] grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
          {load.images.map((image) => {
            const name = image.fileName || image.alt || image.altEl || image.filePath.slice(0, 12)
            const described = image.decorative
              ? t('admin.media.decorative')
              : image.alt || image.altEl || t('admin.media.noAlt')
            return (
              <li key={image.filePath} className="min-w-0">
                <button
                  type="button"
                  onClick={() => onChoose(image)}
                  aria-label={t('admin.media.chooseThis', { name })}
                  className="grid w-full min-w-0 gap-1 rounded-lg border border-border p-1.5 text-left text-xs hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
                >
                  <UploadedPicture
                    url={image.url}
                    sizes="10rem"
                    alt=""
                    fallbackWidth={image.width}
                    fallbackHeight={image.height}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-md object-cover"
                  />
                  <span className="truncate font-medium">{name}</span>
                  <span className="line-clamp-2 break-words text-muted-foreground">
                    {described}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
