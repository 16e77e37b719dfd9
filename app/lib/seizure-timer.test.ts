import { describe, expect, it } from 'vitest'

import {
  elapsedMs,
  EMERGENCY_AFTER_MS,
  formatClock,
  IDLE,
  isEmergency,
  nextSpoken,
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
    expect(
      isEmergency({ phase: 'stopped', startedAt: T0, stoppedAt: T0 + 400_000 }, T0 + 10 * 60_000),
    ).toBe(false)
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
    [
      'a start more than a day ago',
      JSON.stringify({ phase: 'running', startedAt: T0 - 25 * 3_600_000 }),
    ],
    ['a text start', JSON.stringify({ phase: 'running', startedAt: String(T0) })],
    [
      'a stop before the start',
      JSON.stringify({ phase: 'stopped', startedAt: T0, stoppedAt: T0 - 1 }),
    ],
    ['a stop without a time', JSON.stringify({ phase: 'stopped', startedAt: T0 })],
  ])('reads %s as no timer', (_what, raw) => {
    expect(parseTimer(raw, T0 + 1000)).toEqual(IDLE)
  })
})

describe('what the timer says to screen-reader users', () => {
  /** Runs a timer tick by tick (every 250 ms, as the page does) and keeps the polite line and the alert. */
  function run(ticks: number[]) {
    const running: TimerState = { phase: 'running', startedAt: T0 }
    let spoken = { minute: 0, emergency: false }
    let status = ''
    let alerted: { at: number; status: string } | null = null
    for (const at of ticks) {
      const next = nextSpoken(spoken, elapsedMs(running, T0 + at), isEmergency(running, T0 + at))
      spoken = next.spoken
      if (next.minute !== null) status = `${next.minute} minutes`
      if (next.alert) alerted = { at, status }
    }
    return { status, alerted }
  }

  it('moves the polite status line to 5 minutes at the moment of the alert, never still reading 4', () => {
    const ticks = Array.from({ length: (EMERGENCY_AFTER_MS + 2000) / 250 }, (_, i) => (i + 1) * 250)
    const { alerted, status } = run(ticks)
    expect(alerted).toEqual({ at: EMERGENCY_AFTER_MS, status: '5 minutes' })
    expect(status).toBe('5 minutes')
  })

  it('says each full minute once, and catches up to the current minute after a sleeping tab', () => {
    let spoken = { minute: 0, emergency: false }
    const say = (ms: number) => {
      const next = nextSpoken(spoken, ms, ms >= EMERGENCY_AFTER_MS)
      spoken = next.spoken
      return [next.minute, next.alert]
    }
    expect(say(59_999)).toEqual([null, false])
    expect(say(60_000)).toEqual([1, false])
    expect(say(60_250)).toEqual([null, false])
    // Asleep from 1:00 to 5:30: one update says where things stand, with the alert.
    expect(say(330_000)).toEqual([5, true])
    expect(say(330_250)).toEqual([null, false])
    expect(say(360_000)).toEqual([6, false])
  })
})
