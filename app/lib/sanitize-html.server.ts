/**
 * The site's only HTML sanitiser, so there is one rule for what rich text may hold. Every piece of
 * rich text is cleaned with this allow-list on the server before it is stored: no scripts, no
 * event-handler attributes, no javascript: or data: links (data: only for inline images), frames
 * only from YouTube's privacy-enhanced domain and never autoplaying.
 */
import sanitize from 'sanitize-html'

import { IMAGE_ALIGNS, IMAGE_SIZES } from './image-layout'

const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{5,}(\?.*)?$/

const ALIGN = [/^left$/, /^right$/, /^center$/, /^justify$/]

function isOneOf(values: readonly string[], value: string | undefined) {
  return value !== undefined && values.includes(value)
}

/** Removes autoplay and forces the privacy-enhanced host's URL to stay what it is. */
function stripAutoplay(src: string) {
  const url = new URL(src)
  url.searchParams.delete('autoplay')
  url.searchParams.delete('mute')
  return url.toString()
}

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'img',
    'figure',
    'figcaption',
    'iframe',
    'div',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    // An image's layout is its data-size and data-align, with the editor's values only; no inline
    // style, so the stylesheet can fit it to a phone's screen.
    img: [
      'src',
      'alt',
      'title',
      'width',
      'height',
      'data-file-path',
      'loading',
      { name: 'data-size', multiple: false, values: [...IMAGE_SIZES] },
      { name: 'data-align', multiple: false, values: [...IMAGE_ALIGNS] },
    ],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'allow', 'frameborder'],
    div: ['data-youtube-video', 'data-align'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    h5: ['style'],
    h6: ['style'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedStyles: {
    '*': { 'text-align': ALIGN },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images come from our own uploads (/media/...) or inline data: no other site's address (the
  // Content-Security-Policy would block it, and a visitor's browser would tell that site they came).
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // Content such as <script> and <style> goes with its tag, not left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  transformTags: {
    a: (tagName, attribs) => {
      const next = { ...attribs }
      if (next.target && next.target !== '_blank' && next.target !== '_self') delete next.target
      if (next.target === '_blank') next.rel = 'noopener noreferrer'
      return { tagName, attribs: next }
    },
    img: (tagName, attribs) => {
      const next = { ...attribs }
      // data: is allowed for images only, and only for raster image types.
      if (
        next.src?.startsWith('data:') &&
        !/^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i.test(next.src)
      ) {
        delete next.src
      }
      next.loading = 'lazy'
      // A layout value the editor does not write goes with its attribute (the allow-list's value
      // check alone would leave an empty attribute behind).
      if (!isOneOf(IMAGE_SIZES, next['data-size'])) delete next['data-size']
      if (!isOneOf(IMAGE_ALIGNS, next['data-align'])) delete next['data-align']
      return { tagName, attribs: next }
    },
    iframe: (tagName, attribs) => {
      const next = { ...attribs }
      if (!next.src || !YOUTUBE_EMBED.test(next.src)) return { tagName: 'p', attribs: {}, text: '' }
      next.src = stripAutoplay(next.src)
      next.allow = 'accelerometer; encrypted-media; gyroscope; picture-in-picture'
      next.allowfullscreen = 'true'
      return { tagName, attribs: next }
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitize(html, options).trim()
}

export interface HtmlMedia {
  type: 'image' | 'video'
  url: string
  alt: string
}

/**
 * The images and videos of stored (sanitised) HTML, in document order, read with the same parser.
 * An inline data: image is named by its media type only, not copied.
 */
export function mediaOfHtml(html: string | null | undefined): HtmlMedia[] {
  const found: HtmlMedia[] = []
  if (!html) return found
  // Only the parser's callback is wanted; the output (nothing is allowed) is thrown away.
  sanitize(html, {
    allowedTags: [],
    onOpenTag: (tag, attribs) => {
      const src = attribs.src?.trim()
      if (!src) return
      if (tag === 'img')
        found.push({
          type: 'image',
          url: src.startsWith('data:') ? src.slice(0, src.indexOf(';')) : src,
          alt: attribs.alt ?? '',
        })
      if (tag === 'iframe') found.push({ type: 'video', url: src, alt: attribs.title ?? '' })
    },
  })
  return found
}
