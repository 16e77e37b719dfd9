/**
 * The seizure timer before React: on a slow phone the first-aid page paints about two seconds
 * before its code has loaded and run, and a seizure must be timed from the first tap. This
 * function, inlined in the page right after the timer (seizureTimerEarlyScript), makes Start,
 * Stop, Copy and Clear work at once: it keeps the timer in localStorage in the format the
 * component reads on mount, and shows each state by setting the section's `data-state` (CSS
 * shows the matching parts, app.css), the digits and the live regions' text. Once React has
 * taken over (`data-live` on the section, set by SeizureTimer) it stands down, and React
 * continues from the stored timer, so a running count is not reset.
 *
 * Its source text is the script: it must use nothing from outside itself but its arguments and
 * the browser's globals. The arithmetic comes from app/lib/seizure-timer.ts, passed in as the
 * source of those self-contained functions.
 */
import {
  elapsedMs,
  EMERGENCY_AFTER_MS,
  formatClock,
  parseTimer,
  sendTimerStartBeacon,
  serializeTimer,
  splitDuration,
  TIMER_START_BEACON,
  TIMER_STORAGE_KEY,
} from '~/lib/seizure-timer'

interface EarlyTimerLib {
  formatClock: typeof formatClock
  splitDuration: typeof splitDuration
  elapsedMs: typeof elapsedMs
  parseTimer: typeof parseTimer
  serializeTimer: typeof serializeTimer
  sendTimerStartBeacon: typeof sendTimerStartBeacon
  emergencyAfterMs: number
  storageKey: string
  beaconUrl: string
}

/** The strings the early timer says and shows, in the page's language (raw `{{name}}` templates). */
export interface EarlyTimerTexts {
  locale: string
  started: string
  minute: Record<string, string>
  alert: string
  stopped: string
  summary: string
  durationMinutes: Record<string, string>
  durationSeconds: Record<string, string>
  copied: string
  copyFailed: string
}

function runEarlyTimer(script: Element | null, lib: EarlyTimerLib) {
  const section = script && script.closest('[data-seizure-timer]')
  if (!section) return
  const texts = JSON.parse(section.getAttribute('data-texts') || '{}') as EarlyTimerTexts
  const part = (name: string) => section.querySelector(`[data-part="${name}"]`)
  const button = (action: string) => section.querySelector<HTMLElement>(`[data-action="${action}"]`)
  const plurals = new Intl.PluralRules(texts.locale)
  const fill = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    )
  const counted = (forms: Record<string, string>, count: number) =>
    fill(forms[plurals.select(count)] || forms.other || '', { count })
  const say = (name: string, text: string) => {
    const region = part(name)
    if (region) region.textContent = text
  }
  const takenOver = () => section.hasAttribute('data-live')
  const storage = () => {
    try {
      return window.localStorage
    } catch {
      return null
    }
  }

  let state = lib.parseTimer(storage()?.getItem(lib.storageKey), Date.now())
  const startMinutes = lib.splitDuration(lib.elapsedMs(state, Date.now())).minutes
  // Already past on a reload: nothing is said about minutes gone by.
  let spoken = {
    minute: startMinutes,
    emergency:
      state.phase === 'running' && lib.elapsedMs(state, Date.now()) >= lib.emergencyAfterMs,
  }
  let interval = 0

  const duration = (ms: number) => {
    const { minutes, seconds } = lib.splitDuration(ms)
    const parts = minutes > 0 ? [counted(texts.durationMinutes, minutes)] : []
    parts.push(counted(texts.durationSeconds, seconds))
    return parts.join(' ')
  }

  const show = () => {
    const now = Date.now()
    const elapsed = lib.elapsedMs(state, now)
    const emergency = state.phase === 'running' && elapsed >= lib.emergencyAfterMs
    section.setAttribute('data-state', emergency ? 'emergency' : state.phase)
    say('digits', lib.formatClock(elapsed))
    if (state.phase === 'running') {
      const { minutes } = lib.splitDuration(elapsed)
      if (minutes > spoken.minute) say('status', counted(texts.minute, minutes))
      if (emergency && !spoken.emergency) {
        say('alert', texts.alert)
        try {
          navigator.vibrate?.([400, 200, 400])
        } catch {
          // A courtesy only.
        }
      }
      spoken = {
        minute: Math.max(spoken.minute, minutes),
        emergency: spoken.emergency || emergency,
      }
    }
    if (state.phase === 'stopped') {
      const date = new Date(state.startedAt)
      const format = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(texts.locale, options).format(date)
      say('result', fill(texts.stopped, { duration: duration(elapsed) }))
      say(
        'summary',
        fill(texts.summary, {
          date: format({ day: '2-digit', month: '2-digit', year: 'numeric' }),
          start: format({
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
          }),
          duration: duration(elapsed),
        }),
      )
    }
  }

  const tick = () => {
    if (takenOver() || state.phase !== 'running') {
      window.clearInterval(interval)
      document.removeEventListener('visibilitychange', tick)
      return
    }
    show()
  }
  const run = () => {
    window.clearInterval(interval)
    interval = window.setInterval(tick, 250)
    document.addEventListener('visibilitychange', tick)
  }

  const update = (next: typeof state, focus: string) => {
    state = next
    try {
      const value = lib.serializeTimer(next)
      if (value) storage()?.setItem(lib.storageKey, value)
      else storage()?.removeItem(lib.storageKey)
    } catch {
      // Private browsing can refuse storage: the timer still runs until the page is closed.
    }
    say('copy-status', '')
    show()
    if (next.phase === 'running') run()
    button(focus)?.focus()
  }

  section.addEventListener('click', (event) => {
    if (takenOver()) return
    const target = event.target instanceof Element ? event.target.closest('[data-action]') : null
    const action = target && target.getAttribute('data-action')
    const now = Date.now()
    if (action === 'start' && state.phase === 'idle') {
      spoken = { minute: 0, emergency: false }
      say('alert', '')
      say('status', texts.started)
      update({ phase: 'running', startedAt: now }, 'stop')
      lib.sendTimerStartBeacon(lib.beaconUrl)
    } else if (action === 'stop' && state.phase === 'running') {
      const stopped = { phase: 'stopped' as const, startedAt: state.startedAt, stoppedAt: now }
      say('status', fill(texts.stopped, { duration: duration(lib.elapsedMs(stopped, now)) }))
      update(stopped, 'copy')
    } else if (action === 'reset') {
      say('status', '')
      say('alert', '')
      update({ phase: 'idle' }, 'start')
    } else if (action === 'copy') {
      const summary = part('summary')?.textContent || ''
      const done = (text: string) => say('copy-status', text)
      navigator.clipboard.writeText(summary).then(
        () => done(texts.copied),
        () => done(texts.copyFailed),
      )
    }
  })

  show()
  if (state.phase === 'running') run()
}

/**
 * The inline script: runEarlyTimer and the shared arithmetic as source text, run on the
 * <script> element itself. Made on the server (the browser never runs a script that React
 * inserts); escaped like anything put into a script element.
 */
export function seizureTimerEarlyScript(): string {
  const lib = [
    `formatClock:${String(formatClock)}`,
    `splitDuration:${String(splitDuration)}`,
    `elapsedMs:${String(elapsedMs)}`,
    `parseTimer:${String(parseTimer)}`,
    `serializeTimer:${String(serializeTimer)}`,
    `sendTimerStartBeacon:${String(sendTimerStartBeacon)}`,
    `emergencyAfterMs:${EMERGENCY_AFTER_MS}`,
    `storageKey:${JSON.stringify(TIMER_STORAGE_KEY)}`,
    `beaconUrl:${JSON.stringify(TIMER_START_BEACON)}`,
  ].join(',')
  return `(${String(runEarlyTimer)})(document.currentScript,{${lib}})`.replaceAll('</', '<\\/')
}
