import { useId } from 'react'

import { Input } from '~/components/ui/input'
import { Field } from './field'

/**
 * An event location chosen from a filterable list of common locations, or typed freely. The
 * browser's own suggestion list (datalist) filters as one types and leaves any text allowed.
 */
export function LocationCombobox({
  name,
  label,
  options,
  defaultValue,
  error,
  placeholder,
  lang,
}: {
  name: string
  label: string
  options: readonly string[]
  defaultValue?: string | null
  error?: string
  placeholder?: string
  lang?: string
}) {
  const listId = useId()
  return (
    <Field label={label} error={error}>
      {(props) => (
        <>
          <Input
            {...props}
            name={name}
            list={listId}
            defaultValue={defaultValue ?? ''}
            placeholder={placeholder}
            autoComplete="off"
            lang={lang}
          />
          <datalist id={listId}>
            {options.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  )
}
