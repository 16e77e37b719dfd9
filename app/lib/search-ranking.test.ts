import { describe, expect, it } from 'vitest'

import { isWeakWord, namesEventOrDate } from './search-ranking'

describe('isWeakWord', () => {
  it('knows the words nearly every page holds, in any form, in both languages', () => {
    for (const word of ['epilepsy', 'epileptic', 'day', 'days'])
      expect(isWeakWord(word, 'en')).toBe(true)
    for (const word of ['επιληψια', 'επιληψιασ', 'ημερα', 'ημερεσ'])
      expect(isWeakWord(word, 'el')).toBe(true)
    // An English weak word typed on the Greek site is weak there too.
    expect(isWeakWord('epilepsy', 'el')).toBe(true)
  })

  it('leaves the words that tell pages apart', () => {
    for (const word of ['seizure', 'purple', 'work', 'sleep'])
      expect(isWeakWord(word, 'en')).toBe(false)
    for (const word of ['κριση', 'εργασια', 'υπνοσ']) expect(isWeakWord(word, 'el')).toBe(false)
  })
})

describe('namesEventOrDate', () => {
  it('tells a query about an event or a date', () => {
    expect(namesEventOrDate(['purple', 'day', 'walk'], 'en')).toBe(true)
    expect(namesEventOrDate(['seminar', 'for', 'teachers'], 'en')).toBe(true)
    expect(namesEventOrDate(['epilepsy', '2027'], 'en')).toBe(true)
    expect(namesEventOrDate(['σεμιναριο', 'εκπαιδευτικων'], 'el')).toBe(true)
    expect(namesEventOrDate(['μωβ', 'ημερα'], 'el')).toBe(true)
  })

  it('takes any other query as a question for information', () => {
    expect(namesEventOrDate(['sleep'], 'en')).toBe(false)
    expect(namesEventOrDate(['ambulance'], 'en')).toBe(false)
    expect(namesEventOrDate(['seizure', 'first', 'aid'], 'en')).toBe(false)
    expect(namesEventOrDate(['πρωτεσ', 'βοηθειεσ'], 'el')).toBe(false)
  })
})
