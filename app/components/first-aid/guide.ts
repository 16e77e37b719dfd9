/**
 * The first-aid guidance, as keys of the firstAid translation area, in the order it is read.
 * The page and the printable card show the same advice from this one list.
 */
import { AMBULANCE_REASONS } from '~/domain/ambulance-reasons'
import type { TranslationKey } from '~/i18n/keys'

export const DURING_STEPS = ['time', 'safe', 'loosen', 'side', 'stay'] as const
export const DO_NOT = ['mouth', 'restrain', 'move', 'drink'] as const
/** The seizure action plan ticks the same reasons in a new plan (domain/ambulance-reasons.ts). */
export const CALL_AMBULANCE_IF = AMBULANCE_REASONS
export const AFTER_STEPS = ['breathing', 'tell', 'rest', 'note'] as const

/** A step of what to do during a seizure: its title, or the text under it. */
export function duringStepKey(
  step: (typeof DURING_STEPS)[number],
  part: 'title' | 'text',
): TranslationKey {
  return `firstAid.steps.${step}.${part}`
}

/** A thing not to do during a seizure. */
export function doNotKey(item: (typeof DO_NOT)[number]): TranslationKey {
  return `firstAid.dont.${item}`
}

/** A reason to call an ambulance. */
export function callAmbulanceKey(item: (typeof CALL_AMBULANCE_IF)[number]): TranslationKey {
  return `firstAid.ambulance.${item}`
}

/** A step of what to do after a seizure. */
export function afterStepKey(item: (typeof AFTER_STEPS)[number]): TranslationKey {
  return `firstAid.after.${item}`
}

/** The three pictures of the recovery position, each with its caption. */
export const RECOVERY_STEPS = [1, 2, 3] as const

/** The caption of a picture of the recovery position. */
export function recoveryStepKey(step: (typeof RECOVERY_STEPS)[number]): TranslationKey {
  return `firstAid.recovery.step${step}`
}
