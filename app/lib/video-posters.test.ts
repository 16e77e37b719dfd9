import { describe, expect, it } from 'vitest'

import { withVideoPosters } from './video-posters'

const labels = {
  play: (title: string) => `Play video: ${title}`,
  consent: 'Pressing play loads the video from YouTube.',
}

describe('withVideoPosters', () => {
  it('replaces a privacy-enhanced YouTube frame by a poster link that loads nothing from YouTube', () => {
    const html =
      '<p>Before</p><div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Seizure first aid &amp; you" width="640" height="360" allowfullscreen="true"></iframe></div><p>After</p>'
    const out = withVideoPosters(html, labels)
    expect(out).not.toContain('<iframe')
    expect(out).not.toMatch(/<img|<script|ytimg|youtube-nocookie/)
    expect(out).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"')
    expect(out).toContain('data-video-id="dQw4w9WgXcQ"')
    expect(out).toContain('Play video: Seizure first aid &amp; you')
    expect(out).toContain('Pressing play loads the video from YouTube.')
    expect(out.startsWith('<p>Before</p><div data-youtube-video="">')).toBe(true)
    expect(out.endsWith('</div><p>After</p>')).toBe(true)
  })

  it('handles several videos and any attribute order', () => {
    const html =
      '<iframe title="One" src="https://www.youtube-nocookie.com/embed/AAAAA11"></iframe><iframe src="https://www.youtube-nocookie.com/embed/BBBBB22?start=30"></iframe>'
    const out = withVideoPosters(html, labels)
    expect(out.match(/class="video-poster"/g)).toHaveLength(2)
    expect(out).toContain('data-video-id="AAAAA11"')
    expect(out).toContain('data-video-id="BBBBB22"')
    expect(out).toContain('Play video: YouTube')
  })

  it('leaves HTML without videos, and frames it cannot read, unchanged', () => {
    expect(withVideoPosters('<p>No video</p>', labels)).toBe('<p>No video</p>')
    const odd = '<iframe src="https://example.org/embed/x"></iframe>'
    expect(withVideoPosters(odd, labels)).toBe(odd)
  })

  it('escapes what it writes', () => {
    const out = withVideoPosters(
      '<iframe src="https://www.youtube-nocookie.com/embed/CCCCC33" title="&lt;b&gt;bold&lt;/b&gt; &quot;x&quot;"></iframe>',
      labels,
    )
    expect(out).not.toContain('<b>')
    expect(out).toContain('data-video-title="&lt;b&gt;bold&lt;/b&gt; &quot;x&quot;"')
  })
})
