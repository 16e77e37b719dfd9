/**
 * The diary's files: the spreadsheet and the backup are made in the page and saved as downloads
 * (their contents read here from the file handed to the browser), and the whole diary goes only
 * after a confirmation.
 */
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { EMPTY_DIARY, readStoredDiary, type Diary } from '~/domain/seizure-diary'
import { renderPage } from '../../../tests/component/render'
import { DiaryFiles } from './diary-files'

const diary: Diary = {
  ...EMPTY_DIARY,
  entries: [
    {
      id: 'e1',
      date: '2026-11-03',
      time: '08:15',
      durationSeconds: 95,
      type: 'Absence',
      triggers: ['lackOfSleep'],
      triggerNotes: '',
      rescueMedicineGiven: false,
      injuries: '',
      notes: 'After a short night',
    },
  ],
}

let saved: File[]
let spies: { mockRestore(): void }[] = []
beforeEach(() => {
  saved = []
  // The browser's download of a file made in the page: the file is kept to be read.
  spies = [
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      saved.push(file as File)
      return 'blob:diary'
    }),
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined),
  ]
})
// Only these: restoring every mock would undo the shared setup's (tests/component/setup.ts).
afterEach(() => spies.forEach((spy) => spy.mockRestore()))

const render = (onChange = vi.fn()) =>
  renderPage(
    <DiaryFiles
      diary={diary}
      months={['2026-10', '2026-11']}
      locale="en-GB"
      today="2026-11-29"
      onChange={onChange}
    />,
    { lang: 'en' },
  ).then((rendered) => ({ ...rendered, onChange }))

describe('DiaryFiles', () => {
  it('saves the entries as a spreadsheet and the whole diary as a backup file', async () => {
    const { user } = await render()
    await user.click(screen.getByRole('button', { name: 'Entries as a spreadsheet (CSV)' }))
    expect(saved[0]!.name).toMatch(/\.csv$/)
    const csv = await saved[0]!.text()
    expect(csv).toContain('2026-11-03')
    expect(csv).toContain('After a short night')
    expect(screen.getByText(`${saved[0]!.name} was saved.`)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Save a backup file' }))
    expect(saved[1]!.name).toMatch(/\.json$/)
    expect(readStoredDiary(await saved[1]!.text()).entries).toEqual(diary.entries)
    expect(JSON.parse(await saved[1]!.text())).toMatchObject({ kind: 'seizure-diary' })
  })

  it('deletes the whole diary only after the confirmation', async () => {
    const { user, onChange } = await render()
    await user.click(screen.getByRole('button', { name: 'Delete the whole diary' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onChange).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Delete the whole diary' }))
    await user.click(screen.getByRole('button', { name: 'Yes, delete everything' }))
    expect(onChange).toHaveBeenCalledWith(EMPTY_DIARY)
    expect(screen.getByText('The diary was deleted from this device.')).toBeTruthy()
  })
})
