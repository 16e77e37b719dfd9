import { describe, expect, it } from 'vitest'

import { fullImageUrl, MEDIA_FILE, MEDIA_PATH, mediaSrcSet, responsiveImage } from './media-rules'

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
    expect(responsiveImage(fullImageUrl(hash, 320, 200)).srcSet).toBe(
      `/media/${hash}.320x200.webp 320w`,
    )
    expect(responsiveImage(fullImageUrl(hash, 200, 100)).srcSet).toBe(
      `/media/${hash}.200x100.webp 200w`,
    )
  })

  it('offers AVIF at the same widths only when the URL says the upload has it', () => {
    const url = fullImageUrl(hash, 400, 300, true)
    expect(url).toBe(`/media/${hash}.400x300-avif.webp`)
    expect(responsiveImage(url)).toEqual({
      src: url,
      srcSet: `/media/${hash}-320.webp 320w, ${url} 400w`,
      avif: {
        src: `/media/${hash}.400x300.avif`,
        srcSet: `/media/${hash}-320.avif 320w, /media/${hash}.400x300.avif 400w`,
      },
      width: 400,
      height: 300,
    })
    // Uploads made before AVIF variants: WebP only.
    expect(responsiveImage(fullImageUrl(hash, 400, 300)).avif).toBeUndefined()
    expect(responsiveImage(`/media/${hash}.webp`).avif).toBeUndefined()
  })

  it('keeps other addresses as they are', () => {
    expect(responsiveImage('data:image/png;base64,AAAA')).toEqual({
      src: 'data:image/png;base64,AAAA',
    })
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
    expect(MEDIA_PATH.test(`/media/${hash}.400x300-avif.webp`)).toBe(true)
    expect(MEDIA_PATH.test(`/media/${hash}-640-avif.webp`)).toBe(false)
    // Content stores WebP addresses; the AVIF files are the server's alone.
    expect(MEDIA_PATH.test(`/media/${hash}.400x300.avif`)).toBe(false)
  })

  it('serves the WebP addresses and the AVIF files of the same names, nothing else', () => {
    for (const file of [
      `${hash}.webp`,
      `${hash}-640.webp`,
      `${hash}.400x300.webp`,
      `${hash}.400x300-avif.webp`,
      `${hash}-640.avif`,
      `${hash}.400x300.avif`,
    ]) {
      expect(MEDIA_FILE.test(`/media/${file}`), file).toBe(true)
    }
    for (const file of [
      `${hash}.400x300-avif.avif`,
      `${hash}-640.png`,
      `${hash}.avif.webp`,
      `${hash}-640-avif.avif`,
    ]) {
      expect(MEDIA_FILE.test(`/media/${file}`), file).toBe(false)
    }
    expect(MEDIA_FILE.exec(`/media/${hash}-640.avif`)?.slice(1)).toEqual([
      hash,
      '640',
      undefined,
      undefined,
      'avif',
    ])
  })
})
