/**
 * The compact ambulance table of the first-aid pages gives, for every country and every time
 * zone, the number the emergency dialog's full tables give, so the two can never disagree.
 */
import { describe, expect, it } from 'vitest'

import {
  ambulanceNumberOfCountry,
  ambulanceNumberOfTimeZone,
  CODES_BY_NUMBER,
  isCountryCode,
  TIME_ZONES_BY_NUMBER,
} from './ambulance-numbers'
import { detectCountry, resolveEmergency } from './emergency-country'
import { DEFAULT_EMERGENCY_NUMBER, EMERGENCY_NUMBERS } from './emergency-numbers'
import { TIME_ZONE_COUNTRY } from './timezone-country'

const fullNumberOfCode = (code: string) =>
  resolveEmergency({ by: 'code', code, source: 'header' }).number
const fullNumberOfZone = async (timeZone: string) =>
  resolveEmergency(await detectCountry({ timeZone })).number

/** The groups as the full tables give them, to copy into ambulance-numbers.ts when they differ. */
function expectedGroups() {
  const codes: Record<string, string[]> = {}
  for (const entry of EMERGENCY_NUMBERS)
    (codes[fullNumberOfCode(entry.code)] ??= []).push(entry.code)
  const zones: Record<string, string[]> = {}
  for (const [zone, code] of Object.entries(TIME_ZONE_COUNTRY)) {
    const number = fullNumberOfCode(code)
    if (number !== DEFAULT_EMERGENCY_NUMBER) (zones[number] ??= []).push(zone)
  }
  const joined = (groups: Record<string, string[]>) =>
    Object.fromEntries(
      Object.keys(groups)
        .sort()
        .map((number) => [number, groups[number]!.sort().join(' ')]),
    )
  return { codes: joined(codes), zones: joined(zones) }
}

describe('compact ambulance numbers', () => {
  it('hold exactly the groups the full tables give (copy them from this diff after a change)', () => {
    const expected = expectedGroups()
    expect(CODES_BY_NUMBER).toEqual(expected.codes)
    expect(TIME_ZONES_BY_NUMBER).toEqual(expected.zones)
  })

  it('give every country the number of the full table, and unknown codes the default', () => {
    for (const entry of EMERGENCY_NUMBERS) {
      expect(isCountryCode(entry.code)).toBe(true)
      expect(ambulanceNumberOfCountry(entry.code), entry.code).toBe(fullNumberOfCode(entry.code))
    }
    expect(ambulanceNumberOfCountry(' gr ')).toBe('166')
    expect(isCountryCode('AQ')).toBe(false)
    expect(ambulanceNumberOfCountry('AQ')).toBe(fullNumberOfCode('AQ'))
  })

  it('give every time zone the number of the full tables, in any case, and unknown zones the default', async () => {
    for (const zone of [
      ...Object.keys(TIME_ZONE_COUNTRY),
      'UTC',
      'Etc/GMT+5',
      'Antarctica/Troll',
      'Mars/Olympus',
    ]) {
      expect(ambulanceNumberOfTimeZone(zone), zone).toBe(await fullNumberOfZone(zone))
    }
    expect(ambulanceNumberOfTimeZone('europe/athens')).toBe('166')
    expect(ambulanceNumberOfTimeZone('Asia/Nicosia')).toBe('112')
    expect(ambulanceNumberOfTimeZone(null)).toBe(DEFAULT_EMERGENCY_NUMBER)
  })
})
