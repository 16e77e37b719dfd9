/**
 * The seizure action plans kept in this browser's localStorage (components/use-device-value.ts):
 * undefined until the browser's storage has been read, written on every change.
 */
import { useMemo } from 'react'

import { useDeviceValue } from '~/components/use-device-value'
import { readStoredPlans, storedPlans, type SeizurePlan } from '~/domain/seizure-plan'

export const PLANS_STORAGE_KEY = 'seizure-action-plans'

export function useDevicePlans(): {
  plans: SeizurePlan[] | undefined
  save: (plans: SeizurePlan[]) => void
} {
  const [raw, write] = useDeviceValue(PLANS_STORAGE_KEY)
  const plans = useMemo(() => (raw === undefined ? undefined : readStoredPlans(raw)), [raw])
  return { plans, save: (next) => write(storedPlans(next)) }
}
