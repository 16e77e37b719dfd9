/**
 * Editor-only content blocks of a wiki article: title, text, image, video and link.
 * They are never stored; when an article is saved with empty plain content, its blocks become
 * its HTML (heading, paragraph, image, embedded frame, anchor). The server runs the result
 * through the sanitiser like any other HTML.
 */
import { escapeHtml } from './escape-html'
import { youTubeEmbedUrl, youTubeId } from './youtube'

export const CONTENT_BLOCK_TYPES = ['title', 'text', 'image', 'video', 'link'] as const
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number]
export const LINK_TARGETS = ['_self', '_blank'] as const
export type LinkTarget = (typeof LINK_TARGETS)[number]

export interface ContentBlockMetadata {
  url?: string
  alt_text?: string
  caption?: string
  /** Links only: '_self' (default) or '_blank'. */
  target?: LinkTarget
}

export interface ContentBlock {
  id: string
  type: ContentBlockType
  content: string
  metadata?: ContentBlockMetadata
}

/** Absolute http(s) addresses and site paths only; anything else (javascript:, //host) is no link. */
function safeUrl(
  url: string | undefined,
  options: { allowDataImage?: boolean } = {},
): string | undefined {
  const value = url?.trim()
  if (!value) return undefined
  if (value.startsWith('/') && !value.startsWith('//')) return value
  if (options.allowDataImage && /^data:image\/(png|jpe?g|gif|webp|avif);base64,/i.test(value))
    return value
  try {
    const parsed = new URL(value)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? parsed.toString()
      : undefined
  } catch {
    return undefined
  }
}

/** Whether a link or video block's address can be used: an http(s) address or a path on this site. */
export function isBlockLinkUrl(url: string): boolean {
  return safeUrl(url) !== undefined
}

function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.split(/\n/).map(escapeHtml).join('<br>')}</p>`)
    .join('')
}

function blockToHtml(block: ContentBlock): string {
  const content = block.content.trim()
  const meta = block.metadata ?? {}
  const caption = meta.caption?.trim()
  switch (block.type) {
    case 'title':
      return content ? `<h2>${escapeHtml(content)}</h2>` : ''
    case 'text':
      return paragraphs(block.content)
    case 'image': {
      const src = safeUrl(meta.url, { allowDataImage: true })
      if (!src) return ''
      const alt = meta.alt_text?.trim() ?? ''
      const figcaption = caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''
      return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">${figcaption}</figure>`
    }
    case 'video': {
      const url = safeUrl(meta.url)
      if (!url) return ''
      const id = youTubeId(url)
      const label = content || caption || url
      if (!id) return `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`
      const frame = `<div data-youtube-video=""><iframe src="${escapeHtml(youTubeEmbedUrl(id))}" title="${escapeHtml(content || caption || 'YouTube')}" width="640" height="360" allowfullscreen="true"></iframe></div>`
      return caption ? `${frame}<p>${escapeHtml(caption)}</p>` : frame
    }
    case 'link': {
      const href = safeUrl(meta.url)
      if (!href) return ''
      const target = meta.target === '_blank' ? '_blank' : '_self'
      const rel = target === '_blank' ? ' rel="noopener noreferrer"' : ''
      return `<p><a href="${escapeHtml(href)}" target="${target}"${rel}>${escapeHtml(content || href)}</a></p>`
    }
    default:
      return ''
  }
}

/** The HTML of a list of blocks, in order; blocks without content or with an unusable address add nothing. */
export function contentBlocksToHtml(blocks: readonly ContentBlock[]): string {
  return blocks.map(blockToHtml).filter(Boolean).join('\n')
}
