import { describe, expect, it } from 'vitest'

import { greeklishPrefixes, MAX_GREEKLISH_SPELLINGS } from './greeklish'

describe('greeklishPrefixes', () => {
  it('spells common Greeklish words as the start of their Greek forms', () => {
    expect(greeklishPrefixes('epilipsia')).toContain('επιληψ')
    expect(greeklishPrefixes('krisi')).toContain('κρισ')
    expect(greeklishPrefixes('kriseis')).toContain('κρισ')
    expect(greeklishPrefixes('sxoleio')).toContain('σχολει')
    expect(greeklishPrefixes('farmaka')).toContain('φαρμακ')
    expect(greeklishPrefixes('8erapeia')).toContain('θεραπ')
    expect(greeklishPrefixes('ypnos')).toContain('υπνο')
  })

  it('reads two-letter sounds as one Greek letter', () => {
    expect(greeklishPrefixes('psychologos')).toContain('ψυχολογ')
    expect(greeklishPrefixes('thema')).toContain('θεμα')
  })

  it('stops the prefix before the spellings would grow past the limit', () => {
    // e-p-i-l-i: 9 spellings; a third i would make 27, so the prefix ends before it.
    const prefixes = greeklishPrefixes('epilipsia')
    expect(prefixes).toHaveLength(9)
    expect(prefixes.every((prefix) => prefix.length === 6)).toBe(true)
    expect(greeklishPrefixes('sxoleio').length).toBeLessThanOrEqual(MAX_GREEKLISH_SPELLINGS)
    // Two letters of i alone leave too short a start to look up.
    expect(greeklishPrefixes('iiiiii')).toEqual([])
  })

  it('gives nothing for Greek, mixed or too short words', () => {
    expect(greeklishPrefixes('κριση')).toEqual([])
    expect(greeklishPrefixes('112')).toEqual([])
    expect(greeklishPrefixes('eeg2')).toEqual([])
    expect(greeklishPrefixes('to')).toEqual([])
  })
})
