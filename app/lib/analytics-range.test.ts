import { describe, expect, it } from 'vitest'

import { parseAnalyticsRange, shiftDay } from './analytics-range'

const parse = (query: string) => parseAnalyticsRange(new URLSearchParams(query), '2026-11-28')

describe('parseAnalyticsRange', () => {
  it('covers the last 30 days up to today by default', () => {
    expect(parse('')).toEqual({ ok: true, from: '2026-10-30', to: '2026-11-28' })
  })

  it('takes both ends, or one end and 30 days', () => {
    expect(parse('from=2026-01-01&to=2026-01-31')).toEqual({
      ok: true,
      from: '2026-01-01',
      to: '2026-01-31',
    })
    expect(parse('to=2026-03-01')).toEqual({ ok: true, from: '2026-01-31', to: '2026-03-01' })
    expect(parse('from=2026-11-20')).toEqual({ ok: true, from: '2026-11-20', to: '2026-11-28' })
  })

  it('refuses dates that do not exist or are not written YYYY-MM-DD', () => {
    expect(parse('from=2026-02-30')).toEqual({ ok: false, field: 'from', problem: 'from' })
    expect(parse('to=28/11/2026')).toEqual({ ok: false, field: 'to', problem: 'to' })
    expect(parse('from=yesterday')).toEqual({ ok: false, field: 'from', problem: 'from' })
  })

  it('refuses a range that ends before it starts or is longer than a year and a day', () => {
    expect(parse('from=2026-11-28&to=2026-11-01')).toEqual({
      ok: false,
      field: 'from',
      problem: 'order',
    })
    expect(parse('from=2024-01-01&to=2026-01-01')).toEqual({
      ok: false,
      field: 'from',
      problem: 'length',
    })
    expect(parse('from=2025-11-28&to=2026-11-28').ok).toBe(true)
  })
})

describe('shiftDay', () => {
  it('moves across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
  })
})
