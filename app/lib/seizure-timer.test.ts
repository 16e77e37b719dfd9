import { describe, expect, it } from 'vitest'

import {
  elapsedMs,
  EMERGENCY_AFTER_MS,
  formatClock,
  IDLE,
  isEmergency,
  parseTimer,
  serializeTimer,
  splitDuration,
  type TimerState,
} from './seizure-timer'

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0)

describe('elapsed time and the 5-minute threshold', () => {
  it('counts from the start while running and up to the stop once stopped', () => {
    const running: TimerState = { phase: 'running', startedAt: T0 }
    expect(elapsedMs(running, T0 + 61_500)).toBe(61_500)
    const stopped: TimerState = { phase: 'stopped', startedAt: T0, stoppedAt: T0 + 90_000 }
    expect(elapsedMs(stopped, T0 + 999_999)).toBe(90_000)
    expect(elapsedMs(IDLE, T0)).toBe(0)
  })

  it('never goes negative when the clock moved back', () => {
    expect(elapsedMs({ phase: 'running', startedAt: T0 }, T0 - 5000)).toBe(0)
  })

  it('turns to an emergency at exactly 5 minutes, not a second before', () => {
    const running: TimerState = { phase: 'running', startedAt: T0 }
    expect(isEmergency(running, T0 + EMERGENCY_AFTER_MS - 1000)).toBe(false)
    expect(isEmergency(running, T0 + EMERGENCY_AFTER_MS)).toBe(true)
    expect(isEmergency({ phase: 'stopped', startedAt: T0, stoppedAt: T0 + 400_000 }, T0 + 10 * 60_000)).toBe(false)
    expect(isEmergency(IDLE, T0)).toBe(false)
  })
})

describe('formatting', () => {
  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [59_999, '00:59'],
    [60_000, '01:00'],
    [5 * 60_000 + 7_000, '05:07'],
    [3_600_000 + 61_000, '1:01:01'],
  ])('%i ms shows as %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text)
  })

  it('splits a duration into minutes and seconds', () => {
    expect(splitDuration(312_400)).toEqual({ minutes: 5, seconds: 12 })
    expect(splitDuration(42_000)).toEqual({ minutes: 0, seconds: 42 })
  })
})

describe('storage', () => {
  it('round-trips a running and a stopped timer', () => {
    const running: TimerState = { phase: 'running', startedAt: T0 }
    expect(parseTimer(serializeTimer(running), T0 + 1000)).toEqual(running)
    const stopped: TimerState = { phase: 'stopped', startedAt: T0, stoppedAt: T0 + 5000 }
    expect(parseTimer(serializeTimer(stopped), T0 + 6000)).toEqual(stopped)
    expect(serializeTimer(IDLE)).toBeNull()
  })

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['an unknown phase', JSON.stringify({ phase: 'paused', startedAt: T0 })],
    ['a start in the future', JSON.stringify({ phase: 'running', startedAt: T0 + 60_000 })],
    ['a start more than a day ago', JSON.stringify({ phase: 'running', startedAt: T0 - 25 * 3_600_000 })],
    ['a text start', JSON.stringify({ phase: 'running', startedAt: String(T0) })],
    ['a stop before the start', JSON.stringify({ phase: 'stopped', startedAt: T0, stoppedAt: T0 - 1 })],
    ['a stop without a time', JSON.stringify({ phase: 'stopped', startedAt: T0 })],
  ])('reads %s as no timer', (_what, raw) => {
    expect(parseTimer(raw, T0 + 1000)).toEqual(IDLE)
  })
})
