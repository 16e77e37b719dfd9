import { readFileSync } from 'node:fs'

import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { sentBeacons } from '../../../tests/component/setup'
import { TIMER_STORAGE_KEY } from '~/lib/seizure-timer'
import { SeizureTimer } from './seizure-timer'

/** The site's rule that shows the timer's parts of its current state (app.css). */
const appCss = readFileSync('app/app.css', 'utf8')
const STATE_RULE = /\[data-seizure-timer\]\[data-state='idle'\][^{]*\{[^}]*\}/.exec(appCss)?.[0]

beforeEach(() => {
  const style = document.createElement('style')
  style.textContent = STATE_RULE ?? ''
  document.head.append(style)
  return () => style.remove()
})

function storeTimer(state: object) {
  window.localStorage.setItem(TIMER_STORAGE_KEY, JSON.stringify(state))
}

const timer = () => screen.getByTestId('seizure-timer')

describe('SeizureTimer', () => {
  it('renders the parts of every state and shows those of its data-state', async () => {
    expect(STATE_RULE).toMatch(/display: none/)
    const shownIn = async (state: string) => {
      const { unmount } = await renderPage(<SeizureTimer lang="en" number="112" />)
      const section = timer()
      await waitFor(() => expect(section.getAttribute('data-state')).toBe(state))
      expect(section.querySelectorAll('[data-when]').length).toBeGreaterThan(5)
      // What the CSS leaves on screen: no element on the way up to the section is hidden.
      const isShown = (element: Element) => {
        for (let node: Element | null = element; node !== section; node = node.parentElement)
          if (!node || getComputedStyle(node).display === 'none') return false
        return true
      }
      const shown = [...section.querySelectorAll('[data-testid], button')]
        .filter(isShown)
        .map((element) => element.getAttribute('data-testid') ?? element.textContent)
      unmount()
      return shown
    }
    expect(await shownIn('idle')).toEqual(['timer-digits', 'Start timer', 'timer-call'])
    storeTimer({ phase: 'running', startedAt: Date.now() - (5 * 60 + 3) * 1000 })
    expect(await shownIn('emergency')).toEqual(['timer-digits', 'Stop', 'timer-call'])
    storeTimer({ phase: 'stopped', startedAt: Date.now() - 9000, stoppedAt: Date.now() - 1000 })
    expect(await shownIn('stopped')).toEqual([
      'timer-digits',
      'timer-result',
      'timer-summary',
      'Copy summary for the paramedics',
      'Clear',
      'timer-save-to-diary',
    ])
  })

  it('starts on one press, keeps its start on the device and hands the focus to Stop', async () => {
    const { user } = await renderPage(<SeizureTimer lang="en" number="112" />)
    expect(screen.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112')
    const start = screen.getByRole('button', { name: 'Start timer' })
    // Enabled from the start: before React, the page's early script answers it.
    expect((start as HTMLButtonElement).disabled).toBe(false)
    await user.click(start)
    expect(timer().getAttribute('data-state')).toBe('running')
    expect(screen.getByRole('status').textContent).toBe('Timer started.')
    expect(
      screen.getByText('Timing the seizure. Call an ambulance if it lasts longer than 5 minutes.'),
    ).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop' }))
    expect(JSON.parse(window.localStorage.getItem(TIMER_STORAGE_KEY)!).phase).toBe('running')
    // The statistics learn that it started: one beacon, with nothing but its address.
    expect(sentBeacons).toEqual(['/api/v1/analytics/timer-start'])
  })

  it('picks up a timer running since before a reload, and past 5 minutes calls for the ambulance', async () => {
    storeTimer({ phase: 'running', startedAt: Date.now() - (5 * 60 + 3) * 1000 })
    await renderPage(<SeizureTimer lang="en" number="112" />)
    await waitFor(() => expect(timer().getAttribute('data-state')).toBe('emergency'))
    expect(screen.getByTestId('timer-digits').textContent).toMatch(/^05:0[3-9]$/)
    expect(screen.getByText('More than 5 minutes: call 112 now')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Call 112 now' }).getAttribute('href')).toBe('tel:112')
  })

  it('stops with the duration and a summary for the paramedics, and clears', async () => {
    const startedAt = Date.now() - 65_000
    storeTimer({ phase: 'running', startedAt })
    const { user } = await renderPage(<SeizureTimer lang="en" number="112" />)
    await user.click(await screen.findByRole('button', { name: 'Stop' }))
    expect(screen.getByTestId('timer-result').textContent).toMatch(/^Seizure timed: 1 min [5-9] s$/)
    expect(screen.getByTestId('timer-summary').textContent).toMatch(
      /^Seizure started on \d\d\/\d\d\/\d{4} at \d\d:\d\d:\d\d and lasted 1 min [5-9] s\.$/,
    )
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Copy summary for the paramedics' }),
    )
    expect(screen.queryByRole('link', { name: 'Call 112' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(timer().getAttribute('data-state')).toBe('idle')
    expect(screen.getByTestId('timer-digits').textContent).toBe('00:00')
    expect(window.localStorage.getItem(TIMER_STORAGE_KEY)).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start timer' }))
  })

  it('copies the summary', async () => {
    const startedAt = Date.now() - 120_000
    storeTimer({ phase: 'stopped', startedAt, stoppedAt: startedAt + 42_000 })
    const { user } = await renderPage(<SeizureTimer lang="en" number="112" />)
    await user.click(await screen.findByRole('button', { name: 'Copy summary for the paramedics' }))
    expect(await screen.findByText('Summary copied.')).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe(
      screen.getByTestId('timer-summary').textContent,
    )
  })

  it('speaks Greek on a Greek page', async () => {
    const startedAt = Date.now() - 120_000
    storeTimer({ phase: 'stopped', startedAt, stoppedAt: startedAt + 61_000 })
    await renderPage(<SeizureTimer lang="el" number="112" />, { lang: 'el' })
    expect(await screen.findByText('Διάρκεια κρίσης: 1 λεπτό 1 δευτερόλεπτο')).toBeTruthy()
    expect(screen.getByTestId('timer-summary').textContent).toMatch(
      /^Κρίση: έναρξη \d\d\/\d\d\/\d{4} στις \d\d:\d\d:\d\d, διάρκεια 1 λεπτό 1 δευτερόλεπτο\.$/,
    )
    expect(screen.getByRole('heading', { name: 'Χρονόμετρο κρίσης' })).toBeTruthy()
  })
})
