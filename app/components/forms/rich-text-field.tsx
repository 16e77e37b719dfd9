import { LazyRichTextEditor } from '~/components/editor/lazy-rich-text-editor'
import { FieldErrorText } from './field'

/** A rich-text field with its error under it, linked for screen readers. */
export function RichTextField({
  name,
  label,
  defaultValue,
  minRows,
  error,
  errorId,
}: {
  name: string
  label: string
  defaultValue: string
  minRows: number
  error?: string
  errorId: string
}) {
  return (
    <div className="grid gap-2">
      <LazyRichTextEditor
        name={name}
        label={label}
        defaultValue={defaultValue}
        minRows={minRows}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      <FieldErrorText id={errorId} error={error} />
    </div>
  )
}
