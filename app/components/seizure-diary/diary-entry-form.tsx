/**
 * A diary entry, new or kept and being changed: when, how long, which type, what came before,
 * rescue medicine, injuries and notes. Checked by the diary's rules (domain/seizure-diary.ts)
 * before it is kept; each problem shows under its field, and focus goes to the first one.
 */
import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '~/components/ui/button'
import { FieldError, Input, Label, Textarea } from '~/components/ui/input'
import {
  checkEntry,
  DIARY_TRIGGERS,
  type DiaryEntry,
  type EntryCheck,
  type EntryInput,
} from '~/domain/seizure-diary'
import { useTranslation } from '~/i18n/use-translation'

type Problems = Extract<EntryCheck, { ok: false }>['problems']

export function DiaryEntryForm({
  initial,
  fromTimer,
  editing = false,
  planTypes,
  onSave,
  onCancel,
}: {
  initial: EntryInput
  fromTimer: boolean
  /** A kept entry is being changed: the form says so and takes focus where the entry was. */
  editing?: boolean
  /** The seizure types of the plans on this device, offered as choices. */
  planTypes: string[]
  onSave: (entry: Omit<DiaryEntry, 'id'>) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [input, setInput] = useState(initial)
  const [problems, setProblems] = useState<Problems>({})
  const form = useRef<HTMLFormElement>(null)
  const set = <Key extends keyof EntryInput>(key: Key, value: EntryInput[Key]) =>
    setInput((input) => ({ ...input, [key]: value }))
  const error = (field: keyof Problems) => {
    const problem = problems[field]
    return problem ? t(`diary.entry.${problem}`) : undefined
  }
  const described = (field: keyof Problems) =>
    problems[field] ? `${id}-${field}-error` : undefined
  // The edit form replaces the entry's card, which held the focus: the first field takes it.
  useEffect(() => {
    if (editing) form.current?.querySelector<HTMLElement>('input')?.focus()
  }, [editing])

  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border-2 border-primary/40 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault()
        const check = checkEntry(input, new Date())
        if (check.ok) {
          onSave(check.entry)
          return
        }
        setProblems(check.problems)
        // After React has shown the messages, the first field with a problem takes focus.
        requestAnimationFrame(() =>
          form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        )
      }}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-primary">
        {t(editing ? 'diary.entry.editTitle' : 'diary.entry.title')}
      </h2>
      {fromTimer ? <p className="font-medium">{t('diary.entry.fromTimer')}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>{t('diary.entry.date')}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            className="h-12 text-base"
            value={input.date}
            aria-invalid={problems.date ? true : undefined}
            aria-describedby={described('date')}
            onChange={(event) => set('date', event.target.value)}
          />
          <FieldError id={`${id}-date-error`}>{error('date')}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-time`}>{t('diary.entry.time')}</Label>
          <Input
            id={`${id}-time`}
            type="time"
            className="h-12 text-base"
            value={input.time}
            aria-invalid={problems.time ? true : undefined}
            aria-describedby={described('time')}
            onChange={(event) => set('time', event.target.value)}
          />
          <FieldError id={`${id}-time-error`}>{error('time')}</FieldError>
        </div>
      </div>
      <fieldset aria-describedby={described('duration')}>
        <legend className="ui-label">{t('diary.entry.duration')}</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-4">
          {(['minutes', 'seconds'] as const).map((part) => (
            <div key={part} className="space-y-1.5">
              <Label htmlFor={`${id}-${part}`}>{t(`diary.entry.${part}`)}</Label>
              <Input
                id={`${id}-${part}`}
                inputMode="numeric"
                className="h-12 text-base"
                value={input[part]}
                aria-invalid={problems.duration ? true : undefined}
                onChange={(event) => set(part, event.target.value)}
              />
            </div>
          ))}
        </div>
        <FieldError id={`${id}-duration-error`}>{error('duration')}</FieldError>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-type`}>{t('diary.entry.type')}</Label>
        {planTypes.length ? (
          <p id={`${id}-type-hint`} className="text-sm text-muted-foreground">
            {t('diary.entry.typeHint')}
          </p>
        ) : null}
        <Input
          id={`${id}-type`}
          className="h-12 text-base"
          list={planTypes.length ? `${id}-types` : undefined}
          autoComplete="off"
          value={input.type}
          aria-invalid={problems.type ? true : undefined}
          aria-describedby={
            [planTypes.length ? `${id}-type-hint` : '', described('type') ?? '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => set('type', event.target.value)}
        />
        {planTypes.length ? (
          <datalist id={`${id}-types`}>
            {planTypes.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
        ) : null}
        <FieldError id={`${id}-type-error`}>{error('type')}</FieldError>
      </div>
      <fieldset>
        <legend className="ui-label">{t('diary.entry.triggers')}</legend>
        <ul className="mt-1.5 grid gap-1 sm:grid-cols-2">
          {DIARY_TRIGGERS.map((trigger) => (
            <li key={trigger}>
              <label className="flex min-h-11 items-center gap-3 text-base">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={input.triggers.includes(trigger)}
                  onChange={(event) =>
                    set(
                      'triggers',
                      event.target.checked
                        ? [...input.triggers, trigger]
                        : input.triggers.filter((item) => item !== trigger),
                    )
                  }
                />
                {t(`diary.triggers.${trigger}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-trigger-notes`}>{t('diary.entry.triggerNotes')}</Label>
        <Textarea
          id={`${id}-trigger-notes`}
          rows={2}
          className="text-base"
          value={input.triggerNotes}
          onChange={(event) => set('triggerNotes', event.target.value)}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-base font-medium">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={input.rescueMedicineGiven}
          onChange={(event) => set('rescueMedicineGiven', event.target.checked)}
        />
        {t('diary.entry.rescue')}
      </label>
      {(['injuries', 'notes'] as const).map((field) => (
        <div key={field} className="space-y-1.5">
          <Label htmlFor={`${id}-${field}`}>{t(`diary.entry.${field}`)}</Label>
          <Textarea
            id={`${id}-${field}`}
            rows={2}
            className="text-base"
            value={input[field]}
            aria-invalid={problems.text ? true : undefined}
            aria-describedby={described('text')}
            onChange={(event) => set(field, event.target.value)}
          />
        </div>
      ))}
      <FieldError id={`${id}-text-error`}>{error('text')}</FieldError>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" className="h-auto min-h-12 whitespace-normal py-2">
          {t('diary.entry.save')}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="outline"
          className="h-auto min-h-12 whitespace-normal py-2"
          onClick={onCancel}
        >
          {t('diary.entry.cancel')}
        </Button>
      </div>
    </form>
  )
}
