/**
 * The seizure timer's state and arithmetic, free of React and the DOM so that it can be tested
 * with fixed clocks. The state is kept as wall-clock times (not a running counter), so the
 * elapsed time stays right when the screen locks, the tab sleeps or the page reloads.
 */

/** Calling an ambulance is advised when a seizure lasts longer than this. */
export const EMERGENCY_AFTER_MS = 5 * 60 * 1000

/** Where the timer lives in the browser's storage (localStorage: it survives a reload). */
export const TIMER_STORAGE_KEY = 'seizure-timer'

/**
 * Where the page says that the timer was started, for the statistics' count of timer starts (a
 * number per day and nothing else: POST with no body, sent with navigator.sendBeacon).
 */
export const TIMER_START_BEACON = '/api/v1/analytics/timer-start'

/** Tells the statistics that the timer started; never delays or breaks the timer itself. */
export function sendTimerStartBeacon(url: string) {
  try {
    navigator.sendBeacon(url)
  } catch {
    // No beacon (an old browser, a refused request): the timer matters, the count does not.
  }
}

export type TimerState =
  | { phase: 'idle' }
  | { phase: 'running'; startedAt: number }
  | { phase: 'stopped'; startedAt: number; stoppedAt: number }

export const IDLE: TimerState = { phase: 'idle' }

export function elapsedMs(state: TimerState, now: number): number {
  if (state.phase === 'idle') return 0
  const end = state.phase === 'stopped' ? state.stoppedAt : now
  return Math.max(0, end - state.startedAt)
}

/** A running seizure timer has passed 5 minutes: time to call an ambulance. */
export function isEmergency(state: TimerState, now: number): boolean {
  return state.phase === 'running' && elapsedMs(state, now) >= EMERGENCY_AFTER_MS
}

/** "mm:ss", or "h:mm:ss" past an hour. */
export function formatClock(ms: number): string {
  const total = Math.floor(ms / 1000)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const mm = String(minutes).padStart(2, '0')
  const ss = String(seconds).padStart(2, '0')
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`
}

/** Whole minutes and the remaining seconds, for a spoken or written duration. */
export function splitDuration(ms: number): { minutes: number; seconds: number } {
  const total = Math.floor(ms / 1000)
  return { minutes: Math.floor(total / 60), seconds: total % 60 }
}

/** What the timer has told screen-reader users so far: the last full minute, and the 5-minute alert. */
export interface Spoken {
  minute: number
  emergency: boolean
}

/**
 * What to say at this tick of a running timer: the full minute now reached (the polite status
 * line), and whether the 5-minute alert is due. Both come from the same elapsed time, so when the
 * alert fires the status line moves to 5 minutes with it rather than still reading "4 minutes"
 * (a tab woken after a sleep jumps straight to the current minute).
 */
export function nextSpoken(
  spoken: Spoken,
  elapsed: number,
  emergency: boolean,
): { spoken: Spoken; minute: number | null; alert: boolean } {
  const { minutes } = splitDuration(elapsed)
  const minute = minutes > spoken.minute ? minutes : null
  const alert = emergency && !spoken.emergency
  return {
    spoken: { minute: Math.max(spoken.minute, minutes), emergency: spoken.emergency || emergency },
    minute,
    alert,
  }
}

export function serializeTimer(state: TimerState): string | null {
  return state.phase === 'idle' ? null : JSON.stringify(state)
}

/**
 * Reads a stored timer; anything malformed, in the future or stale (left running for more than a
 * day: someone forgot it, it is not a seizure) counts as no timer. Self-contained, like
 * formatClock, splitDuration, elapsedMs and serializeTimer: the first-aid page's early script is
 * built from their source text (app/components/first-aid/seizure-timer-early.ts).
 */
export function parseTimer(raw: string | null | undefined, now: number): TimerState {
  const staleAfterMs = 24 * 60 * 60 * 1000
  const isTime = (value: unknown): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0
  if (!raw) return { phase: 'idle' }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { phase: 'idle' }
  }
  if (typeof value !== 'object' || value === null) return { phase: 'idle' }
  const { phase, startedAt, stoppedAt } = value as Record<string, unknown>
  if (!isTime(startedAt) || startedAt > now || now - startedAt > staleAfterMs) {
    return { phase: 'idle' }
  }
  if (phase === 'running') return { phase, startedAt }
  if (phase === 'stopped' && isTime(stoppedAt) && stoppedAt >= startedAt && stoppedAt <= now) {
    return { phase, startedAt, stoppedAt }
  }
  return { phase: 'idle' }
}
