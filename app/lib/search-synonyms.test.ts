import { describe, expect, it } from 'vitest'

import { parseSynonymText, synonymSlots, synonymText } from './search-synonyms'

describe('parseSynonymText', () => {
  it('reads one group per line, trimming terms and spaces and skipping blank lines', () => {
    expect(parseSynonymText(' medicine ,medication,  drugs \n\n  fits,  seizures\r\n')).toEqual({
      ok: true,
      groups: [
        ['medicine', 'medication', 'drugs'],
        ['fits', 'seizures'],
      ],
    })
  })

  it('keeps Greek, capitals, digits and short phrases as written', () => {
    expect(
      parseSynonymText(
        'ΗΕΓ, ηλεκτροεγκεφαλογράφημα, EEG\nασθενοφόρο, 112\nδίπλωμα οδήγησης, οδήγηση',
      ),
    ).toEqual({
      ok: true,
      groups: [
        ['ΗΕΓ', 'ηλεκτροεγκεφαλογράφημα', 'EEG'],
        ['ασθενοφόρο', '112'],
        ['δίπλωμα οδήγησης', 'οδήγηση'],
      ],
    })
  })

  it('names the line of every fault', () => {
    expect(
      parseSynonymText('fits\nseizure, fits, fits\nx, y & z\nκρίσεις, σπασμοί\nκρίση, επεισόδιο'),
    ).toEqual({
      ok: false,
      errors: [
        { line: 1, code: 'tooFewTerms' },
        { line: 3, code: 'badCharacters', term: 'y & z' },
        { line: 5, code: 'repeated', term: 'κρίση' },
      ],
    })
  })

  it('refuses a term in two groups even in another form (plural, accents, case)', () => {
    expect(parseSynonymText('medicine, medication\nMedicines, drugs')).toMatchObject({
      ok: false,
      errors: [{ line: 2, code: 'repeated', term: 'Medicines' }],
    })
  })

  it('refuses too long terms, too many terms and too long lists', () => {
    expect(parseSynonymText(`a, ${'b'.repeat(61)}`)).toMatchObject({
      errors: [{ line: 1, code: 'termTooLong' }],
    })
    expect(parseSynonymText(Array.from({ length: 13 }, (_, i) => `w${i}`).join(','))).toMatchObject(
      {
        errors: [{ line: 1, code: 'tooManyTerms' }],
      },
    )
    expect(parseSynonymText('a, b\n'.repeat(5000))).toEqual({
      ok: false,
      errors: [{ line: 0, code: 'textTooLong' }],
    })
    const many = Array.from({ length: 201 }, (_, i) => `a${i}, b${i}`).join('\n')
    expect(parseSynonymText(many)).toEqual({
      ok: false,
      errors: [{ line: 0, code: 'tooManyGroups' }],
    })
  })

  it('writes the groups back as the form shows them', () => {
    expect(
      synonymText([
        ['fits', 'seizures'],
        ['EEG', 'brainwave test'],
      ]),
    ).toBe('fits, seizures\nEEG, brainwave test')
  })
})

describe('synonymSlots', () => {
  const groups = [
    ['medicine', 'medication', 'drugs'],
    ['seizures', 'fits'],
    ['brainwave test', 'EEG'],
    ['κρίσεις', 'σπασμοί'],
  ]

  it('gives a word of a group the group’s other terms, whatever its form', () => {
    expect(synonymSlots(['fit', 'at', 'night'], groups)).toEqual([
      { typed: ['fit'], synonyms: [['seizures']] },
      { typed: ['at'], synonyms: [] },
      { typed: ['night'], synonyms: [] },
    ])
    expect(synonymSlots(['medications'], groups)).toEqual([
      { typed: ['medications'], synonyms: [['medicine'], ['drugs']] },
    ])
  })

  it('takes a phrase of the list as one slot', () => {
    expect(synonymSlots(['brainwave', 'test', 'results'], groups)).toEqual([
      { typed: ['brainwave', 'test'], synonyms: [['eeg']] },
      { typed: ['results'], synonyms: [] },
    ])
  })

  it('matches Greek words by their stem-like start, accents and case aside', () => {
    expect(synonymSlots(['κριση'], groups)).toEqual([{ typed: ['κριση'], synonyms: [['σπασμοι']] }])
  })

  it('leaves a query without any term of the list as it was', () => {
    expect(synonymSlots(['epilepsy', 'school'], groups)).toEqual([
      { typed: ['epilepsy'], synonyms: [] },
      { typed: ['school'], synonyms: [] },
    ])
  })
})
