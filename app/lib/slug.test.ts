import { describe, expect, it } from 'vitest'

import { isValidSlug, slugify, transliterateGreek, slugSource } from './slug'

describe('slugify', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Seizure First Aid')).toBe('seizure-first-aid')
    expect(slugify('What Is EPILEPSY')).toBe('what-is-epilepsy')
  })

  it('removes characters other than letters, digits, spaces and hyphens', () => {
    expect(slugify('What is epilepsy?')).toBe('what-is-epilepsy')
    expect(slugify('Sleep, stress & triggers!')).toBe('sleep-stress-triggers')
    expect(slugify('Call 112 (now) @home #1')).toBe('call-112-now-home-1')
    expect(slugify('under_score/slash.dot')).toBe('underscoreslashdot')
    expect(slugify('emoji 🙂 here')).toBe('emoji-here')
  })

  it('collapses repeated spaces and hyphens and trims them at the ends', () => {
    expect(slugify('  many    spaces  ')).toBe('many-spaces')
    expect(slugify('a -- b --- c')).toBe('a-b-c')
    expect(slugify('---leading and trailing---')).toBe('leading-and-trailing')
    expect(slugify('tab\tand\nnewline')).toBe('tab-and-newline')
  })

  it('removes accents from Latin letters', () => {
    expect(slugify('Café au lait')).toBe('cafe-au-lait')
    expect(slugify('Déjà vu, naïve façade')).toBe('deja-vu-naive-facade')
    expect(slugify('Ångström München')).toBe('angstrom-munchen')
  })

  it('transliterates Greek titles to readable ASCII (ELOT 743)', () => {
    expect(slugify('Τι είναι η επιληψία;')).toBe('ti-einai-i-epilipsia')
    expect(slugify('Ζώντας με επιληψία')).toBe('zontas-me-epilipsia')
    expect(slugify('Πρώτες βοήθειες σε κρίση')).toBe('protes-voitheies-se-krisi')
    expect(slugify('Σχολείο και εργασία')).toBe('scholeio-kai-ergasia')
    expect(slugify('Συναισθηματική ευεξία')).toBe('synaisthimatiki-evexia')
    expect(slugify('ΨΥΧΙΚΗ ΥΓΕΙΑ')).toBe('psychiki-ygeia')
  })

  it('handles the Greek digraphs', () => {
    expect(slugify('αυτοκίνητο')).toBe('aftokinito')
    expect(slugify('αύριο')).toBe('avrio')
    expect(slugify('Ευρώπη')).toBe('evropi')
    expect(slugify('ευχαριστώ')).toBe('efcharisto')
    expect(slugify('ηύρα')).toBe('ivra')
    expect(slugify('ουρανός')).toBe('ouranos')
    expect(slugify('Άγγελος')).toBe('angelos')
    expect(slugify('σφίγξ')).toBe('sfinx')
    expect(slugify('μελαγχολία')).toBe('melancholia')
    expect(slugify('εγκέφαλος')).toBe('egkefalos')
    expect(slugify('μπαμπάς')).toBe('bampas')
    expect(slugify('λάμπα')).toBe('lampa')
  })

  it('keeps the two sounds where an accent or a diaeresis separates them', () => {
    expect(slugify('άυλος')).toBe('aylos')
    expect(slugify('προϋπόθεση')).toBe('proypothesi')
    expect(slugify('Ευαισθησία')).toBe('evaisthisia')
    expect(slugify('πρωτεΐνη')).toBe('proteini')
  })

  it('mixes Greek, Latin and digits', () => {
    expect(slugify('Επιληψία 101: τα βασικά')).toBe('epilipsia-101-ta-vasika')
    expect(slugify('EEG και MRI')).toBe('eeg-kai-mri')
  })

  it('gives an empty slug when nothing usable is left', () => {
    expect(slugify('')).toBe('')
    expect(slugify('!!! ???')).toBe('')
    expect(slugify('Эпилепсия')).toBe('')
  })

  it('always produces valid slugs', () => {
    for (const input of ['Τι είναι η επιληψία;', ' -a- ', 'x  --  y', 'Café', '1 2 3']) {
      expect(isValidSlug(slugify(input)), input).toBe(true)
    }
  })
})

describe('transliterateGreek', () => {
  it('keeps the case of the source', () => {
    expect(transliterateGreek('Θεσσαλονίκη')).toBe('Thessaloniki')
    expect(transliterateGreek('ΘΕΣΣΑΛΟΝΙΚΗ')).toBe('THESSALONIKI')
    expect(transliterateGreek('Χανιά')).toBe('Chania')
  })

  it('leaves other characters alone', () => {
    expect(transliterateGreek('Epilepsy 2026!')).toBe('Epilepsy 2026!')
  })
})

describe('isValidSlug', () => {
  it('accepts lowercase ASCII words joined by single hyphens', () => {
    expect(isValidSlug('seizure-first-aid')).toBe(true)
    expect(isValidSlug('a1')).toBe(true)
  })

  it('rejects everything else', () => {
    for (const bad of ['', '-a', 'a-', 'a--b', 'A', 'a b', 'ά', 'a_b'])
      expect(isValidSlug(bad), bad).toBe(false)
  })
})

describe('slugSource', () => {
  it('makes the slug from the English title, or from the Greek one when there is no English title', () => {
    expect(slugify(slugSource('Swimming safely', 'Κολύμπι με ασφάλεια'))).toBe('swimming-safely')
    expect(slugify(slugSource('', 'Κολύμπι με ασφάλεια'))).toBe('kolympi-me-asfaleia')
    expect(slugify(slugSource('   ', 'Ταξίδι με αεροπλάνο'))).toBe('taxidi-me-aeroplano')
  })
})
