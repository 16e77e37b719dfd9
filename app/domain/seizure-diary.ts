/**
 * A seizure diary: each seizure with its time, length, type and what came before, and the days
 * the medicines changed. Like the seizure action plan it lives on the device only (the
 * browser's storage and the files the person saves); the server never sees it
 * (docs/decisions/0060-seizure-diary.md). These are its rules: what an entry must hold, the
 * counts the doctor reads, the CSV, and the backup file (read back by seizure-diary-file.ts).
 */

/** What may have brought a seizure on: choices, with free text beside them. */
export const DIARY_TRIGGERS = [
  'missedMedicine',
  'lackOfSleep',
  'stress',
  'illness',
  'alcohol',
  'flashingLights',
  'periods',
] as const
export type DiaryTrigger = (typeof DIARY_TRIGGERS)[number]

/** The periods the counts and the doctor's summary cover, in months back from today. */
export const DIARY_PERIODS = [3, 6, 12] as const
export type DiaryPeriod = (typeof DIARY_PERIODS)[number]

export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
export const MAX_DURATION_SECONDS = 24 * 3600
const ID = /^[\w-]{1,64}$/

export interface DiaryEntry {
  id: string
  /** The local date and time the seizure began, as the person's clock showed them. */
  date: string
  time: string
  /** Null when nobody timed it. */
  durationSeconds: number | null
  /** A seizure type of the person's plan, or words of their own. */
  type: string
  triggers: DiaryTrigger[]
  triggerNotes: string
  rescueMedicineGiven: boolean
  injuries: string
  notes: string
}
export interface MedicineChange {
  id: string
  date: string
  note: string
}
export interface Diary {
  entries: DiaryEntry[]
  medicineChanges: MedicineChange[]
}

export const EMPTY_DIARY: Diary = { entries: [], medicineChanges: [] }

// ---- dates, in the person's own calendar ----

function pad(value: number) {
  return String(value).padStart(2, '0')
}

/** A moment as the local date and time of the device: `['2026-11-29', '08:05']`. */
export function localDateTime(moment: Date): [string, string] {
  return [
    `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  ]
}

/** `'2026-11'` of a date `'2026-11-29'`. */
export function monthOf(date: string): string {
  return date.slice(0, 7)
}

/** The months of a period ending with today's month, oldest first: `['2026-09', '2026-10', '2026-11']`. */
export function monthsOfPeriod(months: number, today: Date): string[] {
  return Array.from({ length: months }, (_, index) => {
    const month = new Date(today.getFullYear(), today.getMonth() - (months - 1 - index), 1)
    return `${month.getFullYear()}-${pad(month.getMonth() + 1)}`
  })
}

// ---- an entry as the form gives it ----

export interface EntryInput {
  date: string
  time: string
  minutes: string
  seconds: string
  type: string
  triggers: DiaryTrigger[]
  triggerNotes: string
  rescueMedicineGiven: boolean
  injuries: string
  notes: string
}

export type EntryProblem =
  'dateMissing' | 'dateInFuture' | 'timeMissing' | 'durationInvalid' | 'typeTooLong' | 'textTooLong'

/** The form's fields checked, each problem on its field: a field with none is absent. */
export type EntryCheck =
  | { ok: true; entry: Omit<DiaryEntry, 'id'> }
  | {
      ok: false
      problems: Partial<Record<'date' | 'time' | 'duration' | 'type' | 'text', EntryProblem>>
    }

function realDate(date: string): boolean {
  if (!DATE.test(date)) return false
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const parsed = new Date(year, month - 1, day)
  return parsed.getMonth() === month - 1 && parsed.getDate() === day
}

export function checkEntry(input: EntryInput, now: Date): EntryCheck {
  const problems: Extract<EntryCheck, { ok: false }>['problems'] = {}
  const [today, nowTime] = localDateTime(now)
  if (!realDate(input.date)) problems.date = 'dateMissing'
  if (!TIME.test(input.time)) problems.time = 'timeMissing'
  if (
    !problems.date &&
    !problems.time &&
    (input.date > today || (input.date === today && input.time > nowTime))
  )
    problems.date = 'dateInFuture'
  let durationSeconds: number | null = null
  const minutes = input.minutes.trim()
  const seconds = input.seconds.trim()
  if (minutes || seconds) {
    const whole = /^\d{1,4}$/
    if (
      (minutes && !whole.test(minutes)) ||
      (seconds && !whole.test(seconds)) ||
      Number(seconds) > 59
    )
      problems.duration = 'durationInvalid'
    else {
      durationSeconds = Number(minutes || 0) * 60 + Number(seconds || 0)
      if (durationSeconds > MAX_DURATION_SECONDS) problems.duration = 'durationInvalid'
    }
  }
  if (input.type.trim().length > 120) problems.type = 'typeTooLong'
  if (input.triggerNotes.length > 600 || input.injuries.length > 600 || input.notes.length > 1000)
    problems.text = 'textTooLong'
  if (Object.keys(problems).length) return { ok: false, problems }
  return {
    ok: true,
    entry: {
      date: input.date,
      time: input.time,
      durationSeconds,
      type: input.type.trim(),
      triggers: DIARY_TRIGGERS.filter((trigger) => input.triggers.includes(trigger)),
      triggerNotes: input.triggerNotes.trim(),
      rescueMedicineGiven: input.rescueMedicineGiven,
      injuries: input.injuries.trim(),
      notes: input.notes.trim(),
    },
  }
}

/** A blank form, or one filled from the first-aid timer when it was stopped. */
export function entryInput(
  from?: { startedAt: number; stoppedAt: number },
  now = new Date(),
): EntryInput {
  const [date, time] = localDateTime(from ? new Date(from.startedAt) : now)
  const total = from ? Math.max(0, Math.round((from.stoppedAt - from.startedAt) / 1000)) : null
  return {
    date,
    time,
    minutes: total === null ? '' : String(Math.floor(total / 60)),
    seconds: total === null ? '' : String(total % 60),
    type: '',
    triggers: [],
    triggerNotes: '',
    rescueMedicineGiven: false,
    injuries: '',
    notes: '',
  }
}

/** A kept entry back in the form, to be changed: what `checkEntry` turns into the same entry. */
export function inputOfEntry(entry: DiaryEntry): EntryInput {
  const total = entry.durationSeconds
  return {
    date: entry.date,
    time: entry.time,
    minutes: total === null ? '' : String(Math.floor(total / 60)),
    seconds: total === null ? '' : String(total % 60),
    type: entry.type,
    triggers: [...entry.triggers],
    triggerNotes: entry.triggerNotes,
    rescueMedicineGiven: entry.rescueMedicineGiven,
    injuries: entry.injuries,
    notes: entry.notes,
  }
}

/**
 * The diary with an entry written: an entry of a new id joins the others, one of a kept id
 * replaces it where it stands. An edit keeps its id, so a backup of the diary taken before and
 * imported later replaces the entry rather than doubling it.
 */
export function withEntry(diary: Diary, entry: DiaryEntry): Diary {
  const kept = diary.entries.some((row) => row.id === entry.id)
  return {
    ...diary,
    entries: kept
      ? diary.entries.map((row) => (row.id === entry.id ? entry : row))
      : [...diary.entries, entry],
  }
}

/** The diary without the entry of that id. */
export function withoutEntry(diary: Diary, id: string): Diary {
  return { ...diary, entries: diary.entries.filter((entry) => entry.id !== id) }
}

// ---- what the doctor reads ----

/** Newest first; the same moment keeps the order of entry. */
export function entriesNewestFirst(entries: readonly DiaryEntry[]): DiaryEntry[] {
  return [...entries].sort((a, b) => `${b.date}T${b.time}`.localeCompare(`${a.date}T${a.time}`))
}

export function entriesInMonths(
  entries: readonly DiaryEntry[],
  months: readonly string[],
): DiaryEntry[] {
  const wanted = new Set(months)
  return entries.filter((entry) => wanted.has(monthOf(entry.date)))
}

/** Seizures per month of the period, every month listed (none is 0), oldest first. */
export function monthlyCounts(
  entries: readonly DiaryEntry[],
  months: readonly string[],
): { month: string; count: number }[] {
  const counts = new Map(months.map((month) => [month, 0]))
  for (const entry of entries) {
    const month = monthOf(entry.date)
    const count = counts.get(month)
    if (count !== undefined) counts.set(month, count + 1)
  }
  return months.map((month) => ({ month, count: counts.get(month) ?? 0 }))
}

/**
 * Seizures per type in the period, the most frequent first. Types are compared without case and
 * outer spaces ("absence" and "Absence " are one); an entry with no type counts under `''`.
 */
export function countsByType(
  entries: readonly DiaryEntry[],
  months: readonly string[],
): { type: string; count: number }[] {
  const counts = new Map<string, { type: string; count: number }>()
  for (const entry of entriesInMonths(entries, months)) {
    const type = entry.type.trim()
    const key = type.toLocaleLowerCase()
    const row = counts.get(key) ?? { type, count: 0 }
    row.count++
    counts.set(key, row)
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.type.localeCompare(b.type))
}

/** The medicine changes within the period's months, in date order. */
export function medicineChangesIn(
  changes: readonly MedicineChange[],
  months: readonly string[],
): MedicineChange[] {
  const wanted = new Set(months)
  return changes
    .filter((change) => wanted.has(monthOf(change.date)))
    .sort((a, b) => a.date.localeCompare(b.date))
}

// ---- files ----

function csvCell(value: string): string {
  // A cell that a spreadsheet would read as a formula is kept as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * The entries as CSV for the doctor, oldest first, under the given column names; triggers and
 * the rescue-medicine answer in the given words.
 */
export function diaryCsv(
  entries: readonly DiaryEntry[],
  words: {
    columns: readonly [string, string, string, string, string, string, string, string, string]
    trigger: (trigger: DiaryTrigger) => string
    yes: string
    no: string
  },
): string {
  const rows = [...entries]
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))
    .map((entry) => [
      entry.date,
      entry.time,
      entry.durationSeconds === null ? '' : String(entry.durationSeconds),
      entry.type,
      entry.triggers.map(words.trigger).join('; '),
      entry.triggerNotes,
      entry.rescueMedicineGiven ? words.yes : words.no,
      entry.injuries,
      entry.notes,
    ])
  // CRLF line ends and a byte-order mark: spreadsheets open it with the Greek letters intact.
  return `\uFEFF${[words.columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

export const DIARY_FILE_KIND = 'seizure-diary'
export const DIARY_FILE_VERSION = 1

/** The backup file; seizure-diary-file.ts reads one back. */
export function diaryFile(diary: Diary): string {
  return JSON.stringify({ kind: DIARY_FILE_KIND, version: DIARY_FILE_VERSION, diary })
}

/** A backup joined to the device's diary: its entries replace those with the same id. */
export function withImportedDiary(current: Diary, imported: Diary): Diary {
  const merge = <Row extends { id: string }>(mine: readonly Row[], theirs: readonly Row[]) => {
    const ids = new Set(theirs.map((row) => row.id))
    return [...mine.filter((row) => !ids.has(row.id)), ...theirs]
  }
  return {
    entries: merge(current.entries, imported.entries),
    medicineChanges: merge(current.medicineChanges, imported.medicineChanges),
  }
}

const isData = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max

/**
 * Storage holds what this code wrote: each entry is checked by hand (a damaged one is left out,
 * never the others). Files from elsewhere are checked strictly with Zod in seizure-diary-file.ts,
 * which is loaded only when a file is imported, off the page's first load.
 */
function isStoredEntry(value: unknown): value is DiaryEntry {
  if (!isData(value)) return false
  const duration = value.durationSeconds
  return (
    isText(value.id, 64) &&
    ID.test(value.id) &&
    isText(value.date, 10) &&
    DATE.test(value.date) &&
    isText(value.time, 5) &&
    TIME.test(value.time) &&
    (duration === null ||
      (Number.isInteger(duration) &&
        (duration as number) >= 0 &&
        (duration as number) <= MAX_DURATION_SECONDS)) &&
    isText(value.type, 120) &&
    Array.isArray(value.triggers) &&
    value.triggers.every((trigger) => DIARY_TRIGGERS.includes(trigger as DiaryTrigger)) &&
    isText(value.triggerNotes, 600) &&
    typeof value.rescueMedicineGiven === 'boolean' &&
    isText(value.injuries, 600) &&
    isText(value.notes, 1000)
  )
}

function isStoredChange(value: unknown): value is MedicineChange {
  return (
    isData(value) &&
    isText(value.id, 64) &&
    ID.test(value.id) &&
    isText(value.date, 10) &&
    DATE.test(value.date) &&
    isText(value.note, 300)
  )
}

/** The device's diary from what storage held; anything unreadable gives an empty diary. */
export function readStoredDiary(raw: string | null): Diary {
  if (!raw) return EMPTY_DIARY
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return EMPTY_DIARY
  }
  const diary =
    isData(data) && data.kind === DIARY_FILE_KIND && isData(data.diary) ? data.diary : {}
  return {
    entries: Array.isArray(diary.entries) ? diary.entries.filter(isStoredEntry) : [],
    medicineChanges: Array.isArray(diary.medicineChanges)
      ? diary.medicineChanges.filter(isStoredChange)
      : [],
  }
}
