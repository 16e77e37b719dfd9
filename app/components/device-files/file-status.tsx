/**
 * What became of a file the person asked for (made, saved, imported, refused), said in one
 * status line that screen readers read out; a failure is marked as one.
 */
import { useState } from 'react'

import { cn } from '~/lib/cn'

export interface FileMessage {
  text: string
  error: boolean
}

export function useFileStatus() {
  const [message, setMessage] = useState<FileMessage | null>(null)
  const [busy, setBusy] = useState(false)
  const say = (text: string, error = false) => setMessage({ text, error })

  /**
   * Runs one file action at a time (a PDF takes a moment): `making` is said while it runs, then
   * what it returns, or `failed`. A share the person cancelled is no failure and says nothing.
   */
  async function run(action: () => Promise<string>, texts: { making?: string; failed: string }) {
    if (busy) return
    setBusy(true)
    setMessage(texts.making ? { text: texts.making, error: false } : null)
    try {
      say(await action())
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') setMessage(null)
      else say(texts.failed, true)
    } finally {
      setBusy(false)
    }
  }

  return { message, say, clear: () => setMessage(null), busy, run }
}

export function FileStatus({
  message,
  className,
}: {
  message: FileMessage | null
  className?: string
}) {
  return (
    <p role="status" className={cn(className, message?.error && 'font-medium text-danger')}>
      {message?.text}
    </p>
  )
}
