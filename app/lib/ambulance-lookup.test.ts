import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  browserTimeZone,
  CHOSEN_COUNTRY_KEY,
  findAmbulanceNumber,
  type AmbulanceLookupSources,
} from './ambulance-lookup'
import {
  browserTimeZone as dialogBrowserTimeZone,
  CHOSEN_COUNTRY_KEY as DIALOG_CHOSEN_COUNTRY_KEY,
} from './emergency-country'
import { NO_SITE_SETTINGS, type SiteSettings } from './site-settings'

/** Every source of the browser, answering as given; records which were asked. */
function sources(answers: {
  chosen?: string | null
  header?: string | null | Error
  timeZone?: string | null
  full?: string
}) {
  const asked: string[] = []
  const value: AmbulanceLookupSources = {
    chosenCountry: () => (asked.push('chosen'), answers.chosen ?? null),
    headerCountry: async () => {
      asked.push('header')
      if (answers.header instanceof Error) throw answers.header
      return answers.header ?? null
    },
    timeZone: () => (asked.push('time zone'), answers.timeZone ?? null),
    fullLookup: async () => (asked.push('full'), answers.full ?? 'full'),
  }
  return { value, asked }
}

const withHeader: SiteSettings = { ...NO_SITE_SETTINGS, countryFromHeader: true }

describe('findAmbulanceNumber', () => {
  it('reads the choice where the emergency dialog keeps it', () => {
    expect(CHOSEN_COUNTRY_KEY).toBe(DIALOG_CHOSEN_COUNTRY_KEY)
  })

  it('takes the country chosen this session first', async () => {
    const { value, asked } = sources({ chosen: 'US', header: 'GR', timeZone: 'Europe/London' })
    expect(await findAmbulanceNumber(withHeader, value)).toBe('911')
    expect(asked).toEqual(['chosen'])
  })

  it('ignores a stored choice that is no country, then asks the proxy header when configured', async () => {
    const { value, asked } = sources({
      chosen: 'nonsense',
      header: 'GR',
      timeZone: 'Europe/London',
    })
    expect(await findAmbulanceNumber(withHeader, value)).toBe('166')
    expect(asked).toEqual(['chosen', 'header'])
  })

  it('gives 112 for a header country missing from the table, as the dialog does', async () => {
    expect(
      await findAmbulanceNumber(
        withHeader,
        sources({ header: 'AQ', timeZone: 'Europe/London' }).value,
      ),
    ).toBe('112')
  })

  it('passes on to the time zone when the header is not configured, says nothing or fails', async () => {
    const unused = sources({ header: 'GR', timeZone: 'America/New_York' })
    expect(await findAmbulanceNumber(NO_SITE_SETTINGS, unused.value)).toBe('911')
    expect(unused.asked).toEqual(['chosen', 'time zone'])
    expect(
      await findAmbulanceNumber(
        withHeader,
        sources({ header: null, timeZone: 'Europe/London' }).value,
      ),
    ).toBe('999')
    expect(
      await findAmbulanceNumber(
        withHeader,
        sources({ header: new Error('offline'), timeZone: 'Europe/Athens' }).value,
      ),
    ).toBe('166')
    expect(
      await findAmbulanceNumber(
        withHeader,
        sources({ header: new Error('offline'), timeZone: null }).value,
      ),
    ).toBe('112')
  })

  it('hands a configured geolocation service, which answers with names, to the full lookup', async () => {
    const { value, asked } = sources({ chosen: 'US', full: '166' })
    expect(
      await findAmbulanceNumber(
        { ...NO_SITE_SETTINGS, geolocationUrl: 'https://geo.example/json' },
        value,
      ),
    ).toBe('166')
    expect(asked).toEqual(['full'])
  })
})

describe('the browser time zone, as the first-aid page and the emergency dialog read it', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('asks Temporal where the browser has it', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Nicosia' } })
    expect(browserTimeZone()).toBe('Asia/Nicosia')
    expect(dialogBrowserTimeZone()).toBe('Asia/Nicosia')
  })

  it('asks Intl where it has no Temporal', () => {
    vi.stubGlobal('Temporal', undefined)
    const intl = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(browserTimeZone()).toBe(intl)
    expect(dialogBrowserTimeZone()).toBe(intl)
  })

  it('says it cannot tell when the browser fails to answer', () => {
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no time zone')
        },
      },
    })
    expect(browserTimeZone()).toBeNull()
    expect(dialogBrowserTimeZone()).toBeNull()
  })
})
