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
  SquarePlay,
  Strikethrough,
  Underline,
  Undo2,
  type IconNode,
} from 'lucide'
import { Fragment, useEffect, useId, useRef, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'

import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Input, Label } from '~/components/ui/input'
import { richTextClass } from '~/components/cards/rich-text-content'
import { cn } from '~/lib/cn'
import { youTubeEmbedUrl, youTubeId } from '~/lib/youtube'
import type { Lang } from '~/i18n/languages'
import { ImageDialog } from './image-dialog'
import { editorExtensions } from './extensions'
import { ImageLayoutMenu } from './image-layout-menu'
import { ToolbarButton, ToolbarSeparator } from './toolbar-button'
import { editorButtonKey, urlDialogKey, type EditorButton } from '~/components/label-keys'
import type { TranslationKey } from '~/i18n/keys'

export interface RichTextEditorProps {
  name: string
  label: string
  defaultValue?: string
  id?: string
  minRows?: number
  onChange?: (html: string) => void
  invalid?: boolean
  describedBy?: string
  /**
   * The editor takes over from a stand-in the person typed in (LazyRichTextEditor): `defaultValue`
   * holds what they typed, and the field sends the editor's HTML of it from the start.
   */
  continuesTyping?: boolean
  /** Take the focus, at the end of the text, once created. */
  autoFocus?: boolean
}

export default function RichTextEditor({
  name,
  label,
  defaultValue = '',
  id,
  minRows = 10,
  onChange,
  invalid,
  describedBy,
  continuesTyping = false,
  autoFocus = false,
}: RichTextEditorProps) {
  const { t } = useTranslation()
  const autoId = useId()
  const baseId = id ?? autoId
  // The Greek twin of a field is named `<field>_el` (item forms) or `<field>El` (wiki forms).
  const textLang: Lang = /(_el|El)$/.test(name) ? 'el' : 'en'
  const labelId = `${baseId}-label`
  const hintId = `${baseId}-hint`
  const [html, setHtml] = useState(defaultValue)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  const editor = useEditor({
    extensions: editorExtensions(),
    content: defaultValue,
    immediatelyRender: false,
    autofocus: autoFocus ? 'end' : false,
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
      if (continuesTyping) {
        const typed = created.isEmpty ? '' : created.getHTML()
        setHtml(typed)
        onChangeRef.current?.(typed)
      }
    },
    onUpdate: ({ editor: updated }) => {
      const next = updated.isEmpty ? '' : updated.getHTML()
      setHtml(next)
      onChangeRef.current?.(next)
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
        {editor ? <Toolbar editor={editor} lang={textLang} /> : null}
        <EditorContent editor={editor} />
        {editor ? <ImageLayoutMenu editor={editor} /> : null}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('admin.editor.keyboardHint')}
      </p>
    </div>
  )
}

type ChainedCommands = ReturnType<Editor['chain']>

/** The toolbar's formatting buttons, in groups between separators: each is pressed while its format applies. */
const FORMAT_GROUPS: {
  name: EditorButton
  icon: IconNode
  active: (editor: Editor) => boolean
  apply: (chain: ChainedCommands) => ChainedCommands
}[][] = [
  [
    { name: 'bold', icon: Bold, active: (e) => e.isActive('bold'), apply: (c) => c.toggleBold() },
    {
      name: 'italic',
      icon: Italic,
      active: (e) => e.isActive('italic'),
      apply: (c) => c.toggleItalic(),
    },
    {
      name: 'underline',
      icon: Underline,
      active: (e) => e.isActive('underline'),
      apply: (c) => c.toggleUnderline(),
    },
    {
      name: 'strike',
      icon: Strikethrough,
      active: (e) => e.isActive('strike'),
      apply: (c) => c.toggleStrike(),
    },
  ],
  [
    {
      name: 'heading2',
      icon: Heading2,
      active: (e) => e.isActive('heading', { level: 2 }),
      apply: (c) => c.toggleHeading({ level: 2 }),
    },
    {
      name: 'heading3',
      icon: Heading3,
      active: (e) => e.isActive('heading', { level: 3 }),
      apply: (c) => c.toggleHeading({ level: 3 }),
    },
    {
      name: 'bulletList',
      icon: List,
      active: (e) => e.isActive('bulletList'),
      apply: (c) => c.toggleBulletList(),
    },
    {
      name: 'orderedList',
      icon: ListOrdered,
      active: (e) => e.isActive('orderedList'),
      apply: (c) => c.toggleOrderedList(),
    },
    {
      name: 'quote',
      icon: Quote,
      active: (e) => e.isActive('blockquote'),
      apply: (c) => c.toggleBlockquote(),
    },
  ],
  [
    {
      name: 'alignLeft',
      icon: AlignLeft,
      active: (e) => e.isActive({ textAlign: 'left' }),
      apply: (c) => c.setTextAlign('left'),
    },
    {
      name: 'alignCenter',
      icon: AlignCenter,
      active: (e) => e.isActive({ textAlign: 'center' }),
      apply: (c) => c.setTextAlign('center'),
    },
    {
      name: 'alignRight',
      icon: AlignRight,
      active: (e) => e.isActive({ textAlign: 'right' }),
      apply: (c) => c.setTextAlign('right'),
    },
    {
      name: 'alignJustify',
      icon: AlignJustify,
      active: (e) => e.isActive({ textAlign: 'justify' }),
      apply: (c) => c.setTextAlign('justify'),
    },
  ],
]

function Toolbar({ editor, lang }: { editor: Editor; lang: Lang }) {
  const { t } = useTranslation()
  const [linkOpen, setLinkOpen] = useState(false)
  const [videoOpen, setVideoOpen] = useState(false)
  const [imageOpen, setImageOpen] = useState(false)
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      pressed: FORMAT_GROUPS.map((group) => group.map((button) => button.active(e))),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()

  return (
    // Sticky under the site header (h-16), so the buttons stay at hand while a long text scrolls;
    // inside a dialog, which scrolls on its own, it sticks to the dialog's top.
    <div
      role="toolbar"
      aria-label={t('admin.editor.toolbar')}
      className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 rounded-t-lg border-b border-border bg-background p-1 [dialog_&]:top-0"
    >
      {FORMAT_GROUPS.map((group, groupIndex) => (
        <Fragment key={groupIndex}>
          {group.map(({ name, icon, apply }, index) => (
            <ToolbarButton
              key={name}
              label={t(editorButtonKey(name))}
              pressed={state.pressed[groupIndex]![index]}
              onClick={() => apply(chain()).run()}
            >
              <Icon icon={icon} aria-hidden="true" />
            </ToolbarButton>
          ))}
          <ToolbarSeparator />
        </Fragment>
      ))}
      <ToolbarButton
        label={t('admin.editor.link')}
        pressed={state.link}
        onClick={() => setLinkOpen(true)}
      >
        <Icon icon={Link2} aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.image')} onClick={() => setImageOpen(true)}>
        <Icon icon={ImagePlus} aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('admin.editor.video')} onClick={() => setVideoOpen(true)}>
        <Icon icon={SquarePlay} aria-hidden="true" />
      </ToolbarButton>
      <ToolbarSeparator />
      <ToolbarButton
        label={t('admin.editor.undo')}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      >
        <Icon icon={Undo2} aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label={t('admin.editor.redo')}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      >
        <Icon icon={Redo2} aria-hidden="true" />
      </ToolbarButton>
      <ImageDialog editor={editor} lang={lang} open={imageOpen} onOpenChange={setImageOpen} />
      <UrlDialog editor={editor} kind="link" open={linkOpen} onOpenChange={setLinkOpen} />
      <UrlDialog editor={editor} kind="video" open={videoOpen} onOpenChange={setVideoOpen} />
    </div>
  )
}

/** A blank link is ignored when nothing is selected (and removes a link that is). */
export function applyLink(editor: Editor, rawUrl: string) {
  const url = rawUrl.trim()
  const { empty } = editor.state.selection
  if (!url) {
    if (!empty || editor.isActive('link'))
      editor.chain().focus().extendMarkRange('link').unsetLink().run()
    return
  }
  const href = /^(https?:|mailto:)/i.test(url) ? url : `https://${url}`
  if (empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href } }] })
      .run()
  } else {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
  }
}

/**
 * The YouTube video id comes from the link (app/lib/youtube.ts); with no id nothing is inserted.
 */
export function insertVideo(editor: Editor, url: string): boolean {
  const videoId = youTubeId(url)
  if (!videoId) return false
  return editor
    .chain()
    .focus()
    .setYoutubeVideo({ src: youTubeEmbedUrl(videoId) })
    .run()
}

/**
 * The two dialogs that ask for an address: a link's (starting from the link under the cursor)
 * and a YouTube video's. `submit` answers the key of an error to show, or nothing when done.
 */
const URL_DIALOGS = {
  link: {
    placeholder: 'https://',
    actionKey: 'admin.editor.apply',
    initialUrl: (editor: Editor) => (editor.getAttributes('link').href as string | undefined) ?? '',
    submit: (editor: Editor, url: string): TranslationKey | undefined => {
      applyLink(editor, url)
      return undefined
    },
  },
  video: {
    placeholder: 'https://youtu.be/...',
    actionKey: 'admin.editor.insert',
    initialUrl: () => '',
    submit: (editor: Editor, url: string) =>
      insertVideo(editor, url) ? undefined : 'admin.editor.videoInvalid',
  },
} as const

type UrlDialogProps = { editor: Editor; kind: keyof typeof URL_DIALOGS }

function UrlDialog({
  open,
  onOpenChange,
  ...form
}: UrlDialogProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.editor.close')}>
        <UrlForm {...form} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

/** Mounted each time its dialog opens, so it starts from the editor as it is then. */
function UrlForm({ editor, kind, onDone }: UrlDialogProps & { onDone: () => void }) {
  const { t } = useTranslation()
  const { placeholder, actionKey, initialUrl, submit } = URL_DIALOGS[kind]
  const [url, setUrl] = useState(() => initialUrl(editor))
  const [error, setError] = useState('')
  const inputId = useId()
  // Not a <form>: the dialog sits inside the page's form in the React tree, and a nested form
  // would submit (or be submitted) with the page's.
  const apply = () => {
    const problem = submit(editor, url)
    if (problem) setError(t(problem))
    else onDone()
  }
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t(urlDialogKey(kind, 'Title'))}</DialogTitle>
        <DialogDescription>{t(urlDialogKey(kind, 'Description'))}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t(urlDialogKey(kind, 'Url'))}</Label>
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
          placeholder={placeholder}
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
        <Button type="button" onClick={apply}>
          {t(actionKey)}
        </Button>
      </DialogFooter>
    </div>
  )
}
