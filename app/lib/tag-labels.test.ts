import { describe, expect, it } from 'vitest'

import { shownTag, tagsFoundByGreekWord } from './tag-labels'

const labels = { epilepsy: 'Επιληψία', 'first aid': 'πρώτες βοήθειες', seizures: 'κρίσεις' }

describe('shownTag', () => {
  it('shows the Greek label on a Greek page', () => {
    expect(shownTag('epilepsy', 'el', labels)).toEqual({
      name: 'epilepsy',
      text: 'Επιληψία',
      lang: undefined,
    })
  })

  it('shows the English name, marked English, on a Greek page when there is no Greek label', () => {
    expect(shownTag('awareness', 'el', labels)).toEqual({
      name: 'awareness',
      text: 'awareness',
      lang: 'en',
    })
  })

  it('shows the English name on an English page', () => {
    expect(shownTag('epilepsy', 'en', labels)).toEqual({
      name: 'epilepsy',
      text: 'epilepsy',
      lang: undefined,
    })
  })

  it('marks a name typed in Greek as Greek on an English page', () => {
    expect(shownTag('ελπίδα', 'en', labels).lang).toBe('el')
    expect(shownTag('ελπίδα', 'el', labels).lang).toBeUndefined()
  })
})

describe('tagsFoundByGreekWord', () => {
  it('finds tags by a word of their Greek label, accent- and case-blind, as a prefix', () => {
    expect(tagsFoundByGreekWord('επιληψια', labels)).toEqual(['epilepsy'])
    expect(tagsFoundByGreekWord('βοηθ', labels)).toEqual(['first aid'])
  })

  it('finds a label in another form of the word (its stem-like prefix)', () => {
    expect(tagsFoundByGreekWord('κριση', labels)).toEqual(['seizures'])
  })

  it('finds nothing for a word in Latin letters or one no label holds', () => {
    expect(tagsFoundByGreekWord('epilepsy', labels)).toEqual([])
    expect(tagsFoundByGreekWord('φαρμακα', labels)).toEqual([])
  })
})
