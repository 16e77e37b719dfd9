/**
 * An event's cost is 'Free' unless one is typed. The site shows that one in the reader's own
 * words (events.free: "Free", "Δωρεάν"), so it never needs a Greek twin and never marks the
 * event as waiting for its Greek text.
 */
export const FREE_COST = 'Free'

export function isFreeCost(cost: string | null | undefined) {
  return cost === FREE_COST
}

/** The fields of an event shown in English for want of Greek, without a free event's cost. */
export function eventUntranslated<K extends string>(untranslated: readonly K[], cost: string): K[] {
  return isFreeCost(cost) ? untranslated.filter((field) => field !== 'cost') : [...untranslated]
}
