import { describe, expect, it } from 'vitest'

import { diffSnapshots, fieldText } from './revision-diff'

describe('revision differences', () => {
  it('lists only changed fields, in the given order, word by word', () => {
    const diffs = diffSnapshots(
      { title: 'Old title', excerpt: 'Same' },
      { title: 'New title', excerpt: 'Same' },
      ['excerpt', 'title'],
      [],
    )
    expect(diffs.map((d) => d.field)).toEqual(['title'])
    expect(diffs[0]!.parts).toEqual([
      { value: 'Old', removed: true },
      { value: 'New', added: true },
      { value: ' title' },
    ])
  })

  it('compares Greek by whole words, not letter by letter', () => {
    const [diff] = diffSnapshots(
      { title_el: 'Αντιεπιληπτικά φάρμακα' },
      { title_el: 'Αλλαγμένος τίτλος' },
      ['title_el'],
      [],
    )
    const removed = diff!.parts.filter((p) => p.removed).map((p) => p.value.trim())
    const added = diff!.parts.filter((p) => p.added).map((p) => p.value.trim())
    expect(removed.join(' ')).toBe('Αντιεπιληπτικά φάρμακα')
    expect(added.join(' ')).toBe('Αλλαγμένος τίτλος')
  })

  it('compares rich text as text with its formatting marked, so a change of emphasis shows', () => {
    expect(
      fieldText('<h2>Steps</h2><p>Stay <strong>calm</strong></p><ul><li>Time it</li></ul>', true),
    ).toBe('## Steps\n\nStay **calm**\n\n• Time it')
    const [diff] = diffSnapshots(
      { content: '<p>Stay calm</p>' },
      { content: '<p>Stay <strong>calm</strong></p>' },
      ['content'],
      ['content'],
    )
    expect(diff!.parts.some((p) => p.added && p.value.includes('**'))).toBe(true)
  })

  it('shows lists and empty values as text', () => {
    expect(fieldText(['a', 'b'], false)).toBe('a, b')
    expect(fieldText(null, false)).toBe('')
  })
})
