/**
 * The seizure action plans kept in this browser's localStorage (components/use-device-value.ts):
 * undefined until the browser's storage has been read, written on every change.
 */
import { useMemo } from 'react'

import { readDeviceValue, useDeviceValue } from '~/components/use-device-value'
import { readStoredPlans, storedPlans, type SeizurePlan } from '~/domain/seizure-plan'

export const PLANS_STORAGE_KEY = 'seizure-action-plans'

export function useDevicePlans(): {
  plans: SeizurePlan[] | undefined
  save: (plans: SeizurePlan[]) => void
  /** A change to the plans as they are stored at the moment it is made (after an await). */
  change: (change: (plans: SeizurePlan[]) => SeizurePlan[]) => void
} {
  const [raw, write] = useDeviceValue(PLANS_STORAGE_KEY)
  const plans = useMemo(() => (raw === undefined ? undefined : readStoredPlans(raw)), [raw])
  return {
    plans,
    save: (next) => write(storedPlans(next)),
    change: (change) =>
      write(storedPlans(change(readStoredPlans(readDeviceValue(PLANS_STORAGE_KEY))))),
  }
}
