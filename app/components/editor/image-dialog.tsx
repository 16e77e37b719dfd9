import type { Editor } from '@tiptap/react'
import { ImagePlus, Images, Loader2 } from 'lucide'
import { useId, useRef, useState } from 'react'

import { ImageTextFields } from '~/components/forms/image-text-fields'
import { checkDroppedFiles, readAsDataUrl, uploadImage } from '~/components/forms/upload-image'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Icon } from '~/components/ui/icon'
import { toast } from '~/components/ui/toaster'
import { useTranslation } from '~/i18n/use-translation'
import type { Lang } from '~/i18n/languages'
import {
  altForReader,
  checkImageText,
  NO_IMAGE_TEXT,
  type ImageText,
} from '~/domain/image-text-rules'
import { MAX_IMAGE_BYTES } from '~/domain/media-rules'
import { LibraryList, type LibraryChoice } from '~/components/media/library-list'

export interface ImageDialogProps {
  editor: Editor
  /** The language of the editor's text: the image's alt in the HTML is in it. */
  lang: Lang
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Inserting an image into rich text: the description (English and Greek) or the decorative tick
 * first, then the file. The <img> carries the alt in the editor's language; pages showing the
 * text give each upload its current alt in the reader's language. "Choose from library" lists the
 * uploads instead, and inserts the chosen one with its stored alt.
 */
export function ImageDialog({ open, onOpenChange, ...form }: ImageDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.editor.close')}>
        <ImageForm {...form} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

/** Mounted each time the dialog opens, so every image starts without a description. */
function ImageForm({
  editor,
  lang,
  onDone,
}: Omit<ImageDialogProps, 'open' | 'onOpenChange'> & {
  onDone: () => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState<ImageText>(NO_IMAGE_TEXT)
  const [textError, setTextError] = useState('')
  const [error, setError] = useState('')
  const [uploading, setUploading] = useState(false)
  const [library, setLibrary] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  const id = useId()

  /** Whether the text may go with a file; says why not when it may not. */
  function textReady() {
    const rule = checkImageText(text)
    setTextError(rule ? t(`admin.imageText.errors.${rule}`) : '')
    return !rule
  }

  function chooseFile() {
    if (textReady()) fileRef.current?.click()
  }

  async function insert(files: File[]) {
    setError('')
    // Checked again: a file can reach the input without the button (dropped on it).
    if (!textReady()) return
    const { file, error: kind } = checkDroppedFiles(files, MAX_IMAGE_BYTES)
    if (kind) {
      setError(t(`admin.upload.dropError.${kind}`, { size: MAX_IMAGE_BYTES / 1024 / 1024 }))
      return
    }
    if (!file) return
    setUploading(true)
    const result = await uploadImage(file, text)
    setUploading(false)
    const alt = altForReader(text, lang)
    if (result.outcome === 'uploaded') {
      editor
        .chain()
        .focus()
        .setImage({ src: result.imageUrl, alt })
        .updateAttributes('image', { filePath: result.filePath })
        .run()
      toast.success(
        t('admin.upload.uploaded'),
        result.firstFrameOnly ? { description: t('admin.upload.firstFrameOnly') } : undefined,
      )
      onDone()
    } else if (result.outcome === 'unauthenticated') {
      setError(`${t('admin.upload.authRequired')}. ${t('admin.upload.authRequiredDescription')}`)
    } else if (result.outcome === 'refused') {
      setError(result.message || t('admin.upload.failed'))
    } else {
      try {
        editor
          .chain()
          .focus()
          .setImage({ src: await readAsDataUrl(file), alt })
          .run()
        toast.warning(t('admin.upload.usingLocal'))
        onDone()
      } catch {
        setError(t('admin.upload.failed'))
      }
    }
  }

  function insertFromLibrary(image: LibraryChoice) {
    editor
      .chain()
      .focus()
      .setImage({ src: image.url, alt: altForReader(image, lang) })
      .updateAttributes('image', { filePath: image.filePath })
      .run()
    onDone()
  }

  if (library)
    return (
      <div className="grid min-w-0 gap-4">
        <DialogHeader>
          <DialogTitle>{t('admin.media.chooseTitle')}</DialogTitle>
          <DialogDescription>{t('admin.media.chooseIntro')}</DialogDescription>
        </DialogHeader>
        <LibraryList onChoose={insertFromLibrary} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setLibrary(false)}>
            {t('admin.editor.cancel')}
          </Button>
        </DialogFooter>
      </div>
    )

  // Not a <form>: the dialog sits inside the page's form in the React tree (see UrlForm).
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('admin.editor.insertImageTitle')}</DialogTitle>
        <DialogDescription>{t('admin.editor.insertImageDescription')}</DialogDescription>
      </DialogHeader>
      <ImageTextFields value={text} onChange={setText} error={textError} disabled={uploading} />
      <input
        ref={fileRef}
        id={`${id}-file`}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('admin.editor.image')}
        onChange={(event) => {
          void insert(Array.from(event.target.files ?? []))
          event.target.value = ''
        }}
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {uploading ? (
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('admin.editor.cancel')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => setLibrary(true)}
          disabled={uploading}
        >
          <Icon icon={Images} aria-hidden="true" />
          {t('admin.media.choose')}
        </Button>
        <Button type="button" onClick={chooseFile} disabled={uploading}>
          <Icon icon={ImagePlus} aria-hidden="true" />
          {t('admin.upload.choose')}
        </Button>
      </DialogFooter>
    </div>
  )
}
