import { describe, expect, it } from 'vitest'

import { localize, nameIn } from './localized'

const row = {
  id: '1',
  title: 'Walk',
  titleEl: 'Περίπατος',
  excerpt: 'A walk',
  excerptEl: null,
  likes: 3,
}

describe('localize', () => {
  it('shows the Greek text where present and marks the fields that fell back to English', () => {
    const result = localize(row, 'el', ['title', 'excerpt'] as const)
    expect(result).toEqual({
      id: '1',
      title: 'Περίπατος',
      excerpt: 'A walk',
      likes: 3,
      untranslated: ['excerpt'],
    })
  })

  it('shows English to English readers and drops the Greek twins', () => {
    const result = localize(row, 'en', ['title', 'excerpt'] as const)
    expect(result).toEqual({
      id: '1',
      title: 'Walk',
      excerpt: 'A walk',
      likes: 3,
      untranslated: [],
    })
  })

  it('treats blank Greek as missing and empty English as nothing to mark', () => {
    const result = localize({ title: 'T', titleEl: '  ', excerpt: '', excerptEl: null }, 'el', [
      'title',
      'excerpt',
    ] as const)
    expect(result.title).toBe('T')
    expect(result.untranslated).toEqual(['title'])
  })
})

describe('nameIn (the wiki category manager)', () => {
  it("gives the name in the admin's language, and the Greek one when there is no English", () => {
    const category = { name: 'First aid', nameEl: 'Πρώτες βοήθειες' }
    expect(nameIn(category, 'el')).toEqual({ text: 'Πρώτες βοήθειες', lang: 'el' })
    expect(nameIn(category, 'en')).toEqual({ text: 'First aid', lang: 'en' })
    expect(nameIn({ name: 'First aid', nameEl: ' ' }, 'el')).toEqual({
      text: 'First aid',
      lang: 'en',
    })
    expect(nameIn({ name: '', nameEl: 'Πρώτες βοήθειες' }, 'en')).toEqual({
      text: 'Πρώτες βοήθειες',
      lang: 'el',
    })
  })
})
