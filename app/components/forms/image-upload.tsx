import { ImagePlus, Loader2, Trash2 } from 'lucide'
import { useId, useRef, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { toast } from '~/components/ui/toaster'

import { Button } from '~/components/ui/button'
import { MAX_IMAGE_BYTES } from '~/domain/media-rules'
import { cn } from '~/lib/cn'
import { checkDroppedFiles, readAsDataUrl, uploadImage, type DropErrorKind } from './upload-image'
import { dropErrorKey } from '~/components/label-keys'

export interface ImageUploadProps {
  name: string
  label: string
  defaultValue?: string | null
}

type State = 'idle' | 'uploading' | 'done'

/**
 * The image upload widget: one image file, chosen or dropped. The image goes to the server,
 * which checks the bytes, strips metadata and re-encodes it; the resulting URL is posted in a
 * hidden input named `name`. On a server failure the image is embedded inline instead
 * (the widget says 'Using local image'), so a failing upload never loses the admin's picture;
 * removing clears it.
 */
export function ImageUpload({ name, label, defaultValue }: ImageUploadProps) {
  const { t } = useTranslation()
  const [url, setUrl] = useState(defaultValue ?? '')
  const [state, setState] = useState<State>(defaultValue ? 'done' : 'idle')
  const [dragging, setDragging] = useState(false)
  const [error, setError] = useState('')
  // An animated upload was stored as its first frame: the admin is told, and it stays in view.
  const [stillNotice, setStillNotice] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()

  const dropMessage = (kind: DropErrorKind) =>
    t(dropErrorKey(kind), { size: MAX_IMAGE_BYTES / 1024 / 1024 })

  async function accept(files: File[]) {
    setError('')
    setStillNotice(false)
    const { file, error: kind } = checkDroppedFiles(files, MAX_IMAGE_BYTES)
    if (kind) {
      setError(dropMessage(kind))
      toast.error(dropMessage(kind))
      return
    }
    if (!file) return
    setState('uploading')
    const result = await uploadImage(file)
    if (result.kind === 'uploaded') {
      setUrl(result.imageUrl)
      setState('done')
      setStillNotice(result.firstFrameOnly)
      toast.success(
        t('admin.upload.uploaded'),
        result.firstFrameOnly ? { description: t('admin.upload.firstFrameOnly') } : undefined,
      )
    } else if (result.kind === 'unauthenticated') {
      setState(url ? 'done' : 'idle')
      toast.error(t('admin.upload.authRequired'), {
        description: t('admin.upload.authRequiredDescription'),
      })
    } else if (result.kind === 'refused') {
      setState(url ? 'done' : 'idle')
      const message = result.message || t('admin.upload.failed')
      setError(message)
      toast.error(t('admin.upload.failed'), { description: message })
    } else {
      try {
        setUrl(await readAsDataUrl(file))
        setState('done')
        toast.warning(t('admin.upload.usingLocal'))
      } catch {
        setState(url ? 'done' : 'idle')
        toast.error(t('admin.upload.failed'))
      }
    }
    if (inputRef.current) inputRef.current.value = ''
  }

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <input type="hidden" name={name} value={url} />
      {url ? (
        <div className="flex flex-wrap items-start gap-4">
          <img
            src={url}
            alt={t('admin.upload.preview')}
            width={240}
            height={135}
            className="aspect-video w-60 rounded-lg border border-border object-cover"
          />
          <div className="flex flex-col gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => inputRef.current?.click()}
              disabled={state === 'uploading'}
            >
              <Icon icon={ImagePlus} aria-hidden="true" />
              {t('admin.upload.replace')}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setUrl('')
                setState('idle')
                setError('')
              }}
            >
              <Icon icon={Trash2} aria-hidden="true" />
              {t('admin.upload.remove')}
            </Button>
          </div>
        </div>
      ) : null}
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          void accept(Array.from(event.dataTransfer.files))
        }}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm',
          dragging ? 'border-primary bg-primary-soft' : 'border-border',
          url && 'hidden',
        )}
      >
        <Icon icon={ImagePlus} aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-muted-foreground">
          {t('admin.upload.dropHint', { size: MAX_IMAGE_BYTES / 1024 / 1024 })}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={state === 'uploading'}
        >
          {t('admin.upload.choose')}
        </Button>
      </div>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        accept="image/*"
        aria-labelledby={`${id}-label`}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => void accept(Array.from(event.target.files ?? []))}
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {state === 'uploading' ? (
          <span className="inline-flex items-center gap-2">
            <Icon icon={Loader2} aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            {t('admin.upload.uploading')}
          </span>
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {stillNotice ? (
        <p
          role="status"
          data-testid="first-frame-notice"
          className="rounded-md bg-primary-soft p-2 text-sm"
        >
          {t('admin.upload.firstFrameOnly')}
        </p>
      ) : null}
    </div>
  )
}
