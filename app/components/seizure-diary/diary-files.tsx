/**
 * The diary's files, all made in the browser: the summary for the doctor (PDF, its code loaded
 * on the first press), the entries as CSV, a backup to import on another phone, and deleting
 * the whole diary after a confirmation.
 */
import { FileDown, FileSpreadsheet, Save, Trash2 } from 'lucide'
import { useId, useRef, useState } from 'react'

import { DeleteConfirmation } from '~/components/device-files/delete-confirmation'
import { FileStatus, useFileStatus } from '~/components/device-files/file-status'
import { ImportFileButton } from '~/components/device-files/import-file-button'
import { saveFile } from '~/components/device-files/save-file'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import {
  diaryCsv,
  diaryFile,
  entriesInMonths,
  EMPTY_DIARY,
  withImportedDiary,
  type Diary,
} from '~/domain/seizure-diary'
import { useTranslation } from '~/i18n/use-translation'

export function DiaryFiles({
  diary,
  months,
  locale,
  today,
  onChange,
}: {
  diary: Diary
  months: string[]
  locale: string
  today: string
  onChange: (diary: Diary) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const { message, say, busy, run } = useFileStatus()
  const [confirming, setConfirming] = useState(false)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const period = `${months[0]}_${months[months.length - 1]}`

  const pdf = () =>
    run(
      async () => {
        const { makeDiaryPdf } = await import('./diary-pdf')
        const bytes = await makeDiaryPdf(diary, months, t, locale)
        const file = new File([bytes as Uint8Array<ArrayBuffer>], `seizure-diary-${period}.pdf`, {
          type: 'application/pdf',
        })
        saveFile(file)
        return t('diary.files.made', { file: file.name })
      },
      { failed: t('diary.files.failed') },
    )

  function csv() {
    const text = diaryCsv(entriesInMonths(diary.entries, months), {
      columns: [
        t('diary.csv.date'),
        t('diary.csv.time'),
        t('diary.csv.durationSeconds'),
        t('diary.csv.type'),
        t('diary.csv.triggers'),
        t('diary.csv.triggerNotes'),
        t('diary.csv.rescue'),
        t('diary.csv.injuries'),
        t('diary.csv.notes'),
      ],
      trigger: (trigger) => t(`diary.triggers.${trigger}`),
      yes: t('diary.csv.yes'),
      no: t('diary.csv.no'),
    })
    const file = new File([text], `seizure-diary-${period}.csv`, { type: 'text/csv' })
    saveFile(file)
    say(t('diary.files.made', { file: file.name }))
  }

  function backup() {
    const file = new File([diaryFile(diary)], `seizure-diary-backup-${today}.json`, {
      type: 'application/json',
    })
    saveFile(file)
    say(t('diary.files.made', { file: file.name }))
  }

  const empty = diary.entries.length === 0 && diary.medicineChanges.length === 0
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl bg-muted/50 p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-primary">
        {t('diary.files.title')}
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          size="lg"
          className="h-auto min-h-12 whitespace-normal py-2"
          disabled={busy}
          onClick={() => void pdf()}
        >
          <Icon icon={FileDown} aria-hidden="true" className="size-5" />
          {t('diary.files.pdf')}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="secondary"
          className="h-auto min-h-12 whitespace-normal py-2"
          onClick={csv}
        >
          <Icon icon={FileSpreadsheet} aria-hidden="true" className="size-5" />
          {t('diary.files.csv')}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="outline"
          className="h-auto min-h-12 whitespace-normal py-2"
          disabled={empty}
          onClick={backup}
        >
          <Icon icon={Save} aria-hidden="true" className="size-5" />
          {t('diary.files.backup')}
        </Button>
        <ImportFileButton
          label={t('diary.files.import')}
          size="lg"
          onText={async (text) => {
            // The strict check of a file from elsewhere, loaded when a file is chosen.
            const { readDiaryFile } = await import('~/domain/seizure-diary-file')
            const result = readDiaryFile(text)
            if (!result.ok) {
              say(t(`diary.files.${result.problem}`), true)
              return
            }
            const next = withImportedDiary(diary, result.diary)
            onChange(next)
            say(t('diary.files.imported', { count: next.entries.length }))
          }}
        />
        <Button
          ref={deleteButton}
          type="button"
          size="lg"
          variant="destructive"
          className="h-auto min-h-12 whitespace-normal py-2"
          disabled={empty}
          aria-expanded={confirming}
          onClick={() => setConfirming(true)}
        >
          <Icon icon={Trash2} aria-hidden="true" className="size-5" />
          {t('diary.files.deleteAll')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('diary.files.importHint')}</p>
      {confirming ? (
        <DeleteConfirmation
          question={t('diary.files.confirmDeleteAll')}
          confirm={t('diary.files.confirm')}
          cancel={t('diary.files.cancel')}
          returnFocus={deleteButton}
          onConfirm={() => {
            setConfirming(false)
            onChange(EMPTY_DIARY)
            say(t('diary.files.deletedAll'))
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <FileStatus message={message} />
    </section>
  )
}
