import { useTranslation } from '~/i18n/use-translation'
import { TIME_STEPS } from '~/domain/content-schema'
import { Field } from './field'

/** An event time, chosen in 15-minute steps from 00:00 to 23:45; `emptyLabel` names choosing none. */
export function TimeSelect({
  name,
  label,
  defaultValue,
  error,
  hint,
  emptyLabel,
}: {
  name: string
  label: string
  defaultValue?: string | null
  error?: string
  hint?: string
  emptyLabel?: string
}) {
  const { t } = useTranslation()
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <select
          {...props}
          name={name}
          defaultValue={defaultValue ?? ''}
          className="h-10 w-full rounded-lg border border-border bg-background px-3 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-[invalid=true]:border-danger sm:text-sm"
        >
          <option value="">{emptyLabel ?? t('admin.events.form.pickTime')}</option>
          {TIME_STEPS.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
