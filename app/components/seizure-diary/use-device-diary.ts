/**
 * The seizure diary kept in this browser's localStorage (components/use-device-value.ts):
 * undefined until the browser's storage has been read, written on every change.
 */
import { useMemo } from 'react'

import { useDeviceValue } from '~/components/use-device-value'
import { diaryFile, readStoredDiary, type Diary } from '~/domain/seizure-diary'

const DIARY_STORAGE_KEY = 'seizure-diary'

export function useDeviceDiary(): { diary: Diary | undefined; save: (diary: Diary) => void } {
  const [raw, write] = useDeviceValue(DIARY_STORAGE_KEY)
  const diary = useMemo(() => (raw === undefined ? undefined : readStoredDiary(raw)), [raw])
  return { diary, save: (next) => write(diaryFile(next)) }
}
