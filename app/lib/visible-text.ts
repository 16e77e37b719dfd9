/**
 * Whether a text shows anything. `String.trim` leaves zero-width spaces, joiners, direction marks
 * and the invisible "filler" letters in place, so a title made only of them would look empty on
 * every page while passing a required-field check.
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Mn}\u115F\u1160\u3164\uFFA0\u2800]/gu

export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '') !== ''
}
