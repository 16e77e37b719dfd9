import { describe, expect, it } from 'vitest'

import { minutesInReadTimeText, readTimeMinutes } from './read-time'

const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`

describe('readTimeMinutes (read time of a wiki article)', () => {
  it('uses the stored value when there is one', () => {
    expect(readTimeMinutes(7, words(10))).toBe(7)
    expect(readTimeMinutes(1, '')).toBe(1)
  })

  it('otherwise divides the word count by 200 and rounds up', () => {
    expect(readTimeMinutes(0, words(1))).toBe(1)
    expect(readTimeMinutes(0, words(200))).toBe(1)
    expect(readTimeMinutes(0, words(201))).toBe(2)
    expect(readTimeMinutes(null, words(950))).toBe(5)
    expect(readTimeMinutes(undefined, words(400))).toBe(2)
  })

  it('counts words of the text, not tags', () => {
    expect(
      readTimeMinutes(0, `<div><p>${'<strong>w</strong> '.repeat(200)}</p></div><p>extra</p>`),
    ).toBe(2)
  })

  it('is 0 for an empty article', () => {
    expect(readTimeMinutes(0, '')).toBe(0)
    expect(readTimeMinutes(0, '<p></p>')).toBe(0)
  })

  it('ignores nonsense stored values', () => {
    expect(readTimeMinutes(-3, words(300))).toBe(2)
    expect(readTimeMinutes(Number.NaN, words(300))).toBe(2)
  })
})

describe('minutesInReadTimeText (a story stored read time)', () => {
  it('reads the minutes the text names', () => {
    expect(minutesInReadTimeText('5 min read')).toBe(5)
    expect(minutesInReadTimeText('12 minutes')).toBe(12)
  })

  it('is null when the text names no minutes', () => {
    expect(minutesInReadTimeText('')).toBeNull()
    expect(minutesInReadTimeText(null)).toBeNull()
    expect(minutesInReadTimeText('a short read')).toBeNull()
    expect(minutesInReadTimeText('0 min read')).toBeNull()
  })
})
