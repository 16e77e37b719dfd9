import { describe, expect, it } from 'vitest'
import {
  DEFAULT_EMERGENCY_NUMBER,
  EMERGENCY_NUMBERS,
  countryName,
  findByCode,
  findByName,
  type EmergencyNumbers,
} from './emergency-numbers'

/**
 * Pinned numbers: well-established official numbers across continents. A change to any of these
 * must be a deliberate, checked correction (update the pin in the same change), never a side effect.
 */
const PINNED: ReadonlyArray<[code: string, ambulance: string, police: string, fire: string]> = [
  // Cyprus and Greece first: the foundation's own visitors.
  ['CY', '112', '112', '112'],
  ['GR', '166', '100', '199'],
  // Europe
  ['GB', '999', '999', '999'],
  ['IE', '112', '112', '112'],
  ['FR', '15', '17', '18'],
  ['DE', '112', '110', '112'],
  ['IT', '118', '113', '115'],
  ['ES', '112', '091', '112'],
  ['AT', '144', '133', '122'],
  ['CH', '144', '117', '118'],
  ['BE', '112', '101', '112'],
  ['NL', '112', '112', '112'],
  ['SE', '112', '112', '112'],
  ['NO', '113', '112', '110'],
  ['PL', '999', '997', '998'],
  ['CZ', '155', '158', '150'],
  ['BG', '112', '112', '112'],
  ['RO', '112', '112', '112'],
  ['RU', '103', '102', '101'],
  ['UA', '103', '102', '101'],
  ['TR', '112', '155', '110'],
  // Middle East
  ['IL', '101', '100', '102'],
  ['LB', '140', '112', '175'],
  ['SA', '997', '999', '998'],
  ['AE', '998', '999', '997'],
  // Africa
  ['EG', '123', '122', '180'],
  ['ZA', '10177', '10111', '10177'],
  ['KE', '999', '999', '999'],
  ['NG', '112', '112', '112'],
  ['GH', '112', '112', '112'],
  // Americas
  ['US', '911', '911', '911'],
  ['CA', '911', '911', '911'],
  ['MX', '911', '911', '911'],
  ['BR', '192', '190', '193'],
  ['AR', '107', '101', '100'],
  ['CL', '131', '133', '132'],
  // Asia
  ['IN', '108', '100', '101'],
  ['CN', '120', '110', '119'],
  ['JP', '119', '110', '119'],
  ['KR', '119', '112', '119'],
  ['HK', '999', '999', '999'],
  ['SG', '995', '999', '995'],
  ['TH', '1669', '191', '199'],
  ['PK', '1122', '15', '16'],
  ['PH', '911', '911', '911'],
  // Oceania
  ['AU', '000', '000', '000'],
  ['NZ', '111', '111', '111'],
]

/** South Africa's (and Namibia's) national police and ambulance numbers are five digits long. */
const FIVE_DIGIT_OFFICIAL = new Set(['10111', '10177'])

function entry(code: string): EmergencyNumbers {
  const found = findByCode(code)
  if (!found) throw new Error(`no entry for ${code}`)
  return found
}

describe('EMERGENCY_NUMBERS', () => {
  it.each(PINNED)(
    'pins %s to ambulance %s, police %s, fire %s',
    (code, ambulance, police, fire) => {
      const { ambulance: a, police: p, fire: f } = entry(code)
      expect({ ambulance: a, police: p, fire: f }).toEqual({ ambulance, police, fire })
    },
  )

  it('pins at least 30 countries', () => {
    expect(PINNED.length).toBeGreaterThanOrEqual(30)
    expect(new Set(PINNED.map(([code]) => code)).size).toBe(PINNED.length)
  })

  it('covers at least 190 countries and territories', () => {
    expect(EMERGENCY_NUMBERS.length).toBeGreaterThanOrEqual(190)
  })

  it('has unique, valid two-letter upper-case codes', () => {
    const codes = EMERGENCY_NUMBERS.map((e) => e.code)
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('has a digits-only number of 2 to 4 digits in every field (5 only for the known official ones)', () => {
    for (const e of EMERGENCY_NUMBERS) {
      for (const number of [e.ambulance, e.police, e.fire]) {
        const ok = /^\d{2,4}$/.test(number) || FIVE_DIGIT_OFFICIAL.has(number)
        expect(ok, `${e.code}: ${JSON.stringify(number)}`).toBe(true)
      }
    }
    const fiveDigitCountries = EMERGENCY_NUMBERS.filter((e) =>
      [e.ambulance, e.police, e.fire].some((n) => n.length === 5),
    ).map((e) => e.code)
    expect(fiveDigitCountries.sort()).toEqual(['NA', 'ZA'])
  })

  it('has trimmed English names and Greek names written in Greek letters', () => {
    for (const e of EMERGENCY_NUMBERS) {
      expect(e.name.trim(), e.code).toBe(e.name)
      expect(e.name.length, e.code).toBeGreaterThan(1)
      expect(e.nameEl.trim(), e.code).toBe(e.nameEl)
      expect(e.nameEl, e.code).toMatch(/\p{Script=Greek}/u)
      expect(e.nameEl, e.code).not.toMatch(/[A-Za-z]/)
    }
  })

  it('has the expected Greek names for the foundation’s main countries', () => {
    expect(entry('CY').nameEl).toBe('Κύπρος')
    expect(entry('GR').nameEl).toBe('Ελλάδα')
    expect(entry('GB').nameEl).toBe('Ηνωμένο Βασίλειο')
    expect(entry('US').nameEl).toBe('Ηνωμένες Πολιτείες')
  })

  it('is sorted by English name', () => {
    const names = EMERGENCY_NUMBERS.map((e) => e.name)
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en'))
    expect(names).toEqual(sorted)
  })

  it('has no two entries with the same English or Greek name', () => {
    const names = EMERGENCY_NUMBERS.map((e) => e.name.toLowerCase())
    const greek = EMERGENCY_NUMBERS.map((e) => e.nameEl.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
    expect(new Set(greek).size).toBe(greek.length)
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(EMERGENCY_NUMBERS)).toBe(true)
    expect(Object.isFrozen(entry('CY'))).toBe(true)
  })

  it('defaults to 112', () => {
    expect(DEFAULT_EMERGENCY_NUMBER).toBe('112')
  })
})

describe('findByCode', () => {
  it('finds a country by its code in any case', () => {
    expect(findByCode('CY')?.name).toBe('Cyprus')
    expect(findByCode('cy')?.name).toBe('Cyprus')
    expect(findByCode(' gr ')?.name).toBe('Greece')
  })

  it('returns undefined for unknown or missing codes', () => {
    expect(findByCode('ZZ')).toBeUndefined()
    expect(findByCode('')).toBeUndefined()
    expect(findByCode(null)).toBeUndefined()
    expect(findByCode(undefined)).toBeUndefined()
  })
})

describe('findByName', () => {
  it('matches the English name ignoring case and surrounding whitespace', () => {
    expect(findByName('Cyprus')?.code).toBe('CY')
    expect(findByName('cyprus')?.code).toBe('CY')
    expect(findByName('  CYPRUS ')?.code).toBe('CY')
    expect(findByName('united kingdom')?.code).toBe('GB')
    expect(findByName('Côte d’Ivoire')?.code).toBe('CI')
    expect(findByName("cote d'ivoire")?.code).toBe('CI')
  })

  it('matches the Greek name, with or without accents and in capitals', () => {
    expect(findByName('Κύπρος')?.code).toBe('CY')
    expect(findByName('κυπρος')?.code).toBe('CY')
    expect(findByName('ΚΥΠΡΟΣ')?.code).toBe('CY')
    expect(findByName(' Ελλάδα ')?.code).toBe('GR')
    expect(findByName('Ηνωμένο Βασίλειο')?.code).toBe('GB')
    expect(findByName('Τουρκία')?.code).toBe('TR')
  })

  it.each([
    ['United States of America', 'US'],
    ['USA', 'US'],
    ['UK', 'GB'],
    ['Great Britain', 'GB'],
    ['Republic of Cyprus', 'CY'],
    ['Czech Republic', 'CZ'],
    ['Czechia', 'CZ'],
    ['Türkiye', 'TR'],
    ['Turkey', 'TR'],
    ['South Korea', 'KR'],
    ['Korea, Republic of', 'KR'],
    ['Russia', 'RU'],
    ['Russian Federation', 'RU'],
    ['The Netherlands', 'NL'],
    ['Ολλανδία', 'NL'],
    ['ΗΠΑ', 'US'],
  ])('accepts the alias %s', (alias, code) => {
    expect(findByName(alias)?.code).toBe(code)
  })

  it('finds every entry by its own English and Greek names', () => {
    for (const e of EMERGENCY_NUMBERS) {
      expect(findByName(e.name), e.name).toBe(e)
      expect(findByName(e.nameEl), e.nameEl).toBe(e)
    }
  })

  it('returns undefined for unknown or missing names', () => {
    expect(findByName('Atlantis')).toBeUndefined()
    expect(findByName('Korea')).toBeUndefined()
    expect(findByName('   ')).toBeUndefined()
    expect(findByName('')).toBeUndefined()
    expect(findByName(null)).toBeUndefined()
    expect(findByName(undefined)).toBeUndefined()
  })
})

describe('countryName', () => {
  it('gives the name in the page language', () => {
    expect(countryName(entry('CY'), 'en')).toBe('Cyprus')
    expect(countryName(entry('CY'), 'el')).toBe('Κύπρος')
    expect(countryName(entry('GR'), 'el')).toBe('Ελλάδα')
  })
})
