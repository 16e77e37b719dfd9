import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { TIMER_STORAGE_KEY } from '~/lib/seizure-timer'
import { SeizureTimer } from './seizure-timer'

function storeTimer(state: object) {
  window.localStorage.setItem(TIMER_STORAGE_KEY, JSON.stringify(state))
}

const timer = () => screen.getByTestId('seizure-timer')

describe('SeizureTimer', () => {
  it('starts on one press, keeps its start on the device and hands the focus to Stop', async () => {
    const { user } = await renderPage(<SeizureTimer lang="en" number="112" />)
    expect(screen.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112')
    const start = screen.getByRole('button', { name: 'Start timer' })
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false))
    await user.click(start)
    expect(timer().getAttribute('data-state')).toBe('running')
    expect(screen.getByRole('status').textContent).toBe('Timer started.')
    expect(
      screen.getByText('Timing the seizure. Call an ambulance if it lasts longer than 5 minutes.'),
    ).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop' }))
    expect(JSON.parse(window.localStorage.getItem(TIMER_STORAGE_KEY)!).phase).toBe('running')
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
