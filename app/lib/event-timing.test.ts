import { describe, expect, it } from 'vitest'

import { isPastEvent, splitByTiming } from './event-timing'

describe('event timing', () => {
  it('counts an event as past from the day after its date', () => {
    expect(isPastEvent('2026-03-09', '2026-03-10')).toBe(true)
    expect(isPastEvent('2026-03-10', '2026-03-10')).toBe(false)
    expect(isPastEvent('2026-03-11', '2026-03-10')).toBe(false)
  })

  it('lists upcoming events soonest first and past events most recent first', () => {
    const events = [
      { id: 'old', date: '2026-01-05', time: '10:00' },
      { id: 'today-late', date: '2026-03-10', time: '19:00' },
      { id: 'recent', date: '2026-03-01', time: '09:00' },
      { id: 'soon', date: '2026-03-12', time: '09:00' },
      { id: 'today-early', date: '2026-03-10', time: '08:00' },
      { id: 'recent-later', date: '2026-03-01', time: '18:00' },
    ]
    const { upcoming, past } = splitByTiming(events, '2026-03-10')
    expect(upcoming.map((e) => e.id)).toEqual(['today-early', 'today-late', 'soon'])
    expect(past.map((e) => e.id)).toEqual(['recent-later', 'recent', 'old'])
  })
})
