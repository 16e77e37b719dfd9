import { describe, expect, it, vi } from 'vitest'

import {
  countryNameFromGeolocation,
  detectCountry,
  parseCountryHeader,
  resolveEmergency,
} from './emergency-country'

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

describe('resolveEmergency', () => {
  it('gives Unknown and 112 when nothing was detected', () => {
    expect(resolveEmergency({ by: 'none' })).toEqual({
      entry: null,
      number: '112',
      source: 'unknown',
    })
  })

  it('gives the ambulance number of a detected country', () => {
    const greece = resolveEmergency({ by: 'code', code: 'GR', source: 'time-zone' })
    expect(greece.entry?.name).toBe('Greece')
    expect(greece.number).toBe('166')
    expect(greece.source).toBe('time-zone')
    expect(resolveEmergency({ by: 'code', code: 'cy', source: 'header' }).number).toBe('112')
    expect(resolveEmergency({ by: 'code', code: 'US', source: 'chosen' }).number).toBe('911')
  })

  it('matches a country name ignoring case', () => {
    expect(resolveEmergency({ by: 'name', name: 'GREECE', source: 'geolocation' }).number).toBe(
      '166',
    )
    expect(
      resolveEmergency({ by: 'name', name: 'united kingdom', source: 'geolocation' }).entry?.code,
    ).toBe('GB')
  })

  it('falls back to Cyprus and 112 when the detected country is not in the table', () => {
    for (const detection of [
      { by: 'name', name: 'Atlantis', source: 'geolocation' },
      { by: 'code', code: 'AQ', source: 'header' },
    ] as const) {
      const result = resolveEmergency(detection)
      expect(result.entry?.code).toBe('CY')
      expect(result.number).toBe('112')
      expect(result.source).toBe('fallback')
    }
  })
})

describe('detectCountry', () => {
  it('uses the time zone when nothing else is configured', async () => {
    expect(await detectCountry({ timeZone: 'Asia/Nicosia' })).toEqual({
      by: 'code',
      code: 'CY',
      source: 'time-zone',
    })
    expect(await detectCountry({ timeZone: 'Europe/Athens' })).toEqual({
      by: 'code',
      code: 'GR',
      source: 'time-zone',
    })
  })

  it('detects nothing for a zone of no country, or none at all', async () => {
    expect(await detectCountry({ timeZone: 'Etc/GMT+5' })).toEqual({ by: 'none' })
    expect(await detectCountry({ timeZone: 'UTC' })).toEqual({ by: 'none' })
    expect(await detectCountry({ timeZone: null })).toEqual({ by: 'none' })
  })

  it("prefers the visitor's own choice of this session", async () => {
    const headerCountry = vi.fn(async () => 'GR')
    expect(
      await detectCountry({ chosenCode: 'DE', headerCountry, timeZone: 'Asia/Nicosia' }),
    ).toEqual({
      by: 'code',
      code: 'DE',
      source: 'chosen',
    })
    expect(headerCountry).not.toHaveBeenCalled()
  })

  it('ignores a stored choice that is no country', async () => {
    expect(await detectCountry({ chosenCode: 'ZZ', timeZone: 'Asia/Nicosia' })).toMatchObject({
      code: 'CY',
    })
  })

  it('prefers the proxy header over the time zone, and passes on when it knows nothing or fails', async () => {
    expect(
      await detectCountry({ headerCountry: async () => 'GB', timeZone: 'Asia/Nicosia' }),
    ).toEqual({
      by: 'code',
      code: 'GB',
      source: 'header',
    })
    expect(
      await detectCountry({ headerCountry: async () => null, timeZone: 'Asia/Nicosia' }),
    ).toMatchObject({
      code: 'CY',
      source: 'time-zone',
    })
    const failing = async () => {
      throw new Error('offline')
    }
    expect(
      await detectCountry({ headerCountry: failing, timeZone: 'Europe/Athens' }),
    ).toMatchObject({ code: 'GR' })
  })

  it('asks the geolocation service only when it is configured', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ country_name: 'Greece' }))
    expect(
      await detectCountry({ timeZone: 'Asia/Nicosia', fetch: fetchImpl as typeof fetch }),
    ).toMatchObject({ code: 'CY' })
    expect(fetchImpl).not.toHaveBeenCalled()

    expect(
      await detectCountry({
        geolocationUrl: 'https://geo.example/json',
        timeZone: 'Asia/Nicosia',
        fetch: fetchImpl as typeof fetch,
      }),
    ).toEqual({ by: 'name', name: 'Greece', source: 'geolocation' })
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://geo.example/json',
      expect.objectContaining({ credentials: 'omit' }),
    )
  })

  it('falls back to the time zone when the geolocation service fails', async () => {
    const failing = vi.fn(async () => jsonResponse({ error: true }, 500))
    expect(
      await detectCountry({
        geolocationUrl: 'https://geo.example/json',
        timeZone: 'Europe/Athens',
        fetch: failing as typeof fetch,
      }),
    ).toMatchObject({ code: 'GR', source: 'time-zone' })
  })
})

describe('countryNameFromGeolocation', () => {
  const call = (impl: () => Promise<Response>, timeout = 1000) =>
    countryNameFromGeolocation(
      'https://geo.example/json',
      vi.fn(impl) as unknown as typeof fetch,
      timeout,
    )

  it('reads country_name', async () => {
    expect(await call(async () => jsonResponse({ country_name: ' Cyprus ', country: 'CY' }))).toBe(
      'Cyprus',
    )
  })

  it.each([
    ['an error status', async () => jsonResponse({ country_name: 'Cyprus' }, 429)],
    ['no country_name', async () => jsonResponse({ country: 'CY' })],
    ['a non-string country_name', async () => jsonResponse({ country_name: 42 })],
    ['an empty country_name', async () => jsonResponse({ country_name: '  ' })],
    ['a JSON array', async () => jsonResponse(['Cyprus'])],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 })],
    [
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch')
      },
    ],
  ])('gives undefined for %s', async (_what, impl) => {
    expect(await call(impl)).toBeUndefined()
  })

  it('gives up on a service that does not answer in time', async () => {
    const hanging = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    const result = await countryNameFromGeolocation(
      'https://geo.example/json',
      hanging as typeof fetch,
      20,
    )
    expect(result).toBeUndefined()
  })
})

describe('parseCountryHeader', () => {
  it('accepts two-letter codes in any case', () => {
    expect(parseCountryHeader('cy')).toBe('CY')
    expect(parseCountryHeader(' GR ')).toBe('GR')
  })

  it.each([null, undefined, '', 'XX', 'T1', 'CYP', 'C', '1A', 'cy;drop'])('refuses %s', (value) => {
    expect(parseCountryHeader(value)).toBeNull()
  })
})
