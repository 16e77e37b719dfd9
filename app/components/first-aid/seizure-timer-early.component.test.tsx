import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { translatorOf } from '../../../tests/component/render'
import { sentBeacons } from '../../../tests/component/setup'
import { TranslationProvider } from '~/i18n/use-translation'
import { TIMER_STORAGE_KEY } from '~/lib/seizure-timer'
import type { Lang } from '~/i18n/languages'
import { SeizureTimer } from './seizure-timer'
import { seizureTimerEarlyScript } from './seizure-timer-early'

const T0 = new Date('2026-11-23T10:00:00Z').getTime()

/**
 * The timer as the server sends it, with the early script run on its own <script> element, as
 * the browser runs it before the page's code: no React in the page.
 */
async function serverTimer(lang: Lang = 'en') {
  const i18n = await translatorOf(lang)
  document.body.innerHTML = renderToStaticMarkup(
    <TranslationProvider i18n={i18n}>
      <SeizureTimer lang={lang} number="112" />
    </TranslationProvider>,
  )
  const script = document.querySelector('[data-seizure-timer] script')!
  // The text the server inlines, run with its own element as document.currentScript.
  new Function(
    'currentScript',
    seizureTimerEarlyScript().replace('document.currentScript', 'currentScript'),
  )(script)
  const section = document.querySelector<HTMLElement>('[data-seizure-timer]')!
  const part = (name: string) => section.querySelector(`[data-part="${name}"]`)!.textContent
  const press = (action: string) =>
    section.querySelector<HTMLElement>(`[data-action="${action}"]`)!.click()
  return { section, part, press }
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 })
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('the early seizure timer (before React)', () => {
  it('is inlined as source that names nothing outside itself', () => {
    const script = seizureTimerEarlyScript()
    expect(script).toMatch(/^\(function runEarlyTimer\(/)
    expect(script).not.toContain('</')
    // A few kilobytes at most.
    expect(script.length).toBeLessThan(8000)
  })

  it('starts on a tap, stores the timer as the component does, counts and calls for help at 5 minutes', async () => {
    const vibrate = vi.fn()
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true })
    const { section, part, press } = await serverTimer()
    expect(section.dataset.state).toBe('idle')
    press('start')
    expect(section.dataset.state).toBe('running')
    expect(JSON.parse(window.localStorage.getItem(TIMER_STORAGE_KEY)!)).toEqual({
      phase: 'running',
      startedAt: T0,
    })
    expect(part('status')).toBe('Timer started.')
    expect(document.activeElement?.getAttribute('data-action')).toBe('stop')
    expect(sentBeacons).toEqual(['/api/v1/analytics/timer-start'])
    vi.advanceTimersByTime(61_000)
    expect(part('digits')).toBe('01:01')
    expect(part('status')).toBe('1 minute.')
    vi.advanceTimersByTime(4 * 60_000)
    expect(section.dataset.state).toBe('emergency')
    expect(part('digits')).toBe('05:01')
    expect(part('status')).toBe('5 minutes.')
    expect(part('alert')).toBe('The seizure has lasted 5 minutes. Call 112 now.')
    vi.advanceTimersByTime(10_000)
    expect(vibrate).toHaveBeenCalledTimes(1)
  })

  it('stops with the duration and summary in Greek, and clears', async () => {
    const { section, part, press } = await serverTimer('el')
    press('start')
    vi.advanceTimersByTime(65_000)
    press('stop')
    expect(section.dataset.state).toBe('stopped')
    expect(part('digits')).toBe('01:05')
    expect(part('result')).toBe('Διάρκεια κρίσης: 1 λεπτό 5 δευτερόλεπτα')
    expect(part('summary')).toMatch(
      /^Κρίση: έναρξη 23\/11\/2026 στις \d\d:00:00, διάρκεια 1 λεπτό 5 δευτερόλεπτα\.$/,
    )
    expect(JSON.parse(window.localStorage.getItem(TIMER_STORAGE_KEY)!).phase).toBe('stopped')
    expect(document.activeElement?.getAttribute('data-action')).toBe('copy')
    press('reset')
    expect(section.dataset.state).toBe('idle')
    expect(part('digits')).toBe('00:00')
    expect(window.localStorage.getItem(TIMER_STORAGE_KEY)).toBeNull()
  })

  it('shows a timer left running before a reload, and stands down once React has taken over', async () => {
    window.localStorage.setItem(
      TIMER_STORAGE_KEY,
      JSON.stringify({ phase: 'running', startedAt: T0 - 90_000 }),
    )
    const { section, part, press } = await serverTimer()
    expect(section.dataset.state).toBe('running')
    expect(part('digits')).toBe('01:30')
    // Already past: a reload says nothing about minutes gone by.
    expect(part('status')).toBe('')
    section.setAttribute('data-live', '')
    vi.advanceTimersByTime(60_000)
    expect(part('digits')).toBe('01:30')
    press('stop')
    expect(section.dataset.state).toBe('running')
    expect(JSON.parse(window.localStorage.getItem(TIMER_STORAGE_KEY)!).phase).toBe('running')
  })
})
