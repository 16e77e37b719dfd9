import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { isAnimatedImage } from './media-animation'

function chunk(type: string, data = Buffer.alloc(0)) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, data, Buffer.alloc(4)])
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function ftyp(major: string, ...compatible: string[]) {
  const body = Buffer.from(major + '\0\0\0\0' + compatible.join(''), 'latin1')
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + body.length, 0)
  head.write('ftyp', 4, 'latin1')
  return Buffer.concat([head, body, Buffer.alloc(16)])
}

describe('isAnimatedImage', () => {
  it('trusts the decoder when it sees several frames', () => {
    expect(isAnimatedImage(Buffer.from('GIF89a'), 12)).toBe(true)
    expect(isAnimatedImage(Buffer.from('GIF89a'), 1)).toBe(false)
    expect(isAnimatedImage(Buffer.from('GIF89a'), undefined)).toBe(false)
  })

  it('finds the animation control chunk of an APNG before the image data', () => {
    const apng = Buffer.concat([
      PNG_SIGNATURE,
      chunk('IHDR', Buffer.alloc(13)),
      chunk('acTL', Buffer.alloc(8)),
      chunk('IDAT'),
      chunk('IEND'),
    ])
    expect(isAnimatedImage(apng, undefined)).toBe(true)
    const still = Buffer.concat([
      PNG_SIGNATURE,
      chunk('IHDR', Buffer.alloc(13)),
      chunk('IDAT'),
      chunk('acTL'),
      chunk('IEND'),
    ])
    expect(isAnimatedImage(still, undefined)).toBe(false)
  })

  it('is not fooled by a truncated PNG', () => {
    const truncated = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', Buffer.alloc(13))]).subarray(
      0,
      20,
    )
    expect(isAnimatedImage(truncated, undefined)).toBe(false)
  })

  it('recognises an AVIF image sequence by its brand', () => {
    expect(isAnimatedImage(ftyp('avis', 'avif', 'msf1'), undefined)).toBe(true)
    expect(isAnimatedImage(ftyp('avif', 'mif1', 'avis'), undefined)).toBe(true)
    expect(isAnimatedImage(ftyp('avif', 'mif1', 'miaf'), undefined)).toBe(false)
  })

  it('says a real still PNG and a real animated GIF apart', async () => {
    const still = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#5b2a86' },
    })
      .png()
      .toBuffer()
    expect(isAnimatedImage(still, (await sharp(still).metadata()).pages)).toBe(false)
    const frames = await Promise.all(
      ['#ff0000', '#0000ff'].map((background) =>
        sharp({ create: { width: 4, height: 4, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    )
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100] })
      .toBuffer()
    expect(isAnimatedImage(gif, (await sharp(gif).metadata()).pages)).toBe(true)
  })
})
