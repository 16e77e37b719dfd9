import { Field } from './field'

/**
 * A date picker with past days disabled (event and story dates cannot be set in the past): the
 * browser's own date control (keyboard and screen-reader friendly, localised by the browser) with
 * `min` set to today.
 */
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
  defaultValue?: string | null
  min?: string
  error?: string
  hint?: string
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <input
          {...props}
          type="date"
          name={name}
          min={min}
          defaultValue={defaultValue ?? ''}
          className="h-10 w-full rounded-lg border border-border bg-background px-3 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-[invalid=true]:border-danger sm:text-sm"
        />
      )}
    </Field>
  )
}
