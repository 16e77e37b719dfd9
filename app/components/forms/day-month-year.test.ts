import { describe, expect, it } from 'vitest'

import { dateOfIso, formatDayMonthYear, isoOfDate, parseDayMonthYear } from './day-month-year'

describe('parseDayMonthYear', () => {
  it('reads day/month/year with or without leading zeros', () => {
    expect(parseDayMonthYear('25/03/2027')).toBe('2027-03-25')
    expect(parseDayMonthYear('5/3/2027')).toBe('2027-03-05')
    expect(parseDayMonthYear(' 01/12/2026 ')).toBe('2026-12-01')
  })

  it('accepts dots and hyphens as separators, and ISO dates', () => {
    expect(parseDayMonthYear('25.03.2027')).toBe('2027-03-25')
    expect(parseDayMonthYear('25-03-2027')).toBe('2027-03-25')
    expect(parseDayMonthYear('2027-03-25')).toBe('2027-03-25')
  })

  it('never reads the month first', () => {
    expect(parseDayMonthYear('03/25/2027')).toBeNull()
  })

  it('refuses days that do not exist', () => {
    expect(parseDayMonthYear('31/04/2027')).toBeNull()
    expect(parseDayMonthYear('29/02/2027')).toBeNull()
    expect(parseDayMonthYear('29/02/2028')).toBe('2028-02-29')
    expect(parseDayMonthYear('00/01/2027')).toBeNull()
    expect(parseDayMonthYear('2027-13-01')).toBeNull()
  })

  it('refuses other text', () => {
    for (const text of ['', 'tomorrow', '25/03/27', '25/03', '2027/03/25', '25//03/2027'])
      expect(parseDayMonthYear(text)).toBeNull()
  })
})

describe('formatDayMonthYear', () => {
  it('writes an ISO day as dd/mm/yyyy', () => {
    expect(formatDayMonthYear('2027-03-05')).toBe('05/03/2027')
  })

  it('leaves other text alone, so what was typed stays visible', () => {
    expect(formatDayMonthYear('')).toBe('')
    expect(formatDayMonthYear('31/04/2027')).toBe('31/04/2027')
  })

  it('round-trips with parseDayMonthYear', () => {
    expect(parseDayMonthYear(formatDayMonthYear('2026-11-23'))).toBe('2026-11-23')
  })
})

describe('calendar dates', () => {
  it('turn an ISO day into local midnight and back without shifting', () => {
    const date = dateOfIso('2027-03-28')
    expect(date?.getFullYear()).toBe(2027)
    expect(date?.getMonth()).toBe(2)
    expect(date?.getDate()).toBe(28)
    expect(date?.getHours()).toBe(0)
    expect(isoOfDate(date!)).toBe('2027-03-28')
  })

  it('give undefined for missing or impossible days', () => {
    expect(dateOfIso(undefined)).toBeUndefined()
    expect(dateOfIso('')).toBeUndefined()
    expect(dateOfIso('2027-02-30')).toBeUndefined()
  })
})
