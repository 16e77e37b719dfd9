/**
 * The first-aid guidance, as keys of the firstAid translation area, in the order it is read.
 * The page and the printable card show the same advice from this one list.
 */
export const DURING_STEPS = ['time', 'safe', 'loosen', 'side', 'stay'] as const
export const DO_NOT = ['mouth', 'restrain', 'move', 'drink'] as const
export const CALL_AMBULANCE_IF = [
  'fiveMinutes',
  'second',
  'injured',
  'water',
  'breathing',
  'first',
  'pregnant',
  'notAware',
] as const
export const AFTER_STEPS = ['breathing', 'tell', 'rest', 'note'] as const
