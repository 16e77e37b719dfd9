import { ImagePlus, Loader2, Trash2 } from 'lucide'
import { useEffect, useId, useRef, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { toast } from '~/components/ui/toaster'

import { Button } from '~/components/ui/button'
import {
  checkImageText,
  NO_IMAGE_TEXT,
  uploadHashOf,
  type ImageText,
} from '~/domain/image-text-rules'
import { MAX_IMAGE_BYTES } from '~/domain/media-rules'
import { cn } from '~/lib/cn'
import { ImageTextFields } from './image-text-fields'
import {
  checkDroppedFiles,
  fetchImageText,
  readAsDataUrl,
  saveImageText,
  uploadImage,
  type DropErrorKind,
} from './upload-image'
import { dropErrorKey } from '~/components/label-keys'
import { LibraryPicker } from '~/components/media/library-picker'
import type { LibraryChoice } from '~/components/media/library-list'

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
 *
 * "Choose from library" puts an image already uploaded in place, with its stored text.
 *
 * The image's text alternative (English and Greek description, or decorative) is asked for with
 * it: a file is not sent until one is given. For an uploaded image already in place, the fields
 * show its stored text, and a change is saved to it when a field is left.
 *
 * Each refusal is said once, next to the widget (role=alert): a toast as well would make screen
 * readers announce the same error twice and show it twice on screen.
 */
export function ImageUpload({ name, label, defaultValue }: ImageUploadProps) {
  const { t } = useTranslation()
  const [url, setUrl] = useState(defaultValue ?? '')
  const [state, setState] = useState<State>(defaultValue ? 'done' : 'idle')
  const [dragging, setDragging] = useState(false)
  const [error, setError] = useState('')
  // An animated upload was stored as its first frame: the admin is told, and it stays in view.
  const [stillNotice, setStillNotice] = useState(false)
  const [text, setText] = useState<ImageText>(NO_IMAGE_TEXT)
  const [textError, setTextError] = useState('')
  // The text the server holds for the image in place: leaving a field unchanged saves nothing.
  const savedText = useRef<ImageText>(NO_IMAGE_TEXT)
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const uploadHash = uploadHashOf(url)

  // An item's saved image: its stored text is shown, so the admin sees and can mend it.
  useEffect(() => {
    const hash = uploadHashOf(defaultValue)
    if (!hash) return
    let current = true
    void fetchImageText(hash).then((stored) => {
      if (!current || !stored) return
      savedText.current = stored
      setText(stored)
    })
    return () => {
      current = false
    }
  }, [defaultValue])

  const textMessage = (value: ImageText) => {
    const rule = checkImageText(value)
    return rule ? t(`admin.imageText.errors.${rule}`) : ''
  }

  async function commitText(value: ImageText) {
    const saved = savedText.current
    if (!uploadHash) return
    if (
      value.alt === saved.alt &&
      value.altEl === saved.altEl &&
      value.decorative === saved.decorative
    )
      return
    const message = textMessage(value)
    setTextError(message)
    if (message) return
    const answer = await saveImageText(uploadHash, value)
    if (answer.ok) {
      savedText.current = value
      toast.success(t('admin.imageText.saved'))
    } else setTextError(answer.message || t('admin.upload.failed'))
  }

  /** An image of the media library: its address and stored texts take the field's place. */
  function chooseFromLibrary(image: LibraryChoice) {
    const chosen = { alt: image.alt, altEl: image.altEl, decorative: image.decorative }
    savedText.current = chosen
    setText(chosen)
    setTextError('')
    setError('')
    setStillNotice(false)
    setUrl(image.url)
    setState('done')
  }

  const dropMessage = (kind: DropErrorKind) =>
    t(dropErrorKey(kind), { size: MAX_IMAGE_BYTES / 1024 / 1024 })

  async function accept(files: File[]) {
    setError('')
    setStillNotice(false)
    const { file, error: kind } = checkDroppedFiles(files, MAX_IMAGE_BYTES)
    if (kind) {
      setError(dropMessage(kind))
      if (inputRef.current) inputRef.current.value = ''
      return
    }
    if (!file) return
    const message = textMessage(text)
    setTextError(message)
    if (message) {
      if (inputRef.current) inputRef.current.value = ''
      return
    }
    setState('uploading')
    const result = await uploadImage(file, text)
    if (result.outcome === 'uploaded') {
      savedText.current = text
      setUrl(result.imageUrl)
      setState('done')
      setStillNotice(result.firstFrameOnly)
      toast.success(
        t('admin.upload.uploaded'),
        result.firstFrameOnly ? { description: t('admin.upload.firstFrameOnly') } : undefined,
      )
    } else if (result.outcome === 'unauthenticated') {
      setState(url ? 'done' : 'idle')
      toast.error(t('admin.upload.authRequired'), {
        description: t('admin.upload.authRequiredDescription'),
      })
    } else if (result.outcome === 'refused') {
      setState(url ? 'done' : 'idle')
      setError(result.message || t('admin.upload.failed'))
    } else {
      try {
        setUrl(await readAsDataUrl(file))
        setState('done')
        toast.warning(t('admin.upload.usingLocal'))
      } catch {
        setState(url ? 'done' : 'idle')
        setError(t('admin.upload.failed'))
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
      <ImageTextFields
        value={text}
        onChange={setText}
        onCommit={(value) => void commitText(value)}
        error={textError}
      />
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
            <LibraryPicker onChoose={chooseFromLibrary} disabled={state === 'uploading'} />
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setUrl('')
                setState('idle')
                setError('')
                setText(NO_IMAGE_TEXT)
                setTextError('')
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
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => inputRef.current?.click()}
            disabled={state === 'uploading'}
          >
            {t('admin.upload.choose')}
          </Button>
          <LibraryPicker onChoose={chooseFromLibrary} disabled={state === 'uploading'} />
        </div>
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
