/**
 * YouTube videos in stored rich text are shown as a poster made by the site (no image or script
 * from YouTube) until the visitor presses play: nothing is requested from a third party before
 * that consent, and nothing plays by itself (photosensitive safety). Without JavaScript the
 * poster is a link to the video on YouTube. The stored HTML keeps its privacy-enhanced frame;
 * this runs when the page is rendered.
 */
import { escapeHtml } from './escape-html'
import { youTubeEmbedUrl, youTubeId } from './youtube'

export interface PosterLabels {
  /** "Play video: {title}" for a video with a title. */
  play: (title: string) => string
  /** Said under the button: what pressing it loads. */
  consent: string
}

const IFRAME = /<iframe\b([^>]*)>\s*<\/iframe>/gi
const ATTRIBUTE = /([a-zA-Z][\w-]*)\s*=\s*"([^"]*)"/g

function unescapeHtml(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

const PLAY_ICON =
  '<svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48"><rect width="68" height="48" rx="12" fill="#b42318"/><path d="M27 14v20l18-10z" fill="#fff"/></svg>'

/** Replaces each YouTube frame of sanitised HTML by a play poster; other HTML is unchanged. */
export function withVideoPosters(html: string, labels: PosterLabels): string {
  return html.replace(IFRAME, (frame, attributes: string) => {
    const attrs = Object.fromEntries(
      [...attributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!.toLowerCase(), value!]),
    )
    const id = attrs.src ? youTubeId(unescapeHtml(attrs.src)) : null
    if (!id) return frame
    const title = unescapeHtml(attrs.title ?? '').trim()
    const label = title && title !== 'YouTube video' ? labels.play(title) : labels.play('YouTube')
    return (
      `<a class="video-poster" href="https://www.youtube.com/watch?v=${encodeURIComponent(id)}" ` +
      `data-video-id="${escapeHtml(id)}" data-video-title="${escapeHtml(title || 'YouTube')}">` +
      `${PLAY_ICON}<span class="video-poster-label">${escapeHtml(label)}</span>` +
      `<span class="video-poster-note">${escapeHtml(labels.consent)}</span></a>`
    )
  })
}

/**
 * The player for a poster the visitor pressed: the privacy-enhanced frame, started because the
 * visitor asked for it.
 */
export function playerFor(poster: HTMLAnchorElement): HTMLIFrameElement | null {
  const id = poster.dataset.videoId
  if (!id || !/^[\w-]{5,}$/.test(id)) return null
  const frame = document.createElement('iframe')
  frame.src = `${youTubeEmbedUrl(id)}?autoplay=1`
  frame.title = poster.dataset.videoTitle ?? 'YouTube'
  frame.width = '640'
  frame.height = '360'
  frame.allow = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture'
  frame.allowFullscreen = true
  return frame
}
