import { describe, expect, it } from 'vitest'

import { allowedSlips, correctedQuery, typingSlips } from './search-spelling'

describe('typingSlips', () => {
  it('counts a swap of neighbours, a missing, an extra and a wrong letter as one slip each', () => {
    expect(typingSlips('siezure', 'seizure')).toBe(1)
    expect(typingSlips('sezure', 'seizure')).toBe(1)
    expect(typingSlips('seizzure', 'seizure')).toBe(1)
    expect(typingSlips('seuzure', 'seizure')).toBe(1)
    expect(typingSlips('ambulence', 'ambulance')).toBe(1)
    expect(typingSlips('κριση', 'κριση')).toBe(0)
    expect(typingSlips('abc', 'xyz')).toBe(3)
  })

  it('allows more slips in longer words, none in short ones', () => {
    expect(allowedSlips(3)).toBe(0)
    expect(allowedSlips(5)).toBe(1)
    expect(allowedSlips(7)).toBe(2)
    expect(allowedSlips(12)).toBe(3)
  })
})

describe('correctedQuery', () => {
  const titles = [
    'Seizure first aid step by step',
    'Focal and generalised seizures',
    'When to call an ambulance (112)',
  ]

  it('replaces a misspelt word by the closest title word', () => {
    expect(correctedQuery(['siezure'], titles)).toBe('seizure')
    expect(correctedQuery(['siezure', 'first', 'aid'], titles)).toBe('seizure first aid')
    expect(correctedQuery(['ambulence'], titles)).toBe('ambulance')
  })

  it('corrects Greek words to their written form, accents included', () => {
    expect(correctedQuery(['φωτοευεσθητη'], ['Φωτοευαίσθητη επιληψία'])).toBe('φωτοευαίσθητη')
  })

  it('prefers a same-sounding Greek vowel, then the word of more titles', () => {
    expect(typingSlips('κρηση', 'κριση')).toBe(0.5)
    expect(correctedQuery(['κρηση'], ['Όροι Χρήσης', 'Στήριξη μετά από μια κρίση'])).toBe('κρίση')
    expect(
      correctedQuery(['seizurs'], ['Seizure types', 'Seizures at night', 'Seizures at school']),
    ).toBe('seizures')
  })

  it('answers null when no word changes: words in the titles, short ones, or nothing close', () => {
    expect(correctedQuery(['seizure'], titles)).toBeNull()
    expect(correctedQuery(['aid'], ['Seizure first aim'])).toBeNull()
    expect(correctedQuery(['zanzibar'], titles)).toBeNull()
  })
})
