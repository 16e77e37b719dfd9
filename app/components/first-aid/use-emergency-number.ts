import { useEffect, useState } from 'react'

import { DEFAULT_EMERGENCY_NUMBER } from '~/lib/emergency-default'
import { useRootData } from '~/components/use-root-data'

/**
 * The visitor's ambulance number, found exactly as the emergency dialog finds it (the country
 * chosen this session, the proxy header, the geolocation service, the time zone). 112 until the
 * detection has run, and if it fails: it works in Cyprus and across the EU. Loads the compact
 * table of ambulance numbers, not the dialog's table of every country's names and numbers.
 */
export function useEmergencyNumber(): string {
  const { site } = useRootData()
  const [number, setNumber] = useState(DEFAULT_EMERGENCY_NUMBER)
  useEffect(() => {
    let current = true
    import('~/lib/ambulance-lookup')
      .then(({ findAmbulanceNumber }) => findAmbulanceNumber(site))
      .then((number) => {
        if (current) setNumber(number)
      })
      .catch(() => {
        // Keep 112.
      })
    return () => {
      current = false
    }
  }, [site])
  return number
}
