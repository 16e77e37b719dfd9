import { describe, expect, it } from 'vitest'

import {
  altForReader,
  altOfUrl,
  checkImageText,
  lacksImageText,
  uploadHashOf,
} from './image-text-rules'

const HASH = 'a'.repeat(64)
const described = {
  alt: 'A walk by the sea',
  altEl: 'Περίπατος δίπλα στη θάλασσα',
  decorative: false,
}

describe('checkImageText', () => {
  it('asks for a description in one language at least, or the decorative tick', () => {
    expect(checkImageText({ alt: '', altEl: '', decorative: false })).toBe('required')
    expect(checkImageText({ alt: '   ', altEl: '\t', decorative: false })).toBe('required')
    expect(checkImageText({ alt: 'A walk', altEl: '', decorative: false })).toBeNull()
    expect(checkImageText({ alt: '', altEl: 'Περίπατος', decorative: false })).toBeNull()
    expect(checkImageText({ alt: '', altEl: '', decorative: true })).toBeNull()
  })

  it('refuses a decorative image with a description, and descriptions over 250 characters', () => {
    expect(checkImageText({ alt: 'A walk', altEl: '', decorative: true })).toBe(
      'decorative-with-text',
    )
    expect(checkImageText({ alt: 'a'.repeat(251), altEl: '', decorative: false })).toBe('too-long')
    expect(checkImageText({ alt: 'a'.repeat(250), altEl: '', decorative: false })).toBeNull()
  })
})

describe('altForReader', () => {
  it("gives the reader's language, else the other one, and '' for decorative images", () => {
    expect(altForReader(described, 'en')).toBe('A walk by the sea')
    expect(altForReader(described, 'el')).toBe('Περίπατος δίπλα στη θάλασσα')
    expect(altForReader({ ...described, altEl: '' }, 'el')).toBe('A walk by the sea')
    expect(altForReader({ ...described, alt: '' }, 'en')).toBe('Περίπατος δίπλα στη θάλασσα')
    expect(altForReader({ alt: '', altEl: '', decorative: true }, 'en')).toBe('')
    expect(altForReader(undefined, 'en')).toBe('')
  })

  it('finds the upload an image URL names, whatever variant of the address', () => {
    expect(uploadHashOf(`/media/${HASH}.1280x720-avif.webp`)).toBe(HASH)
    expect(uploadHashOf(`/media/${HASH}.webp`)).toBe(HASH)
    expect(uploadHashOf('data:image/png;base64,AAAA')).toBeUndefined()
    expect(altOfUrl({ [HASH]: described }, `/media/${HASH}.webp`, 'el')).toBe(
      'Περίπατος δίπλα στη θάλασσα',
    )
    expect(altOfUrl({ [HASH]: described }, 'https://example.org/a.png', 'en')).toBe('')
  })

  it('counts an image as waiting for a text until it is described or decorative', () => {
    expect(lacksImageText(undefined)).toBe(true)
    expect(lacksImageText({ alt: '', altEl: '', decorative: false })).toBe(true)
    expect(lacksImageText({ alt: '', altEl: '', decorative: true })).toBe(false)
    expect(lacksImageText(described)).toBe(false)
  })
})
