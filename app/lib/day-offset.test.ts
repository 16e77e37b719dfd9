import { describe, expect, it } from 'vitest'

import { dateFromOffset } from './day-offset'

describe('dateFromOffset', () => {
  const today = new Date(2026, 0, 30, 12)

  it('counts days forward and back from today, across month ends', () => {
    expect(dateFromOffset(0, today)).toBe('2026-01-30')
    expect(dateFromOffset(3, today)).toBe('2026-02-02')
    expect(dateFromOffset(-30, today)).toBe('2025-12-31')
  })
})
