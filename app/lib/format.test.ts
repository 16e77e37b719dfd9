import { describe, expect, it } from 'vitest'

import { documentCacheControl } from './cache-control'
import { LOCALE_OF, type Lang } from '~/i18n/languages'
import { formatLongDate, todayInCyprus } from './dates'
import { truncate } from './truncate'

describe('formatLongDate', () => {
  it('writes long dates in en-GB and el-GR', () => {
    expect(formatLongDate('2026-03-26', 'en')).toBe('26 March 2026')
    expect(formatLongDate('2026-03-26', 'el')).toBe('26 Μαρτίου 2026')
  })

  it("writes every month and day as the locale's own long date format does", () => {
    for (const [lang, locale] of Object.entries(LOCALE_OF) as [Lang, string][]) {
      const intl = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          const iso = `2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
          expect(formatLongDate(iso, lang)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)))
        }
      }
    }
  })

  it('rolls an overflowing day into the next month, as a date does', () => {
    expect(formatLongDate('2026-02-31', 'en')).toBe('3 March 2026')
  })

  it('leaves a malformed date as it is', () => {
    expect(formatLongDate('soon', 'en')).toBe('soon')
    expect(formatLongDate('2026-13', 'el')).toBe('2026-13')
  })

  it("knows Cyprus's date near midnight UTC", () => {
    expect(todayInCyprus(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02')
  })

  it('turns to the next day at midnight in Cyprus, also when asked again within the minute', () => {
    // Summer (UTC+3) and winter (UTC+2): the last and first minute of a Cyprus day, asked in turn.
    for (const [before, after] of [
      ['2026-07-01T20:59:59.999Z', '2026-07-01T21:00:00.000Z'],
      ['2026-12-01T21:59:59.999Z', '2026-12-01T22:00:00.000Z'],
    ] as const) {
      const [day] = before.split('T') as [string]
      expect(todayInCyprus(new Date(before))).toBe(day)
      expect(todayInCyprus(new Date(before))).toBe(day)
      expect(todayInCyprus(new Date(after))).not.toBe(day)
      expect(todayInCyprus(new Date(after))).toBe(
        todayInCyprus(new Date(new Date(after).getTime() + 59_000)),
      )
      expect(todayInCyprus(new Date(before))).toBe(day)
    }
  })
})

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('short', 200)).toBe('short')
    expect(truncate('x'.repeat(200), 200)).toBe('x'.repeat(200))
    expect(truncate('  padded  ', 6)).toBe('padded')
  })

  it('cuts at the last whole word and adds one ellipsis character', () => {
    expect(truncate('Support from the Foundation. Join us next week', 28)).toBe(
      'Support from the Foundation…',
    )
    expect(truncate('Support from the Foundation. Join us next week', 29)).toBe(
      'Support from the Foundation…',
    )
    expect(truncate('Support from the Foundation. Join us next week', 25)).toBe('Support from the…')
    expect(truncate('Μια χαλαρή και εμπιστευτική βραδιά', 20)).toBe('Μια χαλαρή και…')
  })

  it('never leaves dots or commas before the ellipsis', () => {
    expect(truncate('Meet the team, then... more', 20)).toBe('Meet the team, then…')
    expect(truncate('One, two, three, four', 9)).toBe('One, two…')
    expect(truncate('Ends with dots.... and more', 18)).toBe('Ends with dots…')
  })

  it('cuts inside a single word longer than the limit', () => {
    expect(truncate('a'.repeat(250), 200)).toBe(`${'a'.repeat(200)}…`)
  })

  it('stays within the limit plus the ellipsis', () => {
    const text = 'word '.repeat(100)
    for (const max of [10, 57, 160, 200])
      expect(truncate(text, max).length).toBeLessThanOrEqual(max + 1)
  })
})

describe('documentCacheControl', () => {
  const req = (headers: Record<string, string> = {}) => new Request('http://x/', { headers })
  it('keeps signed-in pages and pages that set cookies out of shared caches', () => {
    expect(
      documentCacheControl(req({ cookie: 'better-auth.session_token=1' }), new Headers()),
    ).toBe('private, no-cache')
    expect(documentCacheControl(req(), new Headers({ 'set-cookie': 'lang=el' }))).toBe(
      'private, no-cache',
    )
    expect(documentCacheControl(req({ authorization: 'Bearer x' }), new Headers())).toBe(
      'private, no-cache',
    )
    expect(documentCacheControl(req(), new Headers())).toBe('public, max-age=0, must-revalidate')
  })
  it('lets anonymous pages be shared even when the visitor has a language or like cookie', () => {
    expect(documentCacheControl(req({ cookie: 'lang=el; visitor_id=1' }), new Headers())).toBe(
      'public, max-age=0, must-revalidate',
    )
  })
})
