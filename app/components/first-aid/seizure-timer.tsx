/**
 * The seizure timer of the first-aid page: one large Start button, the elapsed time in large
 * digits, and at 5 minutes a steady change to "Call {number} now" (text, colour and a spoken
 * announcement; a vibration where the phone supports it; never a flash). Stop keeps the duration
 * and offers a one-line summary for the paramedics. The start time is kept in localStorage, so
 * the timer survives a locked screen, a sleeping tab and a reload.
 */
import { ClipboardCopy, NotebookPen, Phone, Play, RotateCcw, Square } from 'lucide'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { LOCALE_OF, type Lang } from '~/i18n/languages'
import {
  elapsedMs,
  formatClock,
  IDLE,
  isEmergency,
  nextSpoken,
  parseTimer,
  sendTimerStartBeacon,
  serializeTimer,
  splitDuration,
  TIMER_START_BEACON,
  TIMER_STORAGE_KEY,
  type Spoken,
  type TimerState,
} from '~/lib/seizure-timer'
import { seizureTimerEarlyScript, type EarlyTimerTexts } from './seizure-timer-early'
import { useNonce } from '~/components/nonce'

function readStored(): TimerState {
  try {
    return parseTimer(window.localStorage.getItem(TIMER_STORAGE_KEY), Date.now())
  } catch {
    return IDLE
  }
}

function store(state: TimerState) {
  try {
    const value = serializeTimer(state)
    if (value) window.localStorage.setItem(TIMER_STORAGE_KEY, value)
    else window.localStorage.removeItem(TIMER_STORAGE_KEY)
  } catch {
    // Private browsing can refuse storage: the timer still runs until the page is closed.
  }
}

type Focus = 'start' | 'stop' | 'copy' | null

/** `number`: the visitor's ambulance number (useEmergencyNumber). */
export function SeizureTimer({ lang, number }: { lang: Lang; number: string }) {
  const { t } = useTranslation()
  const nonce = useNonce()
  const titleId = useId()
  const [state, setState] = useState<TimerState>(IDLE)
  const [now, setNow] = useState(0)
  const [announcement, setAnnouncement] = useState('')
  const [alert, setAlert] = useState('')
  const [copyStatus, setCopyStatus] = useState('')
  const focusNext = useRef<Focus>(null)
  const startRef = useRef<HTMLButtonElement>(null)
  const stopRef = useRef<HTMLButtonElement>(null)
  const copyRef = useRef<HTMLButtonElement>(null)
  const sectionRef = useRef<HTMLElement>(null)
  const spoken = useRef<Spoken>({ minute: 0, emergency: false })

  // React has taken over from the early script, which stands down (seizure-timer-early.ts). In
  // the commit itself, so that no tap is handled by both.
  useLayoutEffect(() => {
    sectionRef.current?.setAttribute('data-live', '')
  }, [])

  // The stored timer, once the page runs in the browser (started by the early script, perhaps);
  // other tabs' changes follow.
  useEffect(() => {
    const sync = () => {
      const stored = readStored()
      const current = Date.now()
      // Already past: a reload or another tab says nothing about minutes gone by.
      spoken.current = {
        minute: splitDuration(elapsedMs(stored, current)).minutes,
        emergency: isEmergency(stored, current),
      }
      setState(stored)
      setNow(current)
    }
    sync()
    const onStorage = (event: StorageEvent) => {
      if (event.key === TIMER_STORAGE_KEY) sync()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  // While running, the display follows the wall clock (a sleeping tab catches up at once).
  useEffect(() => {
    if (state.phase !== 'running') return
    const tick = () => setNow(Date.now())
    const interval = window.setInterval(tick, 250)
    document.addEventListener('visibilitychange', tick)
    return () => {
      window.clearInterval(interval)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [state.phase])

  const elapsed = elapsedMs(state, now)
  // Only a running timer calls for help; a stopped one shows its duration.
  const emergency = isEmergency(state, now)

  // Spoken updates: each full minute politely; the 5-minute mark urgently, with one vibration.
  // The minute is said with the alert, so the status line never lags behind it.
  useEffect(() => {
    if (state.phase !== 'running') return
    const next = nextSpoken(spoken.current, elapsed, emergency)
    spoken.current = next.spoken
    if (next.minute !== null) setAnnouncement(t('firstAid.timer.minute', { count: next.minute }))
    if (next.alert) {
      setAlert(t('firstAid.timer.overFiveAnnounce', { number }))
      try {
        navigator.vibrate?.([400, 200, 400])
      } catch {
        // Vibration is a courtesy; some browsers refuse it without a recent tap.
      }
    }
  }, [elapsed, emergency, number, state.phase, t])

  // Keyboard and screen-reader users stay on the control that replaced the one they pressed.
  useEffect(() => {
    const target = { start: startRef, stop: stopRef, copy: copyRef }[focusNext.current ?? 'start']
    if (focusNext.current) target.current?.focus()
    focusNext.current = null
  }, [state.phase])

  const update = useCallback((next: TimerState, focus: Focus) => {
    store(next)
    focusNext.current = focus
    setCopyStatus('')
    setState(next)
    setNow(Date.now())
  }, [])

  const start = () => {
    spoken.current = { minute: 0, emergency: false }
    setAlert('')
    setAnnouncement(t('firstAid.timer.started'))
    update({ phase: 'running', startedAt: Date.now() }, 'stop')
    sendTimerStartBeacon(TIMER_START_BEACON)
  }
  const stop = () => {
    if (state.phase !== 'running') return
    const stopped: TimerState = {
      phase: 'stopped',
      startedAt: state.startedAt,
      stoppedAt: Date.now(),
    }
    setAnnouncement(t('firstAid.timer.stopped', { duration: durationText(elapsedMs(stopped, 0)) }))
    update(stopped, 'copy')
  }
  const reset = () => {
    setAnnouncement('')
    setAlert('')
    update(IDLE, 'start')
  }

  function durationText(ms: number) {
    const { minutes, seconds } = splitDuration(ms)
    const parts = []
    if (minutes > 0) parts.push(t('firstAid.timer.durationMinutes', { count: minutes }))
    parts.push(t('firstAid.timer.durationSeconds', { count: seconds }))
    return parts.join(' ')
  }

  const summary =
    state.phase === 'stopped'
      ? t('firstAid.timer.summary', {
          // A full date and a 24-hour clock: nothing for the paramedics to misread.
          date: new Intl.DateTimeFormat(LOCALE_OF[lang], {
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
          }).format(state.startedAt),
          start: new Intl.DateTimeFormat(LOCALE_OF[lang], {
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
          }).format(state.startedAt),
          duration: durationText(elapsed),
        })
      : ''

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(summary)
      setCopyStatus(t('firstAid.timer.copied'))
    } catch {
      setCopyStatus(t('firstAid.timer.copyFailed'))
    }
  }

  const texts: EarlyTimerTexts = {
    locale: LOCALE_OF[lang],
    started: t('firstAid.timer.started'),
    minute: { one: t('firstAid.timer.minute_one'), other: t('firstAid.timer.minute_other') },
    alert: t('firstAid.timer.overFiveAnnounce', { number }),
    stopped: t('firstAid.timer.stopped'),
    summary: t('firstAid.timer.summary'),
    durationMinutes: {
      one: t('firstAid.timer.durationMinutes_one'),
      other: t('firstAid.timer.durationMinutes_other'),
    },
    durationSeconds: {
      one: t('firstAid.timer.durationSeconds_one'),
      other: t('firstAid.timer.durationSeconds_other'),
    },
    copied: t('firstAid.timer.copied'),
    copyFailed: t('firstAid.timer.copyFailed'),
  }

  // Every state's parts are always rendered, and CSS shows those of the section's `data-state`
  // (app.css): the early script then only changes that attribute and the texts marked
  // `data-part`, each the single text of its element, which hydration leaves as it finds them.
  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      data-testid="seizure-timer"
      data-seizure-timer=""
      data-state={emergency ? 'emergency' : state.phase}
      data-texts={JSON.stringify(texts)}
      suppressHydrationWarning
      className="group rounded-2xl border-2 border-primary/30 bg-primary-soft p-5 data-[state=emergency]:border-emergency data-[state=emergency]:bg-[#fdf1f0] sm:p-8"
    >
      <h2 id={titleId} className="text-2xl font-bold text-primary">
        {t('firstAid.timer.title')}
      </h2>
      <p className="mt-2 text-foreground">{t('firstAid.timer.intro')}</p>
      <noscript>
        <p className="mt-3 font-semibold">{t('firstAid.timer.noScript')}</p>
      </noscript>

      <div role="timer" aria-label={t('firstAid.timer.elapsed')} className="mt-6 text-center">
        <span
          data-testid="timer-digits"
          data-part="digits"
          suppressHydrationWarning
          className={cn(
            // The sizes' own line height is 1.
            'block font-bold tabular-nums tracking-tight',
            'text-7xl text-foreground group-data-[state=emergency]:text-emergency sm:text-8xl',
          )}
        >
          {formatClock(elapsed)}
        </span>
      </div>

      {/* Polite updates (start, each minute, stop) and the urgent 5-minute alert. */}
      <p
        className="sr-only"
        role="status"
        aria-live="polite"
        data-part="status"
        suppressHydrationWarning
      >
        {announcement}
      </p>
      <p
        className="sr-only"
        aria-live="assertive"
        aria-atomic="true"
        data-part="alert"
        suppressHydrationWarning
      >
        {alert}
      </p>

      <p
        data-when="running emergency"
        className="mt-4 text-center text-lg font-semibold text-foreground group-data-[state=emergency]:text-emergency"
      >
        <span data-when="running">{t('firstAid.timer.running')}</span>
        <span data-when="emergency">{t('firstAid.timer.overFive', { number })}</span>
      </p>

      <div
        data-when="idle running emergency"
        className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center"
      >
        <button
          ref={startRef}
          type="button"
          data-when="idle"
          data-action="start"
          onClick={start}
          className="inline-flex min-h-20 w-full items-center justify-center gap-3 rounded-2xl bg-primary px-8 text-2xl font-bold text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-[4px] focus-visible:ring-ring focus-visible:ring-offset-2 sm:w-auto"
        >
          <Icon icon={Play} aria-hidden="true" className="size-7" />
          {t('firstAid.timer.start')}
        </button>
        <button
          ref={stopRef}
          type="button"
          data-when="running emergency"
          data-action="stop"
          onClick={stop}
          className="inline-flex min-h-16 w-full items-center justify-center gap-3 rounded-2xl border-2 border-foreground bg-background px-8 text-xl font-bold text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-[4px] focus-visible:ring-ring focus-visible:ring-offset-2 sm:w-auto"
        >
          <Icon icon={Square} aria-hidden="true" className="size-6" />
          {t('firstAid.timer.stop')}
        </button>
        <a
          href={`tel:${number}`}
          data-testid="timer-call"
          className="inline-flex min-h-16 w-full items-center justify-center gap-3 rounded-2xl bg-emergency px-8 text-xl font-bold text-white hover:bg-emergency/90 focus-visible:outline-none focus-visible:ring-[4px] focus-visible:ring-ring focus-visible:ring-offset-2 group-data-[state=emergency]:min-h-20 group-data-[state=emergency]:text-2xl sm:w-auto"
        >
          <Icon icon={Phone} aria-hidden="true" className="size-6" />
          <span data-when="idle running">{t('firstAid.callNumber', { number })}</span>
          <span data-when="emergency">{t('firstAid.timer.callNow', { number })}</span>
        </a>
      </div>

      <div data-when="stopped" className="mt-6 space-y-4 text-center">
        <p
          data-testid="timer-result"
          data-part="result"
          suppressHydrationWarning
          className="text-xl font-bold"
        >
          {t('firstAid.timer.stopped', { duration: durationText(elapsed) })}
        </p>
        <p
          data-testid="timer-summary"
          data-part="summary"
          suppressHydrationWarning
          className="rounded-lg bg-background p-3 text-left select-all"
        >
          {summary}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button
            ref={copyRef}
            type="button"
            data-action="copy"
            onClick={() => void copy()}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-primary px-6 text-lg font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-[4px] focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Icon icon={ClipboardCopy} aria-hidden="true" className="size-5" />
            {t('firstAid.timer.copy')}
          </button>
          <button
            type="button"
            data-action="reset"
            onClick={reset}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-border bg-background px-6 text-lg font-semibold hover:bg-muted focus-visible:outline-none focus-visible:ring-[4px] focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Icon icon={RotateCcw} aria-hidden="true" className="size-5" />
            {t('firstAid.timer.reset')}
          </button>
          {/* A plain link that works before React has started: the diary reads the stopped time
              from this browser's storage, and the mark is a fragment, which no request carries
              (routes/diary.tsx). */}
          <a
            href="/diary#from-timer"
            data-testid="timer-save-to-diary"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-border bg-background px-6 text-lg font-semibold hover:bg-muted focus-visible:outline-none focus-visible:ring-[4px] focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Icon icon={NotebookPen} aria-hidden="true" className="size-5" />
            {t('firstAid.timer.saveToDiary')}
          </a>
        </div>
        <p
          role="status"
          data-part="copy-status"
          suppressHydrationWarning
          className="min-h-6 font-medium"
        >
          {copyStatus}
        </p>
      </div>
      {/* Made on the server only: a script that React inserts in the browser never runs. */}
      <script
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: typeof document === 'undefined' ? seizureTimerEarlyScript() : '',
        }}
      />
    </section>
  )
}
