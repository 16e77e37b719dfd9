/**
 * The browser side of the emergency number: the visitor's choice for this session, the server's
 * proxy-header country, the optional geolocation service and the time zone, in that order
 * (see emergency-country.ts). Loaded only when the emergency dialog is about to open.
 */
import {
  browserTimeZone,
  CHOSEN_COUNTRY_KEY,
  detectCountry,
  resolveEmergency,
  type CountryDetection,
  type EmergencyResolution,
} from './emergency-country'
import { findByCode } from './emergency-numbers'
import type { SiteSettings } from './site-settings'

function readChoice(): string | null {
  try {
    return window.sessionStorage.getItem(CHOSEN_COUNTRY_KEY)
  } catch {
    return null
  }
}

/** Remembers the visitor's country for this browser session; returns its number. */
export function chooseCountry(code: string): EmergencyResolution {
  const entry = findByCode(code)
  if (!entry) return resolveEmergency({ by: 'none' })
  try {
    window.sessionStorage.setItem(CHOSEN_COUNTRY_KEY, entry.code)
  } catch {
    // Storage can be switched off; the choice then lasts until the dialog closes.
  }
  return resolveEmergency({ by: 'code', code: entry.code, source: 'chosen' })
}

async function countryFromServerHeader(): Promise<string | null> {
  const response = await fetch('/api/v1/country', { headers: { accept: 'application/json' } })
  if (!response.ok) return null
  const body = (await response.json()) as { code?: unknown }
  return typeof body.code === 'string' ? body.code : null
}

// Network answers are asked for once per page; the choice and the time zone are read every time.
let networkDetection: Promise<CountryDetection> | undefined

export async function findEmergencyNumber(settings: SiteSettings): Promise<EmergencyResolution> {
  const chosen = readChoice()
  if (chosen && findByCode(chosen))
    return resolveEmergency({ by: 'code', code: chosen, source: 'chosen' })
  const timeZone = browserTimeZone()
  if (settings.countryFromHeader || settings.geolocationUrl) {
    networkDetection ??= detectCountry({
      headerCountry: settings.countryFromHeader ? countryFromServerHeader : undefined,
      geolocationUrl: settings.geolocationUrl,
      timeZone,
    })
    return resolveEmergency(await networkDetection)
  }
  return resolveEmergency(await detectCountry({ timeZone }))
}
