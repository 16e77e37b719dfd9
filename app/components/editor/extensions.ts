/**
 * TipTap extensions of the admin rich-text editor. The HTML they produce fits the server's
 * sanitiser allow-list (app/lib/sanitize-html.server.ts): images carry data-file-path and their
 * layout as data-size and data-align (app/lib/image-layout.ts), which the site's stylesheet turns
 * into widths and floats; videos are privacy-enhanced YouTube frames.
 */
import { Extension } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import TextAlign from '@tiptap/extension-text-align'
import Youtube from '@tiptap/extension-youtube'
import { NodeSelection } from '@tiptap/pm/state'
import StarterKit from '@tiptap/starter-kit'

import {
  DEFAULT_IMAGE_ALIGN,
  DEFAULT_IMAGE_SIZE,
  imageAlignOf,
  imageSizeOf,
} from '~/lib/image-layout'

export const ContentImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      alt: { default: '' },
      filePath: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-file-path'),
        renderHTML: (attributes) =>
          attributes.filePath ? { 'data-file-path': attributes.filePath } : {},
      },
      size: {
        default: DEFAULT_IMAGE_SIZE,
        parseHTML: (element) => imageSizeOf(element.getAttribute('data-size')),
        renderHTML: (attributes) => ({ 'data-size': imageSizeOf(attributes.size as string) }),
      },
      align: {
        default: DEFAULT_IMAGE_ALIGN,
        parseHTML: (element) => imageAlignOf(element.getAttribute('data-align')),
        renderHTML: (attributes) => ({ 'data-align': imageAlignOf(attributes.align as string) }),
      },
    }
  },
}).configure({ allowBase64: true })

/**
 * Tab inserts two non-breaking spaces (an indent, as in a word processor). Escape, then Tab, leaves
 * the editor (no keyboard trap). With an image selected, Tab goes on to the image's layout buttons,
 * which follow the editor (image-layout-menu.tsx), instead of typing over the image.
 */
export const TabInsertsSpaces = Extension.create<unknown, { released: boolean }>({
  name: 'tabInsertsSpaces',
  addStorage() {
    return { released: false }
  },
  addKeyboardShortcuts() {
    return {
      Escape: () => {
        this.storage.released = true
        return false
      },
      Tab: () => {
        const { selection } = this.editor.state
        if (selection instanceof NodeSelection && selection.node.type.name === 'image') return false
        if (this.storage.released) {
          this.storage.released = false
          return false
        }
        return this.editor.commands.insertContent('\u00a0\u00a0')
      },
    }
  },
  onFocus() {
    this.storage.released = false
  },
})

export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (url, ctx) => /^(https?:|mailto:)/i.test(url) && ctx.defaultValidate(url),
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ContentImage,
    Youtube.configure({
      nocookie: true,
      autoplay: false,
      controls: true,
      HTMLAttributes: { title: 'YouTube video' },
    }),
    TabInsertsSpaces,
  ]
}
