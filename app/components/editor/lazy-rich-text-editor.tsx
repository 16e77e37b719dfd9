/**
 * The rich-text editor, loaded on demand: admin pages import this file, and the TipTap code
 * arrives in its own chunk after the page is interactive. Until then (and without JavaScript)
 * a plain textarea with the same name takes the HTML, so forms always work. On a slow
 * connection someone may start typing there: the editor then starts from what they typed, with
 * the focus where they were, so nothing is lost when it takes over.
 */
import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react'

import { Textarea } from '~/components/ui/input'
import type { RichTextEditorProps } from './rich-text-editor'

const RichTextEditor = lazy(() => import('./rich-text-editor'))

const noSubscription = () => () => {}

export type LazyRichTextEditorProps = RichTextEditorProps

export function LazyRichTextEditor(props: LazyRichTextEditorProps) {
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false)
  // What was typed in the stand-in, and whether it still has the focus.
  const [typed, setTyped] = useState<string | null>(null)
  const [typing, setTyping] = useState(false)
  const { onChange } = props
  const fallback = (
    <PlainFallback
      {...props}
      onChange={(value) => {
        setTyped(value)
        onChange?.(value)
      }}
      onFocusChange={setTyping}
    />
  )
  if (!mounted) return fallback
  return (
    <Suspense fallback={fallback}>
      {typed === null ? (
        <RichTextEditor {...props} />
      ) : (
        <RichTextEditor {...props} defaultValue={typed} continuesTyping autoFocus={typing} />
      )}
    </Suspense>
  )
}

function PlainFallback({
  name,
  label,
  defaultValue,
  id,
  minRows = 10,
  onChange,
  onFocusChange,
  invalid,
  describedBy,
}: LazyRichTextEditorProps & { onFocusChange: (focused: boolean) => void }) {
  const autoId = useId()
  const fieldId = id ?? autoId
  return (
    <div className="grid gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={fieldId}
        name={name}
        defaultValue={defaultValue}
        rows={minRows}
        onChange={(event) => onChange?.(event.target.value)}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  )
}
