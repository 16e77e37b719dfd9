import { describe, expect, it } from 'vitest'

import {
  draftKeyOf,
  entriesWithFieldFrom,
  readDraft,
  removeDraft,
  sameEntries,
  valuesOfEntries,
  writeDraft,
  type FormEntries,
} from './form-draft'

/** A Storage kept in memory: Node has no localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

describe('draftKeyOf', () => {
  it('names a draft by kind and item, or "new" for a form that creates one', () => {
    expect(draftKeyOf('/events/create')).toBe('events:new')
    expect(draftKeyOf('/news/4f1c/edit')).toBe('news:4f1c')
    expect(draftKeyOf('/story/create')).toBe('story:new')
    expect(draftKeyOf('/story/9a/edit')).toBe('story:9a')
  })

  it('keeps any other address as it is', () => {
    expect(draftKeyOf('/wiki/diagnosis')).toBe('/wiki/diagnosis')
  })
})

describe('sameEntries', () => {
  const entries: FormEntries = [
    ['title', 'Walk'],
    ['tags', 'a'],
    ['tags', 'b'],
  ]

  it('compares names, values and their order', () => {
    expect(sameEntries(entries, [...entries])).toBe(true)
    expect(sameEntries(entries, [entries[0]!, entries[2]!, entries[1]!])).toBe(false)
    expect(sameEntries(entries, entries.slice(0, 2))).toBe(false)
    expect(sameEntries(entries, [['title', 'Walk!'], entries[1]!, entries[2]!])).toBe(false)
  })
})

describe('valuesOfEntries', () => {
  it('gives the values a content form takes as defaults, tags as a list', () => {
    expect(
      valuesOfEntries([
        ['title', 'Walk'],
        ['date', '2027-03-25'],
        ['tags', 'a'],
        ['tags', 'b'],
      ]),
    ).toEqual({
      title: 'Walk',
      date: '2027-03-25',
      tags: ['a', 'b'],
    })
  })
})

describe('drafts in storage', () => {
  it('are written, read back with their time, and removed, one per key', () => {
    const store = memoryStorage()
    const at = new Date('2026-11-23T10:15:00Z')
    writeDraft('events:new', [['title', 'Walk']], store, at)
    writeDraft('events:abc', [['title', 'Other']], store, at)
    expect(readDraft('events:new', store)).toEqual({
      savedAt: '2026-11-23T10:15:00.000Z',
      entries: [['title', 'Walk']],
    })
    removeDraft('events:new', store)
    expect(readDraft('events:new', store)).toBeNull()
    expect(readDraft('events:abc', store)?.entries).toEqual([['title', 'Other']])
  })

  it('ignore what is not a draft', () => {
    const store = memoryStorage()
    store.setItem('form-draft:x', '{not json')
    expect(readDraft('x', store)).toBeNull()
    store.setItem('form-draft:x', JSON.stringify({ savedAt: 5, entries: [] }))
    expect(readDraft('x', store)).toBeNull()
    store.setItem(
      'form-draft:x',
      JSON.stringify({ savedAt: 'now', entries: [['ok', 'yes'], ['bad', 3], 'junk'] }),
    )
    expect(readDraft('x', store)?.entries).toEqual([['ok', 'yes']])
  })

  it('do nothing without storage', () => {
    expect(readDraft('x', undefined)).toBeNull()
    expect(() => writeDraft('x', [], undefined)).not.toThrow()
  })
})

describe('entriesWithFieldFrom', () => {
  it('takes back one field as it was, leaving the others as they are now', () => {
    const before: FormEntries = [
      ['title', 'Old'],
      ['content', '<p>x</p>'],
      ['tags', 'a'],
      ['tags', 'b'],
    ]
    const now: FormEntries = [
      ['title', 'New'],
      ['content', '<p>x</p><p></p>'],
      ['tags', 'a'],
      ['tags', 'b'],
    ]
    expect(entriesWithFieldFrom(now, before, 'title')).toEqual([
      ['title', 'Old'],
      ['content', '<p>x</p><p></p>'],
      ['tags', 'a'],
      ['tags', 'b'],
    ])
    expect(entriesWithFieldFrom(now, before, 'tags')).toEqual(now)
    // A field that was not there before stays as it is now.
    expect(entriesWithFieldFrom([['extra', '1'], ...now], before, 'extra')).toEqual([
      ['extra', '1'],
      ...now,
    ])
  })
})
