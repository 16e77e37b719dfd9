/**
 * The site's only HTML sanitiser, so there is one rule for what rich text may hold. Every piece of
 * rich text is cleaned with this allow-list on the server before it is stored: no scripts, no
 * event-handler attributes, no javascript: or data: links (data: only for inline images), frames
 * only from YouTube's privacy-enhanced domain and never autoplaying.
 */
import sanitize from 'sanitize-html'

const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{5,}(\?.*)?$/

const ALIGN = [/^left$/, /^right$/, /^center$/, /^justify$/]
const WIDTH = [/^\d{1,3}(\.\d+)?%$/, /^\d{1,4}px$/]

/** Removes autoplay and forces the privacy-enhanced host's URL to stay what it is. */
function stripAutoplay(src: string) {
  const url = new URL(src)
  url.searchParams.delete('autoplay')
  url.searchParams.delete('mute')
  return url.toString()
}

const options: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'sub', 'sup',
    'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'img', 'figure', 'figcaption', 'iframe', 'div',
    'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-file-path', 'data-size', 'data-align', 'loading', 'style'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'allow', 'frameborder'],
    div: ['data-youtube-video', 'data-align'],
    p: ['style'],
    h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'], h5: ['style'], h6: ['style'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedStyles: {
    '*': { 'text-align': ALIGN },
    img: { width: WIDTH, 'max-width': WIDTH, float: [/^left$/, /^right$/, /^none$/], display: [/^block$/], margin: [/^[\d.]+(px|rem|em)?( (auto|[\d.]+(px|rem|em)?)){0,3}$/, /^0 auto$/] },
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
      if (next.src?.startsWith('data:') && !/^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i.test(next.src)) {
        delete next.src
      }
      next.loading = 'lazy'
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
      if (tag === 'img') found.push({ type: 'image', url: src.startsWith('data:') ? src.slice(0, src.indexOf(';')) : src, alt: attribs.alt ?? '' })
      if (tag === 'iframe') found.push({ type: 'video', url: src, alt: attribs.title ?? '' })
    },
  })
  return found
}
