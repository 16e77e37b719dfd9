/**
 * YouTube links for the rich-text editor: the video id comes from short links
 * (youtu.be/<id>), watch links with a v parameter, or /embed/ and /v/ paths; an id is at least 5
 * letters, digits, underscores or hyphens. Videos are embedded from the privacy-enhanced domain
 * (youtube-nocookie.com, so no tracking cookie before a visitor presses play) and never
 * autoplay (nothing on the site moves or makes a sound unless the visitor starts it).
 */
const ID = /^[A-Za-z0-9_-]{5,}$/
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])

function validId(candidate: string | null | undefined): string | null {
  return candidate && ID.test(candidate) ? candidate : null
}

/** The video id of a YouTube link, or null when the link names none. */
export function youTubeId(url: string): string | null {
  const text = url.trim()
  if (!text) return null
  let parsed: URL
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  const host = parsed.hostname.toLowerCase()
  const segments = parsed.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be' || host === 'www.youtu.be') return validId(segments[0])
  if (!YOUTUBE_HOSTS.has(host)) return null
  if (segments[0] === 'watch') return validId(parsed.searchParams.get('v'))
  if (
    segments[0] === 'embed' ||
    segments[0] === 'v' ||
    segments[0] === 'shorts' ||
    segments[0] === 'live'
  ) {
    return validId(segments[1])
  }
  return null
}

/** The privacy-enhanced embed address of a video id. */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`
}
