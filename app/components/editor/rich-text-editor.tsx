/**
 * The admin rich-text editor (TipTap 3). Loaded only on admin pages through LazyRichTextEditor, so
 * none of it reaches a visitor's JavaScript (visitor pages stay within 150 kB of gzipped
 * JavaScript: docs/decisions/0006-javascript-budget.md). Its HTML goes out through a hidden input
 * named `name`; the server sanitises it before storing.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
  SquarePlay as YoutubeIcon,
} from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '~/components/ui/toaster'

import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Input, Label } from '~/components/ui/input'
import { MAX_IMAGE_BYTES } from '~/domain/media-rules'
import { richTextClass } from '~/components/cards/rich-text-content'
import { cn } from '~/lib/cn'
import { youTubeEmbedUrl, youTubeId } from '~/lib/youtube'
import { checkDroppedFiles, deleteImage, readAsDataUrl, uploadImage } from '../forms/upload-image'
import { editorExtensions, filePathsIn, type ImageAlign, type ImageSize } from './extensions'

export interface RichTextEditorProps {
  name: string
  label: string
  defaultValue?: string
  id?: string
  minRows?: number
  onChange?: (html: string) => void
  invalid?: boolean
  describedBy?: string
}

export default function RichTextEditor({ name, label, defaultValue = '', id, minRows = 10, onChange, invalid, describedBy }: RichTextEditorProps) {
  const { t } = useTranslation()
  const autoId = useId()
  const baseId = id ?? autoId
  const labelId = `${baseId}-label`
  const hintId = `${baseId}-hint`
  const [html, setHtml] = useState(defaultValue)
  const knownPaths = useRef<Set<string>>(new Set())
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  const editor = useEditor({
    extensions: editorExtensions(),
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: baseId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': [hintId, describedBy].filter(Boolean).join(' '),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(richTextClass, 'px-3 py-2 focus:outline-none'),
        style: `min-height: ${minRows * 1.5}rem`,
      },
    },
    onCreate: ({ editor: created }) => {
      knownPaths.current = filePathsIn(created.state.doc)
    },
    onUpdate: ({ editor: updated }) => {
      const next = updated.isEmpty ? '' : updated.getHTML()
      setHtml(next)
      onChangeRef.current?.(next)
      // An image removed from the content is deleted from storage, so uploads do not pile up. The
      // server keeps a file that saved content still shows, so cancelling an edit never breaks a
      // page.
      const paths = filePathsIn(updated.state.doc)
      for (const path of knownPaths.current) {
        if (!paths.has(path)) {
          void deleteImage(path).then((ok) => {
            if (!ok) toast.error(t('admin.upload.deleteFailed'))
          })
        }
      }
      knownPaths.current = paths
    },
  })

  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <input type="hidden" name={name} value={html} />
      <div
        className={cn(
          'rounded-lg border bg-background focus-within:ring-[3px] focus-within:ring-ring/40',
          invalid ? 'border-danger' : 'border-border',
        )}
      >
        {editor ? <Toolbar editor={editor} /> : null}
        <EditorContent editor={editor} />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('admin.editor.keyboardHint')}
      </p>
    </div>
  )
}

function ToolbarButton({
  label,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string
  pressed?: boolean
  onClick: () => void
  disabled?: boolean
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-muted disabled:opacity-40 [&_svg]:size-4',
        pressed && 'bg-primary-soft text-primary',
      )}
    >
      {children}
    </button>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation()
  const [linkOpen, setLinkOpen] = useState(false)
  const [videoOpen, setVideoOpen] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      alignLeft: e.isActive({ textAlign: 'left' }),
      alignCenter: e.isActive({ textAlign: 'center' }),
      alignRight: e.isActive({ textAlign: 'right' }),
      alignJustify: e.isActive({ textAlign: 'justify' }),
      image: e.isActive('image'),
      imageSize: e.getAttributes('image').size as ImageSize | undefined,
      imageAlign: e.getAttributes('image').align as ImageAlign | undefined,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()

  async function insertImage(files: File[]) {
    const { file, error } = checkDroppedFiles(files, MAX_IMAGE_BYTES)
    if (error) {
      toast.error(t(`admin.upload.dropError.${error}`, { size: MAX_IMAGE_BYTES / 1024 / 1024 }))
      return
    }
    if (!file) return
    const result = await uploadImage(file)
    if (result.kind === 'uploaded') {
      chain().setImage({ src: result.imageUrl, alt: '' }).updateAttributes('image', { filePath: result.filePath }).run()
      toast.success(t('admin.upload.uploaded'), result.firstFrameOnly ? { description: t('admin.upload.firstFrameOnly') } : undefined)
    } else if (result.kind === 'unauthenticated') {
      toast.error(t('admin.upload.authRequired'), { description: t('admin.upload.authRequiredDescription') })
    } else if (result.kind === 'refused') {
      toast.error(t('admin.upload.failed'), { description: result.message })
    } else {
      chain().setImage({ src: await readAsDataUrl(file), alt: '' }).run()
      toast.warning(t('admin.upload.usingLocal'))
    }
  }

  return (
    // Sticky under the site header (h-16), so the buttons stay at hand while a long text scrolls;
    // inside a dialog, which scrolls on its own, it sticks to the dialog's top.
    <div
      role="toolbar"
      aria-label={t('admin.editor.toolbar')}
      className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 rounded-t-lg border-b border-border bg-background p-1 [dialog_&]:top-0"
    >
      <ToolbarButton label={t('admin.editor.bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.underline')} pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <Underline aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.strike')} pressed={state.strike} onClick={() => chain().toggleStrike().run()}>
        <Strikethrough aria-hidden="true" />
      </ToolbarButton>
      <Separator />
      <ToolbarButton label={t('admin.editor.heading2')} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.heading3')} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.bulletList')} pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.orderedList')} pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.quote')} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote aria-hidden="true" />
      </ToolbarButton>
      <Separator />
      {state.image ? (
        <>
          {(['left', 'center', 'right'] as const).map((align) => (
            <ToolbarButton
              key={align}
              label={t(`admin.editor.imageAlign.${align}`)}
              pressed={state.imageAlign === align}
              onClick={() => chain().updateAttributes('image', { align }).run()}
            >
              {align === 'left' ? <AlignLeft aria-hidden="true" /> : align === 'center' ? <AlignCenter aria-hidden="true" /> : <AlignRight aria-hidden="true" />}
            </ToolbarButton>
          ))}
          {(['small', 'medium', 'large'] as const).map((size) => (
            <button
              key={size}
              type="button"
              aria-pressed={state.imageSize === size}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => chain().updateAttributes('image', { size }).run()}
              className={cn('h-9 rounded-md px-2 text-xs font-semibold hover:bg-muted', state.imageSize === size && 'bg-primary-soft text-primary')}
            >
              {t(`admin.editor.imageSize.${size}`)}
            </button>
          ))}
        </>
      ) : (
        <>
          <ToolbarButton label={t('admin.editor.alignLeft')} pressed={state.alignLeft} onClick={() => chain().setTextAlign('left').run()}>
            <AlignLeft aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton label={t('admin.editor.alignCenter')} pressed={state.alignCenter} onClick={() => chain().setTextAlign('center').run()}>
            <AlignCenter aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton label={t('admin.editor.alignRight')} pressed={state.alignRight} onClick={() => chain().setTextAlign('right').run()}>
            <AlignRight aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton label={t('admin.editor.alignJustify')} pressed={state.alignJustify} onClick={() => chain().setTextAlign('justify').run()}>
            <AlignJustify aria-hidden="true" />
          </ToolbarButton>
        </>
      )}
      <Separator />
      <ToolbarButton label={t('admin.editor.link')} pressed={state.link} onClick={() => setLinkOpen(true)}>
        <Link2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.image')} onClick={() => fileRef.current?.click()}>
        <ImagePlus aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.video')} onClick={() => setVideoOpen(true)}>
        <YoutubeIcon aria-hidden="true" />
      </ToolbarButton>
      <Separator />
      <ToolbarButton label={t('admin.editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 aria-hidden="true" />
      </ToolbarButton>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('admin.editor.image')}
        onChange={(event) => {
          void insertImage(Array.from(event.target.files ?? []))
          event.target.value = ''
        }}
      />
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
      <VideoDialog editor={editor} open={videoOpen} onOpenChange={setVideoOpen} />
    </div>
  )
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px bg-border" />
}

/** A blank link is ignored when nothing is selected (and removes a link that is). */
export function applyLink(editor: Editor, rawUrl: string) {
  const url = rawUrl.trim()
  const { empty } = editor.state.selection
  if (!url) {
    if (!empty || editor.isActive('link')) editor.chain().focus().extendMarkRange('link').unsetLink().run()
    return
  }
  const href = /^(https?:|mailto:)/i.test(url) ? url : `https://${url}`
  if (empty && !editor.isActive('link')) {
    editor.chain().focus().insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href } }] }).run()
  } else {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
  }
}

function LinkDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.editor.close')}>
        <LinkForm editor={editor} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

/** Mounted each time the dialog opens, so it starts from the link under the cursor. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation()
  const [url, setUrl] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '')
  const inputId = useId()
  // Not a <form>: the dialog sits inside the page's form in the React tree, and a nested form
  // would submit (or be submitted) with the page's.
  const apply = () => {
    applyLink(editor, url)
    onDone()
  }
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('admin.editor.linkTitle')}</DialogTitle>
        <DialogDescription>{t('admin.editor.linkDescription')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t('admin.editor.linkUrl')}</Label>
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              apply()
            }
          }}
          placeholder="https://"
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('admin.editor.cancel')}
        </Button>
        <Button type="button" onClick={apply}>
          {t('admin.editor.apply')}
        </Button>
      </DialogFooter>
    </div>
  )
}

/**
 * The YouTube video id comes from the link (app/lib/youtube.ts); with no id nothing is inserted.
 */
export function insertVideo(editor: Editor, url: string): boolean {
  const videoId = youTubeId(url)
  if (!videoId) return false
  return editor.chain().focus().setYoutubeVideo({ src: youTubeEmbedUrl(videoId) }).run()
}

function VideoDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.editor.close')}>
        <VideoForm editor={editor} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function VideoForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation()
  const [url, setUrl] = useState('')
  const [error, setError] = useState('')
  const inputId = useId()
  const insert = () => {
    if (insertVideo(editor, url)) onDone()
    else setError(t('admin.editor.videoInvalid'))
  }
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('admin.editor.videoTitle')}</DialogTitle>
        <DialogDescription>{t('admin.editor.videoDescription')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t('admin.editor.videoUrl')}</Label>
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              insert()
            }
          }}
          placeholder="https://youtu.be/..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('admin.editor.cancel')}
        </Button>
        <Button type="button" onClick={insert}>
          {t('admin.editor.insert')}
        </Button>
      </DialogFooter>
    </div>
  )
}
