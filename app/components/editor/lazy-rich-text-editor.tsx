/**
 * The rich-text editor, loaded on demand: admin pages import this file, and the TipTap code
 * arrives in its own chunk after the page is interactive. Until then (and without JavaScript)
 * a plain textarea with the same name takes the HTML, so forms always work.
 */
import { lazy, Suspense, useId, useSyncExternalStore } from 'react'

import { Textarea } from '~/components/ui/input'
import type { RichTextEditorProps } from './rich-text-editor'

const RichTextEditor = lazy(() => import('./rich-text-editor'))

const noSubscription = () => () => {}

export type LazyRichTextEditorProps = RichTextEditorProps

export function LazyRichTextEditor(props: LazyRichTextEditorProps) {
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false)
  const fallback = <PlainFallback {...props} />
  if (!mounted) return fallback
  return (
    <Suspense fallback={fallback}>
      <RichTextEditor {...props} />
    </Suspense>
  )
}

function PlainFallback({ name, label, defaultValue, id, minRows = 10, onChange, invalid, describedBy }: LazyRichTextEditorProps) {
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
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  )
}
