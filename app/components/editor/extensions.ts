/**
 * TipTap extensions of the admin rich-text editor. The HTML they produce fits the server's
 * sanitiser allow-list (app/lib/sanitize-html.server.ts): images carry data-file-path, data-size
 * and data-align plus inline width/float styles; videos are privacy-enhanced YouTube frames.
 */
import { Extension, mergeAttributes } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import TextAlign from '@tiptap/extension-text-align'
import Youtube from '@tiptap/extension-youtube'
import StarterKit from '@tiptap/starter-kit'

export type ImageSize = 'small' | 'medium' | 'large'
export type ImageAlign = 'left' | 'center' | 'right'

/** Editor image sizes, as a share of the text width: small 25%, medium 50%, large 95%. */
export const IMAGE_SIZE_WIDTH: Record<ImageSize, string> = { small: '25%', medium: '50%', large: '95%' }

const ALIGN_STYLE: Record<ImageAlign, string> = {
  left: 'float: left; margin: 0 1rem 1rem 0',
  center: 'display: block; margin: 0 auto',
  right: 'float: right; margin: 0 0 1rem 1rem',
}

export const ContentImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      alt: { default: '' },
      filePath: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-file-path'),
        renderHTML: (attributes) => (attributes.filePath ? { 'data-file-path': attributes.filePath } : {}),
      },
      size: {
        default: 'large',
        parseHTML: (element) => element.getAttribute('data-size') ?? 'large',
        renderHTML: (attributes) => ({ 'data-size': attributes.size }),
      },
      align: {
        default: 'center',
        parseHTML: (element) => element.getAttribute('data-align') ?? 'center',
        renderHTML: (attributes) => ({ 'data-align': attributes.align }),
      },
    }
  },
  renderHTML({ HTMLAttributes }) {
    const size = (HTMLAttributes['data-size'] as ImageSize | undefined) ?? 'large'
    const align = (HTMLAttributes['data-align'] as ImageAlign | undefined) ?? 'center'
    const style = `width: ${IMAGE_SIZE_WIDTH[size] ?? IMAGE_SIZE_WIDTH.large}; ${ALIGN_STYLE[align] ?? ALIGN_STYLE.center}`
    return ['img', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, { style })]
  },
}).configure({ allowBase64: true })

/**
 * Tab inserts two non-breaking spaces (an indent, as in a word processor). Escape, then Tab, leaves
 * the editor (no keyboard trap).
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
    Youtube.configure({ nocookie: true, autoplay: false, controls: true, HTMLAttributes: { title: 'YouTube video' } }),
    TabInsertsSpaces,
  ]
}

/** The stored file paths of the images in a piece of editor HTML. */
export function filePathsIn(root: { descendants: (f: (node: { type: { name: string }; attrs: Record<string, unknown> }) => void) => void }) {
  const paths = new Set<string>()
  root.descendants((node) => {
    if (node.type.name === 'image' && typeof node.attrs.filePath === 'string' && node.attrs.filePath) paths.add(node.attrs.filePath)
  })
  return paths
}
