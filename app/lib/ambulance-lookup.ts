/**
 * The visitor's ambulance number for the first-aid pages, found in the same order as the
 * emergency dialog finds it (emergency-country.ts): the country chosen this session, the server's
 * proxy-header country, the geolocation service, the time zone. It uses the compact table of
 * ambulance numbers; a configured geolocation service answers with a country's name, which needs
 * the full table with every name: then the dialog's own lookup does it all.
 */
import {
  ambulanceNumberOfCountry,
  ambulanceNumberOfTimeZone,
  isCountryCode,
} from './ambulance-numbers'
import type { SiteSettings } from './site-settings'

// The key and the three readers below repeat the dialog's (emergency-country.ts,
// emergency-lookup.ts) on purpose: shared, they would become a chunk of their own that the
// dialog code of every page lists. ambulance-lookup.test.ts checks the key is the same.

export const CHOSEN_COUNTRY_KEY = 'emergency-country'

function readChosenCountry(): string | null {
  try {
    return window.sessionStorage.getItem(CHOSEN_COUNTRY_KEY)
  } catch {
    return null
  }
}

async function countryFromServerHeader(): Promise<string | null> {
  const response = await fetch('/api/v1/country', { headers: { accept: 'application/json' } })
  if (!response.ok) return null
  const body = (await response.json()) as { code?: unknown }
  return typeof body.code === 'string' ? body.code : null
}

/** As emergency-country.ts's browserTimeZone: Temporal where the browser has it, else Intl. */
export function browserTimeZone(): string | null {
  try {
    const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal
    return (
      (temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone) ||
      null
    )
  } catch {
    return null
  }
}

export interface AmbulanceLookupSources {
  chosenCountry(): string | null
  headerCountry(): Promise<string | null>
  timeZone(): string | null
  /** The full lookup, for a geolocation service's country names. */
  fullLookup(settings: SiteSettings): Promise<string>
}

const BROWSER: AmbulanceLookupSources = {
  chosenCountry: readChosenCountry,
  headerCountry: countryFromServerHeader,
  timeZone: browserTimeZone,
  fullLookup: async (settings) =>
    (await (await import('./emergency-lookup')).findEmergencyNumber(settings)).number,
}

export async function findAmbulanceNumber(
  settings: SiteSettings,
  sources: AmbulanceLookupSources = BROWSER,
): Promise<string> {
  if (settings.geolocationUrl) return sources.fullLookup(settings)
  const chosen = sources.chosenCountry()
  if (chosen && isCountryCode(chosen)) return ambulanceNumberOfCountry(chosen)
  if (settings.countryFromHeader) {
    try {
      const code = await sources.headerCountry()
      if (code) return ambulanceNumberOfCountry(code)
    } catch {
      // Pass on to the next way of finding the country.
    }
  }
  return ambulanceNumberOfTimeZone(sources.timeZone())
}
