import { describe, expect, it } from 'vitest'

import { hasVisibleText } from './visible-text'

describe('hasVisibleText', () => {
  it('refuses text made only of spaces, zero-width and invisible characters', () => {
    for (const value of [
      '',
      '   ',
      '\u200B',
      '\u200B\u200C\u200D\u2060\uFEFF',
      '\u00A0\u3000\t\n',
      '\u200E\u200F\u202E',
      '\u3164\u115F',
      '\u2800',
      '\u0301',
    ]) {
      expect(hasVisibleText(value), JSON.stringify(value)).toBe(false)
    }
  })

  it('accepts text with at least one visible letter, digit or sign, in any script', () => {
    for (const value of ['a', ' Epilepsy ', 'Επιληψία', '\u200Bx\u200B', '1', '?', 'é', '🙂']) {
      expect(hasVisibleText(value), JSON.stringify(value)).toBe(true)
    }
  })
})
