/**
 * The admin forms' date field: a text box that shows and accepts day/month/year, and a button
 * that opens a calendar (react-day-picker) in a popover, in the page's language with weeks
 * starting on Monday. Days before `min` cannot be picked; the server checks the rule again.
 * The form posts the ISO `YYYY-MM-DD` day under `name`, as the browser's date input did.
 *
 * Only the admin forms import this module, so the calendar never reaches a visitor's page
 * (`npm run budget` checks it).
 */
import { CalendarDays } from 'lucide'
import { useEffect, useId, useRef, useState } from 'react'
import { DayPicker } from 'react-day-picker'
import { el } from 'react-day-picker/locale/el'
import { enGB } from 'react-day-picker/locale/en-GB'
import './day-picker.css'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { dateOfIso, formatDayMonthYear, isoOfDate, parseDayMonthYear } from './day-month-year'
import { Field } from './field'

const inputClass =
  'h-10 w-full rounded-lg border border-border bg-background pl-3 pr-12 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-[invalid=true]:border-danger sm:text-sm'

const calendarTheme = {
  '--rdp-accent-color': 'var(--color-primary)',
  '--rdp-accent-background-color': 'var(--color-primary-soft)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
} as React.CSSProperties

export function DatePicker({
  name,
  label,
  defaultValue,
  min,
  error,
  hint,
}: {
  name: string
  label: string
  /** An ISO day. */
  defaultValue?: string | null
  /** The first ISO day that can be picked. */
  min?: string
  error?: string
  hint?: string
}) {
  const { t, i18n } = useTranslation()
  const [text, setText] = useState(() => formatDayMonthYear(defaultValue ?? ''))
  const [open, setOpen] = useState(false)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const calendarId = useId()
  const formatId = useId()

  const iso = parseDayMonthYear(text)
  // Text that is not a day is posted as typed, so the form's checks name the problem.
  const posted = iso ?? text.trim()
  const selected = dateOfIso(iso)
  const minDate = dateOfIso(min)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function close(focus: 'input' | 'button') {
    setOpen(false)
    ;(focus === 'input' ? inputRef : buttonRef).current?.focus()
  }

  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <div ref={wrapperRef} className="relative">
          <input type="hidden" name={name} value={posted} />
          <input
            {...props}
            ref={inputRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('admin.datePicker.format')}
            aria-describedby={[props['aria-describedby'], formatId].filter(Boolean).join(' ')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            // Tidy a typed day into the shown form (5/3/2027 becomes 05/03/2027).
            onBlur={() => (iso ? setText(formatDayMonthYear(iso)) : undefined)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && event.altKey) {
                event.preventDefault()
                setOpen(true)
              }
            }}
            className={inputClass}
          />
          <span id={formatId} className="sr-only">
            {t('admin.datePicker.formatHint')}
          </span>
          <button
            ref={buttonRef}
            type="button"
            aria-label={t('admin.datePicker.open')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? calendarId : undefined}
            onClick={() => setOpen((current) => !current)}
            className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-primary hover:bg-muted focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
          >
            <Icon icon={CalendarDays} aria-hidden="true" className="size-5" />
          </button>
          {open ? (
            <div
              id={calendarId}
              role="dialog"
              aria-label={t('admin.datePicker.calendar')}
              className="absolute left-0 z-30 mt-2 rounded-xl border border-border bg-background p-3 shadow-lg"
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault()
                  event.stopPropagation()
                  close('button')
                }
              }}
            >
              <DayPicker
                mode="single"
                locale={i18n.language === 'el' ? el : enGB}
                weekStartsOn={1}
                style={calendarTheme}
                autoFocus
                selected={selected}
                defaultMonth={selected ?? minDate}
                disabled={minDate ? { before: minDate } : undefined}
                required
                onSelect={(day) => {
                  if (day) setText(formatDayMonthYear(isoOfDate(day)))
                  close('input')
                }}
              />
            </div>
          ) : null}
        </div>
      )}
    </Field>
  )
}
