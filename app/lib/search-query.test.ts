import { describe, expect, it } from 'vitest'

import {
  foldText,
  greekPrefix,
  MARK_END,
  MARK_START,
  MAX_TERMS,
  queryScript,
  queryTerms,
  snippetHtml,
  snippetParts,
  snippetText,
} from './search-query'

describe('queryTerms', () => {
  it('folds accents, case and final sigma, and keeps letters and digits of any script', () => {
    expect(queryTerms('Επιληπτική ΚΡΊΣΗ, κρίσης!')).toEqual(['επιληπτικη', 'κριση', 'κρισησ'])
    expect(queryTerms('  Seizure   first-aid 112 ')).toEqual(['seizure', 'first', 'aid', '112'])
    expect(foldText('Ϊ ΰ')).toBe('ι υ')
  })

  it('leaves out Greek function words unless the query has nothing else', () => {
    expect(queryTerms('κρίση στον ύπνο', 'el')).toEqual(['κριση', 'υπνο'])
    expect(queryTerms('Μπορώ να οδηγώ;', 'el')).toEqual(['μπορω', 'οδηγω'])
    expect(queryTerms('στον', 'el')).toEqual(['στον'])
    expect(queryTerms('κρίση στον ύπνο', 'en')).toEqual(['κριση', 'στον', 'υπνο'])
  })

  it('drops duplicates and punctuation-only queries, and bounds the number of terms', () => {
    expect(queryTerms('drive DRIVE drive')).toEqual(['drive'])
    expect(queryTerms('&&& |!: <>')).toEqual([])
    expect(queryTerms('a b c d e f g h i j k')).toHaveLength(MAX_TERMS)
  })
})

describe('greekPrefix', () => {
  it('brings the forms of one Greek word to one prefix', () => {
    for (const word of ['κριση', 'κρισησ', 'κρισεισ', 'κρισεων'])
      expect(greekPrefix(word)).toBe('κρισ')
    for (const word of ['επιληπτικη', 'επιληπτικεσ', 'επιληπτικοσ'])
      expect(greekPrefix(word)).toBe('επιληπτικ')
    expect(greekPrefix('οδηγηση')).toBe('οδηγ')
  })

  it('keeps at least four letters, and leaves non-Greek words alone', () => {
    expect(greekPrefix('υπνοσ')).toBe('υπνο')
    expect(greekPrefix('ποσ')).toBe('ποσ')
    expect(greekPrefix('seizures')).toBe('seizures')
  })
})

describe('snippetParts', () => {
  it('splits a marked snippet into plain and highlighted parts', () => {
    expect(snippetParts(`a ${MARK_START}seizure${MARK_END} at <night>`)).toEqual([
      { text: 'a ', mark: false },
      { text: 'seizure', mark: true },
      { text: ' at <night>', mark: false },
    ])
    expect(snippetParts(`${MARK_START}unclosed`)).toEqual([{ text: 'unclosed', mark: false }])
  })
})

describe('snippetHtml', () => {
  it('escapes the text and marks only the matches', () => {
    expect(snippetHtml(`<b>&</b> ${MARK_START}"seizure"${MARK_END}`)).toBe(
      '&lt;b&gt;&amp;&lt;/b&gt; <mark>&quot;seizure&quot;</mark>',
    )
    expect(snippetText(`a ${MARK_START}b${MARK_END}`)).toBe('a b')
  })
})

describe('queryScript', () => {
  it('names the one script a query is written in, or none for mixed or no letters', () => {
    expect(queryScript('θέση ανάνηψης')).toBe('greek')
    expect(queryScript('recovery position')).toBe('latin')
    expect(queryScript('EEG ΗΕΓ')).toBeNull()
    expect(queryScript('112')).toBeNull()
  })
})
