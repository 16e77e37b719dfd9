import { describe, expect, it } from 'vitest'

import { fullImageUrl, MEDIA_PATH, mediaSrcSet, responsiveImage } from './media-rules'

const hash = 'a'.repeat(64)

describe('responsiveImage', () => {
  it('offers only the widths an upload really has, with its real size', () => {
    const url = fullImageUrl(hash, 1000, 750)
    expect(responsiveImage(url)).toEqual({
      src: url,
      srcSet: `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-960.webp 960w, ${url} 1000w`,
      width: 1000,
      height: 750,
    })
  })

  it('never lists a width above the upload, also for an image exactly at a variant width', () => {
    expect(responsiveImage(fullImageUrl(hash, 320, 200)).srcSet).toBe(`/media/${hash}.320x200.webp 320w`)
    expect(responsiveImage(fullImageUrl(hash, 200, 100)).srcSet).toBe(`/media/${hash}.200x100.webp 200w`)
  })

  it('keeps other addresses as they are', () => {
    expect(responsiveImage('data:image/png;base64,AAAA')).toEqual({ src: 'data:image/png;base64,AAAA' })
    expect(responsiveImage(`/media/${hash}-640.webp`)).toEqual({ src: `/media/${hash}-640.webp` })
    expect(mediaSrcSet(null)).toBeUndefined()
  })

  it('still understands URLs saved without a size', () => {
    expect(responsiveImage(`/media/${hash}.webp`).srcSet).toContain('1920w')
    expect(responsiveImage(`/media/${hash}.webp`).width).toBeUndefined()
  })

  it('matches the three URL forms and nothing else', () => {
    expect(MEDIA_PATH.test(`/media/${hash}.webp`)).toBe(true)
    expect(MEDIA_PATH.test(`/media/${hash}-640.webp`)).toBe(true)
    expect(MEDIA_PATH.test(`/media/${hash}.400x300.webp`)).toBe(true)
    expect(MEDIA_PATH.test(`/media/${hash}-640.400x300.webp`)).toBe(false)
    expect(MEDIA_PATH.test(`/media/${hash}.400x.webp`)).toBe(false)
  })
})
