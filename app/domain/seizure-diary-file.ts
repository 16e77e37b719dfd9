/**
 * The seizure diary's backup file read back, checked whole with Zod: a foreign or damaged file
 * is refused with its reason. Imported only when a file is chosen, so Zod stays off the diary
 * page's first load.
 */
import * as z from 'zod/mini'

import {
  DATE,
  DIARY_FILE_KIND,
  DIARY_FILE_VERSION,
  DIARY_TRIGGERS,
  MAX_DURATION_SECONDS,
  TIME,
  type Diary,
} from './seizure-diary'

const ID = /^[\w-]{1,64}$/
const text = (max: number) => z.string().check(z.maxLength(max))
const id = z.string().check(z.regex(ID))

const entrySchema = z.object({
  id,
  /** The local date and time the seizure began, as the person's clock showed them. */
  date: z.string().check(z.regex(DATE)),
  time: z.string().check(z.regex(TIME)),
  /** Null when nobody timed it. */
  durationSeconds: z.nullable(z.int().check(z.minimum(0), z.maximum(MAX_DURATION_SECONDS))),
  /** A seizure type of the person's plan, or words of their own. */
  type: text(120),
  triggers: z.array(z.enum(DIARY_TRIGGERS)),
  triggerNotes: text(600),
  rescueMedicineGiven: z.boolean(),
  injuries: text(600),
  notes: text(1000),
})
const medicineChangeSchema = z.object({
  id,
  date: z.string().check(z.regex(DATE)),
  note: text(300),
})

const diarySchema = z.object({
  entries: z.array(entrySchema).check(z.maxLength(5000)),
  medicineChanges: z.array(medicineChangeSchema).check(z.maxLength(500)),
})

/** The schema and the diary's type say the same (fails to compile when they part). */
const sameShape: [z.infer<typeof diarySchema>, Diary] extends [Diary, z.infer<typeof diarySchema>]
  ? true
  : never = true
void sameShape

const diaryFileSchema = z.object({
  kind: z.literal(DIARY_FILE_KIND),
  version: z.literal(DIARY_FILE_VERSION),
  diary: diarySchema,
})

export type DiaryImportProblem = 'notJson' | 'notDiaryFile' | 'invalidDiary'
export type DiaryImport = { ok: true; diary: Diary } | { ok: false; problem: DiaryImportProblem }

export function readDiaryFile(text: string): DiaryImport {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'notJson' }
  }
  if ((data as { kind?: unknown } | null)?.kind !== DIARY_FILE_KIND)
    return { ok: false, problem: 'notDiaryFile' }
  const parsed = diaryFileSchema.safeParse(data)
  return parsed.success
    ? { ok: true, diary: parsed.data.diary }
    : { ok: false, problem: 'invalidDiary' }
}
