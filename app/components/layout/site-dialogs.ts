/**
 * The two site-wide dialogs (Join our WhatsApp Community, Emergency Number) can be opened from
 * the header, the mobile menu, the footer and the home page. One small store holds which one is
 * open; <SiteDialogs /> in the header renders it.
 */
import { useSyncExternalStore } from 'react'

import type { EmergencyResolution } from '~/lib/emergency-country'
import type { SiteSettings } from '~/lib/site-settings'

export interface SiteDialogsState {
  open: 'community' | 'emergency' | null
  /** The number shown in the emergency dialog, known before it opens. */
  emergency: EmergencyResolution | null
  /** The country is being detected (the emergency dialog opens when it is known). */
  detecting: boolean
}

const CLOSED: SiteDialogsState = { open: null, emergency: null, detecting: false }
let state: SiteDialogsState = CLOSED
const listeners = new Set<() => void>()

function setState(next: Partial<SiteDialogsState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSiteDialogs(): SiteDialogsState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  )
}

export function openCommunityDialog() {
  setState({ open: 'community' })
}

export function closeSiteDialog() {
  setState({ open: null })
}

/**
 * Loads the dialog and the country tables (not needed before), detects the country, then opens.
 * Resolves false when the code could not be loaded (offline); the caller then says so.
 */
export async function openEmergencyDialog(settings: SiteSettings): Promise<boolean> {
  if (state.detecting) return true
  setState({ detecting: true })
  try {
    const [{ findEmergencyNumber }] = await Promise.all([
      import('~/lib/emergency-lookup'),
      // Fetched in parallel so the dialog renders at once when the country is known.
      import('./emergency-dialog'),
    ])
    const emergency = await findEmergencyNumber(settings)
    setState({ open: 'emergency', emergency, detecting: false })
    return true
  } catch {
    setState({ detecting: false })
    return false
  }
}

/** The visitor picked another country in the dialog. */
export function setEmergencyResolution(emergency: EmergencyResolution) {
  setState({ emergency })
}
