/**
 * When to call an ambulance during a seizure, as keys of the first-aid area's ambulance group:
 * the first-aid pages list them (components/first-aid/guide.ts) and a new seizure action plan
 * has them all ticked (seizure-plan.ts). A module of its own, so that the first-aid page does
 * not load the plan's validation code with it.
 */
export const AMBULANCE_REASONS = [
  'fiveMinutes',
  'second',
  'injured',
  'water',
  'breathing',
  'first',
  'pregnant',
  'notAware',
] as const
export type AmbulanceReason = (typeof AMBULANCE_REASONS)[number]
