/**
 * The rich-text editor, loaded on demand: admin pages import this file, and the TipTap code
 * arrives in its own chunk after the page is interactive. Until then (and without JavaScript)
 * a plain textarea with the same name takes the HTML, so forms always work. On a slow
 * connection someone may start typing there, even before the page is interactive: the editor
 * then starts from what they typed, with the focus where they were, so nothing is lost when it
 * takes over.
 */
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

import { Textarea } from '~/components/ui/input'
import type { RichTextEditorProps } from './rich-text-editor'

const RichTextEditor = lazy(() => import('./rich-text-editor'))

export type LazyRichTextEditorProps = RichTextEditorProps

export function LazyRichTextEditor(props: LazyRichTextEditorProps) {
  // Asked for once the page is interactive, in a transition: while the code is on its way the
  // stand-in stays on screen as it is (the same textarea, its words and its focus).
  const [wanted, setWanted] = useState(false)
  useEffect(() => startTransition(() => setWanted(true)), [])
  // What was typed in the stand-in, and whether it still has the focus.
  const [typed, setTyped] = useState<string | null>(null)
  const [typing, setTyping] = useState(false)
  const { onChange } = props
  const fallback = (
    <PlainFallback
      {...props}
      defaultValue={typed ?? props.defaultValue}
      onChange={(value) => {
        setTyped(value)
        onChange?.(value)
      }}
      onFocusChange={setTyping}
    />
  )
  return (
    <Suspense fallback={fallback}>
      {!wanted ? (
        fallback
      ) : typed === null ? (
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
  const field = useRef<HTMLTextAreaElement>(null)
  // Words typed before the page was interactive reached no handler: take them as they are now.
  useLayoutEffect(() => {
    const element = field.current
    if (!element) return
    if (element.value !== (defaultValue ?? '')) onChange?.(element.value)
    if (element.ownerDocument.activeElement === element) onFocusChange(true)
    // Once, for what happened before this textarea was in React's hands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className="grid gap-2">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        ref={field}
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
