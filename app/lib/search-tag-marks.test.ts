import { describe, expect, it } from 'vitest'

import { markedTagQuery } from './search-tag-marks'

describe('markedTagQuery', () => {
  it('asks for the mark of each tag operand (weight B alone)', () => {
    expect(markedTagQuery(`'υποστηριξ' | 'υποστηριξ':* | 'support':B`)).toBe(
      `'υποστηριξ' | 'υποστηριξ':* | '#support'`,
    )
    expect(markedTagQuery(`'ομαδ':* & ( 'ketogen':B & 'diet':B | 'κετογον':* )`)).toBe(
      `'ομαδ':* & ( '#ketogen' & '#diet' | 'κετογον':* )`,
    )
  })

  it('leaves the other operands as they are, quotes and backslashes too', () => {
    const text = `'it''s':* & 'a\\\\b' & 'κρισ'`
    expect(markedTagQuery(text)).toBe(text)
    expect(markedTagQuery(`'don''t':B & 'x'`)).toBe(`'#don''t' & 'x'`)
  })

  it('keeps the query whole when an operand has another weight or a prefix with a weight', () => {
    for (const text of [`'support':B & 'title':A`, `'support':*B`, `'support':BC`])
      expect(markedTagQuery(text)).toBe(text)
  })

  it('keeps a phrase query whole: marks have no positions', () => {
    const text = `'first':B <-> 'aid':B`
    expect(markedTagQuery(text)).toBe(text)
  })

  it('changes nothing in a query without weights', () => {
    expect(markedTagQuery('')).toBe('')
    expect(markedTagQuery(`'seizur':* & 'sleep':*`)).toBe(`'seizur':* & 'sleep':*`)
  })
})
