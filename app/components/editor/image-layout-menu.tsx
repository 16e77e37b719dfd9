/**
 * The layout buttons of the selected image, floating next to it: its side (left or right with the
 * text flowing round it on wide screens, or centred on its own line) and its size. Shown while an
 * image is selected and the editor or the menu has the focus. From the keyboard: select the image
 * (arrow keys), Tab reaches these buttons, Escape goes back to the image in the editor.
 */
import { useEditorState, type Editor } from '@tiptap/react'
import { BubbleMenu } from '@tiptap/react/menus'
import { NodeSelection } from '@tiptap/pm/state'
import { AlignCenter, AlignLeft, AlignRight } from 'lucide'
import { useEffect, useRef } from 'react'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import {
  IMAGE_ALIGNS,
  IMAGE_SIZES,
  imageAlignOf,
  imageSizeOf,
  type ImageAlign,
} from '~/lib/image-layout'
import { ToolbarButton, ToolbarSeparator } from './toolbar-button'
import { imageAlignKey, imageSizeKey } from '~/components/label-keys'

const ALIGN_ICON: Record<ImageAlign, React.ReactNode> = {
  left: <Icon icon={AlignLeft} aria-hidden="true" />,
  center: <Icon icon={AlignCenter} aria-hidden="true" />,
  right: <Icon icon={AlignRight} aria-hidden="true" />,
}

const PLUGIN_KEY = 'imageLayoutMenu'

function imageSelected(editor: Editor) {
  const { selection } = editor.state
  return selection instanceof NodeSelection && selection.node.type.name === 'image'
}

export function ImageLayoutMenu({ editor }: { editor: Editor }) {
  const { t } = useTranslation()
  const layout = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      size: imageSizeOf(e.getAttributes('image').size as string | undefined),
      align: imageAlignOf(e.getAttributes('image').align as string | undefined),
    }),
  })
  // The buttons take the focus, the menu around them does not (the plugin makes it focusable when
  // it starts, after this component's first render).
  const menuRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (menuRef.current) menuRef.current.tabIndex = -1
  }, [])
  // The change keeps the image selected and the focus where it was (a keyboard user stays on the
  // button and can go on to the size).
  const set = (attributes: { size?: string; align?: string }) =>
    editor.chain().updateAttributes('image', attributes).run()

  return (
    <BubbleMenu
      editor={editor}
      pluginKey={PLUGIN_KEY}
      updateDelay={0}
      shouldShow={({ element, view }) =>
        imageSelected(editor) && (view.hasFocus() || element.contains(document.activeElement))
      }
      options={{ placement: 'top-start', offset: 8 }}
      ref={menuRef}
      className="z-20"
    >
      {/* Handlers here, on React's own element: the menu's outer element gets wrapped events. */}
      <div
        role="toolbar"
        aria-label={t('admin.editor.imageLayout')}
        className="flex max-w-[calc(100vw-2rem)] flex-wrap items-center gap-x-1 gap-y-0.5 rounded-lg border border-border bg-background p-1 shadow-md"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return
          event.preventDefault()
          editor.commands.focus()
        }}
        onBlur={(event) => {
          // Leaving the menu for anything but the editor closes it; selecting the image again opens it.
          const next = event.relatedTarget as Node | null
          if (next && (event.currentTarget.contains(next) || editor.view.dom.contains(next))) return
          editor.view.dispatch(editor.state.tr.setMeta(PLUGIN_KEY, 'hide'))
        }}
      >
        <div
          role="group"
          aria-label={t('admin.editor.imagePosition')}
          className="flex items-center gap-0.5"
        >
          {IMAGE_ALIGNS.map((align) => (
            <ToolbarButton
              key={align}
              label={t(imageAlignKey(align))}
              pressed={layout.align === align}
              onClick={() => set({ align })}
            >
              {ALIGN_ICON[align]}
            </ToolbarButton>
          ))}
        </div>
        {/* On a phone the sizes may go to a second row; no separator is left hanging there. */}
        <ToolbarSeparator className="max-sm:hidden" />
        <div
          role="group"
          aria-label={t('admin.editor.imageSizeGroup')}
          className="flex items-center gap-0.5"
        >
          {IMAGE_SIZES.map((size) => (
            <ToolbarButton
              key={size}
              pressed={layout.size === size}
              onClick={() => set({ size })}
              className="px-2 text-xs font-semibold"
            >
              {t(imageSizeKey(size))}
            </ToolbarButton>
          ))}
        </div>
      </div>
    </BubbleMenu>
  )
}
