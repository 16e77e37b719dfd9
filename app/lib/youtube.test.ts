import { describe, expect, it } from 'vitest'

import { youTubeEmbedUrl, youTubeId } from './youtube'

describe('youTubeId', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=ab_c-1', 'ab_c-1'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (url, id) => {
    expect(youTubeId(url)).toBe(id)
  })

  it.each([
    [''],
    ['   '],
    ['not a link'],
    ['https://youtu.be/'],
    ['https://youtu.be/abcd'],
    ['https://www.youtube.com/watch?v=abc'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/embed/'],
    ['https://www.youtube.com/watch?v=abc<script>'],
    ['https://vimeo.com/123456789'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
  ])('finds no id in %j', (url) => {
    expect(youTubeId(url)).toBeNull()
  })

  it('embeds from the privacy-enhanced domain', () => {
    expect(youTubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
  })
})
