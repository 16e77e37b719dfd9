import { describe, expect, it } from 'vitest'

import { addTag, parseTags } from './tags'

describe('tags', () => {
  it('adds a trimmed, new tag', () => {
    expect(addTag(['a'], '  family ')).toEqual(['a', 'family'])
  })
  it('ignores an empty or whitespace tag', () => {
    expect(addTag(['a'], '')).toEqual(['a'])
    expect(addTag(['a'], '   ')).toEqual(['a'])
  })
  it('ignores a tag already present', () => {
    expect(addTag(['family'], 'family ')).toEqual(['family'])
  })
  it('parses posted fields, comma lists included', () => {
    expect(parseTags(['kids', 'free, kids ,, paid', '', 3])).toEqual(['kids', 'free', 'paid'])
  })
})
