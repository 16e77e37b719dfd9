/**
 * Which emergency number to show (the emergency dialog and the home page's 'Need help now?';
 * docs/product.md, Emergency number).
 *
 * Detection, first answer wins:
 * 1. the country the visitor picked in the dialog earlier in this browser session;
 * 2. a trusted proxy header (COUNTRY_HEADER), read by the server, when configured;
 * 3. GEOLOCATION_URL (JSON with `country_name`), called from the browser only when configured;
 * 4. the browser's time zone (Asia/Nicosia gives Cyprus). No request leaves the site for it.
 * A step that fails or knows nothing passes on to the next.
 *
 * Failure rules: nothing detected gives 'Unknown' and 112; a country that was detected but is
 * missing from the table gives Cyprus and 112.
 */
import {
  DEFAULT_EMERGENCY_NUMBER,
  findByCode,
  findByName,
  type EmergencyNumbers,
} from './emergency-numbers'
import { countryFromTimeZone } from './timezone-country'

export type CountryDetection =
  | { by: 'code'; code: string; source: DetectionSource }
  | { by: 'name'; name: string; source: DetectionSource }
  | { by: 'none' }

export type DetectionSource = 'chosen' | 'header' | 'geolocation' | 'time-zone'

export interface EmergencyResolution {
  /** null: the country is unknown. */
  entry: EmergencyNumbers | null
  /** The ambulance number to call. */
  number: string
  /** How the country was found; 'fallback' when the detected country is not in the table. */
  source: DetectionSource | 'unknown' | 'fallback'
}

const CYPRUS_CODE = 'CY'

export function resolveEmergency(detection: CountryDetection): EmergencyResolution {
  if (detection.by === 'none')
    return { entry: null, number: DEFAULT_EMERGENCY_NUMBER, source: 'unknown' }
  const entry = detection.by === 'code' ? findByCode(detection.code) : findByName(detection.name)
  if (!entry)
    return {
      entry: findByCode(CYPRUS_CODE) ?? null,
      number: DEFAULT_EMERGENCY_NUMBER,
      source: 'fallback',
    }
  return { entry, number: entry.ambulance || DEFAULT_EMERGENCY_NUMBER, source: detection.source }
}

export interface DetectOptions {
  /** ISO code the visitor chose this session, if any. */
  chosenCode?: string | null
  /** Ask the server for the proxy header's country (only when COUNTRY_HEADER is configured). */
  headerCountry?: () => Promise<string | null>
  /** GEOLOCATION_URL, when configured. */
  geolocationUrl?: string | null
  /** The browser's IANA time zone. */
  timeZone?: string | null
  fetch?: typeof fetch
  /** Give up on a slow network service after this many milliseconds. */
  timeoutMs?: number
}

async function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  try {
    return await work(controller.signal)
  } finally {
    clearTimeout(timer)
  }
}

/** Reads `country_name` from the geolocation service's JSON; undefined on any failure. */
export async function countryNameFromGeolocation(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
) {
  try {
    return await withTimeout(async (signal) => {
      const response = await fetchImpl(url, {
        signal,
        headers: { accept: 'application/json' },
        credentials: 'omit',
      })
      if (!response.ok) return undefined
      const body: unknown = await response.json()
      if (typeof body !== 'object' || body === null) return undefined
      const name = (body as { country_name?: unknown }).country_name
      return typeof name === 'string' && name.trim() ? name.trim() : undefined
    }, timeoutMs)
  } catch {
    return undefined
  }
}

export async function detectCountry(options: DetectOptions): Promise<CountryDetection> {
  const timeoutMs = options.timeoutMs ?? 4000
  if (options.chosenCode && findByCode(options.chosenCode)) {
    return { by: 'code', code: options.chosenCode, source: 'chosen' }
  }
  if (options.headerCountry) {
    try {
      const code = await options.headerCountry()
      if (code) return { by: 'code', code, source: 'header' }
    } catch {
      // Pass on to the next way of finding the country.
    }
  }
  if (options.geolocationUrl) {
    const name = await countryNameFromGeolocation(
      options.geolocationUrl,
      options.fetch ?? fetch,
      timeoutMs,
    )
    if (name) return { by: 'name', name, source: 'geolocation' }
  }
  const code = countryFromTimeZone(options.timeZone)
  if (code) return { by: 'code', code, source: 'time-zone' }
  return { by: 'none' }
}

/** The part of Temporal (in recent browsers, not in all) that names the system's time zone. */
type TemporalNow = { Now: { timeZoneId(): string } }

/**
 * The browser's time zone, or null where it cannot tell. From Temporal where the browser has it:
 * under 1 ms, where Intl builds its first date formatter for it, loading the browser's date data
 * (63 to 88 ms in Chromium at a phone's CPU speed, 4x slower) while the dialog waits to open.
 */
export function browserTimeZone(): string | null {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal
    return (
      (temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone) ||
      null
    )
  } catch {
    return null
  }
}

/**
 * A country code as sent by a proxy (CF-IPCountry and the like): two letters, upper-cased.
 * 'XX' (unknown) and 'T1' (Tor) are no country.
 */
export function parseCountryHeader(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase()
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX') return null
  return code
}

/** Where the visitor's own choice is kept: this browser tab's session only, so
 * a shared computer forgets it when the tab closes. */
export const CHOSEN_COUNTRY_KEY = 'emergency-country'
