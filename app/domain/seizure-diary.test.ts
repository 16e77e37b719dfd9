import { describe, expect, it } from 'vitest'

import {
  checkEntry,
  countsByType,
  diaryCsv,
  diaryFile,
  EMPTY_DIARY,
  entriesNewestFirst,
  entryInput,
  inputOfEntry,
  localDateTime,
  medicineChangesIn,
  monthlyCounts,
  monthsOfPeriod,
  readStoredDiary,
  withEntry,
  withImportedDiary,
  withoutEntry,
  type Diary,
  type DiaryEntry,
  type EntryInput,
} from './seizure-diary'
import { readDiaryFile } from './seizure-diary-file'

/** 29 November 2026, 10:30 on the test machine's clock. */
const NOW = new Date(2026, 10, 29, 10, 30)

function entry(id: string, date: string, type = 'Absence', time = '08:00'): DiaryEntry {
  return {
    id,
    date,
    time,
    durationSeconds: 95,
    type,
    triggers: ['lackOfSleep'],
    triggerNotes: '',
    rescueMedicineGiven: false,
    injuries: '',
    notes: '',
  }
}

function input(change: Partial<EntryInput> = {}): EntryInput {
  return { ...entryInput(undefined, NOW), ...change }
}

describe('a new entry', () => {
  it('starts at the current local date and time, with no length', () => {
    expect(entryInput(undefined, NOW)).toMatchObject({
      date: '2026-11-29',
      time: '10:30',
      minutes: '',
      seconds: '',
    })
  })

  it('from the stopped first-aid timer takes its start and its length', () => {
    const startedAt = new Date(2026, 10, 28, 23, 58, 30).getTime()
    const filled = entryInput({ startedAt, stoppedAt: startedAt + 6 * 60_000 + 7_400 }, NOW)
    expect(filled).toMatchObject({ date: '2026-11-28', time: '23:58', minutes: '6', seconds: '7' })
  })
})

describe('changing a kept entry', () => {
  const diary: Diary = {
    entries: [entry('a', '2026-11-01'), entry('b', '2026-11-02'), entry('c', '2026-11-03')],
    medicineChanges: [{ id: 'm', date: '2026-10-15', note: 'Νέο φάρμακο' }],
  }

  it('fills the form with it, so saving it unchanged gives the same entry', () => {
    const kept: DiaryEntry = {
      ...entry('a', '2026-11-01', 'Εστιακή', '23:05'),
      durationSeconds: 3 * 60 + 7,
      triggers: ['stress', 'illness'],
      triggerNotes: 'Πυρετός',
      rescueMedicineGiven: true,
      injuries: 'Μελανιά',
      notes: 'Στο σχολείο',
    }
    const form = inputOfEntry(kept)
    expect(form).toMatchObject({ minutes: '3', seconds: '7', type: 'Εστιακή' })
    const { id: _id, ...rest } = kept
    expect(checkEntry(form, NOW)).toEqual({ ok: true, entry: rest })
    const untimed = inputOfEntry({ ...kept, durationSeconds: null })
    expect([untimed.minutes, untimed.seconds]).toEqual(['', ''])
    // The form's list of triggers is its own: ticking one does not change the kept entry.
    form.triggers.push('alcohol')
    expect(kept.triggers).toEqual(['stress', 'illness'])
  })

  it('replaces it where it stands, keeping its id; a new id joins the others', () => {
    const edited = { ...entry('b', '2026-10-30', 'Τονικοκλονική', '07:15'), notes: 'Διορθώθηκε' }
    const changed = withEntry(diary, edited)
    expect(changed.entries.map((row) => row.id)).toEqual(['a', 'b', 'c'])
    expect(changed.entries[1]).toEqual(edited)
    expect(changed.medicineChanges).toBe(diary.medicineChanges)
    expect(diary.entries[1]!.notes).toBe('')
    expect(withEntry(diary, entry('d', '2026-11-04')).entries.map((row) => row.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })

  it('deletes only the entry of that id', () => {
    expect(withoutEntry(diary, 'b').entries.map((row) => row.id)).toEqual(['a', 'c'])
    expect(withoutEntry(diary, 'none').entries).toEqual(diary.entries)
  })
})

describe('checking an entry', () => {
  it('keeps a valid one, trimmed, its length in seconds and its triggers in a fixed order', () => {
    const check = checkEntry(
      input({
        minutes: '2',
        seconds: '5',
        type: ' Absence ',
        triggers: ['stress', 'missedMedicine'],
      }),
      NOW,
    )
    expect(check).toEqual({
      ok: true,
      entry: expect.objectContaining({
        date: '2026-11-29',
        time: '10:30',
        durationSeconds: 125,
        type: 'Absence',
        triggers: ['missedMedicine', 'stress'],
      }),
    })
    expect(checkEntry(input(), NOW)).toMatchObject({ ok: true, entry: { durationSeconds: null } })
    expect(checkEntry(input({ seconds: '40' }), NOW)).toMatchObject({
      ok: true,
      entry: { durationSeconds: 40 },
    })
  })

  it('names each problem on its field', () => {
    expect(checkEntry(input({ date: '' }), NOW)).toEqual({
      ok: false,
      problems: { date: 'dateMissing' },
    })
    expect(checkEntry(input({ date: '2026-02-30' }), NOW)).toEqual({
      ok: false,
      problems: { date: 'dateMissing' },
    })
    expect(checkEntry(input({ date: '2026-11-30' }), NOW)).toEqual({
      ok: false,
      problems: { date: 'dateInFuture' },
    })
    expect(checkEntry(input({ time: '10:31' }), NOW)).toEqual({
      ok: false,
      problems: { date: 'dateInFuture' },
    })
    expect(checkEntry(input({ time: '25:00' }), NOW)).toEqual({
      ok: false,
      problems: { time: 'timeMissing' },
    })
    for (const duration of [
      { seconds: '60' },
      { minutes: '-1' },
      { minutes: '1.5' },
      { minutes: '1441' },
    ])
      expect(checkEntry(input(duration), NOW), JSON.stringify(duration)).toEqual({
        ok: false,
        problems: { duration: 'durationInvalid' },
      })
    expect(checkEntry(input({ type: 'x'.repeat(121) }), NOW)).toEqual({
      ok: false,
      problems: { type: 'typeTooLong' },
    })
    expect(checkEntry(input({ notes: 'x'.repeat(1001) }), NOW)).toEqual({
      ok: false,
      problems: { text: 'textTooLong' },
    })
    expect(checkEntry(input({ date: '', time: '', minutes: 'a' }), NOW)).toEqual({
      ok: false,
      problems: { date: 'dateMissing', time: 'timeMissing', duration: 'durationInvalid' },
    })
  })
})

describe('periods and counts', () => {
  it('lists the months of a period back from today, across the new year', () => {
    expect(monthsOfPeriod(3, NOW)).toEqual(['2026-09', '2026-10', '2026-11'])
    expect(monthsOfPeriod(6, new Date(2027, 1, 10))).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ])
    expect(monthsOfPeriod(12, NOW)).toHaveLength(12)
  })

  it('counts seizures per month, months with none as 0 and entries outside the period left out', () => {
    const entries = [
      entry('a', '2026-11-01'),
      entry('b', '2026-11-29'),
      entry('c', '2026-09-30'),
      entry('d', '2026-08-31'),
      entry('e', '2027-01-01'),
    ]
    expect(monthlyCounts(entries, monthsOfPeriod(3, NOW))).toEqual([
      { month: '2026-09', count: 1 },
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 2 },
    ])
  })

  it('counts per type in the period, case and spaces ignored, the most frequent first', () => {
    const entries = [
      entry('a', '2026-11-01', 'Absence'),
      entry('b', '2026-11-02', 'absence '),
      entry('c', '2026-10-02', 'Tonic-clonic'),
      entry('d', '2026-10-03', ''),
      entry('e', '2026-01-03', 'Tonic-clonic'),
    ]
    expect(countsByType(entries, monthsOfPeriod(3, NOW))).toEqual([
      { type: 'Absence', count: 2 },
      { type: '', count: 1 },
      { type: 'Tonic-clonic', count: 1 },
    ])
  })

  it('keeps the medicine changes of the period, in date order', () => {
    const changes = [
      { id: '1', date: '2026-11-02', note: 'Dose changed by the doctor' },
      { id: '2', date: '2026-09-15', note: 'New medicine' },
      { id: '3', date: '2026-05-01', note: 'Old' },
    ]
    expect(medicineChangesIn(changes, monthsOfPeriod(3, NOW)).map((change) => change.id)).toEqual([
      '2',
      '1',
    ])
  })

  it('lists entries newest first', () => {
    const entries = [
      entry('a', '2026-11-01', '', '09:00'),
      entry('b', '2026-11-01', '', '21:00'),
      entry('c', '2026-10-01'),
    ]
    expect(entriesNewestFirst(entries).map((row) => row.id)).toEqual(['b', 'a', 'c'])
  })

  it('reads local dates and times of a moment', () => {
    expect(localDateTime(new Date(2026, 0, 5, 7, 4))).toEqual(['2026-01-05', '07:04'])
  })
})

describe('the CSV for the doctor', () => {
  it('has the given columns, the oldest entry first, quotes and formulas made harmless', () => {
    const rows: DiaryEntry[] = [
      {
        ...entry('b', '2026-11-02', 'Κρίση απουσίας'),
        notes: 'said "hello", then\nslept',
        rescueMedicineGiven: true,
      },
      {
        ...entry('a', '2026-11-01', '=cmd()'),
        durationSeconds: null,
        triggers: ['stress', 'illness'],
      },
    ]
    const csv = diaryCsv(rows, {
      columns: [
        'Date',
        'Time',
        'Seconds',
        'Type',
        'Before',
        'Before notes',
        'Rescue',
        'Injuries',
        'Notes',
      ],
      trigger: (trigger) => trigger.toUpperCase(),
      yes: 'yes',
      no: 'no',
    })
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Time,Seconds,Type,Before,Before notes,Rescue,Injuries,Notes',
      '2026-11-01,08:00,,\'=cmd(),"STRESS; ILLNESS",,no,,',
      '2026-11-02,08:00,95,Κρίση απουσίας,LACKOFSLEEP,,yes,,"said ""hello"", then\nslept"',
      '',
    ])
  })
})

describe('the backup file', () => {
  const diary: Diary = {
    entries: [entry('a', '2026-11-01', 'Απουσία'), entry('b', '2026-10-01')],
    medicineChanges: [{ id: 'm', date: '2026-10-15', note: 'Νέο φάρμακο' }],
  }

  it('brings back the same diary (round trip)', () => {
    expect(readDiaryFile(diaryFile(diary))).toEqual({ ok: true, diary })
    expect(readStoredDiary(diaryFile(diary))).toEqual(diary)
  })

  it('refuses what is not JSON, not a diary backup, or a damaged one', () => {
    expect(readDiaryFile('{')).toEqual({ ok: false, problem: 'notJson' })
    expect(readDiaryFile('{"kind":"seizure-action-plan"}')).toEqual({
      ok: false,
      problem: 'notDiaryFile',
    })
    const damaged = JSON.parse(diaryFile(diary)) as {
      diary: { entries: Record<string, unknown>[] }
    }
    damaged.diary.entries[0]!.durationSeconds = -5
    expect(readDiaryFile(JSON.stringify(damaged))).toEqual({ ok: false, problem: 'invalidDiary' })
  })

  it('joins an import to the device diary, the same entry replaced, not doubled', () => {
    const changed = { ...diary.entries[0]!, notes: 'edited on the other phone' }
    const other: Diary = { entries: [changed, entry('c', '2026-11-20')], medicineChanges: [] }
    const joined = withImportedDiary(diary, other)
    expect(joined.entries.map((row) => row.id).sort()).toEqual(['a', 'b', 'c'])
    expect(joined.entries.find((row) => row.id === 'a')?.notes).toBe('edited on the other phone')
    expect(joined.medicineChanges).toEqual(diary.medicineChanges)
  })

  it('on the device, keeps the good entries of a damaged store and reads garbage as empty', () => {
    const stored = JSON.parse(diaryFile(diary)) as { diary: { entries: unknown[] } }
    stored.diary.entries.push({ id: 'bad' })
    expect(readStoredDiary(JSON.stringify(stored))).toEqual(diary)
    expect(readStoredDiary(null)).toEqual(EMPTY_DIARY)
    expect(readStoredDiary('not json')).toEqual(EMPTY_DIARY)
  })
})
